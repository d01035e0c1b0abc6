import WaterfallLayout
import WaterfallViews

/// A cell that only records the item it shows: the view manager's own cost, without drawing.
final class BenchmarkCell: ReusableCell {
    /// The item shown, nil while pooled.
    var index: Int?

    /// Forgets the item.
    func prepareForReuse() { index = nil }
}

/// A data source of fixed card heights that counts the cells it is asked for.
final class BenchmarkDataSource: WaterfallCollectionViewDataSource {
    /// Every item's height in rows.
    let heights: [Int]
    /// Cells asked for: what a view that never reuses would create.
    private(set) var requestedCount = 0

    /// A data source of `heights.count` items.
    init(heights: [Int]) {
        self.heights = heights
    }

    /// The number of heights.
    func numberOfItems(in collectionView: WaterfallCollectionView<BenchmarkCell>) -> Int { heights.count }

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
        let view = WaterfallCollectionView<BenchmarkCell>(configuration: WaterfallViewConfiguration(
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
