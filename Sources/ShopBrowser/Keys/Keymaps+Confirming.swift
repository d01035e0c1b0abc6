import WaterfallTUI

extension Keymaps {
    /// The keys while the browser asks whether to reload every loaded page
    /// (``BrowserMode/confirmingReload``).
    package static let confirming = Keymap<ConfirmAction>([
        KeyBinding(.confirm, [.character("y"), .enter], .row("reload every page from the first")),
        KeyBinding(.cancel, fallback: .anyOtherKey, mouse: [.leftClick], .row("keep what is loaded")),
    ])
}
