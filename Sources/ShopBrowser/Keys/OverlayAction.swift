/// What a key does while the help overlay or the list of skipped items is open
/// (``BrowserMode/help``, ``BrowserMode/skipped``): the scroll keys scroll it when it does not
/// fit the screen, and close it when it does.
package enum OverlayAction: Hashable, Sendable {
    /// A line down.
    case lineDown
    /// A line up.
    case lineUp
    /// A page down.
    case pageDown
    /// A page up.
    case pageUp
    /// The first line.
    case top
    /// The last line.
    case bottom
    /// In the skipped list, retry now what failed (and close it); in the help, close it.
    case retryFailed
    /// Close it.
    case close
}
