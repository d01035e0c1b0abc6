/// Hears about user actions and loading needs of a ``WaterfallCollectionView``. Held weakly; every
/// method has an empty default implementation.
public protocol WaterfallCollectionViewDelegate<Cell>: AnyObject {
    /// The cell type of the collection view this delegate serves.
    associatedtype Cell: ReusableCell

    /// Item `index` was selected (``WaterfallCollectionView/selectFocusedItem()`` or
    /// ``WaterfallCollectionView/selectItem(at:)``).
    func collectionView(_ collectionView: WaterfallCollectionView<Cell>, didSelectItemAt index: Int)

    /// The footer came into view while no load was in flight: load the next page, then call
    /// ``WaterfallCollectionView/loadDidFinish(appendedCount:)``,
    /// ``WaterfallCollectionView/loadDidFail()`` or ``WaterfallCollectionView/loadDidReachEnd(appendedCount:)``
    /// (now or later). Not called again before one of those.
    func collectionViewFooterDidBecomeVisible(_ collectionView: WaterfallCollectionView<Cell>)

    /// The focused item changed from `old` to `new` (nil: nothing focused).
    func collectionView(_ collectionView: WaterfallCollectionView<Cell>, didChangeFocusFrom old: Int?, to new: Int?)
}

extension WaterfallCollectionViewDelegate {
    /// Does nothing.
    public func collectionView(_ collectionView: WaterfallCollectionView<Cell>, didSelectItemAt index: Int) {}

    /// Does nothing.
    public func collectionViewFooterDidBecomeVisible(_ collectionView: WaterfallCollectionView<Cell>) {}

    /// Does nothing.
    public func collectionView(_ collectionView: WaterfallCollectionView<Cell>, didChangeFocusFrom old: Int?, to new: Int?) {}
}
