import Testing
import WaterfallLayout
import WaterfallViews

@Suite("Collection view core: reload, live set, rendering queries", .timeLimit(.minutes(3)))
struct WaterfallCollectionViewTests {
    static let configuration = WaterfallViewConfiguration(
        viewportWidth: 200, viewportHeight: 60, section: SectionConfiguration(columnCount: 4), bufferFactor: 5
    )

    @Test func nothingIsAskedBeforeReloadData() {
        let source = TestDataSource(count: 100)
        let view = WaterfallCollectionView<TestCell>(configuration: Self.configuration)
        view.dataSource = source
        view.delegate = source
        #expect(view.itemCount == 0)
        #expect(view.liveCells.isEmpty)
        #expect(source.measuredIndexes.isEmpty && source.requestedIndexes.isEmpty)
    }

    @Test func reloadMeasuresEachItemOnceAndMakesExactlyTheBufferedCells() {
        let source = TestDataSource(count: 500, seed: 7)
        let view = source.makeView(Self.configuration)
        #expect(view.itemCount == 500)
        #expect(source.measuredIndexes == Array(0 ..< 500))
        LiveSetOracle.expectLiveSetIsExact(view)
        #expect(source.requestedIndexes == view.liveCells.keys.sorted(), "each live item asked once, ascending")
        #expect(view.statistics == ReuseStatistics(created: view.liveCells.count, live: view.liveCells.count))
    }

    @Test func framesComeFromTheLayout() {
        let source = TestDataSource(count: 50, seed: 3)
        let view = source.makeView(Self.configuration)
        var expected = WaterfallLayout(width: 200, section: SectionConfiguration(columnCount: 4))
        expected.append(count: 50) { index, widths in source.size(of: index, widths: widths) }
        for index in 0 ..< 50 {
            #expect(view.frame(ofItem: index) == expected.frame(ofItem: index))
        }
        #expect(view.contentHeight == expected.contentHeight)
        #expect(view.columnWidth == expected.geometry(ofSection: 0).columnWidth)
        #expect(view.columnCount == 4)
    }

    @Test func forEachVisibleCellReportsExactlyTheOnScreenItems() {
        let source = TestDataSource(count: 2_000, seed: 11)
        let view = source.makeView(Self.configuration)
        view.scroll(to: 700)
        var seen: [Int: Rect] = [:]
        view.forEachVisibleCell { index, cell, frame in
            #expect(cell.content == source.content(ofItem: index))
            #expect(seen.updateValue(frame, forKey: index) == nil, "reported once")
        }
        let expected = LiveSetOracle.items(of: view, intersecting: 700 ..< 760)
        #expect(Set(seen.keys) == expected)
        #expect(view.visibleItems == expected.sorted())
        for (index, frame) in seen {
            #expect(frame == view.frame(ofItem: index))
            #expect(view.cell(at: index) === view.liveCells[index])
        }
        #expect(view.viewportRows == 700 ..< 760)
        #expect(view.bufferedRows == 680 ..< 780)
    }

    @Test func instancesShareNoState() {
        let first = TestDataSource(count: 5_000, seed: 1)
        let second = TestDataSource(count: 5_000, seed: 2)
        let a = first.makeView(Self.configuration)
        let b = second.makeView(Self.configuration)
        let bBefore = b.statistics
        let bLive = Set(b.liveCells.keys)
        a.scroll(to: 4_000)
        a.scroll(to: 9_000)
        #expect(b.statistics == bBefore)
        #expect(Set(b.liveCells.keys) == bLive)
        b.scroll(to: 2_000)
        LiveSetOracle.expectLiveSetIsExact(a, "a")
        LiveSetOracle.expectLiveSetIsExact(b, "b")
        #expect(a.liveCells.values.allSatisfy { cell in !b.liveCells.values.contains { $0 === cell } })
    }

    @Test func withoutADataSourceNothingIsLive() {
        let view = WaterfallCollectionView<TestCell>(configuration: Self.configuration)
        view.reloadData()
        view.scrollToBottom()
        #expect(view.itemCount == 0)
        #expect(view.scrollOffset == 0)
        #expect(view.statistics == ReuseStatistics())
    }
}
