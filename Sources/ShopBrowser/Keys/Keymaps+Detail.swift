import WaterfallTUI

extension Keymaps {
    /// The keys of the detail panel (``BrowserMode/detail(index:)``).
    package static let detail = Keymap<DetailAction>([
        KeyBinding(.close, [.escape, .character("q")], .row("close the details")),
        KeyBinding(.openFile, [.enter], .row("close the details", photos: "open the picture in a program (--open-with)")),
        KeyBinding(.copyPath, [.character("y")], .row("ask the terminal to copy the picture's path (OSC 52)"), kinds: [.photos]),
    ])
}
