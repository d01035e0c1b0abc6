/// Conversions between flat item indices and ``ItemPath``s, in the data source's numbering.
extension WaterfallCollectionView {
    /// The number of items in `section` (0 for a section that does not exist). O(1).
    public func numberOfItems(inSection section: Int) -> Int {
        guard section >= 0, section + 1 < sectionStarts.count else { return 0 }
        return sectionStarts[section + 1] - sectionStarts[section]
    }

    /// The flat index of the item at `path`, nil when there is no such item. O(1).
    public func index(of path: ItemPath) -> Int? {
        guard path.item >= 0, path.item < numberOfItems(inSection: path.section) else { return nil }
        return sectionStarts[path.section] + path.item
    }

    /// The section and position of the item with flat index `index`, nil when there is no such
    /// item. Follows the data source's numbering also while an update measures its items (when
    /// ``layout`` still has the old one). O(log S).
    public func itemPath(of index: Int) -> ItemPath? {
        guard let total = sectionStarts.last, index >= 0, index < total else { return nil }
        // The last section starting at or before `index`; empty sections share their start with
        // the next one, so the item belongs to the last of them.
        var low = 0
        var high = sectionStarts.count - 2
        while low < high {
            let mid = (low + high + 1) / 2
            if sectionStarts[mid] <= index { low = mid } else { high = mid - 1 }
        }
        return ItemPath(section: low, item: index - sectionStarts[low])
    }

    /// Sets the numbering to sections of `itemCounts` items, ahead of the layout while a change
    /// measures its items. O(S).
    func renumber(itemCounts: some Sequence<Int>) {
        sectionStarts.removeAll(keepingCapacity: true)
        var start = 0
        for count in itemCounts {
            sectionStarts.append(start)
            start += count
        }
        sectionStarts.append(start)
    }
}
