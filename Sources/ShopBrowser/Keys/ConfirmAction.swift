/// What a key does while the browser asks to confirm a reload (``BrowserMode/confirmingReload``).
package enum ConfirmAction: Hashable, Sendable {
    /// Go ahead.
    case confirm
    /// Keep things as they are.
    case cancel
}
