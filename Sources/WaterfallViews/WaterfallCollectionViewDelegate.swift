import WaterfallLayout

/// Hears about user actions and loading needs of a ``WaterfallCollectionView``. Held weakly; every
/// method has an empty default implementation.
public protocol WaterfallCollectionViewDelegate<Cell>: AnyObject {
    /// The cell type of the collection view this delegate serves.
    associatedtype Cell: ReusableCell

    /// Item `index` was selected (``WaterfallCollectionView/selectFocusedItem()`` or
    /// ``WaterfallCollectionView/selectItem(at:)``).
    func collectionView(_ collectionView: WaterfallCollectionView<Cell>, didSelectItemAt index: Int)

    /// The footer is in view (told after every scroll, append or relayout while it is): ask the
    /// pager for the next page, then call ``WaterfallCollectionView/appendItems(count:)`` when
    /// items arrive. The collection view remembers nothing of it, so a pager that is already
    /// loading, has failed or is exhausted should simply refuse.
    func collectionViewFooterIsVisible(_ collectionView: WaterfallCollectionView<Cell>)

    /// The focused item changed from `old` to `new` (nil: nothing focused), or, after an update,
    /// the focused item moved from index `old` to `new` (nil: it was deleted).
    func collectionView(_ collectionView: WaterfallCollectionView<Cell>, didChangeFocusFrom old: Int?, to new: Int?)

    /// An append (or ``WaterfallCollectionView/placeWaitingItems()``) placed these items before
    /// items of several columns with smaller indices, into the holes above them
    /// (`PlacementRule.fillGaps(lookahead:)`). Items keep their indices: this only
    /// tells that the reading order (`WaterfallLayout.placementOrder(ofSection:)`,
    /// which ``FocusMove/next`` follows) differs from the index order there.
    func collectionView(_ collectionView: WaterfallCollectionView<Cell>, didPlaceItemsEarly moves: [PlacementMove])
}

extension WaterfallCollectionViewDelegate {
    /// Does nothing.
    public func collectionView(_ collectionView: WaterfallCollectionView<Cell>, didSelectItemAt index: Int) {}

    /// Does nothing.
    public func collectionViewFooterIsVisible(_ collectionView: WaterfallCollectionView<Cell>) {}

    /// Does nothing.
    public func collectionView(_ collectionView: WaterfallCollectionView<Cell>, didChangeFocusFrom old: Int?, to new: Int?) {}

    /// Does nothing.
    public func collectionView(_ collectionView: WaterfallCollectionView<Cell>, didPlaceItemsEarly moves: [PlacementMove]) {}
}
