import WaterfallLayout

/// Supplies a ``WaterfallCollectionView`` with its items: how many, the cell for one, and the size
/// of one for a column width. Held weakly by the collection view.
public protocol WaterfallCollectionViewDataSource<Cell>: AnyObject {
    /// The cell type of the collection view this data source serves.
    associatedtype Cell: ReusableCell

    /// The number of items. Asked by ``WaterfallCollectionView/reloadData()``.
    func numberOfItems(in collectionView: WaterfallCollectionView<Cell>) -> Int

    /// A cell configured for item `index`: take one from
    /// ``WaterfallCollectionView/dequeueReusableCell()`` or make a new one. Do not change the
    /// collection view's items or configuration from here.
    func collectionView(_ collectionView: WaterfallCollectionView<Cell>, cellForItemAt index: Int) -> Cell

    /// The size of item `index` for the given widths (a column, or all columns for a full-span
    /// item). A height of 0 or less gets the layout's fallback height. Use `widths` rather than
    /// the collection view's geometry, which may still be the old one during a relayout.
    func collectionView(
        _ collectionView: WaterfallCollectionView<Cell>, sizeForItemAt index: Int, widths: ItemWidths
    ) -> ItemSize
}
