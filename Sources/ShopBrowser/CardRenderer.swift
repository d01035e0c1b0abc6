import ShopCatalog
import WaterfallTUI

/// Draws a card: a box with the image area (the photo or the thumbnail standing in, as
/// block symbols, or a shaded placeholder in the item's colour; the photo in pixels placed over
/// it when the terminal shows pixels; a mark when the photo could not be read), the wrapped
/// title, the price and the shop name — or, for a picture of a folder, its file name and a dim
/// line of its size in pixels and its date.
///
/// The card may lie partly outside the canvas (scrolled half out of the viewport): drawing goes
/// through a clipped region, so only the visible part is touched. O(card area).
package struct CardRenderer: Sendable {
    /// The styles to draw with.
    package let theme: Theme
    /// Whether photos in pixels are drawn as kitty placeholder cells (rather than placed over
    /// the cells).
    package let pixelsAsCells: Bool

    /// Creates a renderer with `theme`, drawing photos in pixels as kitty placeholder cells when
    /// `pixelsAsCells`.
    package init(theme: Theme, pixelsAsCells: Bool = false) {
        self.theme = theme
        self.pixelsAsCells = pixelsAsCells
    }

    /// Draws `item`'s card with `metrics` into `rect` of `canvas`, highlighted when `focused`,
    /// with the title's search matches for `highlight` (case-insensitive) marked and, when
    /// `marked`, the mark's badge on its top border; an item with several photos says how many on
    /// the right of its top border (` 1/3 `: the card shows the first). `picture`'s cells fill the image area when
    /// they have its size, and its pixels are placed over it — over blank cells when they have
    /// alpha, so that the terminal's background, not the placeholder, shows through; a `.failed`
    /// state adds a mark, a moving photo that does not play a ▶ badge.
    package func draw(
        _ item: CatalogItem, metrics: CardMetrics, picture: CardPicture,
        in rect: Rect, focused: Bool, marked: Bool = false, highlight: String? = nil, into canvas: inout Canvas
    ) {
        canvas.withRegion(rect) { card in
            let inner = metrics.innerWidth
            card.fill(Rect(x: 1, y: 1, width: inner, height: max(0, rect.height - 2)))
            card.drawBox(
                Rect(x: 0, y: 0, width: rect.width, height: rect.height),
                style: focused ? theme.focusedBorder : theme.border, border: focused ? .heavy : .rounded
            )
            if marked {
                drawMarkBadge(width: rect.width, into: &card)
            }
            if item.photos.count > 1 {
                drawPhotosBadge(count: item.photos.count, width: rect.width, leaving: marked ? 4 : 0, into: &card)
            }
            var row = 1
            let area = Rect(x: 1, y: row, width: inner, height: metrics.imageRows)
            // Pixels with alpha lie on the blank cells: the terminal's background shows through them.
            let isSeeThrough = !pixelsAsCells && picture.pixels?.picture.alpha != nil
            if !isSeeThrough {
                if let raster = picture.raster, raster.columns == inner, raster.rows == metrics.imageRows {
                    card.draw(raster, x: area.x, y: area.y)
                } else {
                    drawPlaceholder(item, area: area, into: &card)
                }
            }
            if let pixels = picture.pixels {
                if pixelsAsCells {
                    card.drawKittyPlaceholders(id: pixels.id, in: area)
                }
                card.place(pixels, in: area)
            }
            if picture.showsPlayBadge {
                drawPlayBadge(area: area, into: &card)
            }
            if picture.state == .failed {
                drawFailureMark(picture.failureLabel ?? PictureFailure.defaultLabel, area: area, into: &card)
            }
            row += metrics.imageRows
            for line in metrics.titleLines {
                drawTitleLine(line, highlight: highlight, x: 1, y: row, width: inner, into: &card)
                row += 1
            }
            let product: Product
            switch item.kind {
            case .pictureFile(let file):
                let line = "\(item.imageWidth)×\(item.imageHeight) · \(file.dayText)"
                card.put(TextLayout.truncate(line, toWidth: inner), x: 1, y: row, style: theme.secondary, maxWidth: inner)
                return
            case .product(let facts):
                product = facts
            }
            let priceWidth = card.put(product.price.formatted, x: 1, y: row, style: theme.price, maxWidth: inner)
            if let rating = product.rating, inner - priceWidth >= 6 {
                let text = "★\(rating)"
                card.put(text, x: 1 + inner - text.displayWidth, y: row, style: theme.rating)
            }
            row += 1
            card.put(TextLayout.truncate(item.origin.raw, toWidth: inner), x: 1, y: row, style: theme.secondary, maxWidth: inner)
        }
    }

    /// Draws one title line, underlining case-insensitive matches of `highlight`.
    private func drawTitleLine(_ line: String, highlight: String?, x: Int, y: Int, width: Int, into canvas: inout Canvas) {
        let ranges = highlight.map { SearchMatcher.ranges(of: $0, in: line) } ?? []
        guard !ranges.isEmpty else {
            canvas.put(line, x: x, y: y, style: theme.title, maxWidth: width)
            return
        }
        var column = x
        var position = line.startIndex
        for range in ranges {
            column += canvas.put(String(line[position ..< range.lowerBound]), x: column, y: y, style: theme.title, maxWidth: x + width - column)
            column += canvas.put(String(line[range]), x: column, y: y, style: theme.match, maxWidth: x + width - column)
            position = range.upperBound
        }
        canvas.put(String(line[position...]), x: column, y: y, style: theme.title, maxWidth: x + width - column)
    }

    /// The badge of a marked card, ` ✓ ` on its top border (never under a picture's pixels),
    /// in the key style; `✓` alone on the narrowest cards.
    private func drawMarkBadge(width: Int, into canvas: inout Canvas) {
        let text = width >= 6 ? " ✓ " : "✓"
        guard width >= text.displayWidth + 2 else { return }
        canvas.put(text, x: 1, y: 0, style: theme.key)
    }

    /// The badge of an item with `count` photos, ` 1/3 ` at the right of the top border (never
    /// under a picture's pixels) in the secondary style, when it fits beside the corners and the
    /// `leaving` cells the mark's badge takes; `1/3` without its spaces on narrow cards, else
    /// nothing.
    private func drawPhotosBadge(count: Int, width: Int, leaving: Int, into canvas: inout Canvas) {
        let bare = "1/\(count)"
        guard let text = [" \(bare) ", bare].first(where: { width - 2 - leaving >= $0.displayWidth }) else { return }
        canvas.put(text, x: width - 1 - text.displayWidth, y: 0, style: theme.secondary)
    }

    /// The badge of a moving photo that does not play: `▶` in the image area's bottom-left cell,
    /// with any picture in pixels cut away from that cell so that it shows.
    private func drawPlayBadge(area: Rect, into canvas: inout Canvas) {
        guard area.width > 0, area.height > 0 else { return }
        let cell = Rect(x: area.x, y: area.y + area.height - 1, width: 1, height: 1)
        canvas.hidePlacements(under: cell)
        canvas.put(Self.playBadge, x: cell.x, y: cell.y, style: theme.focusedBorder)
    }

    /// What marks a moving photo that does not play.
    package static let playBadge = "▶"

    /// The mark of a photo that could not be read, in the image area's top-right corner:
    /// ` ✕ <label> ` (`no picture`, `HTTP 404`…) when it fits, else `✕`.
    private func drawFailureMark(_ label: String, area: Rect, into canvas: inout Canvas) {
        guard area.width > 0, area.height > 0 else { return }
        let full = " ✕ \(label) "
        let text = full.displayWidth <= area.width ? full : "✕"
        canvas.put(text, x: area.x + area.width - text.displayWidth, y: area.y, style: theme.error)
    }

    /// Draws the image area of an item without a thumbnail: in 256 colours a calm dark tint of the
    /// item's colour, otherwise a light shade in it; the image's size in the middle.
    private func drawPlaceholder(_ item: CatalogItem, area: Rect, into canvas: inout Canvas) {
        guard area.width > 0, area.height > 0 else { return }
        let labelStyle: Style
        if let color = item.color, let tint = theme.darkTint(color.red, color.green, color.blue) {
            canvas.fill(area, style: Style(background: tint))
            labelStyle = Style(foreground: theme.secondary.foreground, background: tint)
        } else {
            let shade = item.color.map { theme.visibleTint(.rgb($0.red, $0.green, $0.blue)) } ?? .default
            canvas.fill(area, with: "░", style: theme.colorMode == .monochrome ? theme.secondary : Style(foreground: shade, attributes: [.dim]))
            labelStyle = theme.secondary
        }
        let label = "\(item.imageWidth)×\(item.imageHeight)"
        if label.count <= area.width {
            canvas.put(label, x: area.x + (area.width - label.count) / 2, y: area.y + area.height / 2, style: labelStyle)
        }
    }
}
