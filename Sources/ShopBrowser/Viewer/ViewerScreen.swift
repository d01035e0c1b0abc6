import ShopCatalog
import WaterfallTUI

/// How the full-screen view uses the screen: the picture's area over every row but the last, the
/// details panel on its right when shown (`i`), the status line at the bottom; and the drawing of
/// the picture in it, letterboxed (its rendition is made for the whole area, never cut).
struct ViewerScreen {
    /// The picture's area.
    let picture: Rect
    /// The details panel's box; nil when hidden.
    let details: Rect?
    /// The status line's row.
    let statusRow: Int

    /// The layout on a screen of `size`, with the details beside the picture when
    /// `showsDetails`. O(1).
    init(size: Size, showsDetails: Bool) {
        let rows = max(1, size.height - 1)
        let panel = showsDetails ? DetailPanel.width(onScreen: size.width) : 0
        self.picture = Rect(x: 0, y: 0, width: max(1, size.width - panel), height: rows)
        self.details = showsDetails ? Rect(x: size.width - panel, y: 0, width: panel, height: rows) : nil
        self.statusRow = size.height - 1
    }

    /// Draws `item`'s `picture` into the picture's area of `canvas` (black around it): the photo
    /// as cells or as pixels over them (`pixelsAsCells`: kitty placeholder cells naming the
    /// image); while it is made, `loading` in the middle; when it cannot be shown, `failure`.
    func draw(
        _ picture: CardPicture, failure: PictureFailure?, loading: String, theme: Theme, pixelsAsCells: Bool, into canvas: inout Canvas
    ) {
        let area = self.picture
        canvas.fill(area)
        let whole = Rect(x: 0, y: 0, width: area.width, height: area.height)
        canvas.withRegion(area) { region in
            if let failure {
                Self.centered(["cannot show this picture", failure.description], style: theme.error, in: whole, into: &region)
            } else if let pixels = picture.pixels {
                if pixelsAsCells { region.drawKittyPlaceholders(id: pixels.id, in: whole) }
                region.place(pixels, in: whole)
            } else if picture.state == .photo, let raster = picture.raster, raster.columns == area.width, raster.rows == area.height {
                region.draw(raster, x: 0, y: 0)
            } else {
                Self.centered([loading], style: theme.secondary, in: whole, into: &region)
            }
        }
    }

    /// `lines` centred in `rect`, each cut to its width.
    private static func centered(_ lines: [String], style: Style, in rect: Rect, into canvas: inout Canvas) {
        let wrapped = lines.flatMap { TextLayout.wrap($0, width: max(1, rect.width - 2)) }
        let top = rect.y + max(0, (rect.height - wrapped.count) / 2)
        for (row, line) in wrapped.enumerated() where top + row < rect.maxY {
            canvas.put(line, x: rect.x + max(0, (rect.width - line.displayWidth) / 2), y: top + row, style: style, maxWidth: rect.width)
        }
    }
}
