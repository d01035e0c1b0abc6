import WaterfallViews

/// A live card in the waterfall: which item it shows, and nothing that can be looked up. Its
/// measurements come from the metrics cache and its picture from ``CardPictures``, by item and
/// frame, whenever it is drawn or its photo is wanted — so there is no copy to keep in step.
/// Cells are reused: the view manager calls ``prepareForReuse()`` when one leaves the buffered
/// viewport.
package final class CardCell: ReusableCell {
    /// The flat index (view order) of the item shown, nil while in the reuse pool.
    package private(set) var index: Int?

    /// An empty cell.
    package init() {}

    /// Shows item `index`.
    package func configure(index: Int) {
        self.index = index
    }

    /// Forgets the item, ready to show another.
    package func prepareForReuse() {
        index = nil
    }
}
