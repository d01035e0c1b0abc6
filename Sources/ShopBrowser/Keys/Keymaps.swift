/// The browser's keymaps, one per mode (``KeyMode``) and one for the keys of every mode
/// (``screen``): the only place a key is bound. Input dispatches through them, the help overlay
/// and the status line's hints are drawn from them, and every message that names a key asks
/// them its name (``Keymap/name(of:kind:)``), so rebinding a key here changes what the browser
/// says as well as what it does. The standard bindings are the type's static keymaps
/// (``browsing`` and the rest, in `Keymaps+…` files); a browser reads the instance it was made
/// with (``BrowserModel/keymaps``).
package struct Keymaps: Sendable {
    /// The waterfall's keys.
    package var browsing: Keymap<BrowsingAction>
    /// The full-screen view's keys.
    package var viewer: Keymap<ViewerAction>
    /// The keys while a search is typed.
    package var searching: Keymap<QueryAction>
    /// The keys while a filter is typed.
    package var filtering: Keymap<QueryAction>
    /// The keys of the help overlay and the skipped list.
    package var overlay: Keymap<OverlayAction>
    /// The keys answering whether to reload.
    package var confirming: Keymap<ConfirmAction>
    /// The keys of every mode.
    package var screen: Keymap<ScreenAction>

    /// Keymaps with the given bindings, the standard ones by default.
    package init(
        browsing: Keymap<BrowsingAction> = Keymaps.browsing, viewer: Keymap<ViewerAction> = Keymaps.viewer,
        searching: Keymap<QueryAction> = Keymaps.searching, filtering: Keymap<QueryAction> = Keymaps.filtering,
        overlay: Keymap<OverlayAction> = Keymaps.overlay, confirming: Keymap<ConfirmAction> = Keymaps.confirming,
        screen: Keymap<ScreenAction> = Keymaps.screen
    ) {
        self.browsing = browsing
        self.viewer = viewer
        self.searching = searching
        self.filtering = filtering
        self.overlay = overlay
        self.confirming = confirming
        self.screen = screen
    }

    /// The standard bindings.
    package static let standard = Keymaps()
}
