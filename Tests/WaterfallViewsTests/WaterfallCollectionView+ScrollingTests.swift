import Testing
import WaterfallLayout
import WaterfallViews

@Suite("Scrolling", .timeLimit(.minutes(1)))
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
        let view = source.makeView(WaterfallViewConfiguration(viewportWidth: 80, viewportHeight: 0, section: SectionConfiguration(columnCount: 2), bufferFactor: 1))
        #expect(view.visibleItems.isEmpty)
        LiveSetOracle.expectLiveSetIsExact(view)
        view.scrollHalfPage(.down)
        #expect(view.scrollOffset == 1)
    }
}
