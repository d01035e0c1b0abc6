import WaterfallTUI

extension Keymaps {
    /// The keys while the help overlay or the list of skipped items is open (``BrowserMode/help``,
    /// ``BrowserMode/skipped``).
    package static let overlay = Keymap<OverlayAction>([
        KeyBinding(.lineDown, [.character("j"), .down], mouse: [.wheelDown], .row("scroll a line down / up")),
        KeyBinding(.lineUp, [.character("k"), .up], mouse: [.wheelUp], .sameRow),
        KeyBinding(.pageDown, [.character(" "), .pageDown, .ctrl("f"), .ctrl("d")], .row("a page down / up")),
        KeyBinding(.pageUp, [.character("b"), .pageUp, .ctrl("b"), .ctrl("u")], .sameRow),
        KeyBinding(.top, [.character("g"), .home], .row("top / bottom")),
        KeyBinding(.bottom, [.character("G"), .end], .sameRow),
        KeyBinding(.retryFailed, [.character("r")], .row("in the skipped list: retry now the page and pictures that failed")),
        KeyBinding(.close, fallback: .anyOtherKey, mouse: [.leftClick], .row("close it (the scroll keys too, when it fits)")),
    ])
}
