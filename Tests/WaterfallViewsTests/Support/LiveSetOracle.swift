import Testing
import WaterfallLayout
import WaterfallViews

/// Brute-force answers about a collection view, computed from every frame, and checks of its
/// invariants against them.
enum LiveSetOracle {
    /// The buffered viewport computed from the configuration, independently of the view's own.
    static func bufferedRows(of view: WaterfallCollectionView<TestCell>) -> Range<Int> {
        let configuration = view.configuration
        let margin = max(0, configuration.bufferFactor) * max(1, configuration.columnCount)
        let height = max(0, configuration.viewportHeight)
        return view.scrollOffset - margin ..< view.scrollOffset + height + margin
    }

    /// The items whose frames intersect `rows`, by filtering every frame. O(N).
    static func items(of view: WaterfallCollectionView<TestCell>, intersecting rows: Range<Int>) -> Set<Int> {
        var found = Set<Int>()
        for index in 0 ..< view.itemCount where view.layout.frame(ofItem: index).intersects(rows: rows) {
            found.insert(index)
        }
        return found
    }

    /// Checks that the live set is exactly the brute-force buffered set, that every live cell is
    /// configured for its index and distinct, and that the counters agree.
    static func expectLiveSetIsExact(
        _ view: WaterfallCollectionView<TestCell>, _ context: @autoclosure () -> String = "",
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let expected = items(of: view, intersecting: bufferedRows(of: view))
        let live = Set(view.visibleCells.keys)
        #expect(live == expected, "live set, \(context())", sourceLocation: sourceLocation)
        expectCellsConsistent(view, context(), sourceLocation: sourceLocation)
    }

    /// Checks what can be checked without a brute-force pass: each live cell shows its own index,
    /// no cell is live twice, the offset is clamped and the statistics add up.
    static func expectCellsConsistent(
        _ view: WaterfallCollectionView<TestCell>, _ context: @autoclosure () -> String = "",
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for (index, cell) in view.visibleCells where cell.index != index {
            Issue.record("cell \(cell.serial) shows \(String(describing: cell.index)) at \(index), \(context())", sourceLocation: sourceLocation)
        }
        let distinct = Set(view.visibleCells.values.map(ObjectIdentifier.init))
        #expect(distinct.count == view.visibleCells.count, "a cell is live twice, \(context())", sourceLocation: sourceLocation)
        #expect(view.scrollOffset >= 0 && view.scrollOffset <= view.maximumScrollOffset, sourceLocation: sourceLocation)
        let stats = view.statistics
        #expect(stats.live == view.visibleCells.count, sourceLocation: sourceLocation)
        #expect(stats.created == stats.live + stats.pooled, "created = live + pooled, \(context())", sourceLocation: sourceLocation)
        #expect(stats.dequeued <= stats.enqueued, sourceLocation: sourceLocation)
        #expect(stats.enqueued - stats.dequeued == stats.pooled, "pool balance, \(context())", sourceLocation: sourceLocation)
    }
}

/// The live cells at one moment with their reuse counts, to check what happened to each across a step.
struct LiveSnapshot {
    private var entries: [Int: (cell: TestCell, reuseCount: Int)] = [:]
    private let enqueued: Int

    init(_ view: WaterfallCollectionView<TestCell>) {
        for (index, cell) in view.visibleCells {
            entries[index] = (cell, cell.reuseCount)
        }
        enqueued = view.statistics.enqueued
    }

    /// Checks a step with no relayout: cells that stayed are untouched (same object, no
    /// `prepareForReuse`), every cell that left got exactly one `prepareForReuse`, and exactly the
    /// departures were enqueued.
    func expectIncrementalStep(
        to view: WaterfallCollectionView<TestCell>, _ context: @autoclosure () -> String = "",
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var departures = 0
        for (index, entry) in entries {
            if let now = view.visibleCells[index] {
                #expect(now === entry.cell, "item \(index) changed cell, \(context())", sourceLocation: sourceLocation)
                #expect(entry.cell.reuseCount == entry.reuseCount, "kept cell reused, \(context())", sourceLocation: sourceLocation)
            } else {
                departures += 1
                #expect(entry.cell.reuseCount == entry.reuseCount + 1, "departed cell prepared once, \(context())", sourceLocation: sourceLocation)
            }
        }
        #expect(view.statistics.enqueued - enqueued == departures, "enqueued exactly the departures, \(context())", sourceLocation: sourceLocation)
    }
}
