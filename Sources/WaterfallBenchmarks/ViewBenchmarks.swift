import Foundation
import WaterfallLayout
import WaterfallViews

/// A cell that only records the item it shows: the view manager's own cost, without drawing.
final class BenchmarkCell: ReusableCell {
    /// The item shown, nil while pooled.
    var index: Int?

    /// Forgets the item.
    func prepareForReuse() { index = nil }
}

/// A data source of fixed card heights that counts the cells it is asked for; optionally in
/// sections of `itemsPerSection` items whose headers and footers get views.
final class BenchmarkDataSource: WaterfallCollectionViewDataSource {
    /// Every item's height in rows (replaced wholesale when items are inserted or deleted).
    var heights: [Int]
    /// The size of every section but maybe the last; nil for one section.
    let itemsPerSection: Int?
    /// Cells asked for: what a view that never reuses would create.
    private(set) var requestedCount = 0

    /// A data source of `heights.count` items, in one section or in sections of `itemsPerSection`.
    init(heights: [Int], itemsPerSection: Int? = nil) {
        self.heights = heights
        self.itemsPerSection = itemsPerSection
    }

    /// The number of sections the items fill.
    var sectionCount: Int {
        guard let itemsPerSection else { return 1 }
        return max(1, (heights.count + itemsPerSection - 1) / itemsPerSection)
    }

    /// The number of heights (one section) or of section 0's.
    func numberOfItems(in collectionView: WaterfallCollectionView<BenchmarkCell>) -> Int {
        self.collectionView(collectionView, numberOfItemsInSection: 0)
    }

    /// `itemsPerSection`, the rest for the last section.
    func collectionView(_ collectionView: WaterfallCollectionView<BenchmarkCell>, numberOfItemsInSection section: Int) -> Int {
        guard let itemsPerSection else { return heights.count }
        return max(0, min(itemsPerSection, heights.count - section * itemsPerSection))
    }

    /// A pooled or new cell showing `index`.
    func collectionView(_ collectionView: WaterfallCollectionView<BenchmarkCell>, cellForItemAt index: Int) -> BenchmarkCell {
        requestedCount += 1
        let cell = collectionView.dequeueReusableCell() ?? BenchmarkCell()
        cell.index = index
        return cell
    }

    /// The item's fixed height.
    func collectionView(
        _ collectionView: WaterfallCollectionView<BenchmarkCell>, sizeForItemAt index: Int, widths: ItemWidths
    ) -> ItemSize {
        ItemSize(height: heights[index])
    }

    /// A pooled or new view for a header or footer, in sections only.
    func collectionView(
        _ collectionView: WaterfallCollectionView<BenchmarkCell>, viewForSupplementaryElement element: SupplementaryElement
    ) -> BenchmarkCell? {
        guard itemsPerSection != nil else { return nil }
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: element.kind) ?? BenchmarkCell()
        view.index = element.section
        return view
    }
}

/// The view manager against PSCollectionView's per-scroll update (``PSCollectionViewBaseline``):
/// the cost of a scroll step at 1,000,000 items, and the cells created scrolling through 100,000.
enum ViewBenchmarks {
    static let width = 200
    static let viewportHeight = 60
    static let columns = 4
    static let bufferFactor = 5

    /// A collection view over `dataSource`, loaded.
    static func makeView(_ dataSource: BenchmarkDataSource) -> WaterfallCollectionView<BenchmarkCell> {
        let view = WaterfallCollectionView<BenchmarkCell>(
            configuration: WaterfallViewConfiguration(
                viewportWidth: width, viewportHeight: viewportHeight,
                section: SectionConfiguration(columnCount: columns, columnSpacing: 1, rowSpacing: 0), bufferFactor: bufferFactor
            ))
        view.dataSource = dataSource
        view.reloadData()
        return view
    }

    /// The baseline over the same frames as the view manager (same width, columns and spacing).
    static func makeBaseline(_ heights: [Int], search: PSCollectionViewBaseline.Search) -> PSCollectionViewBaseline {
        var layout = ArticleBaselineLayout(width: Double(width), columnCount: columns, columnSpacing: 1, rowSpacing: 0)
        layout.heights = heights.map(Double.init)
        layout.prepare()
        return PSCollectionViewBaseline(
            frames: layout.frames, columnCount: columns, viewportHeight: Double(viewportHeight),
            bufferFactor: bufferFactor, search: search
        )
    }

    /// Times scroll steps against both baselines and counts the cells created, printing two tables.
    static func run() {
        var rows: [BenchmarkRow] = []
        let heights = LayoutBenchmarks.heights(1_000_000)
        let dataSource = BenchmarkDataSource(heights: heights)
        let view = makeView(dataSource)
        let window = makeBaseline(heights, search: .indexWindow)
        let linear = makeBaseline(heights, search: .linearFilter)
        let middle = view.contentHeight / 2
        view.scroll(to: middle)
        window.scroll(to: Double(middle))
        linear.scroll(to: Double(middle))

        // One line down per step, from the middle of the content.
        let line = Harness.nanoseconds(rounds: 9, iterations: 2_000) { view.scroll(by: 1) }
        let windowLine = Harness.nanoseconds(rounds: 9, iterations: 2_000) { window.scroll(by: 1) }
        let linearLine = Harness.nanoseconds(rounds: 3, iterations: 3) { linear.scroll(by: 1) }
        let live = view.statistics.live
        rows += stepRows("one-line scroll step at 1,000,000 items (\(live) live cells)", ours: line, window: windowLine, linear: linearLine)

        // One page (60 rows) down per step.
        let page = Harness.nanoseconds(rounds: 9, iterations: 500) { view.scrollPage(.down) }
        let windowPage = Harness.nanoseconds(rounds: 9, iterations: 500) { window.scroll(by: Double(viewportHeight)) }
        let linearPage = Harness.nanoseconds(rounds: 3, iterations: 3) { linear.scroll(by: Double(viewportHeight)) }
        rows += stepRows("one-page (\(viewportHeight)-row) scroll step at 1,000,000 items", ours: page, window: windowPage, linear: linearPage)
        printTable(
            title: "View manager: scroll steps (\(width) × \(viewportHeight) viewport, \(columns) columns, buffer factor \(bufferFactor); no drawing)",
            baselineName: "PSCollectionView baseline (index window + sort)", rows: rows
        )
        runCellsCreated()
        runSectionedScroll(oneSectionStep: line)
        runUpdates()
    }

    /// Scrolls one line at a time from the top to the bottom of 100,000 items and counts cells.
    static func runCellsCreated() {
        let count = 100_000
        let dataSource = BenchmarkDataSource(heights: LayoutBenchmarks.heights(count, seed: 9))
        let view = makeView(dataSource)
        let baseline = makeBaseline(dataSource.heights, search: .indexWindow)
        var steps = 0
        var peakLive = 0
        var differingSteps = 0
        while view.scrollOffset < view.maximumScrollOffset {
            view.scroll(by: 1)
            baseline.scroll(by: 1)
            let live = view.statistics.live
            peakLive = max(peakLive, live)
            if baseline.visibleViews.count != live { differingSteps += 1 }
            steps += 1
        }
        let statistics = view.statistics
        let created = statistics.created
        let requested = dataSource.requestedCount
        let rows = [
            BenchmarkRow(
                name: "cells created scrolling through \(count) items (\(steps) one-line steps; peak \(peakLive) live, \(statistics.pooled) pooled at the end)",
                ours: "\(created)", baseline: "\(requested)",
                ratio: "\(format3(Double(requested) / Double(max(1, created))))× fewer",
                goal: goalVerdict("bounded by the live set, not the item count", created <= 2 * peakLive)
            ),
            BenchmarkRow(
                name: "same scroll, PSCollectionView baseline with its pool (live set differed from ours on \(differingSteps) steps)",
                ours: "\(created)", baseline: "\(baseline.createdCount)",
                ratio: "\(format3(Double(baseline.createdCount) / Double(max(1, created))))×", goal: ""
            ),
        ]
        printTable(title: "View manager: cells created", baselineName: "no reuse (one cell per item shown)", rows: rows)
    }

    /// The two rows of one kind of scroll step: against the PSCollectionView model, and against its
    /// linear-filter variant.
    static func stepRows(_ name: String, ours: Double, window: Double, linear: Double) -> [BenchmarkRow] {
        [
            BenchmarkRow(
                name: name, ours: formatNanoseconds(ours), baseline: formatNanoseconds(window),
                ratio: speedup(baseline: window, ours: ours), goal: goalVerdict("≤ 20 µs per step", ours <= 20_000)
            ),
            BenchmarkRow(
                name: "same step, baseline finds the visible set by a linear filter",
                ours: formatNanoseconds(ours), baseline: formatNanoseconds(linear),
                ratio: speedup(baseline: linear, ours: ours), goal: ""
            ),
        ]
    }
}

/// Sections and updates: a one-line scroll step with section headers and footers on screen, and a
/// batch of inserts and deletes at 1,000,000 items against rebuilding the layout from scratch.
extension ViewBenchmarks {
    /// Items per section in the sectioned scroll (about 50 rows each, so headers are always on screen).
    static let itemsPerSection = 12

    /// Times a one-line scroll step through 1,000,000 items in sections of 12 (alternately 4 and 3
    /// columns, a 2-row header and a 1-row footer with views), next to the one-section step.
    static func runSectionedScroll(oneSectionStep: Double) {
        let dataSource = BenchmarkDataSource(heights: LayoutBenchmarks.heights(1_000_000), itemsPerSection: itemsPerSection)
        let sections = (0 ..< dataSource.sectionCount).map { section in
            SectionConfiguration(columnCount: section % 2 == 0 ? columns : columns - 1, columnSpacing: 1, headerHeight: 2, footerHeight: 1)
        }
        let view = WaterfallCollectionView<BenchmarkCell>(
            configuration: WaterfallViewConfiguration(
                options: LayoutOptions(width: width), viewportHeight: viewportHeight, sections: sections, bufferFactor: bufferFactor
            ))
        view.dataSource = dataSource
        view.reloadData()
        view.scroll(to: view.contentHeight / 2)
        let step = Harness.nanoseconds(rounds: 9, iterations: 2_000) { view.scroll(by: 1) }
        var headersShown = 0
        view.forEachVisibleSupplementaryView { element, _, _ in headersShown += element.kind == .header ? 1 : 0 }
        let row = BenchmarkRow(
            name: "one-line scroll step at 1,000,000 items in \(sections.count) sections of \(itemsPerSection) (at the end: "
                + "\(view.statistics.live) live cells, \(view.supplementaryStatistics.live) live header and footer views; headers on screen: \(headersShown))",
            ours: formatNanoseconds(step), baseline: formatNanoseconds(oneSectionStep),
            ratio: speedup(baseline: oneSectionStep, ours: step), goal: goalVerdict("≤ 20 µs per step", step <= 20_000)
        )
        printTable(title: "View manager: sections", baselineName: "same step, one section, no headers", rows: [row])
    }

    /// Times a batch of 100 deletions and 100 insertions at 1,000,000 items, with the focused card
    /// as the anchor, against building the layout of 1,000,000 items from scratch, and the same
    /// changes told one call at a time. The batches alternate between two states (there and back),
    /// so the data source answers from one of two prepared height lists.
    static func runUpdates() {
        let count = 1_000_000
        let original = LayoutBenchmarks.heights(count, seed: 7)
        let dataSource = BenchmarkDataSource(heights: original)
        let view = makeView(dataSource)
        view.scroll(to: view.contentHeight / 2)
        guard let focused = view.firstVisibleItem() else { return }
        view.focus(focused)
        let anchorRow = view.frame(ofItem: focused).y - view.scrollOffset
        // Deleted positions (before the change) avoid the focused card; inserted positions are where
        // the new cards end up.
        let deleted = spreadPositions(100, below: count, seed: 11, avoiding: focused)
        let inserted = spreadPositions(100, below: count, seed: 12, avoiding: nil)
        var changed = original
        for position in deleted.reversed() { changed.remove(at: position) }
        for (offset, position) in inserted.enumerated() { changed.insert(5 + offset % 20, at: position) }
        let there = Change(deleted: deleted, inserted: inserted, heights: changed)
        let back = Change(deleted: inserted, inserted: deleted, heights: original)

        var forward = true
        var anchorKept = true
        let batch = Harness.nanoseconds(rounds: 5, iterations: 2) {
            (forward ? there : back).applyInOneBatch(to: view, dataSource)
            forward.toggle()
            if let index = view.focusedIndex { anchorKept = anchorKept && view.frame(ofItem: index).y - view.scrollOffset == anchorRow }
        }
        let rebuild = Harness.nanoseconds(rounds: 5, iterations: 2) {
            var layout = WaterfallLayout(options: view.configuration.options, sections: view.configuration.sections)
            layout.append(count: count) { index, _ in ItemSize(height: original[index]) }
            Harness.blackHole(layout)
        }
        let oneByOne = Harness.nanoseconds(rounds: 1) {
            (forward ? there : back).applyOneCallAtATime(to: view, dataSource)
            forward.toggle()
        }
        let focusKept = view.focusedIndex.map { dataSource.heights[$0] == original[focused] } ?? false
        let rows = [
            BenchmarkRow(
                name: "batch of 100 deletions and 100 insertions at 1,000,000 items, focused card kept on its row (live set and anchor included)",
                ours: formatNanoseconds(batch), baseline: formatNanoseconds(rebuild), ratio: speedup(baseline: rebuild, ours: batch),
                goal: goalVerdict("anchor row kept on every batch", anchorKept && focusKept)
            ),
            BenchmarkRow(
                name: "same 200 changes, one call each (a re-pack per call)",
                ours: formatNanoseconds(oneByOne), baseline: formatNanoseconds(rebuild), ratio: speedup(baseline: rebuild, ours: oneByOne),
                goal: ""
            ),
        ]
        printTable(
            title: "View manager: updates (\(width) × \(viewportHeight) viewport, \(columns) columns)",
            baselineName: "layout of 1,000,000 items built from scratch", rows: rows)
    }

    /// `count` distinct pseudo-random positions in `0 ..< bound`, ascending, without `avoiding`.
    static func spreadPositions(_ count: Int, below bound: Int, seed: UInt64, avoiding: Int?) -> [Int] {
        var state = seed
        var positions = Set<Int>()
        while positions.count < count {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let position = Int((state >> 20) % UInt64(bound))
            if position != avoiding { positions.insert(position) }
        }
        return positions.sorted()
    }

    /// One side of the benchmark's round trip: the deletions (positions before), the insertions
    /// (positions after) and the heights the data source holds afterwards.
    struct Change {
        let deleted: [Int]
        let inserted: [Int]
        let heights: [Int]

        /// Changes the data source, then tells the view in one batch.
        func applyInOneBatch(to view: WaterfallCollectionView<BenchmarkCell>, _ dataSource: BenchmarkDataSource) {
            dataSource.heights = heights
            report {
                try view.performBatchUpdates {
                    try view.deleteItems(at: deleted.map { ItemPath(section: 0, item: $0) })
                    try view.insertItems(at: inserted.map { ItemPath(section: 0, item: $0) })
                }
            }
        }

        /// Changes the data source, then tells the view one item per call (deletions from the
        /// last, insertions from the first, so every position stays valid).
        func applyOneCallAtATime(to view: WaterfallCollectionView<BenchmarkCell>, _ dataSource: BenchmarkDataSource) {
            dataSource.heights = heights
            report {
                for position in deleted.reversed() { try view.deleteItems(at: [ItemPath(section: 0, item: position)]) }
                for position in inserted { try view.insertItems(at: [ItemPath(section: 0, item: position)]) }
            }
        }

        /// Runs `updates`; a refused update means the benchmark itself is wrong: say which and stop.
        private func report(_ updates: () throws -> Void) {
            do {
                try updates()
            } catch {
                FileHandle.standardError.write(Data("update benchmark: the view refused a change: \(error)\n".utf8))
                exit(1)
            }
        }
    }
}
