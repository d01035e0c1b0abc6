import SeededRandom
import Testing
import WaterfallLayout
import WaterfallViews

/// Focus rules on ``PagedScenario``: item `i` in column `i % 2` at rows `3 + (i / 2) × 5 ..< +5`,
/// a 20-row viewport.
@Suite("Keyboard and mouse focus", .timeLimit(.minutes(3)))
struct WaterfallCollectionViewFocusTests {
    /// Whether the focused card is fully on screen, or, taller than the viewport, has its top at the
    /// viewport's top.
    static func focusIsShown(_ view: WaterfallCollectionView<TestCell>) -> Bool {
        guard let focused = view.focusedIndex else { return false }
        let frame = view.frame(ofItem: focused)
        let rows = view.viewportRows
        if frame.height > rows.count { return frame.y == view.scrollOffset || view.scrollOffset == view.maximumScrollOffset }
        return frame.y >= rows.lowerBound && frame.maxY <= rows.upperBound
    }

    @Test func aMoveWithoutFocusFocusesTheFirstVisibleItem() {
        let (source, view) = PagedScenario.make(count: 40)
        #expect(view.moveFocus(.down) == 0)
        #expect(view.scrollOffset == 0)
        view.focus(nil)
        view.scroll(to: 7)
        #expect(view.firstVisibleItem() == 2, "item 0 starts above the viewport; 2 and 3 start at row 8, 2 is left")
        #expect(view.moveFocus(.right) == 2)
        #expect(view.scrollOffset == 7)
        #expect(source.focusChanges == [.init(old: nil, new: 0), .init(old: 0, new: nil), .init(old: nil, new: 2)])
    }

    @Test func upAndDownFollowTheColumnAndScrollTheLeast() {
        let (source, view) = PagedScenario.make(count: 40)
        view.focus(0)
        let expected: [(FocusMove, Int, Int)] = [
            (.down, 2, 0), (.down, 4, 0), (.down, 6, 3), (.down, 8, 8),
            (.up, 6, 8), (.up, 4, 8), (.up, 2, 8), (.up, 0, 3),
        ]
        for (move, index, offset) in expected {
            #expect(view.moveFocus(move) == index, "\(move)")
            #expect(view.scrollOffset == offset, "\(move) to \(index)")
        }
        #expect(view.moveFocus(.up) == 0, "nothing above")
        #expect(view.scrollOffset == 0, "the header comes into view")
        withExtendedLifetime(source) {}
    }

    @Test func leftRightNextPreviousFirstLast() {
        let (source, view) = PagedScenario.make(count: 40)
        view.focus(2)
        #expect(view.moveFocus(.right) == 3)
        #expect(view.moveFocus(.right) == 3)
        #expect(view.moveFocus(.left) == 2)
        #expect(view.moveFocus(.left) == 2)
        #expect(view.moveFocus(.next) == 3)
        #expect(view.moveFocus(.previous) == 2)
        #expect(view.moveFocus(.first) == 0)
        #expect(view.moveFocus(.previous) == 0)
        #expect(view.moveFocus(.last) == 39)
        #expect(view.scrollOffset == 83, "card 39 at rows 98..<103")
        #expect(view.moveFocus(.next) == 39)
        #expect(view.moveFocus(.first) == 0)
        #expect(view.scrollOffset == 3, "the least scroll that shows card 0")
        withExtendedLifetime(source) {}
    }

    @Test func downAtTheEndOfAColumnRevealsTheFooterAndTheNextPage() {
        let (source, view) = PagedScenario.make(count: 40)
        view.focus(38)
        #expect(view.scrollOffset == 83)
        #expect(source.footerCalls == 0)
        #expect(view.moveFocus(.down) == 38)
        #expect(view.scrollOffset == 85)
        #expect(Self.focusIsShown(view))
        #expect(source.footerCalls == 1)
        PagedScenario.deliverPage(of: 20, to: view, from: source)
        #expect(view.focusedIndex == 38 && view.scrollOffset == 85, "an append moves neither focus nor offset")
        #expect(view.moveFocus(.down) == 40)
        #expect(view.scrollOffset == 88)
    }

    @Test func pageDownAndUpKeepTheColumnAndTheOnScreenRow() {
        let (source, view) = PagedScenario.make(count: 40)
        view.focus(2)
        #expect(view.moveFocus(.pageDown) == 10, "row 8 + 20 = 28: card 10 of column 0")
        #expect(view.scrollOffset == 20)
        #expect(view.moveFocus(.pageUp) == 2)
        #expect(view.scrollOffset == 0)
        #expect(view.moveFocus(.pageUp) == 0, "cannot scroll: nearest to the top row")
        view.focus(3)
        #expect(view.moveFocus(.pageDown) == 11, "column 1 stays column 1")
        view.focus(nil)
        view.scrollToTop()
        #expect(view.moveFocus(.pageDown) == 8, "no focus: the first visible item after the page")
        view.focus(38)
        #expect(view.moveFocus(.pageDown) == 38)
        #expect(view.moveFocus(.pageDown) == 38)
        #expect(view.scrollOffset == view.maximumScrollOffset)
        withExtendedLifetime(source) {}
    }

    @Test func cardsTallerThanTheViewportShowTheirTop() {
        let source = TestDataSource(count: 20, heights: 30 ... 30)
        let view = source.makeView(PagedScenario.configuration)
        view.focus(2)
        #expect(view.scrollOffset == 33)
        #expect(view.moveFocus(.down) == 4)
        #expect(view.scrollOffset == 63)
        #expect(view.moveFocus(.up) == 2)
        #expect(view.scrollOffset == 33)
        view.scroll(by: 5)
        #expect(view.moveFocus(.right) == 3)
        #expect(view.scrollOffset == 33)
    }

    @Test func mouseFocusAndSelection() {
        let (source, view) = PagedScenario.make(count: 40)
        #expect(view.focusItem(atViewportX: 12, y: 9) == 3)
        #expect(view.focusedIndex == 3)
        #expect(view.focusItem(atViewportX: 10, y: 9) == nil, "the gap between columns")
        #expect(view.focusItem(atViewportX: 0, y: 1) == nil, "the header")
        #expect(view.focusItem(atViewportX: 0, y: 20) == nil, "below the viewport")
        #expect(view.focusedIndex == 3)
        view.scroll(to: 10)
        #expect(view.item(atViewportX: 0, y: 0) == 2, "viewport row 0 is content row 10")
        view.focus(nil)
        view.selectFocusedItem()
        #expect(source.selections.isEmpty)
        view.focus(5)
        view.selectFocusedItem()
        view.selectItem(at: 7)
        view.selectItem(at: 99)
        #expect(source.selections == [5, 7])
        #expect(view.focusedIndex == 7)
    }

    @Test func invalidFocusRequestsChangeNothing() {
        let (source, view) = PagedScenario.make(count: 40)
        view.focus(4)
        #expect(!view.focus(-1))
        #expect(!view.focus(40))
        #expect(view.focusedIndex == 4)
        #expect(view.focus(nil))
        #expect(view.focusedIndex == nil)
        #expect(source.focusChanges == [.init(old: nil, new: 4), .init(old: 4, new: nil)])
        let (emptySource, empty) = PagedScenario.make(count: 0)
        #expect(empty.moveFocus(.down) == nil)
        #expect(empty.moveFocus(.last) == nil)
        withExtendedLifetime(emptySource) {}
    }

    @Test(arguments: UInt64(1) ... 8)
    func randomMovesFollowTheLayoutAndKeepTheCardShown(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let source = TestDataSource(count: Int.random(in: 50 ... 3_000, using: &rng), seed: seed, aspectHeights: true, spanEvery: seed % 2 == 0 ? 13 : nil)
        let view = source.makeView(
            WaterfallViewConfiguration(
                viewportWidth: Int.random(in: 30 ... 160, using: &rng), viewportHeight: Int.random(in: 8 ... 50, using: &rng),
                section: SectionConfiguration(
                    columnCount: Int.random(in: 1 ... 5, using: &rng), rowSpacing: Int.random(in: 0 ... 1, using: &rng),
                    headerHeight: 2, footerHeight: 1
                ),
                bufferFactor: Int.random(in: 0 ... 5, using: &rng)
            ))
        view.scroll(to: Int.random(in: 0 ... view.contentHeight, using: &rng))
        for step in 0 ..< 200 {
            let move = FocusMove.allCases.randomElement(using: &rng) ?? .down
            let before = view.focusedIndex
            let result = view.moveFocus(move)
            #expect(result == view.focusedIndex)
            if let before {
                let expected: Int?? =
                    switch move {
                    case .up: view.layout.itemAbove(before)
                    case .down: view.layout.itemBelow(before)
                    case .left: view.layout.itemLeft(of: before)
                    case .right: view.layout.itemRight(of: before)
                    default: .none
                    }
                if case .some(let neighbour) = expected {
                    #expect(view.focusedIndex == neighbour ?? before, "step \(step): \(move) from \(before)")
                }
            }
            #expect(Self.focusIsShown(view), "step \(step): \(move)")
            if step % 25 == 0 { LiveSetOracle.expectLiveSetIsExact(view, "step \(step)") }
        }
    }
}
