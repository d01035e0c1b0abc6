import WaterfallTUI

/// The help overlay (`?`): every key, in a box centred on the screen.
package struct HelpOverlay: Sendable {
    /// The keys of a shop catalog and what they do, in the order shown.
    package static let bindings: [(keys: String, action: String)] = [
        ("j / k / ↓ / ↑", "scroll a line down / up"),
        ("J / K", "focus the card below / above"),
        ("h / l / ← / →", "focus the nearest card left / right"),
        ("Tab / Shift-Tab", "next / previous card"),
        ("Ctrl-d / Ctrl-u", "half a page down / up"),
        ("Space / b, PgDn / PgUp", "a page down / up"),
        ("g / G, Home / End", "top / bottom"),
        ("Enter, double click", "open the card's details"),
        ("Esc", "close details, clear the search"),
        ("/  then  n / N", "search titles and shops; next / previous match"),
        ("o / O", "sort: catalog, price ↑, price ↓, rating, sales / reverse"),
        ("s", "group by: none, shop, price band, rating"),
        ("] / [  or  } / {", "next / previous group"),
        ("f", "filter: narrow to titles and shops with a text"),
        ("*", "minimum rating: ★3, ★4, ★4.5, any"),
        ("F", "clear the filter (Esc too, with no search)"),
        ("+ / -", "more / fewer columns"),
        ("=", "automatic columns"),
        ("r", "retry a failed page, or reload"),
        ("!", "the items skipped, and why"),
        ("Ctrl-l", "redraw the screen"),
        ("mouse wheel, click", "scroll; focus a card"),
        ("?", "this help"),
        ("q", "quit"),
    ]

    /// The keys of folders of pictures and what they do, in the order shown.
    package static let photoBindings: [(keys: String, action: String)] = [
        ("j / k / ↓ / ↑", "scroll a line down / up"),
        ("J / K", "focus the picture below / above"),
        ("h / l / ← / →", "focus the nearest picture left / right"),
        ("Tab / Shift-Tab", "next / previous picture"),
        ("Ctrl-d / Ctrl-u", "half a page down / up"),
        ("Space / b, PgDn / PgUp", "a page down / up"),
        ("g / G, Home / End", "top / bottom"),
        ("Enter, double click", "open the picture's details; Enter again opens it in a program"),
        ("y", "copy the picture's path to the clipboard (OSC 52)"),
        ("Esc", "close details, clear the search"),
        ("/  then  n / N", "search file and folder names; next / previous match"),
        ("o / O", "sort: name, date taken, file size, shape / reverse"),
        ("s", "group by folder, or not"),
        ("] / [  or  } / {", "next / previous folder"),
        ("f", "filter: narrow to names with a text"),
        ("F", "clear the filter (Esc too, with no search)"),
        ("+ / -", "more / fewer columns"),
        ("=", "automatic columns"),
        ("r", "scan the folders again"),
        ("!", "the files skipped, and why"),
        ("Ctrl-l", "redraw the screen"),
        ("mouse wheel, click", "scroll; focus a picture"),
        ("?", "this help"),
        ("q", "quit"),
    ]

    /// The keys shown, and what they do.
    let bindings: [(keys: String, action: String)]

    /// The styles to draw with.
    package let theme: Theme
    /// What cards draw photos with, e.g. `pictures: half blocks, 256 colours`.
    package let picturesLine: String
    /// What was detected about the terminal's pictures (empty when nothing was probed).
    package let detectionLine: String

    /// Creates the overlay with `theme`, saying how pictures are drawn (`options`).
    package init(theme: Theme, options: BrowserOptions) {
        self.theme = theme
        self.bindings = options.kind == .photos ? Self.photoBindings : Self.bindings
        self.picturesLine = Self.picturesLine(options: options, colorMode: theme.colorMode)
        self.detectionLine = options.pictures.detection.map { "detected: \($0)" } ?? ""
    }

    /// `pictures: half blocks, 256 colours (--images symbols)`, `pictures: pixels (--images
    /// auto)`, or what is shown instead.
    static func picturesLine(options: BrowserOptions, colorMode: ColorMode) -> String {
        let colours = colorMode.name
        let flag = "(--images \(options.pictures.mode.rawValue))"
        if options.pictures.mode == .off {
            return "pictures: off, thumbnails only \(flag)"
        }
        if options.pictures.output.cellSize != nil {
            return "pictures: pixels \(flag)"
        }
        let glyphs = options.pictures.symbols == .halfBlocks ? "half blocks" : "quadrants"
        return "pictures: \(glyphs), \(colours) \(flag)"
    }

    /// One line of the overlay's content.
    enum Line: Equatable {
        /// A binding's keys (on its first line) and one line of what they do.
        case binding(keys: String, action: String)
        /// A dim line of text (how pictures are drawn, what was detected).
        case note(String)
        /// An empty line.
        case blank
    }

    /// The overlay's size for a canvas and its content lines for that width.
    struct Layout {
        /// Where the box goes on the canvas.
        var box: Rect
        /// The width of the keys column.
        var keyWidth: Int
        /// Every content line, in order.
        var lines: [Line]
        /// How many content lines the box shows at once.
        var visibleLines: Int

        /// The largest first line the box can start at.
        var maximumScroll: Int { max(0, lines.count - visibleLines) }
    }

    /// The widest the keys column gets; wider keys share the action's column.
    static let keyColumnWidth = (HelpOverlay.bindings + HelpOverlay.photoBindings).map { $0.keys.displayWidth }.max() ?? 0

    /// The box and content lines on a `canvas`-sized screen: as large as the content wants (the
    /// same on every terminal: the notes are wrapped to the width the bindings take), cut to
    /// the canvas; the actions wrap under themselves when the box is narrow, and under their
    /// keys when it is very narrow. O(bindings).
    func layout(for canvas: Size) -> Layout {
        let actionWidth = bindings.map { $0.action.displayWidth }.max() ?? 0
        let width = max(0, min(canvas.width, Self.keyColumnWidth + actionWidth + 6))
        let inner = max(1, width - 4)
        var keyWidth = min(Self.keyColumnWidth, inner / 2)
        var lines: [Line] = []
        let stacked = inner - keyWidth - 2 < 12
        if stacked { keyWidth = inner }
        for binding in bindings {
            if stacked {
                lines.append(.binding(keys: binding.keys, action: ""))
                lines += TextLayout.wrap(binding.action, width: max(1, inner - 2)).map { .binding(keys: "", action: "  " + $0) }
            } else {
                let keys = TextLayout.wrap(binding.keys, width: keyWidth)
                let actions = TextLayout.wrap(binding.action, width: max(1, inner - keyWidth - 2))
                for index in 0 ..< max(keys.count, actions.count) {
                    lines.append(.binding(keys: index < keys.count ? keys[index] : "", action: index < actions.count ? actions[index] : ""))
                }
            }
        }
        lines.append(.blank)
        lines += TextLayout.wrap(picturesLine, width: inner).map(Line.note)
        if !detectionLine.isEmpty {
            lines += TextLayout.wrap(detectionLine, width: inner).map(Line.note)
        }
        let height = max(0, min(canvas.height, lines.count + 4))
        let box = Rect(x: (canvas.width - width) / 2, y: (canvas.height - height) / 2, width: width, height: height)
        return Layout(box: box, keyWidth: stacked ? 0 : keyWidth, lines: lines, visibleLines: max(0, height - 4))
    }

    /// Draws the overlay centred on `canvas` over any picture placed below it, showing its
    /// content from line `scroll` (clamped) when it does not fit; the border then says which
    /// lines are shown and how to scroll.
    package func draw(into canvas: inout Canvas, scroll: Int = 0) {
        Self.draw(layout(for: canvas.size), title: " Keys ", theme: theme, into: &canvas, scroll: scroll)
    }

    /// Draws a box of `layout`'s lines titled `title` over `canvas` (hiding the pictures under
    /// it), from line `scroll` (clamped); when the lines do not fit, the border says which are
    /// shown and how to scroll. Shared by the overlays that list lines.
    static func draw(_ layout: Layout, title: String, theme: Theme, into canvas: inout Canvas, scroll: Int) {
        let box = layout.box
        let first = min(max(0, scroll), layout.maximumScroll)
        canvas.hidePlacements(under: box)
        canvas.withRegion(box) { panel in
            let (width, height) = (box.width, box.height)
            panel.fill(Rect(x: 0, y: 0, width: width, height: height), style: theme.overlay)
            panel.drawBox(Rect(x: 0, y: 0, width: width, height: height), style: theme.focusedBorder, border: .rounded)
            panel.put(TextLayout.truncate(title, toWidth: max(0, width - 4)), x: 2, y: 0, style: theme.focusedBorder)
            for (row, line) in layout.lines.dropFirst(first).prefix(layout.visibleLines).enumerated() {
                switch line {
                case .binding(let keys, let action):
                    let actionX = layout.keyWidth > 0 ? layout.keyWidth + 4 : 2
                    panel.put(keys, x: 2, y: row + 2, style: theme.focusedBorder, maxWidth: max(0, width - 4))
                    panel.put(action, x: actionX, y: row + 2, style: theme.overlay, maxWidth: max(0, width - 2 - actionX))
                case .note(let text):
                    panel.put(text, x: 2, y: row + 2, style: theme.overlay.adding(.dim), maxWidth: max(0, width - 4))
                case .blank:
                    break
                }
            }
            if layout.maximumScroll > 0 {
                let last = min(layout.lines.count, first + layout.visibleLines)
                let shown = "\(first + 1)–\(last)"
                let hints = [
                    " \(shown) of \(layout.lines.count) · j/k, PgUp/PgDn scroll ", " \(shown) of \(layout.lines.count) · j/k scroll ",
                    " \(shown)/\(layout.lines.count) j/k ", " \(shown) ",
                ]
                let hint = hints.first { $0.displayWidth <= width - 4 } ?? ""
                panel.put(hint, x: max(2, width - 2 - hint.displayWidth), y: height - 1, style: theme.focusedBorder)
            }
        }
    }
}
