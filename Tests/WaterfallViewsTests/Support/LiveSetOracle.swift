import Testing
import WaterfallLayout
import WaterfallViews

/// Brute-force answers about a collection view, computed from every frame, and checks of its
/// invariants against them.
enum LiveSetOracle {
    /// The buffered viewport computed from the configuration, independently of the view's own.
    static func bufferedRows(of view: WaterfallCollectionView<TestCell>) -> Range<Int> {
        let configuration = view.configuration
        let widest = configuration.sections.map { max(1, $0.columnCount) }.max() ?? 1
        let margin = max(0, configuration.bufferFactor) * widest
        let height = max(0, configuration.viewportHeight)
        return view.scrollOffset - margin ..< view.scrollOffset + height + margin
    }

    /// The items whose frames intersect `rows`, by filtering every frame. O(N).
    static func items(of view: WaterfallCollectionView<TestCell>, intersecting rows: Range<Int>) -> Set<Int> {
        var found = Set<Int>()
        let layout = view.layout
        for index in 0 ..< layout.itemCount where layout.frame(ofItem: index).intersects(rows: rows) {
            found.insert(index)
        }
        return found
    }

    /// The headers and footers whose frames intersect `rows`, by checking every section. O(S).
    static func elements(of view: WaterfallCollectionView<TestCell>, intersecting rows: Range<Int>) -> Set<SupplementaryElement> {
        var found = Set<SupplementaryElement>()
        for section in 0 ..< view.layout.sectionCount {
            if view.layout.headerFrame(inSection: section)?.intersects(rows: rows) ?? false {
                found.insert(SupplementaryElement(kind: .header, section: section))
            }
            if view.layout.footerFrame(inSection: section)?.intersects(rows: rows) ?? false {
                found.insert(SupplementaryElement(kind: .footer, section: section))
            }
        }
        return found
    }

    /// Checks that the live cells and supplementary views are exactly the brute-force buffered
    /// sets (no supplementary views when the data source gives none), that every live view shows
    /// what the data source says is at its place and is distinct, and that the counters agree.
    static func expectLiveSetIsExact(
        _ view: WaterfallCollectionView<TestCell>, _ context: @autoclosure () -> String = "",
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let rows = bufferedRows(of: view)
        let expected = items(of: view, intersecting: rows)
        let live = Set(view.liveCells.keys)
        #expect(live == expected, "live set, \(context())", sourceLocation: sourceLocation)
        let suppliesViews = (view.dataSource as? TestDataSource)?.suppliesSupplementaryViews ?? false
        let expectedElements = suppliesViews ? elements(of: view, intersecting: rows) : []
        #expect(Set(view.visibleSupplementaryViews.keys) == expectedElements, "live supplementary views, \(context())", sourceLocation: sourceLocation)
        expectCellsConsistent(view, context(), sourceLocation: sourceLocation)
    }

    /// Checks what can be checked without a brute-force pass: each live cell and view shows its own
    /// item or section, no view is live twice, the offset is clamped and the statistics add up.
    static func expectCellsConsistent(
        _ view: WaterfallCollectionView<TestCell>, _ context: @autoclosure () -> String = "",
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        if let source = view.dataSource as? TestDataSource {
            for (index, cell) in view.liveCells where cell.content != source.content(ofItem: index) {
                Issue.record(
                    "cell \(cell.serial) shows \(String(describing: cell.content)) at \(index), \(context())",
                    sourceLocation: sourceLocation
                )
            }
            for (element, cell) in view.visibleSupplementaryViews where cell.content != source.content(of: element) {
                Issue.record(
                    "view \(cell.serial) shows \(String(describing: cell.content)) as the \(element), \(context())",
                    sourceLocation: sourceLocation
                )
            }
        }
        let all = Array(view.liveCells.values) + Array(view.visibleSupplementaryViews.values)
        let distinct = Set(all.map(ObjectIdentifier.init))
        #expect(distinct.count == all.count, "a view is live twice, \(context())", sourceLocation: sourceLocation)
        #expect(view.scrollOffset >= 0 && view.scrollOffset <= view.maximumScrollOffset, sourceLocation: sourceLocation)
        for (stats, live, name) in [
            (view.statistics, view.liveCells.count, "cells"),
            (view.supplementaryStatistics, view.visibleSupplementaryViews.count, "supplementary views"),
        ] {
            #expect(stats.live == live, "\(name), \(context())", sourceLocation: sourceLocation)
            #expect(stats.created == stats.live + stats.pooled, "\(name): created = live + pooled, \(context())", sourceLocation: sourceLocation)
            #expect(stats.dequeued <= stats.enqueued, "\(name), \(context())", sourceLocation: sourceLocation)
            #expect(stats.enqueued - stats.dequeued == stats.pooled, "\(name): pool balance, \(context())", sourceLocation: sourceLocation)
        }
    }

    /// Checks that the view's layout is the one a fresh layout gives for the data source's current
    /// items, measured from scratch: every item frame, header, footer and the content height. O(N C).
    static func expectLayoutMatchesSource(
        _ view: WaterfallCollectionView<TestCell>, _ source: TestDataSource, _ context: @autoclosure () -> String = "",
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let configuration = view.configuration
        var expected = WaterfallLayout(options: configuration.options, sections: [configuration.sections[0]])
        for section in configuration.sections.indices {
            if section > 0 { expected.appendSection(configuration.sections[section]) }
            expected.append(count: source.sectionItems[section].count) { index, widths in source.size(of: index, widths: widths) }
        }
        if view.layout.isSettled { expected.placeWaitingItems() }
        #expect(view.sectionCount == expected.sectionCount, "sections, \(context())", sourceLocation: sourceLocation)
        #expect(view.itemCount == expected.itemCount, "items, \(context())", sourceLocation: sourceLocation)
        guard view.sectionCount == expected.sectionCount, view.itemCount == expected.itemCount else { return }
        var wrongFrames = 0
        let layout = view.layout
        for index in 0 ..< expected.itemCount where layout.frame(ofItem: index) != expected.frame(ofItem: index) {
            wrongFrames += 1
        }
        #expect(wrongFrames == 0, "frames differing from a fresh layout, \(context())", sourceLocation: sourceLocation)
        for section in 0 ..< expected.sectionCount {
            #expect(
                view.layout.headerFrame(inSection: section) == expected.headerFrame(inSection: section), "header \(section), \(context())",
                sourceLocation: sourceLocation)
            #expect(
                view.layout.footerFrame(inSection: section) == expected.footerFrame(inSection: section), "footer \(section), \(context())",
                sourceLocation: sourceLocation)
        }
        #expect(view.contentHeight == expected.contentHeight, "content height, \(context())", sourceLocation: sourceLocation)
        #expect(layout.waitingItems == expected.waitingItems, "waiting items, \(context())", sourceLocation: sourceLocation)
        #expect(
            (0 ..< layout.sectionCount).map(layout.placementMoves(inSection:)) == (0 ..< expected.sectionCount).map(expected.placementMoves(inSection:)),
            "moves, \(context())", sourceLocation: sourceLocation)
    }
}

/// The live cells at one moment with their reuse counts, to check what happened to each across a step.
struct LiveSnapshot {
    private var entries: [Int: (cell: TestCell, reuseCount: Int)] = [:]
    private let enqueued: Int

    init(_ view: WaterfallCollectionView<TestCell>) {
        for (index, cell) in view.liveCells {
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
            if let now = view.liveCells[index] {
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
