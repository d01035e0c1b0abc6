/// The items the user marked (`m`, `M`), by item identity (``ShopCatalog/CatalogItem/id``): a fact
/// of the model, not of a card, so a mark survives sorting, filtering, a reload and the card's
/// cell being reused, and any view (the waterfall, a full-screen picture) can show and change it.
package struct MarkSet: Sendable, Equatable {
    /// The marked items' ids.
    private var ids: Set<String> = []

    /// No marks.
    package init() {}

    /// How many items are marked. O(1).
    package var count: Int { ids.count }

    /// Whether no item is marked. O(1).
    package var isEmpty: Bool { ids.isEmpty }

    /// Whether the item `id` is marked. O(1).
    package func contains(_ id: String) -> Bool { ids.contains(id) }

    /// Marks the item `id` when it is not, unmarks it when it is; returns whether it is marked
    /// now. O(1).
    @discardableResult
    package mutating func toggle(_ id: String) -> Bool {
        if ids.remove(id) != nil { return false }
        ids.insert(id)
        return true
    }

    /// Marks every item of `newIDs`; returns how many were not marked before. O(newIDs).
    @discardableResult
    package mutating func insert<IDs: Sequence<String>>(contentsOf newIDs: IDs) -> Int {
        let before = ids.count
        ids.formUnion(newIDs)
        return ids.count - before
    }

    /// Unmarks every item of `gone` (items that left for good). O(gone).
    package mutating func remove<IDs: Sequence<String>>(contentsOf gone: IDs) {
        ids.subtract(gone)
    }

    /// Keeps only the marks of items in `present` (what a reload brought back). O(marks).
    package mutating func keepOnly(_ present: Set<String>) {
        ids.formIntersection(present)
    }

    /// Unmarks everything; returns how many were marked. O(marks).
    @discardableResult
    package mutating func removeAll() -> Int {
        defer { ids.removeAll() }
        return ids.count
    }
}
