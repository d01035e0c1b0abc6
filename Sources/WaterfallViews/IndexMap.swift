/// Where the items of the old layout went in an update: for each old flat index, its new flat index
/// and whether it is reloaded, or nothing when it was deleted. O(log r) per lookup for `r` runs.
struct IndexMap {
    /// A run of old items that stayed together.
    private struct Entry {
        /// The old flat index of the run's first item.
        var oldStart: Int
        /// Its new flat index.
        var newStart: Int
        /// The number of items in the run.
        var count: Int
        /// Whether the run's items are reloaded.
        var isReloaded: Bool
    }

    /// The runs of old items, in old (and new) order.
    private var entries: [Entry] = []

    /// The map of an update whose new sections hold `sections` (in order).
    init(sections: [ItemSegments]) {
        var position = 0
        for items in sections {
            for run in items.runs {
                switch run {
                case .kept(let range):
                    entries.append(Entry(oldStart: range.lowerBound, newStart: position, count: range.count, isReloaded: false))
                case .reloaded(let range):
                    entries.append(Entry(oldStart: range.lowerBound, newStart: position, count: range.count, isReloaded: true))
                case .inserted:
                    break
                }
                position += run.count
            }
        }
    }

    /// The new index of old item `oldIndex` and whether it is reloaded; nil when it was deleted.
    func newIndex(of oldIndex: Int) -> (index: Int, isReloaded: Bool)? {
        // The last run starting at or before `oldIndex`.
        var low = 0
        var high = entries.count
        while low < high {
            let mid = (low + high) / 2
            if entries[mid].oldStart <= oldIndex { low = mid + 1 } else { high = mid }
        }
        guard low > 0 else { return nil }
        let entry = entries[low - 1]
        let offset = oldIndex - entry.oldStart
        guard offset < entry.count else { return nil }
        return (entry.newStart + offset, entry.isReloaded)
    }
}
