import ShopCatalog
import WaterfallTUI

/// The list of what was skipped (`!`): each skipped item or file with its reason (the report's
/// summary, sanitised), in the order met, in a box centred on the screen that scrolls like the
/// help; the count of those not kept in full at the end; then the pictures not shown now, each
/// with its reason (`r` retries them).
package struct SkippedListOverlay: Sendable {
    /// The styles to draw with.
    package let theme: Theme
    /// What was skipped.
    package let skipped: SkippedItems
    /// What the entries are: `item`, `file`.
    package let noun: String
    /// The pictures that could not be shown, in the order of their names.
    package let pictureFailures: [PictureFailure]
    /// The names of the keys it tells of: the one that retries the pictures, the one that closes
    /// it.
    package let keys: (retry: String, close: String)

    /// The overlay of `skipped` (entries called `noun`s) and of `pictureFailures` with `theme`,
    /// naming the `keys` that retry and close.
    package init(theme: Theme, skipped: SkippedItems, noun: String, pictureFailures: [PictureFailure] = [], keys: (retry: String, close: String) = ("r", "Esc"))
    {
        self.theme = theme
        self.skipped = skipped
        self.noun = noun
        self.pictureFailures = pictureFailures
        self.keys = keys
    }

    /// The box and its lines on a `canvas`-sized screen: as wide as the screen allows (at most
    /// 100 cells), each report wrapped under itself. O(reports).
    func layout(for canvas: Size) -> HelpOverlay.Layout {
        let width = max(0, min(canvas.width, 100))
        let inner = max(1, width - 4)
        var lines: [HelpOverlay.Line] = []
        if skipped.count == 0 {
            lines.append(.note("nothing skipped"))
        }
        for issue in skipped.kept {
            let wrapped = TextLayout.wrap(issue.summary.text, width: max(1, inner - 2))
            for (index, line) in wrapped.enumerated() {
                lines.append(.binding(keys: "", action: (index == 0 ? "• " : "  ") + line))
            }
        }
        if skipped.uncounted > 0 {
            lines.append(.blank)
            lines.append(.note("… and \(skipped.uncounted) more (the first \(skipped.kept.count) are listed)"))
        }
        if !pictureFailures.isEmpty {
            lines.append(.blank)
            let count = pictureFailures.count
            lines.append(.note("\(count) picture\(count == 1 ? "" : "s") not shown — \(keys.retry) retries \(count == 1 ? "it" : "them") now:"))
            for failure in pictureFailures {
                let wrapped = TextLayout.wrap(failure.description, width: max(1, inner - 2))
                for (index, line) in wrapped.enumerated() {
                    lines.append(.binding(keys: "", action: (index == 0 ? "• " : "  ") + line))
                }
            }
        }
        let height = max(0, min(canvas.height, lines.count + 4))
        let box = Rect(x: (canvas.width - width) / 2, y: (canvas.height - height) / 2, width: width, height: height)
        return HelpOverlay.Layout(box: box, keyWidth: 0, lines: lines, visibleLines: max(0, height - 4))
    }

    /// Draws the overlay centred on `canvas` from line `scroll`.
    package func draw(into canvas: inout Canvas, scroll: Int = 0) {
        let title = " Skipped: \(skipped.count) \(noun)\(skipped.count == 1 ? "" : "s") · \(keys.close) to close "
        HelpOverlay.draw(layout(for: canvas.size), title: title, theme: theme, into: &canvas, scroll: scroll)
    }
}
