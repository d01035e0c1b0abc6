import ShopCatalog
import WaterfallViews

extension BrowserModel {
    /// Folds in changes to items already shown (a watched folder): removed items leave, replaced
    /// ones leave and come back with their new facts (their pictures made again), new ones
    /// arrive where the rules put them — deletions and insertions through the view manager's
    /// batch updates, so cards that stay keep their cells and the focused card (else the first on
    /// screen) its row, and its column too where it still has it (``BrowserGrid/replace(_:with:anchor:)``). An item
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
        var arrivals: [CatalogItem] = []
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
        grid.replace(leaving, with: arrivals, anchor: selectedFlat ?? grid.firstVisibleItem)
        let added = arrivals.count - arrivals.filter { shown[$0.id] != nil }.count
        let replaced = arrivals.count - added
        let removed = leaving.count - replaced
        let parts = [(added, "added"), (replaced, "changed"), (removed, "removed")].filter { $0.0 > 0 }
        notice = StatusNotice(parts.map { "\(options.kind.counted($0.0)) \($0.1)" }.joined(separator: ", "))
        step.needsRedraw = true
    }
}
