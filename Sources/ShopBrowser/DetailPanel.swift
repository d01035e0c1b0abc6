import ShopCatalog
import WaterfallTUI

/// The details beside the full-screen view's picture (`i`): every field of one item with its
/// full title. For a picture of a folder: its name, path, size in pixels and on disk, dates,
/// camera and lens.
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

    /// The widest the text column gets.
    static let textColumnWidth = 44
    /// The width of the label column.
    static let labelWidth = 8

    /// The styles to draw with.
    package let theme: Theme

    /// Creates the panel with `theme`.
    package init(theme: Theme) {
        self.theme = theme
    }

    /// The panel's width on a screen `width` cells wide: the text column and its frame, at most
    /// half the screen.
    static func width(onScreen width: Int) -> Int {
        min(textColumnWidth + 4, width / 2)
    }

    /// The lines of the panel for `item`, wrapped to `width` cells: the full title, the price, then
    /// one line per field (a long value continues under its value column).
    package static func lines(for item: CatalogItem, width: Int) -> [Line] {
        var lines = TextLayout.wrap(item.title.raw, width: width).map(Line.title)
        lines.append(.blank)
        let product: Product
        switch item.kind {
        case .pictureFile(let file): return lines + fieldLines(fileFields(item, file), width: width)
        case .product(let facts): product = facts
        }
        lines.append(.price(product.price.formatted))
        var fields: [(String, String)] = [("shop", product.shop.raw), ("id", item.id)]
        if let rating = product.rating { fields.append(("rating", "★ \(rating) / 5")) }
        if let sales = product.sales { fields.append(("sales", "\(sales)")) }
        fields.append(("image", "\(item.imageWidth) × \(item.imageHeight) px"))
        if item.photos.count > 1 { fields.append(("photos", "\(item.photos.count)")) }
        if let color = item.color { fields.append(("colour", "\(color)")) }
        if item.title.hasControlCharacters || product.shop.hasControlCharacters {
            fields.append(("note", "control characters in the data are shown as ␛ and similar"))
        }
        return lines + fieldLines(fields, width: width)
    }

    /// The fields of a picture file: where it is, its sizes, when it was taken and changed, with
    /// what. The dates taken are the camera's clock; the change date the local one.
    static func fileFields(_ item: CatalogItem, _ file: ItemFile) -> [(String, String)] {
        var fields: [(String, String)] = [
            ("folder", file.folder.raw), ("path", file.path),
            ("pixels", "\(item.imageWidth) × \(item.imageHeight) \(file.format)" + (file.orientation == 1 ? "" : ", turned by EXIF (\(file.orientation))")),
            ("file", "\(file.sizeText) (\(file.byteCount) bytes)"),
        ]
        if let taken = file.taken { fields.append(("taken", ItemFile.ClockTime(secondsSinceEpoch: taken).text)) }
        fields.append(("changed", ItemFile.ClockTime.local(file.modified).text))
        if let camera = file.camera { fields.append(("camera", camera.raw)) }
        if let lens = file.lens { fields.append(("lens", lens.raw)) }
        if [file.name, file.folder, file.camera, file.lens].contains(where: { $0?.hasControlCharacters ?? false }) {
            fields.append(("note", "control characters in names are shown as ␛ and similar"))
        }
        return fields
    }

    /// One line per field: the name, then its value wrapped under the value column.
    static func fieldLines(_ fields: [(String, String)], width: Int) -> [Line] {
        var lines: [Line] = []
        for (name, value) in fields {
            for (position, line) in TextLayout.wrap(value, width: max(1, width - Self.labelWidth)).enumerated() {
                lines.append(.field(label: position == 0 ? name : "", value: line))
            }
        }
        return lines
    }

    /// Draws the panel for `item` into `box` of `canvas`: a frame, the full title, the price and
    /// every field, as many lines as fit.
    package func draw(_ item: CatalogItem, in box: Rect, into canvas: inout Canvas) {
        guard box.width > 4, box.height > 2 else { return }
        canvas.withRegion(box) { panel in
            let (width, height) = (box.width, box.height)
            panel.fill(Rect(x: 0, y: 0, width: width, height: height), style: theme.overlay)
            panel.drawBox(Rect(x: 0, y: 0, width: width, height: height), style: theme.focusedBorder, border: .rounded)
            let textWidth = width - 4
            for (row, line) in Self.lines(for: item, width: textWidth).prefix(height - 2).enumerated() {
                draw(line, at: 1 + row, x: 2, width: textWidth, into: &panel)
            }
        }
    }

    /// Draws one line at row `y` from column `x`, at most `width` cells wide.
    private func draw(_ line: Line, at y: Int, x: Int, width: Int, into panel: inout Canvas) {
        switch line {
        case .title(let text):
            panel.put(text, x: x, y: y, style: theme.title.adding(.bold), maxWidth: width)
        case .price(let text):
            panel.put(text, x: x, y: y, style: theme.price, maxWidth: width)
        case .field(let label, let value):
            panel.put(label, x: x, y: y, style: theme.secondary, maxWidth: Self.labelWidth)
            panel.put(value, x: x + Self.labelWidth, y: y, style: theme.title, maxWidth: width - Self.labelWidth)
        case .blank:
            break
        }
    }
}
