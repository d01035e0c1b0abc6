import SeededRandom
import Testing
import WaterfallLayout
import WaterfallViews

@Suite("Scrolling", .timeLimit(.minutes(3)))
struct WaterfallCollectionViewScrollingTests {
    static func makeView(count: Int = 1_000) -> (TestDataSource, WaterfallCollectionView<TestCell>) {
        let source = TestDataSource(count: count, seed: 4)
        let view = source.makeView(WaterfallViewConfiguration(viewportWidth: 80, viewportHeight: 21, section: SectionConfiguration(columnCount: 2)))
        return (source, view)
    }

    @Test func offsetsAreClampedToTheContent() {
        let (source, view) = Self.makeView()
        #expect(view.maximumScrollOffset == view.contentHeight - 21)
        view.scroll(to: -50)
        #expect(view.scrollOffset == 0)
        view.scroll(to: Int.max)
        #expect(view.scrollOffset == view.maximumScrollOffset)
        view.scroll(by: Int.max)
        #expect(view.scrollOffset == view.maximumScrollOffset)
        view.scroll(by: Int.min)
        #expect(view.scrollOffset == 0)
        view.scroll(by: -1)
        #expect(view.scrollOffset == 0)
        withExtendedLifetime(source) {}  // the view holds its data source weakly
    }

    @Test func linesHalfPagesAndPages() {
        let (source, view) = Self.makeView()
        view.scroll(by: 3)
        #expect(view.scrollOffset == 3)
        view.scrollHalfPage(.down)
        #expect(view.scrollOffset == 13)
        view.scrollPage(.down)
        #expect(view.scrollOffset == 34)
        view.scrollPage(.up)
        #expect(view.scrollOffset == 13)
        view.scrollHalfPage(.up)
        #expect(view.scrollOffset == 3)
        view.scrollHalfPage(.up)
        #expect(view.scrollOffset == 0)
        view.scrollToBottom()
        #expect(view.scrollOffset == view.maximumScrollOffset)
        view.scrollPage(.down)
        #expect(view.scrollOffset == view.maximumScrollOffset)
        view.scrollToTop()
        #expect(view.scrollOffset == 0)
        LiveSetOracle.expectLiveSetIsExact(view)
        withExtendedLifetime(source) {}  // the view holds its data source weakly
    }

    @Test func shortContentDoesNotScroll() {
        let source = TestDataSource(count: 2, seed: 4, heights: 2 ... 2)
        let view = source.makeView(WaterfallViewConfiguration(viewportWidth: 80, viewportHeight: 21))
        #expect(view.maximumScrollOffset == 0)
        view.scrollPage(.down)
        view.scroll(by: 5)
        #expect(view.scrollOffset == 0)
    }

    @Test func aViewportWithoutRowsShowsNothingButKeepsTheBuffer() {
        let source = TestDataSource(count: 100, seed: 4)
        let view = source.makeView(
            WaterfallViewConfiguration(viewportWidth: 80, viewportHeight: 0, section: SectionConfiguration(columnCount: 2), bufferFactor: 1))
        #expect(view.visibleItems.isEmpty)
        LiveSetOracle.expectLiveSetIsExact(view)
        view.scrollHalfPage(.down)
        #expect(view.scrollOffset == 1)
    }

    @Test(arguments: UInt64(1) ... 6)
    func scrollToItemPutsTheItemWhereAsked(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let counts = [Int.random(in: 0 ... 200, using: &rng), Int.random(in: 1 ... 200, using: &rng)]
        let source = TestDataSource(sectionCounts: counts, seed: seed, heights: 1 ... 30)
        let view = source.makeView(
            WaterfallViewConfiguration(
                options: LayoutOptions(width: 70), viewportHeight: Int.random(in: 4 ... 25, using: &rng),
                sections: [SectionConfiguration(columnCount: 3, headerHeight: 2), SectionConfiguration(columnCount: 2, footerHeight: 1)]
            ))
        let height = view.viewportRows.count
        for step in 0 ..< 200 {
            let section = counts[0] > 0 && Bool.random(using: &rng) ? 0 : 1
            let path = ItemPath(section: section, item: Int.random(in: 0 ..< counts[section], using: &rng))
            let position = ScrollPosition.allCases.randomElement(using: &rng) ?? .top
            let frame = view.frame(ofItem: try #require(view.index(of: path)))
            let before = view.scrollOffset
            let wasShown = frame.y >= before && frame.maxY <= before + height
            try view.scrollToItem(path, position: position)
            let offset = view.scrollOffset
            let atEnd = offset == 0 || offset == view.maximumScrollOffset
            let top = frame.y - offset
            let bottom = offset + height - frame.maxY
            let context = "step \(step): \(path) to the \(position), frame \(frame), viewport \(height)"
            switch position {
            case .top:
                #expect(top == 0 || atEnd, "\(context)")
            case .centre where frame.height <= height:
                #expect((top == bottom || top + 1 == bottom) || atEnd, "\(context)")
            case .bottom where frame.height <= height:
                #expect(bottom == 0 || atEnd, "\(context)")
            case .centre, .bottom:
                #expect(top == 0 || atEnd, "taller than the viewport: its top, \(context)")
            case .nearest:
                if wasShown { #expect(offset == before, "already shown, \(context)") }
                if frame.height <= height { #expect(top >= 0 && bottom >= 0, "\(context)") }
            }
            LiveSetOracle.expectCellsConsistent(view, context)
        }
        LiveSetOracle.expectLiveSetIsExact(view)
    }

    @Test func scrollToItemRefusesMissingItemsAndLeavesTheFocus() throws {
        let source = TestDataSource(count: 30, seed: 5)
        let view = source.makeView(WaterfallViewConfiguration(viewportWidth: 40, viewportHeight: 10))
        view.focus(3)
        #expect(throws: WaterfallCollectionViewError.itemOutOfRange(ItemPath(section: 0, item: 30), itemCount: 30)) {
            try view.scrollToItem(ItemPath(section: 0, item: 30), position: .top)
        }
        #expect(throws: WaterfallCollectionViewError.sectionOutOfRange(section: 1, sectionCount: 1)) {
            try view.scrollToItem(ItemPath(section: 1, item: 0), position: .top)
        }
        try view.scrollToItem(ItemPath(section: 0, item: 29), position: .bottom)
        #expect(view.focusedIndex == 3)
        #expect(view.frame(ofItem: 29).maxY <= view.scrollOffset + 10)
    }
}
