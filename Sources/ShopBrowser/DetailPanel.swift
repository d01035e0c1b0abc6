import ShopCatalog
import WaterfallTUI

/// The detail panel (Enter): every field of one item with its full title, and its picture (the
/// photo, or the thumbnail standing in) on the right when there is room, in a centred box.
package struct DetailPanel: Sendable {
    /// One line of the panel.
    package enum Line: Equatable, Sendable {
        /// A line of the full title (bold).
        case title(String)
        /// The price (in the price style).
        case price(String)
        /// A field: its name (dim; empty on continuation lines) and a line of its value.
        case field(label: String, value: String)
        /// An empty line.
        case blank
    }

    /// The widest the panel gets.
    package static let maximumWidth = 72
    /// The width of the label column.
    static let labelWidth = 8
    /// The width of the thumbnail on the right.
    static let imageWidth = 20

    /// The styles to draw with.
    package let theme: Theme
    /// Whether photos in pixels are drawn as kitty placeholder cells.
    package let pixelsAsCells: Bool

    /// Creates the panel with `theme`, drawing photos in pixels as kitty placeholder cells when
    /// `pixelsAsCells`.
    package init(theme: Theme, pixelsAsCells: Bool = false) {
        self.theme = theme
        self.pixelsAsCells = pixelsAsCells
    }

    /// The lines of the panel for `item`, wrapped to `width` cells: the full title, the price, then
    /// one line per field (a long value continues under its value column).
    package func lines(for item: ShopItem, width: Int) -> [Line] {
        var lines = TextLayout.wrap(item.title.raw, width: width).map(Line.title)
        lines.append(.blank)
        lines.append(.price(item.price.formatted))
        var fields: [(String, String)] = [("shop", item.shop.raw), ("id", item.id)]
        if let rating = item.rating { fields.append(("rating", "★ \(rating) / 5")) }
        if let sales = item.sales { fields.append(("sales", "\(sales)")) }
        fields.append(("image", "\(item.imageWidth) × \(item.imageHeight) px"))
        if let color = item.color { fields.append(("colour", "\(color)")) }
        if item.title.hasControlCharacters || item.shop.hasControlCharacters {
            fields.append(("note", "control characters in the data are shown as ␛ and similar"))
        }
        for (name, value) in fields {
            for (position, line) in TextLayout.wrap(value, width: max(1, width - Self.labelWidth)).enumerated() {
                lines.append(.field(label: position == 0 ? name : "", value: line))
            }
        }
        return lines
    }

    /// The picture area (columns × rows) the panel gives `item` on a canvas `canvasWidth` cells
    /// wide; nil when there is no room for it.
    package static func pictureArea(for item: ShopItem, canvasWidth: Int) -> (columns: Int, rows: Int)? {
        guard min(canvasWidth, maximumWidth) >= 40 + imageWidth else { return nil }
        return (imageWidth, CardMetrics.imageRows(imageWidth: item.imageWidth, imageHeight: item.imageHeight, innerWidth: imageWidth))
    }

    /// Draws the panel for `item` centred on `canvas`, over any picture placed below it, with
    /// `picture` (made for ``pictureArea(for:canvasWidth:)``: its cells, and its pixels placed
    /// over them) on the right.
    package func draw(_ item: ShopItem, picture: CardPicture?, into canvas: inout Canvas) {
        let width = min(canvas.width, Self.maximumWidth)
        let area = Self.pictureArea(for: item, canvasWidth: canvas.width)
        let textWidth = max(1, width - 4 - (area.map { $0.columns + 2 } ?? 0))
        let body = lines(for: item, width: textWidth)
        let height = min(canvas.height, max(body.count, area?.rows ?? 0) + 4)
        let box = Rect(x: (canvas.width - width) / 2, y: (canvas.height - height) / 2, width: width, height: height)
        canvas.hidePlacements(under: box)
        canvas.withRegion(box) { panel in
            panel.fill(Rect(x: 0, y: 0, width: width, height: height), style: theme.overlay)
            panel.drawBox(Rect(x: 0, y: 0, width: width, height: height), style: theme.focusedBorder, border: .rounded)
            panel.put(" Esc to close ", x: max(1, width - 16), y: height - 1, style: theme.focusedBorder)
            for (row, line) in body.prefix(max(0, height - 4)).enumerated() {
                draw(line, at: row + 2, width: textWidth, into: &panel)
            }
            if let area, let picture {
                panel.withRegion(Rect(x: width - 2 - area.columns, y: 2, width: area.columns, height: max(0, height - 4))) { region in
                    if let raster = picture.raster, raster.columns == area.columns, raster.rows == area.rows {
                        region.draw(raster, x: 0, y: 0)
                    }
                    if let pixels = picture.pixels {
                        let rect = Rect(x: 0, y: 0, width: area.columns, height: area.rows)
                        if pixelsAsCells {
                            region.drawKittyPlaceholders(id: pixels.id, in: rect)
                        }
                        region.place(pixels, in: rect)
                    }
                }
            }
        }
    }

    /// Draws one line at row `y`, at most `width` cells wide.
    private func draw(_ line: Line, at y: Int, width: Int, into panel: inout Canvas) {
        switch line {
        case .title(let text):
            panel.put(text, x: 2, y: y, style: theme.title.adding(.bold), maxWidth: width)
        case .price(let text):
            panel.put(text, x: 2, y: y, style: theme.price, maxWidth: width)
        case .field(let label, let value):
            panel.put(label, x: 2, y: y, style: theme.secondary, maxWidth: Self.labelWidth)
            panel.put(value, x: 2 + Self.labelWidth, y: y, style: theme.title, maxWidth: width - Self.labelWidth)
        case .blank:
            break
        }
    }
}
