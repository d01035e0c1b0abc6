import SeededRandom
import Testing
import WaterfallLayout
import WaterfallViews

@Suite("Reload, resize, column changes and appends", .timeLimit(.minutes(3)))
struct WaterfallCollectionViewRelayoutTests {
    static let configuration = WaterfallViewConfiguration(
        viewportWidth: 120, viewportHeight: 40, section: SectionConfiguration(columnCount: 3, footerHeight: 2))

    @Test func aColumnChangeRelayoutsEverythingAndKeepsTheFocusedRow() {
        let source = TestDataSource(count: 5_000, seed: 21, heights: 3 ... 12)
        let view = source.makeView(Self.configuration)
        view.scroll(to: 4_000)
        let focused = view.moveFocus(.down) ?? -1
        view.moveFocus(.down)
        view.moveFocus(.right)
        let index = view.focusedIndex ?? -1
        #expect(index != focused)
        let row = view.frame(ofItem: index).y - view.scrollOffset
        let oldCells = view.liveCells
        let enqueued = view.statistics.enqueued
        view.setColumnCount(5)
        #expect(view.columnCount == 5)
        #expect(view.focusedIndex == index)
        #expect(view.frame(ofItem: index).y - view.scrollOffset == row, "same on-screen row")
        #expect(view.statistics.enqueued == enqueued + oldCells.count, "every live cell went back to the pool")
        #expect(oldCells.values.allSatisfy { $0.reuseCount >= 1 })
        LiveSetOracle.expectLiveSetIsExact(view)
    }

    @Test func withoutFocusTheFirstVisibleItemKeepsItsRow() {
        let source = TestDataSource(count: 5_000, seed: 22, heights: 3 ... 12)
        let view = source.makeView(Self.configuration)
        view.scroll(to: 3_333)
        let anchor = view.firstVisibleItem() ?? -1
        let row = view.frame(ofItem: anchor).y - view.scrollOffset
        view.setColumnCount(2)
        #expect(view.frame(ofItem: anchor).y - view.scrollOffset == row)
        #expect(view.focusedIndex == nil)
        LiveSetOracle.expectLiveSetIsExact(view)
    }

    @Test func aWidthChangeMeasuresEveryItemAgain() {
        let source = TestDataSource(count: 800, seed: 23, aspectHeights: true)
        let view = source.makeView(Self.configuration)
        source.clearRecords()
        view.focus(400)
        view.setViewportSize(width: 80, height: 30)
        #expect(source.measuredIndexes.sorted() == Array(0 ..< 800))
        #expect(view.columnWidth == (80 - 2) / 3)
        #expect(view.focusedIndex == 400)
        #expect(WaterfallCollectionViewFocusTests.focusIsShown(view))
        LiveSetOracle.expectLiveSetIsExact(view)
        source.clearRecords()
        view.setViewportSize(width: 80, height: 30)
        #expect(source.measuredIndexes.isEmpty, "no change, no work")
    }

    @Test func aHeightChangeOnlyUpdatesTheLiveSet() {
        let source = TestDataSource(count: 2_000, seed: 24)
        let view = source.makeView(Self.configuration)
        view.scroll(to: 600)
        view.focus(view.visibleItems.max { view.frame(ofItem: $0).maxY < view.frame(ofItem: $1).maxY })
        source.clearRecords()
        let snapshot = LiveSnapshot(view)
        view.setViewportSize(width: 120, height: 15)
        snapshot.expectIncrementalStep(to: view, "shrinking the viewport")
        #expect(source.measuredIndexes.isEmpty)
        #expect(WaterfallCollectionViewFocusTests.focusIsShown(view), "the focused card at the bottom stays shown")
        LiveSetOracle.expectLiveSetIsExact(view)
    }

    @Test func appendsMoveNoLiveCellAndKeepTheOffset() {
        let source = TestDataSource(count: 300, seed: 25)
        let view = source.makeView(Self.configuration)
        view.scrollToBottom()
        view.focus(view.visibleItems.first)
        let focused = view.focusedIndex
        let offset = view.scrollOffset
        let frames = view.liveCells.keys.map { ($0, view.frame(ofItem: $0)) }
        source.clearRecords()
        let snapshot = LiveSnapshot(view)
        source.count = 340
        view.appendItems(count: 40)
        #expect(view.itemCount == 340)
        #expect(source.measuredIndexes == Array(300 ..< 340), "only the new items are measured")
        #expect(view.scrollOffset == offset)
        #expect(view.focusedIndex == focused)
        snapshot.expectIncrementalStep(to: view, "append")
        for (index, frame) in frames {
            #expect(view.frame(ofItem: index) == frame)
        }
        LiveSetOracle.expectLiveSetIsExact(view)
        #expect(source.requestedIndexes.allSatisfy { $0 >= 300 }, "only new items get cells")
    }

    @Test func reloadEnqueuesEveryCellAndClampsTheFocus() {
        let source = TestDataSource(count: 1_000, seed: 26)
        let view = source.makeView(Self.configuration)
        view.moveFocus(.last)
        let oldCells = Array(view.liveCells.values)
        let counts = oldCells.map(\.reuseCount)
        source.count = 500
        view.reloadData()
        #expect(zip(oldCells, counts).allSatisfy { $0.reuseCount == $1 + 1 }, "each old cell prepared once")
        #expect(view.focusedIndex == 499)
        #expect(source.focusChanges.last == .init(old: 999, new: 499))
        #expect(WaterfallCollectionViewFocusTests.focusIsShown(view))
        LiveSetOracle.expectLiveSetIsExact(view)
        source.count = 0
        view.reloadData()
        #expect(view.focusedIndex == nil)
        #expect(view.liveCells.isEmpty)
        #expect(view.statistics.pooled == view.statistics.created)
    }

    @Test(arguments: UInt64(1) ... 6)
    func randomRelayoutsAppendsAndFocusKeepEverythingExact(seed: UInt64) {
        var rng = SplitMix64(seed: seed &+ 100)
        let source = TestDataSource(count: Int.random(in: 0 ... 4_000, using: &rng), seed: seed, aspectHeights: true, spanEvery: seed % 3 == 0 ? 29 : nil)
        let view = source.makeView(
            WaterfallViewConfiguration(
                viewportWidth: 100, viewportHeight: 30, section: SectionConfiguration(columnCount: 3, headerHeight: 2, footerHeight: 1),
                bufferFactor: Int.random(in: 0 ... 4, using: &rng)
            ))
        // Scrolls may leave the focused card off screen; appends keep it where it was; relayouts and
        // focus moves must show it.
        var focusShown = false
        for step in 0 ..< 120 {
            let action: String
            switch Int.random(in: 0 ..< 7, using: &rng) {
            case 0:
                let width = Int.random(in: 20 ... 200, using: &rng)
                let height = Int.random(in: 1 ... 60, using: &rng)
                view.setViewportSize(width: width, height: height)
                action = "resize \(width)×\(height)"
            case 1:
                let columns = Int.random(in: 1 ... 6, using: &rng)
                view.setColumnCount(columns)
                action = "columns \(columns)"
            case 2:
                let count = Int.random(in: 1 ... 60, using: &rng)
                source.count += count
                view.appendItems(count: count)
                action = "append \(count)"
            case 3:
                let move = FocusMove.allCases.randomElement(using: &rng) ?? .next
                view.moveFocus(move)
                action = "focus \(move)"
            case 4:
                view.scroll(to: Int.random(in: 0 ... max(0, view.contentHeight), using: &rng))
                action = "jump"
            case 5:
                source.count = max(0, source.count - Int.random(in: 0 ... 30, using: &rng))
                view.reloadData()
                action = "reload"
            default:
                view.scroll(by: Int.random(in: -10 ... 10, using: &rng))
                action = "scroll"
            }
            LiveSetOracle.expectLiveSetIsExact(view, "step \(step): \(action)")
            if action.hasPrefix("scroll") || action.hasPrefix("jump") {
                focusShown = false
            } else if !action.hasPrefix("append") {
                focusShown = true
            }
            if view.focusedIndex != nil, focusShown {
                #expect(WaterfallCollectionViewFocusTests.focusIsShown(view), "step \(step): \(action)")
            }
            #expect(view.focusedIndex.map { $0 < view.itemCount } ?? true)
        }
    }
}
