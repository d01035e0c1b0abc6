import ShopCatalog
import WaterfallViews

extension BrowserModel {
    /// Folds in changes to items already shown (a watched folder): removed items leave, replaced
    /// ones leave and come back with their new facts (their pictures made again), new ones
    /// arrive where the rules put them — deletions and insertions through the view manager's
    /// batch updates, so cards that stay keep their cells and the focused card (else the first on
    /// screen) its row, and its column too where it still has it (``keepColumn(of:)``). An item
    /// that arrives exactly as shown changes nothing; one removed for good loses its mark. O(N) to find the items, plus the updates.
    func receive(_ changes: ItemChanges) {
        var shown: [String: Int] = [:]
        for index in items.indices where !arrangement.isRemoved(index) {
            shown[items[index].id] = index
        }
        var leaving = Set(changes.removed.compactMap { shown[$0] })
        for prefix in changes.removedPrefixes {
            leaving.formUnion(shown.filter { $0.key.hasPrefix(prefix) }.values)
        }
        var arrivals: [ShopItem] = []
        for item in changes.arrived {
            if let index = shown[item.id] {
                if items[index] == item, !leaving.contains(index) { continue }
                leaving.insert(index)
                if let image = items[index].image {
                    cards.pictures.forget(image)
                    step.forgottenPhotos.append(image)
                }
            }
            arrivals.append(item)
        }
        guard !leaving.isEmpty || !arrivals.isEmpty else { return }
        // A picture gone for good is unmarked; one replaced keeps its mark (same path, same id).
        let arrivingIDs = Set(arrivals.map(\.id))
        marks.remove(contentsOf: leaving.lazy.map { self.items[$0].id }.filter { !arrivingIDs.contains($0) })
        let view = collectionView
        let place = (selectedFlat ?? view.firstVisibleItem()).flatMap { flat in
            view.layout.column(ofItem: flat).map { (item: arrangement.item(atFlat: flat), column: $0) }
        }
        view.performBatchUpdates {
            if !leaving.isEmpty { removeItems(leaving) }
            if !arrivals.isEmpty { insertArrivals(arrivals) }
        }
        if let place, !leaving.contains(place.item) { keepColumn(of: place) }
        let added = arrivals.count - arrivals.filter { shown[$0.id] != nil }.count
        let replaced = arrivals.count - added
        let removed = leaving.count - replaced
        let parts = [(added, "added"), (replaced, "changed"), (removed, "removed")].filter { $0.0 > 0 }
        notice = StatusNotice(parts.map { "\(options.kind.counted($0.0)) \($0.1)" }.joined(separator: ", "))
        step.needsRedraw = true
    }

    /// Puts the card of loaded item `place.item` back in column `place.column` when the changes
    /// moved it to another and its section still has that column: the card is pinned there
    /// (``CardDataSource/pinnedColumns``) and measured again in a batch that keeps its row.
    private func keepColumn(of place: (item: Int, column: Int)) {
        let view = collectionView
        guard let flat = arrangement.flatIndex(ofItem: place.item), let column = view.layout.column(ofItem: flat), column != place.column,
            view.layout.columnSpan(ofItem: flat) == 1, let path = view.itemPath(of: flat),
            place.column < view.layout.geometry(ofSection: path.section).itemWidths.columnCount
        else { return }
        cards.pinnedColumns[place.item] = place.column
        do {
            try view.performBatchUpdates { () throws(WaterfallCollectionViewError) in try view.reloadItems(at: [path]) }
        } catch {
            cards.pinnedColumns[place.item] = nil
        }
    }

    /// Removes the loaded items `indices` from the waterfall: their cards are deleted, then,
    /// when grouped, the groups they leave empty (the footer's section always stays). Should the
    /// view manager refuse (the numbering out of step), the view is rebuilt instead.
    private func removeItems(_ indices: Set<Int>) {
        let removal = cards.remove(indices)
        guard !removal.items.isEmpty else { return }
        let view = collectionView
        do {
            try view.performBatchUpdates { () throws(WaterfallCollectionViewError) in
                try view.deleteItems(at: removal.items)
                if isGrouped, !removal.emptiedSections.isEmpty {
                    try view.deleteSections(removal.emptiedSections)
                }
            }
        } catch {
            view.setConfiguration(currentConfiguration)
            view.reloadData()
        }
    }
}
