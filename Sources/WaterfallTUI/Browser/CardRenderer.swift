import ShopCatalog

/// Draws a shop card: a box with the image area (the thumbnail in half blocks, or a shaded
/// placeholder in the item's colour), the wrapped title, the price and the shop name.
///
/// The card may lie partly outside the canvas (scrolled half out of the viewport): drawing goes
/// through a clipped region, so only the visible part is touched. O(card area).
public struct CardRenderer: Sendable {
    /// The styles to draw with.
    public let theme: Theme

    /// Creates a renderer with `theme`.
    public init(theme: Theme) {
        self.theme = theme
    }

    /// Draws `item`'s card with `metrics` into `rect` of `canvas`, highlighted when `focused`,
    /// with the title's search matches for `highlight` (case-insensitive) marked.
    public func draw(
        _ item: ShopItem, metrics: CardMetrics, in rect: Rect, focused: Bool, highlight: String? = nil,
        into canvas: inout Canvas
    ) {
        canvas.withRegion(rect) { card in
            let inner = metrics.innerWidth
            card.fill(Rect(x: 1, y: 1, width: inner, height: max(0, rect.height - 2)))
            card.drawBox(
                Rect(x: 0, y: 0, width: rect.width, height: rect.height),
                style: focused ? theme.focusedBorder : theme.border, border: focused ? .heavy : .rounded
            )
            var row = 1
            drawImage(item, area: Rect(x: 1, y: row, width: inner, height: metrics.imageRows), into: &card)
            row += metrics.imageRows
            for line in metrics.titleLines {
                drawTitleLine(line, highlight: highlight, x: 1, y: row, width: inner, into: &card)
                row += 1
            }
            let priceWidth = card.put(item.price.formatted, x: 1, y: row, style: theme.price, maxWidth: inner)
            if let rating = item.rating, inner - priceWidth >= 6 {
                let text = "★\(rating)"
                card.put(text, x: 1 + inner - text.displayWidth, y: row, style: theme.secondary)
            }
            row += 1
            card.put(TextLayout.truncate(item.shop.raw, toWidth: inner), x: 1, y: row, style: theme.secondary, maxWidth: inner)
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

    /// Draws the image area: the thumbnail when there is one, else a placeholder.
    private func drawImage(_ item: ShopItem, area: Rect, into canvas: inout Canvas) {
        guard area.width > 0, area.height > 0 else { return }
        if let thumbnail = item.thumbnail {
            drawThumbnail(thumbnail, area: area, into: &canvas)
        } else {
            let tint = item.color.map { Color.rgb($0.red, $0.green, $0.blue) } ?? .default
            let style = theme.drawsColorImages ? Style(foreground: tint) : theme.secondary
            canvas.fill(area, with: "░", style: style)
            let label = "\(item.imageWidth)×\(item.imageHeight)"
            if label.count <= area.width {
                canvas.put(label, x: area.x + (area.width - label.count) / 2, y: area.y + area.height / 2, style: theme.secondary)
            }
        }
    }

    /// Draws `thumbnail` scaled (nearest neighbour) to `area`: in colour, each cell is an upper
    /// half block with the upper pixel as foreground and the lower one as background; in
    /// monochrome, each cell is a shade character by the pixels' brightness.
    private func drawThumbnail(_ thumbnail: Thumbnail, area: Rect, into canvas: inout Canvas) {
        let visible = canvas.localClip.intersection(area)
        guard !visible.isEmpty else { return }
        let pixelRows = area.height * 2
        for row in visible.minY ..< visible.maxY {
            let cellRow = row - area.y
            let upperY = (cellRow * 2) * thumbnail.height / pixelRows
            let lowerY = (cellRow * 2 + 1) * thumbnail.height / pixelRows
            for column in visible.minX ..< visible.maxX {
                let pixelX = (column - area.x) * thumbnail.width / area.width
                let upper = thumbnail.pixel(x: pixelX, y: upperY) ?? RGB(red: 0, green: 0, blue: 0)
                let lower = thumbnail.pixel(x: pixelX, y: lowerY) ?? upper
                if theme.drawsColorImages {
                    let style = Style(foreground: .rgb(upper.red, upper.green, upper.blue), background: .rgb(lower.red, lower.green, lower.blue))
                    canvas.put("▀", x: column, y: row, style: style)
                } else {
                    canvas.put(Self.shade(upper, lower), x: column, y: row)
                }
            }
        }
    }

    /// A shade character for the mean brightness of two pixels: dark to light.
    static func shade(_ upper: RGB, _ lower: RGB) -> Character {
        let brightness = (Int(upper.red) + Int(upper.green) + Int(upper.blue) + Int(lower.red) + Int(lower.green) + Int(lower.blue)) / 6
        let shades: [Character] = ["█", "▓", "▒", "░", " "]
        return shades[min(shades.count - 1, brightness * shades.count / 256)]
    }
}
