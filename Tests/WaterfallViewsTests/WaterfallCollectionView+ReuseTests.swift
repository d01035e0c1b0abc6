import SeededRandom
import Testing
import WaterfallLayout
import WaterfallViews

@Suite("Live set and reuse pool", .timeLimit(.minutes(3)))
struct WaterfallCollectionViewReuseTests {
    /// One random scrolling step.
    static func randomStep(_ view: WaterfallCollectionView<TestCell>, using rng: inout SplitMix64) -> String {
        switch Int.random(in: 0 ..< 8, using: &rng) {
        case 0:
            let target = Int.random(in: -100 ... view.contentHeight + 100, using: &rng)
            view.scroll(to: target)
            return "jump \(target)"
        case 1:
            let lines = Int.random(in: -3 ... 3, using: &rng)
            view.scroll(by: lines)
            return "by \(lines)"
        case 2:
            let lines = Int.random(in: -200 ... 200, using: &rng)
            view.scroll(by: lines)
            return "by \(lines)"
        case 3:
            view.scrollPage(Bool.random(using: &rng) ? .up : .down)
            return "page"
        case 4:
            view.scrollHalfPage(Bool.random(using: &rng) ? .up : .down)
            return "half page"
        case 5:
            view.scrollToTop()
            return "top"
        case 6:
            view.scrollToBottom()
            return "bottom"
        default:
            view.scroll(by: Int.random(in: -40 ... 40, using: &rng))
            return "by some"
        }
    }

    @Test(arguments: [(UInt64(1), 2_000, 1), (2, 20_000, 3), (3, 100_000, 4), (4, 100_000, 0), (5, 50_000, 8)])
    func randomScrollsKeepExactlyTheBufferedSet(seed: UInt64, count: Int, bufferFactor: Int) {
        var rng = SplitMix64(seed: seed)
        let source = TestDataSource(count: count, seed: seed, heights: 1 ... 20, spanEvery: seed == 5 ? 97 : nil)
        let view = source.makeView(
            WaterfallViewConfiguration(
                viewportWidth: Int.random(in: 40 ... 200, using: &rng), viewportHeight: Int.random(in: 5 ... 60, using: &rng),
                section: SectionConfiguration(
                    columnCount: Int.random(in: 1 ... 6, using: &rng), rowSpacing: Int.random(in: 0 ... 2, using: &rng),
                    headerHeight: 3, footerHeight: 2
                ),
                bufferFactor: bufferFactor
            ))
        LiveSetOracle.expectLiveSetIsExact(view, "after reload")
        for step in 0 ..< 150 {
            let snapshot = LiveSnapshot(view)
            let action = Self.randomStep(view, using: &rng)
            snapshot.expectIncrementalStep(to: view, "step \(step): \(action)")
            LiveSetOracle.expectLiveSetIsExact(view, "step \(step): \(action)")
        }
    }

    @Test func jumpsAcrossAMillionItemsShowExactlyTheRightCells() {
        var rng = SplitMix64(seed: 1_000_000)
        let source = TestDataSource(count: 1_000_000, seed: 42, heights: 2 ... 24)
        let view = source.makeView(WaterfallViewConfiguration(viewportWidth: 200, viewportHeight: 60, section: SectionConfiguration(columnCount: 4)))
        let height = view.contentHeight
        let targets = [height / 2, height, 0, height - 1, height / 3] + (0 ..< 120).map { _ in Int.random(in: 0 ... height, using: &rng) }
        for (step, target) in targets.enumerated() {
            let snapshot = LiveSnapshot(view)
            view.scroll(to: target)
            snapshot.expectIncrementalStep(to: view, "jump \(step) to \(target)")
            if step % 20 == 0 {
                LiveSetOracle.expectLiveSetIsExact(view, "jump \(step) to \(target)")
            } else {
                let expected = Set(view.layout.items(intersecting: LiveSetOracle.bufferedRows(of: view)))
                #expect(Set(view.liveCells.keys) == expected, "jump \(step) to \(target)")
                LiveSetOracle.expectCellsConsistent(view)
            }
            #expect(!view.liveCells.isEmpty)
        }
        view.scrollToBottom()
        #expect(view.scrollOffset == height - 60)
        #expect(view.cell(at: 999_999) != nil)
    }

    @Test func scrollingThroughAHundredThousandItemsCreatesABoundedNumberOfCells() {
        let source = TestDataSource(count: 100_000, seed: 9, heights: 3 ... 12)
        let view = source.makeView(WaterfallViewConfiguration(viewportWidth: 200, viewportHeight: 60, section: SectionConfiguration(columnCount: 4)))
        var peakLive = view.liveCells.count
        var steps = 0
        while view.scrollOffset < view.maximumScrollOffset {
            view.scroll(by: steps < 3_000 ? 1 : 17)
            peakLive = max(peakLive, view.liveCells.count)
            steps += 1
        }
        let stats = view.statistics
        // The pool only grows when it is empty, so the cells made are the peak of live cells, and
        // the buffered viewport (60 + 2 × 20 rows, cards ≥ 3 rows, 4 columns) bounds that peak.
        #expect(stats.created == peakLive)
        #expect(stats.created <= 4 * ((60 + 40) / 3 + 2))
        #expect(stats.created == source.madeCount)
        // Scrolling one way, every item enters the buffered viewport exactly once.
        #expect(stats.created + stats.dequeued == 100_000)
        #expect(source.requestedIndexes.count == 100_000)
        #expect(view.cell(at: 99_999) != nil)
    }

    @Test func smallScrollsFindTheirOnScreenCellsAlreadyLive() {
        let source = TestDataSource(count: 10_000, seed: 5)
        let view = source.makeView(WaterfallViewConfiguration(viewportWidth: 120, viewportHeight: 40, section: SectionConfiguration(columnCount: 3)))
        view.scroll(to: 3_000)
        var rng = SplitMix64(seed: 77)
        for _ in 0 ..< 100 {
            let before = view.liveCells
            let lines = Int.random(in: -15 ... 15, using: &rng)
            view.scroll(by: lines)
            view.forEachVisibleCell { index, cell, _ in
                #expect(before[index] === cell, "item \(index) on screen after scrolling \(lines) was not live before")
            }
        }
    }

    @Test func aBufferFactorOfZeroKeepsOnlyOnScreenCells() {
        let source = TestDataSource(count: 3_000, seed: 8)
        let view = source.makeView(
            WaterfallViewConfiguration(viewportWidth: 100, viewportHeight: 30, section: SectionConfiguration(columnCount: 3), bufferFactor: 0))
        view.scroll(to: 1_234)
        #expect(Set(view.liveCells.keys) == Set(view.visibleItems))
        let snapshot = LiveSnapshot(view)
        view.setBufferFactor(2)
        snapshot.expectIncrementalStep(to: view, "growing the buffer")
        LiveSetOracle.expectLiveSetIsExact(view)
        #expect(view.bufferedRows == view.scrollOffset - 6 ..< view.scrollOffset + 36)
        let grown = LiveSnapshot(view)
        view.setBufferFactor(0)
        grown.expectIncrementalStep(to: view, "shrinking the buffer")
        #expect(Set(view.liveCells.keys) == Set(view.visibleItems))
    }

    @Test func dequeueingFromAnEmptyPoolReturnsNil() {
        let source = TestDataSource(count: 10)
        let view = source.makeView(WaterfallViewConfiguration())
        #expect(view.dequeueReusableCell() == nil)
        #expect(view.statistics.dequeued == 0)
    }
}
