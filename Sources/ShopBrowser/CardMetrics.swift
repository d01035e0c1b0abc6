import ShopCatalog
import WaterfallLayout
import WaterfallTUI

/// The vertical make-up of a card for a column width: a border, the image area (whose height
/// follows the image's aspect ratio), one or two title lines, the price line, the shop line and
/// the bottom border; for a picture of a folder, one line of its file name (cut with "…") and
/// one dim line of its size and date.
package struct CardMetrics: Hashable, Sendable {
    /// Rows of the top and the bottom border together.
    package static let borderRows = 2
    /// The most title lines a card shows.
    package static let maximumTitleLines = 2
    /// The narrowest column a card can be drawn in (border + 6 cells of text).
    package static let minimumWidth = 8

    /// The card's width (the column width).
    package let width: Int
    /// The width inside the border.
    package var innerWidth: Int { max(0, width - 2) }
    /// Rows of the image area.
    package let imageRows: Int
    /// The title, wrapped to the inner width (at most two lines, the last cut with `…`); a
    /// picture's file name, sanitised and cut to one line.
    package let titleLines: [String]
    /// The rows under the title: 2 (price, shop) on a shop card, 1 (size and date) on a picture's.
    package let infoRows: Int

    /// The card's total height in rows.
    package var height: Int { Self.borderRows + imageRows + titleLines.count + infoRows }

    /// The metrics of `item`'s card in a column `width` cells wide, on a terminal whose cells are
    /// `cellShape` (pixels, or any two numbers in the cells' proportion; twice as tall as wide
    /// unless known). A full-span card (a banner) is at most `fullSpanHeightLimit` rows tall when
    /// one is given: its image area gets fewer rows (at least one), and its photo is cut wider to
    /// fill them.
    package init(item: CatalogItem, width: Int, fullSpanHeightLimit: Int? = nil, cellShape: Size = CardMetrics.assumedCellShape) {
        self.width = width
        let inner = max(1, width - 2)
        if item.file != nil {
            self.titleLines = [TextLayout.truncate(item.title.sanitized, toWidth: inner)]
            self.infoRows = 1
        } else {
            let lines = TextLayout.wrap(item.title.raw, width: inner, maxLines: Self.maximumTitleLines)
            self.titleLines = lines.isEmpty ? [""] : lines
            self.infoRows = 2
        }
        var rows = Self.imageRows(imageWidth: item.imageWidth, imageHeight: item.imageHeight, innerWidth: inner, cellShape: cellShape)
        if item.isFullSpan, let limit = fullSpanHeightLimit {
            rows = max(1, min(rows, limit - Self.borderRows - titleLines.count - infoRows))
        }
        self.imageRows = rows
    }

    /// The shape of a terminal cell when the terminal does not say: twice as tall as wide.
    package static let assumedCellShape = Size(width: 1, height: 2)

    /// Rows of an image scaled to `innerWidth` cells of `cellShape` (width and height in pixels,
    /// or in proportion): `innerWidth × height / width × cell width / cell height`, rounded down
    /// (the picture loses at most one row's rounding), at least 1 and at most the rows of a 2:3
    /// portrait, so a tall poster does not fill the screen on its own (`0.75 × innerWidth` in
    /// cells twice as tall as wide). O(1).
    package static func imageRows(imageWidth: Int, imageHeight: Int, innerWidth: Int, cellShape: Size = assumedCellShape) -> Int {
        let cell = cellShape.width > 0 && cellShape.height > 0 ? cellShape : assumedCellShape
        let scaled = ItemSize.scaledImageHeight(
            imageWidth: imageWidth, imageHeight: imageHeight, toWidth: innerWidth, rowsPerCell: cell.width, cellsPerRow: cell.height
        )
        let portrait = ItemSize.scaledImageHeight(imageWidth: 2, imageHeight: 3, toWidth: innerWidth, rowsPerCell: cell.width, cellsPerRow: cell.height)
        return min(max(1, scaled), max(1, portrait))
    }
}
