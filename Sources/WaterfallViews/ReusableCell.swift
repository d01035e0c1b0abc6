/// A card view that a ``WaterfallCollectionView`` can keep alive and reuse for another item.
///
/// Cells are reference types owned by the collection view: it keeps one per live item and moves
/// the others to its reuse pool.
public protocol ReusableCell: AnyObject {
    /// Called every time the cell goes back to the reuse pool, once per departure: forget the item
    /// it showed (text, images, highlight).
    func prepareForReuse()
}
