import ShopCatalog
import WaterfallTUI

/// The help overlay (`?`): every key of every mode, drawn from ``Keymaps``, in a box centred on
/// the screen.
package struct HelpOverlay: Sendable {
    /// The sections shown: the waterfall's keys and mouse gestures, then each other mode's.
    package let sections: [HelpSection]

    /// The styles to draw with.
    package let theme: Theme
    /// What cards draw photos with, e.g. `pictures: half blocks, 256 colours`.
    package let picturesLine: String
    /// What was detected about the terminal's pictures and colours, lines shown one under the
    /// other, each wrapped on its own (empty when nothing was probed).
    package let detectionLine: String
    /// Where photos are decoded, e.g. `decoding: in sandboxed helpers` (empty when not known).
    package let decodingLine: String

    /// Creates the overlay with `theme` listing the keys of `keymaps`, saying how pictures are
    /// drawn (`options`) and where they are decoded (`decoding`).
    package init(theme: Theme, options: BrowserOptions, keymaps: Keymaps = .standard, decoding: DecodingStatus? = nil) {
        self.theme = theme
        self.sections = Self.sections(for: options.kind, keymaps: keymaps)
        self.picturesLine = Self.picturesLine(options: options, colorMode: theme.colorMode)
        self.detectionLine = options.pictures.detection.map { "detected: \($0)" } ?? ""
        self.decodingLine = options.pictures.mode == .off ? "" : decoding?.description ?? ""
    }

    /// The sections for a browser of `kind` with `keymaps`: each mode's keymap, its keys and its
    /// mouse gestures. O(bindings).
    static func sections(for kind: ItemKind.Tag, keymaps: Keymaps) -> [HelpSection] {
        KeyMode.allCases.map { $0.helpSection(for: kind, keymaps: keymaps) }
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
        /// The heading of a mode's keys.
        case heading(String)
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

    /// The widest the keys column gets; wider keys break after a comma (``wrapKeys(_:width:)``).
    static let keyColumnWidth = 22

    /// `keys` in lines of at most `width` cells, broken where a comma separates two pairs of
    /// keys (the comma gives way to the break), and within a pair only when it is wider than a
    /// line. O(length).
    static func wrapKeys(_ keys: String, width: Int) -> [String] {
        keyGroups(keys, width: width).flatMap { $0 }
    }

    /// ``wrapKeys(_:width:)``'s lines, grouped: each group whole pairs of keys, on one line, or
    /// one pair wider than a line, on several. Each group is a row of the overlay that says what
    /// its keys do (a pair is never split from its words). O(length).
    static func keyGroups(_ keys: String, width: Int) -> [[String]] {
        var groups: [[String]] = []
        var lastFits = false
        for pair in keys.components(separatedBy: ", ") {
            if lastFits, let last = groups.last?.last, last.displayWidth + 2 + pair.displayWidth <= width {
                groups[groups.count - 1][0] = last + ", " + pair
            } else {
                let lines = TextLayout.wrap(pair, width: width)
                groups.append(lines)
                lastFits = lines.count == 1
            }
        }
        return groups
    }

    /// The box and content lines on a `canvas`-sized screen: the waterfall's keys, how pictures
    /// are drawn, then each other mode's keys under its heading; as large as the content wants
    /// (the same on every terminal: the notes are wrapped to the width the rows take), cut to the
    /// canvas; the actions wrap under themselves when the box is narrow, and under their keys
    /// when it is very narrow. O(bindings).
    func layout(for canvas: Size) -> Layout {
        let rows = sections.flatMap(\.rows)
        let actionWidth = rows.map { $0.text.displayWidth }.max() ?? 0
        let width = max(0, min(canvas.width, Self.keyColumnWidth + actionWidth + 6))
        let inner = max(1, width - 4)
        var keyWidth = min(Self.keyColumnWidth, inner / 2)
        var lines: [Line] = []
        let stacked = inner - keyWidth - 2 < 12
        if stacked { keyWidth = inner }
        for (number, section) in sections.enumerated() {
            if number == 1 {
                // How pictures are drawn, right below the waterfall's keys: on the first page.
                lines.append(.blank)
                lines += TextLayout.wrap(picturesLine, width: inner).map(Line.note)
                for line in (detectionLine + "\n" + decodingLine).split(separator: "\n") {
                    lines += TextLayout.wrap(String(line), width: inner).map(Line.note)
                }
            }
            if let heading = section.heading {
                lines.append(.blank)
                lines += TextLayout.wrap(heading, width: inner).map(Line.heading)
            }
            for row in section.rows {
                // Keys too wide for their column go on as rows of their own, each saying what its
                // keys do: a line of keys is never left without words beside it (or, stacked, under it).
                for keys in Self.keyGroups(row.keys, width: keyWidth) {
                    if stacked {
                        lines += keys.map { .binding(keys: $0, action: "") }
                        lines += TextLayout.wrap(row.text, width: max(1, inner - 2)).map { .binding(keys: "", action: "  " + $0) }
                    } else {
                        let actions = TextLayout.wrap(row.text, width: max(1, inner - keyWidth - 2))
                        for index in 0 ..< max(keys.count, actions.count) {
                            lines.append(.binding(keys: index < keys.count ? keys[index] : "", action: index < actions.count ? actions[index] : ""))
                        }
                    }
                }
            }
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
                case .heading(let text):
                    panel.put(text, x: 2, y: row + 2, style: theme.focusedBorder.adding(.bold), maxWidth: max(0, width - 4))
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
