import ShopCatalog
import WaterfallTUI

/// The detail panel (Enter): every field of one item with its full title, and its picture (the
/// photo, or the thumbnail standing in) as large as the screen allows — beside the text on a wide
/// screen, above it on a narrow one — in a centred box. For a picture of a folder: its name,
/// path, size in pixels and on disk, dates, camera and lens.
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
    /// The narrowest the text column gets beside a picture.
    static let minimumTextWidth = 30
    /// The smallest picture area worth showing, in columns and rows.
    static let minimumPicture = (columns: 12, rows: 4)
    /// The width of the label column.
    static let labelWidth = 8

    /// Where the panel goes on the canvas and what goes where inside it.
    struct Layout: Equatable {
        /// The panel's box on the canvas.
        var box: Rect
        /// The text's column, in panel coordinates.
        var text: Rect
        /// The picture's area, in panel coordinates; nil when there is no room for it.
        var picture: Rect?
    }

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
    package static func lines(for item: ShopItem, width: Int) -> [Line] {
        var lines = TextLayout.wrap(item.title.raw, width: width).map(Line.title)
        lines.append(.blank)
        let product: Product
        switch item.kind {
        case .pictureFile(let file): return lines + fieldLines(fileFields(item, file), width: width)
        case .product(let facts): product = facts
        }
        lines.append(.price(product.price.formatted))
        var fields: [(String, String)] = [("shop", item.shop.raw), ("id", item.id)]
        if let rating = product.rating { fields.append(("rating", "★ \(rating) / 5")) }
        if let sales = product.sales { fields.append(("sales", "\(sales)")) }
        fields.append(("image", "\(item.imageWidth) × \(item.imageHeight) px"))
        if item.photos.count > 1 { fields.append(("photos", "\(item.photos.count)")) }
        if let color = item.color { fields.append(("colour", "\(color)")) }
        if item.title.hasControlCharacters || item.shop.hasControlCharacters {
            fields.append(("note", "control characters in the data are shown as ␛ and similar"))
        }
        return lines + fieldLines(fields, width: width)
    }

    /// The fields of a picture file: where it is, its sizes, when it was taken and changed, with
    /// what. The dates taken are the camera's clock; the change date the local one.
    static func fileFields(_ item: ShopItem, _ file: ItemFile) -> [(String, String)] {
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

    /// The picture area (columns × rows) the panel gives `item` on `canvas`; nil when there is no
    /// room for it.
    package static func pictureArea(for item: ShopItem, canvas: Size) -> (columns: Int, rows: Int)? {
        layout(for: item, canvas: canvas).picture.map { ($0.width, $0.height) }
    }

    /// The panel's layout for `item` on `canvas`. The panel takes the screen but a margin; the
    /// picture gets the most room it can use at its shape (cells are about twice as tall as
    /// wide): beside a text column of up to ``textColumnWidth`` cells when that leaves it wider,
    /// else above the text. The box then shrinks to what it holds. O(length of the item's texts).
    static func layout(for item: ShopItem, canvas: Size) -> Layout {
        let textLines = { (width: Int) in lines(for: item, width: max(1, width)).count }
        let width = max(0, min(canvas.width, canvas.width - 4 > 60 ? canvas.width - 4 : canvas.width))
        let height = max(0, min(canvas.height, canvas.height - 2 > 16 ? canvas.height - 2 : canvas.height))
        let inner = Size(width: max(0, width - 4), height: max(0, height - 4))
        // Beside: the text column on the right, the picture fills the rest of the height.
        let sideText = min(textColumnWidth, max(minimumTextWidth, inner.width / 3))
        let beside = fit(item, into: Size(width: inner.width - sideText - 2, height: inner.height))
        // Above: the text takes the full width under the picture, as many lines as it needs.
        let stackedLines = textLines(inner.width)
        let above = fit(item, into: Size(width: inner.width, height: inner.height - min(stackedLines, inner.height / 2) - 1))
        let useBeside = beside.map { side in above.map { side.width * side.height >= $0.width * $0.height } ?? true } ?? false
        if useBeside, let picture = beside {
            let textWidth = inner.width - picture.width - 2
            let rows = max(picture.height, min(inner.height, textLines(textWidth)))
            let boxHeight = min(height, rows + 4)
            let box = Rect(x: (canvas.width - width) / 2, y: (canvas.height - boxHeight) / 2, width: width, height: boxHeight)
            return Layout(
                box: box, text: Rect(x: picture.width + 4, y: 2, width: textWidth, height: boxHeight - 4),
                picture: Rect(x: 2, y: 2, width: picture.width, height: picture.height)
            )
        }
        let pictureRows = above.map { $0.height + 1 } ?? 0
        let boxHeight = min(height, pictureRows + stackedLines + 4)
        let box = Rect(x: (canvas.width - width) / 2, y: (canvas.height - boxHeight) / 2, width: width, height: boxHeight)
        let picture = above.map { Rect(x: 2 + (inner.width - $0.width) / 2, y: 2, width: $0.width, height: $0.height) }
        return Layout(box: box, text: Rect(x: 2, y: 2 + pictureRows, width: inner.width, height: max(0, boxHeight - 4 - pictureRows)), picture: picture)
    }

    /// The largest area of `item`'s picture shape (a cell twice as tall as wide) inside `room`;
    /// nil when it would be smaller than ``minimumPicture``.
    static func fit(_ item: ShopItem, into room: Size) -> Size? {
        guard room.width >= minimumPicture.columns, room.height >= minimumPicture.rows else { return nil }
        let aspect = Double(item.imageHeight) / Double(max(1, item.imageWidth)) / 2
        var columns = room.width
        var rows = Int((Double(columns) * aspect).rounded())
        if rows > room.height {
            rows = room.height
            columns = min(room.width, Int((Double(rows) / aspect).rounded()))
        }
        guard columns >= minimumPicture.columns, rows >= minimumPicture.rows else { return nil }
        return Size(width: columns, height: rows)
    }

    /// Draws the panel for `item` centred on `canvas`, over any picture placed below it, with
    /// `picture` (made for ``pictureArea(for:canvas:)``: its cells, and its pixels placed over
    /// them).
    package func draw(_ item: ShopItem, picture: CardPicture?, into canvas: inout Canvas) {
        let layout = Self.layout(for: item, canvas: canvas.size)
        let box = layout.box
        let body = Self.lines(for: item, width: max(1, layout.text.width))
        canvas.hidePlacements(under: box)
        canvas.withRegion(box) { panel in
            let (width, height) = (box.width, box.height)
            panel.fill(Rect(x: 0, y: 0, width: width, height: height), style: theme.overlay)
            panel.drawBox(Rect(x: 0, y: 0, width: width, height: height), style: theme.focusedBorder, border: .rounded)
            let hints = item.file == nil ? [" Esc to close "] : [" ⏎ open · y copy path · Esc close ", " ⏎ open · y copy · Esc ", " Esc to close "]
            let close = TextLayout.truncate(hints.first { $0.displayWidth <= width - 2 } ?? hints[hints.count - 1], toWidth: max(0, width - 2))
            panel.put(close, x: max(1, width - 2 - close.displayWidth), y: height - 1, style: theme.focusedBorder)
            for (row, line) in body.prefix(max(0, layout.text.height)).enumerated() {
                draw(line, at: layout.text.y + row, x: layout.text.x, width: layout.text.width, into: &panel)
            }
            if let area = layout.picture, let picture {
                panel.withRegion(area) { region in
                    if let raster = picture.raster, raster.columns == area.width, raster.rows == area.height {
                        region.draw(raster, x: 0, y: 0)
                    }
                    if let pixels = picture.pixels {
                        let rect = Rect(x: 0, y: 0, width: area.width, height: area.height)
                        if pixelsAsCells {
                            region.drawKittyPlaceholders(id: pixels.id, in: rect)
                        }
                        region.place(pixels, in: rect)
                    }
                }
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
