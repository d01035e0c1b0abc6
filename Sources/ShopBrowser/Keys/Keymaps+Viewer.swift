import WaterfallTUI

extension Keymaps {
    /// The keys of the full-screen view (``BrowserMode/viewing(_:)``), in the order the help
    /// lists them.
    package static let viewer = Keymap<ViewerAction>([
        KeyBinding(
            .next, [.character("n"), .character(" ")],
            .row(
                "next / previous picture (a product's photos first; the next page after the last)", photos: "next / previous picture in the waterfall's order"),
            hint: KeyHint(2, "next")),
        KeyBinding(.previous, [.character("p"), .backspace], .sameRow, hint: KeyHint(2)),
        KeyBinding(.rightOrNext, [.right], .row("next / previous picture; pan right / left when zoomed")),
        KeyBinding(.leftOrPrevious, [.left], .sameRow),
        KeyBinding(.first, [.home], .row("first / last picture")),
        KeyBinding(.last, [.end], .sameRow),
        KeyBinding(.zoomIn, [.character("+"), .character("=")], .row("zoom in / out"), hint: KeyHint(3, "zoom")),
        KeyBinding(.zoomOut, [.character("-")], .sameRow, hint: KeyHint(3)),
        KeyBinding(.zoomInAtPointer, [], mouse: [.wheelUp], .row("zoom in / out about the pointer")),
        KeyBinding(.zoomOutAtPointer, [], mouse: [.wheelDown], .sameRow),
        KeyBinding(.cycleZoom, [.character("z")], .row("fit, 1:1 pixels, fill"), hint: KeyHint(4, "fit/1:1/fill")),
        KeyBinding(.resetZoom, [.character("0")], .row("back to fit")),
        KeyBinding(.panLeft, [.character("h")], .row("pan left / right when zoomed")),
        KeyBinding(.panRight, [.character("l")], .sameRow),
        KeyBinding(.panDown, [.character("j"), .down], .row("pan down / up when zoomed")),
        KeyBinding(.panUp, [.character("k"), .up], .sameRow),
        KeyBinding(.toggleDetails, [.character("i")], .row("show / hide the details"), hint: KeyHint(5, "details")),
        KeyBinding(.toggleSlideshow, [.character("S")], .row("start / stop the slideshow (--slideshow SECONDS)"), hint: KeyHint(6, "slideshow")),
        KeyBinding(.toggleMark, [.character("m")], .row("mark / unmark the picture (printed by -o when the browser ends)")),
        KeyBinding(.openFile, [.enter], .row("open the picture in a program (--open-with)"), kinds: [.pictureFile]),
        KeyBinding(.copyPath, [.character("y")], .row("ask the terminal to copy the picture's path (OSC 52)"), kinds: [.pictureFile]),
        KeyBinding(.close, [.escape, .character("q")], .row("back to the waterfall"), hint: KeyHint(1, "back")),
    ])
}
