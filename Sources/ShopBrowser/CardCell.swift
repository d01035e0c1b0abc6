import WaterfallTUI
import WaterfallViews

/// A live card in the waterfall: which item it shows and that item's metrics for the current
/// column width. Cells are reused: the view manager calls ``prepareForReuse()`` when one leaves the
/// buffered viewport.
package final class CardCell: ReusableCell {
    /// The item index shown, nil while in the reuse pool.
    package private(set) var index: Int?
    /// The card's metrics for the column width it was configured with.
    package private(set) var metrics: CardMetrics?
    /// The item's thumbnail made for this card, nil when it has none.
    package private(set) var raster: ThumbnailRaster?

    /// An empty cell.
    package init() {}

    /// Shows item `index` with `metrics` and its thumbnail `raster`.
    package func configure(index: Int, metrics: CardMetrics, raster: ThumbnailRaster?) {
        self.index = index
        self.metrics = metrics
        self.raster = raster
    }

    /// Forgets the item, ready to show another.
    package func prepareForReuse() {
        index = nil
        metrics = nil
        raster = nil
    }
}
