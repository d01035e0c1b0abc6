import WaterfallTUI

extension Keymaps {
    /// The keys of every mode, asked before the mode's own keymap.
    package static let screen = Keymap<ScreenAction>([
        KeyBinding(.redraw, [.ctrl("l")], .row("redraw the screen")),
        KeyBinding(.suspend, [.ctrl("z")], .row("suspend (fg brings it back)")),
    ])
}
