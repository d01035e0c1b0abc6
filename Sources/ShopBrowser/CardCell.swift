import WaterfallTUI
import WaterfallViews

/// A live card in the waterfall: which item it shows, that item's metrics for the current column
/// width, and what its image area shows (the photo, or the thumbnail standing in). Cells are
/// reused: the view manager calls ``prepareForReuse()`` when one leaves the buffered viewport.
package final class CardCell: ReusableCell {
    /// The flat index (view order) of the item shown, nil while in the reuse pool.
    package private(set) var index: Int?
    /// The card's metrics for the column width it was configured with.
    package private(set) var metrics: CardMetrics?
    /// What the image area shows: the photo (in symbols or pixels), or the thumbnail standing in.
    package private(set) var picture = CardPicture()

    /// An empty cell.
    package init() {}

    /// Shows item `index` with `metrics`, its image area showing `picture`.
    package func configure(index: Int, metrics: CardMetrics, picture: CardPicture) {
        self.index = index
        self.metrics = metrics
        self.picture = picture
    }

    /// Swaps in a new picture for the same item (the photo has arrived, or failed).
    package func show(_ picture: CardPicture) {
        self.picture = picture
    }

    /// Where the card's photo stands.
    package var pictureState: CardPictureState { picture.state }

    /// Forgets the item, ready to show another.
    package func prepareForReuse() {
        index = nil
        metrics = nil
        picture = CardPicture()
    }
}
