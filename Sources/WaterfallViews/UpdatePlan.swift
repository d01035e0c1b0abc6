import WaterfallLayout

/// The changes recorded since the last applied update, as the sections and items the collection
/// view will have: each section knows its configuration, the old section it was (if any) and where
/// its items come from. Each recording call validates all its arguments before changing anything,
/// so a refused call leaves the plan as it was.
///
/// Within one call, deletions and reloads name items as they are before the call and insertions
/// name the positions the new items get; successive calls (in a batch) each see the state the
/// previous one left.
struct UpdatePlan {
    /// One section of the planned state.
    struct Section {
        /// Its configuration.
        var configuration: SectionConfiguration
        /// The index it had before the update, nil for a section inserted by it.
        var origin: Int?
        /// Where its items come from; nil when they are all read from the data source at the end
        /// (an inserted or reloaded section).
        var items: ItemSegments?
        /// Whether its header and footer views are asked for again (a reloaded section).
        var reloadsSupplementaryViews = false
    }

    /// The planned sections, in order.
    private(set) var sections: [Section]

    /// The state of `layout`, unchanged, with `configurations` (one per section).
    init(layout: WaterfallLayout, configurations: [SectionConfiguration]) {
        sections = configurations.indices.map { index in
            Section(configuration: configurations[index], origin: index, items: ItemSegments(keeping: layout.itemRange(ofSection: index)))
        }
    }

    /// Inserts one new item at each of `paths` (positions after the call).
    mutating func insertItems(at paths: [ItemPath]) throws(WaterfallCollectionViewError) {
        let sorted = paths.sorted()
        var updated = self
        for (offset, path) in sorted.enumerated() {
            if offset > 0, sorted[offset - 1] == path { throw .duplicateItem(path) }
            let count = try updated.itemCount(of: path)
            guard path.item >= 0, path.item <= count else { throw .itemOutOfRange(path, itemCount: count) }
            updated.sections[path.section].items?.insert(at: path.item)
        }
        self = updated
    }

    /// Removes the items at `paths` (positions before the call).
    mutating func deleteItems(at paths: [ItemPath]) throws(WaterfallCollectionViewError) {
        let sorted = try validatedExistingItems(paths)
        for path in sorted.reversed() {
            sections[path.section].items?.remove(at: path.item)
        }
    }

    /// Marks the items at `paths` (positions before the call) to be measured and shown again.
    mutating func reloadItems(at paths: [ItemPath]) throws(WaterfallCollectionViewError) {
        for path in try validatedExistingItems(paths) {
            sections[path.section].items?.reload(at: path.item)
        }
    }

    /// Appends `count` new items to the last section (nothing to record when that section's items
    /// are read from the data source anyway).
    mutating func appendItems(count: Int) {
        let last = sections.count - 1
        guard count > 0, var items = sections[last].items else { return }
        for _ in 0 ..< count { items.insert(at: items.count) }
        sections[last].items = items
    }

    /// Inserts new sections with `configurations` so that the first gets index `index`; their items
    /// are read from the data source at the end.
    mutating func insertSections(_ configurations: [SectionConfiguration], at index: Int) throws(WaterfallCollectionViewError) {
        guard index >= 0, index <= sections.count else { throw .sectionOutOfRange(section: index, sectionCount: sections.count) }
        let new = configurations.map { Section(configuration: $0, origin: nil, items: nil, reloadsSupplementaryViews: true) }
        sections.insert(contentsOf: new, at: index)
    }

    /// Removes the sections `indices` (as before the call) with their items.
    mutating func deleteSections(_ indices: [Int]) throws(WaterfallCollectionViewError) {
        let sorted = try validatedExistingSections(indices)
        guard sorted.count < sections.count else { throw .deletingEverySection }
        for index in sorted.reversed() {
            sections.remove(at: index)
        }
    }

    /// Marks the sections `indices` (as before the call) to be read again from the data source:
    /// their items become new ones, their header and footer views are asked for again.
    mutating func reloadSections(_ indices: [Int]) throws(WaterfallCollectionViewError) {
        for index in try validatedExistingSections(indices) {
            sections[index].items = nil
            sections[index].reloadsSupplementaryViews = true
        }
    }

    /// The item count of `path`'s section; throws for a missing section or one whose items are
    /// read from the data source.
    private func itemCount(of path: ItemPath) throws(WaterfallCollectionViewError) -> Int {
        guard path.section >= 0, path.section < sections.count else {
            throw .sectionOutOfRange(section: path.section, sectionCount: sections.count)
        }
        guard let items = sections[path.section].items else { throw .itemInReplacedSection(path) }
        return items.count
    }

    /// `paths` sorted, after checking that each names an existing item, once.
    private func validatedExistingItems(_ paths: [ItemPath]) throws(WaterfallCollectionViewError) -> [ItemPath] {
        let sorted = paths.sorted()
        for (offset, path) in sorted.enumerated() {
            if offset > 0, sorted[offset - 1] == path { throw .duplicateItem(path) }
            let count = try itemCount(of: path)
            guard path.item >= 0, path.item < count else { throw .itemOutOfRange(path, itemCount: count) }
        }
        return sorted
    }

    /// `indices` sorted, after checking that each names an existing section, once.
    private func validatedExistingSections(_ indices: [Int]) throws(WaterfallCollectionViewError) -> [Int] {
        let sorted = indices.sorted()
        for (offset, index) in sorted.enumerated() {
            if offset > 0, sorted[offset - 1] == index { throw .duplicateSection(index) }
            guard index >= 0, index < sections.count else { throw .sectionOutOfRange(section: index, sectionCount: sections.count) }
        }
        return sorted
    }
}
