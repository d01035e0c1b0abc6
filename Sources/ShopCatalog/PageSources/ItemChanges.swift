/// Changes to items already delivered, from a source that watches its data (a folder of
/// pictures whose files are added, removed or replaced while it is shown): the browser folds
/// them in without reloading.
public struct ItemChanges: Sendable, Equatable {
    /// Items that are new, or that replace the item with the same id.
    public var arrived: [CatalogItem]
    /// The ids of items that are gone.
    public var removed: [String]
    /// Id prefixes of items that are gone all together (a folder removed: `photos/old/`).
    public var removedPrefixes: [String]

    /// Changes with these parts.
    public init(arrived: [CatalogItem] = [], removed: [String] = [], removedPrefixes: [String] = []) {
        self.arrived = arrived
        self.removed = removed
        self.removedPrefixes = removedPrefixes
    }

    /// Whether nothing changed.
    public var isEmpty: Bool { arrived.isEmpty && removed.isEmpty && removedPrefixes.isEmpty }

    /// These changes followed by `later` ones: an id removed later drops an earlier arrival of
    /// it; an arrival later overrides an earlier removal. O(changes).
    public func followed(by later: ItemChanges) -> ItemChanges {
        let laterArrivals = Set(later.arrived.map(\.id))
        let goneLater = Set(later.removed)
        var merged = ItemChanges(
            arrived: arrived.filter { item in
                !laterArrivals.contains(item.id) && !goneLater.contains(item.id) && !later.removedPrefixes.contains { item.id.hasPrefix($0) }
            },
            removed: removed.filter { !laterArrivals.contains($0) } + later.removed,
            removedPrefixes: removedPrefixes + later.removedPrefixes
        )
        merged.arrived += later.arrived
        return merged
    }
}

/// Something that watches the data behind items already delivered and reports what changed:
/// ``takeChanges()`` gives everything since the last call. Whoever runs it is told through the
/// callback it was made with whenever there is news, and calls ``stop()`` on leaving.
public protocol ItemChangeSource: Sendable {
    /// The changes since the last call, nil when there are none.
    func takeChanges() -> ItemChanges?
    /// Stops watching; no callback comes after it returns.
    func stop()
}
