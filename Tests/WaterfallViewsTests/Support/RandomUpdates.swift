import SeededRandom
import WaterfallLayout
import WaterfallViews

/// Random item and section changes made to a ``TestDataSource`` and told to its collection view in
/// the same order, alone or several in one batch. Item changes avoid the sections that the running
/// batch inserts or reloads (whose items the view reads from the data source).
struct RandomUpdates {
    let source: TestDataSource
    let view: WaterfallCollectionView<TestCell>
    /// Per section of the source, whether the running batch inserted or reloaded it.
    private var replaced: [Bool] = []
    /// Whether pages may still arrive: false once the view was told the feed ended
    /// (``WaterfallCollectionView/placeWaitingItems()``), after which items are only inserted.
    var appendsPages = true

    init(source: TestDataSource, view: WaterfallCollectionView<TestCell>) {
        self.source = source
        self.view = view
    }

    /// A random section configuration: 1 to 5 columns, spacing, insets, header and footer, and one
    /// time in three filling the gaps above spans with a look-ahead of 1 to 6.
    static func randomSection(using rng: inout SplitMix64) -> SectionConfiguration {
        SectionConfiguration(
            columnCount: Int.random(in: 1 ... 5, using: &rng),
            columnSpacing: Int.random(in: 0 ... 2, using: &rng),
            rowSpacing: Int.random(in: 0 ... 1, using: &rng),
            insets: EdgeInsets(top: Int.random(in: 0 ... 2, using: &rng), left: 1, bottom: Int.random(in: 0 ... 2, using: &rng), right: 1),
            headerHeight: Int.random(in: 0 ... 3, using: &rng),
            headerInsets: EdgeInsets(top: Int.random(in: 0 ... 1, using: &rng), bottom: Int.random(in: 0 ... 1, using: &rng)),
            footerHeight: Int.random(in: 0 ... 2, using: &rng),
            footerInsets: EdgeInsets(top: Int.random(in: 0 ... 1, using: &rng)),
            placement: Int.random(in: 0 ..< 3, using: &rng) == 0 ? .fillGaps(lookahead: Int.random(in: 1 ... 6, using: &rng)) : .shortestColumn
        )
    }

    /// One random update, or (one time in four) a batch of two to five; returns what it did.
    mutating func step(using rng: inout SplitMix64) throws -> String {
        replaced = Array(repeating: false, count: source.sectionItems.count)
        guard Int.random(in: 0 ..< 4, using: &rng) == 0 else { return try change(using: &rng) }
        var actions: [String] = []
        try view.performBatchUpdates {
            for _ in 0 ..< Int.random(in: 2 ... 5, using: &rng) {
                actions.append(try change(using: &rng))
            }
        }
        return "batch [" + actions.joined(separator: ", ") + "]"
    }

    /// One random change to the source and the view.
    private mutating func change(using rng: inout SplitMix64) throws -> String {
        let editable = source.sectionItems.indices.filter { !replaced[$0] }
        let filled = editable.filter { !source.sectionItems[$0].isEmpty }
        switch Int.random(in: 0 ..< 8, using: &rng) {
        case 0 where !editable.isEmpty:
            let paths = insertionPaths(in: editable, count: Int.random(in: 1 ... 4, using: &rng), using: &rng)
            source.insertItems(at: paths)
            try view.insertItems(at: paths)
            return "insert \(paths.map(\.description))"
        case 1 where !filled.isEmpty:
            let paths = existingPaths(in: filled, count: Int.random(in: 1 ... 4, using: &rng), using: &rng)
            source.deleteItems(at: paths)
            try view.deleteItems(at: paths)
            return "delete \(paths.map(\.description))"
        case 2 where !filled.isEmpty:
            let paths = existingPaths(in: filled, count: Int.random(in: 1 ... 4, using: &rng), using: &rng)
            source.reloadItems(at: paths)
            try view.reloadItems(at: paths)
            return "reload \(paths.map(\.description))"
        case 3:
            let index = Int.random(in: 0 ... source.sectionItems.count, using: &rng)
            let counts = (0 ..< Int.random(in: 1 ... 2, using: &rng)).map { _ in Int.random(in: 0 ... 40, using: &rng) }
            source.insertSections(counts, at: index)
            try view.insertSections(counts.map { _ in Self.randomSection(using: &rng) }, at: index)
            replaced.insert(contentsOf: counts.map { _ in true }, at: index)
            return "insert sections \(counts) at \(index)"
        case 4 where source.sectionItems.count > 1:
            let index = Int.random(in: 0 ..< source.sectionItems.count, using: &rng)
            source.deleteSections([index])
            try view.deleteSections([index])
            replaced.remove(at: index)
            return "delete section \(index)"
        case 5:
            let index = Int.random(in: 0 ..< source.sectionItems.count, using: &rng)
            let count = Int.random(in: 0 ... 40, using: &rng)
            source.reloadSection(index, count: count)
            try view.reloadSections([index])
            replaced[index] = true
            return "reload section \(index) with \(count)"
        case _ where !appendsPages && !editable.isEmpty:
            let paths = insertionPaths(in: editable, count: 1, using: &rng)
            source.insertItems(at: paths)
            try view.insertItems(at: paths)
            return "insert \(paths.map(\.description)) (the feed ended)"
        default:
            let count = Int.random(in: 1 ... 20, using: &rng)
            source.count += count
            view.appendItems(count: count)
            return "append \(count)"
        }
    }

    /// `count` insertion paths (positions after the insertion) spread over `sections`.
    private func insertionPaths(in sections: [Int], count: Int, using rng: inout SplitMix64) -> [ItemPath] {
        var perSection: [Int: Int] = [:]
        for _ in 0 ..< count {
            perSection[sections[Int.random(in: 0 ..< sections.count, using: &rng)], default: 0] += 1
        }
        var paths: [ItemPath] = []
        for (section, inserted) in perSection.sorted(by: { $0.key < $1.key }) {
            let final = source.sectionItems[section].count + inserted
            var positions = Set<Int>()
            while positions.count < inserted { positions.insert(Int.random(in: 0 ..< final, using: &rng)) }
            paths += positions.sorted().map { ItemPath(section: section, item: $0) }
        }
        return paths
    }

    /// Up to `count` distinct existing item paths in `sections` (all non-empty).
    private func existingPaths(in sections: [Int], count: Int, using rng: inout SplitMix64) -> [ItemPath] {
        var paths = Set<ItemPath>()
        for _ in 0 ..< count {
            let section = sections[Int.random(in: 0 ..< sections.count, using: &rng)]
            paths.insert(ItemPath(section: section, item: Int.random(in: 0 ..< source.sectionItems[section].count, using: &rng)))
        }
        return paths.sorted()
    }
}
