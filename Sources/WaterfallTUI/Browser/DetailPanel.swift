import ShopCatalog

/// The detail panel (Enter): every field of one item, with its full title, in a centred box.
public struct DetailPanel: Sendable {
    /// The styles to draw with.
    public let theme: Theme

    /// Creates the panel with `theme`.
    public init(theme: Theme) {
        self.theme = theme
    }

    /// The lines of the panel for `item` at `index`, wrapped to `width`.
    public func lines(for item: ShopItem, index: Int, width: Int) -> [(text: String, style: Style)] {
        var lines: [(String, Style)] = TextLayout.wrap(item.title.raw, width: width).map { ($0, theme.title.adding(.bold)) }
        lines.append(("", theme.overlay))
        lines.append((item.price.formatted, theme.price))
        var fields: [(String, String)] = [("shop", item.shop.raw), ("id", item.id), ("item", "\(index + 1)")]
        if let rating = item.rating { fields.append(("rating", "★ \(rating) / 5")) }
        if let sales = item.sales { fields.append(("sales", "\(sales)")) }
        fields.append(("image", "\(item.imageWidth) × \(item.imageHeight) px"))
        if let color = item.color { fields.append(("colour", "\(color)")) }
        if item.title.hasControlCharacters || item.shop.hasControlCharacters {
            fields.append(("note", "control characters in the data are shown as ␛ and similar"))
        }
        for (name, value) in fields {
            for (position, line) in TextLayout.wrap(value, width: max(1, width - 8)).enumerated() {
                lines.append(((position == 0 ? name + String(repeating: " ", count: max(0, 8 - name.count)) : String(repeating: " ", count: 8)) + line, theme.secondary))
            }
        }
        return lines
    }

    /// Draws the panel for `item` centred on `canvas`.
    public func draw(_ item: ShopItem, index: Int, into canvas: inout Canvas) {
        let width = min(canvas.width, 64)
        let body = lines(for: item, index: index, width: max(1, width - 4))
        let height = min(canvas.height, body.count + 4)
        let box = Rect(x: (canvas.width - width) / 2, y: (canvas.height - height) / 2, width: width, height: height)
        canvas.withRegion(box) { panel in
            panel.fill(Rect(x: 0, y: 0, width: width, height: height), style: theme.overlay)
            panel.drawBox(Rect(x: 0, y: 0, width: width, height: height), style: theme.focusedBorder, border: .rounded)
            panel.put(" Esc to close ", x: max(1, width - 16), y: height - 1, style: theme.focusedBorder)
            for (row, line) in body.prefix(max(0, height - 4)).enumerated() {
                panel.put(line.text, x: 2, y: row + 2, style: line.style, maxWidth: width - 4)
            }
        }
    }
}
