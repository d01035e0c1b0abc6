import WaterfallTUI

/// The help overlay (`?`): every key, in a box centred on the screen.
package struct HelpOverlay: Sendable {
    /// The keys and what they do, in the order shown.
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
        ("Ctrl-l", "redraw the screen"),
        ("mouse wheel, click", "scroll; focus a card"),
        ("?", "this help"),
        ("q", "quit"),
    ]

    /// The styles to draw with.
    package let theme: Theme
    /// What cards draw photos with, e.g. `pictures: half blocks, 256 colours`.
    package let picturesLine: String
    /// What was detected about the terminal's pictures (empty when nothing was probed).
    package let detectionLine: String

    /// Creates the overlay with `theme`, saying how pictures are drawn (`options`).
    package init(theme: Theme, options: BrowserOptions) {
        self.theme = theme
        self.picturesLine = Self.picturesLine(options: options, colorMode: theme.colorMode)
        self.detectionLine = options.pictureDetection.map { "detected: \($0)" } ?? ""
    }

    /// `pictures: half blocks, 256 colours (--images symbols)`, `pictures: pixels (--images
    /// auto)`, or what is shown instead.
    static func picturesLine(options: BrowserOptions, colorMode: ColorMode) -> String {
        let colours = colorMode.name
        let flag = "(--images \(options.pictures.rawValue))"
        if options.pictures == .off {
            return "pictures: off, thumbnails only \(flag)"
        }
        if options.pictureOutput.cellSize != nil {
            return "pictures: pixels \(flag)"
        }
        let glyphs = options.symbols == .halfBlocks ? "half blocks" : "quadrants"
        return "pictures: \(glyphs), \(colours) \(flag)"
    }

    /// Draws the overlay centred on `canvas` over any picture placed below it, cut to fit small
    /// screens.
    package func draw(into canvas: inout Canvas) {
        let keyWidth = Self.bindings.map { $0.keys.displayWidth }.max() ?? 0
        let actionWidth = Self.bindings.map { $0.action.displayWidth }.max() ?? 0
        // The size depends on the bindings alone (not on what was detected), so it is the same on
        // every terminal; the detection line is wrapped on two lines and cut to fit.
        let width = min(canvas.width, keyWidth + actionWidth + 6)
        let height = min(canvas.height, Self.bindings.count + 8)
        let box = Rect(x: (canvas.width - width) / 2, y: (canvas.height - height) / 2, width: width, height: height)
        canvas.hidePlacements(under: box)
        canvas.withRegion(box) { panel in
            panel.fill(Rect(x: 0, y: 0, width: width, height: height), style: theme.overlay)
            panel.drawBox(Rect(x: 0, y: 0, width: width, height: height), style: theme.focusedBorder, border: .rounded)
            panel.put(" Keys ", x: 2, y: 0, style: theme.focusedBorder)
            for (row, binding) in Self.bindings.prefix(max(0, height - 4)).enumerated() {
                panel.put(binding.keys, x: 2, y: row + 2, style: theme.focusedBorder, maxWidth: keyWidth)
                panel.put(binding.action, x: keyWidth + 4, y: row + 2, style: theme.overlay, maxWidth: max(0, width - keyWidth - 6))
            }
            if height == Self.bindings.count + 8 {
                panel.put(picturesLine, x: 2, y: height - 5, style: theme.overlay.adding(.dim), maxWidth: width - 4)
                for (row, line) in TextLayout.wrap(detectionLine, width: max(1, width - 4), maxLines: 2).enumerated() {
                    panel.put(line, x: 2, y: height - 4 + row, style: theme.overlay.adding(.dim), maxWidth: width - 4)
                }
            }
        }
    }
}
