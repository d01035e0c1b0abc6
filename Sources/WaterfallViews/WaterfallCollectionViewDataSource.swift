import WaterfallLayout

/// Supplies a ``WaterfallCollectionView`` with its items: how many in each section, the cell for
/// one, the size of one for its section's widths, and optionally views for section headers and
/// footers. Held weakly by the collection view and called on its isolation domain only.
///
/// Items are named by their flat index over all sections, in the data source's current numbering
/// (after the change being applied, during an update); ``WaterfallCollectionView/itemPath(of:)``
/// turns one into a section and item, also while an update measures.
public protocol WaterfallCollectionViewDataSource<Cell>: AnyObject {
    /// The cell type of the collection view this data source serves.
    associatedtype Cell: ReusableCell

    /// The number of items in section 0: all the items of a one-section collection view. Asked by
    /// ``WaterfallCollectionView/reloadData()`` through the default
    /// ``collectionView(_:numberOfItemsInSection:)``.
    func numberOfItems(in collectionView: WaterfallCollectionView<Cell>) -> Int

    /// The number of items in `section`. Asked by ``WaterfallCollectionView/reloadData()`` for every
    /// section, and for the sections an update inserts or reloads. The default answers
    /// ``numberOfItems(in:)`` for section 0 and 0 for the others: implement it when there are
    /// several sections.
    func collectionView(_ collectionView: WaterfallCollectionView<Cell>, numberOfItemsInSection section: Int) -> Int

    /// A cell configured for item `index`: take one from
    /// ``WaterfallCollectionView/dequeueReusableCell()`` or make a new one. Do not change the
    /// collection view's items or configuration from here.
    func collectionView(_ collectionView: WaterfallCollectionView<Cell>, cellForItemAt index: Int) -> Cell

    /// The size of item `index` for the widths of its section: its height and its span (one
    /// column, several, or all: `ItemSpan`; measure it at
    /// `widths.width(of: span)`). A height of 0 or less gets the layout's fallback height. Use
    /// `widths` rather than the collection view's geometry, which may still be the old one during a
    /// relayout or an update.
    func collectionView(
        _ collectionView: WaterfallCollectionView<Cell>, sizeForItemAt index: Int, widths: ItemWidths
    ) -> ItemSize

    /// A view configured for a section's header or footer entering the buffered viewport: take one
    /// from ``WaterfallCollectionView/dequeueReusableSupplementaryView(ofKind:)`` or make a new one;
    /// nil when the renderer draws that band from its frame alone (the default). Do not change the
    /// collection view from here.
    func collectionView(
        _ collectionView: WaterfallCollectionView<Cell>, viewForSupplementaryElement element: SupplementaryElement
    ) -> Cell?
}

extension WaterfallCollectionViewDataSource {
    /// ``numberOfItems(in:)`` for section 0, 0 for the others.
    public func collectionView(_ collectionView: WaterfallCollectionView<Cell>, numberOfItemsInSection section: Int) -> Int {
        section == 0 ? numberOfItems(in: collectionView) : 0
    }

    /// No view: the renderer draws headers and footers from their frames.
    public func collectionView(
        _ collectionView: WaterfallCollectionView<Cell>, viewForSupplementaryElement element: SupplementaryElement
    ) -> Cell? {
        nil
    }
}
