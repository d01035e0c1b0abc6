import Testing
import WaterfallLayout
import WaterfallViews

@Suite("Footer-triggered loading")
struct WaterfallCollectionViewLoadingTests {
    @Test func theFirstPageIsAskedForWhenThereAreNoItems() {
        let (source, view) = PagedScenario.make(count: 0)
        #expect(source.footerCalls == 1)
        #expect(view.loadState == .loading)
        PagedScenario.deliverPage(of: 20, to: view, from: source)
        #expect(view.loadState == .idle)
        #expect(view.itemCount == 20)
        #expect(source.footerCalls == 1, "the footer (at row 53) is off screen")
        LiveSetOracle.expectLiveSetIsExact(view)
    }

    @Test func theFooterFiresOncePerPage() {
        let (source, view) = PagedScenario.make(count: 20)
        #expect(source.footerCalls == 0)
        view.scroll(by: 10)
        #expect(source.footerCalls == 0)
        view.scrollToBottom()
        #expect(source.footerCalls == 1)
        view.scroll(by: -1)
        view.scroll(by: 1)
        view.scrollToTop()
        view.scrollToBottom()
        #expect(source.footerCalls == 1, "not again while the load is in flight")
        let offset = view.scrollOffset
        PagedScenario.deliverPage(of: 20, to: view, from: source)
        #expect(view.scrollOffset == offset, "appending keeps the offset")
        #expect(source.footerCalls == 1, "the footer moved off screen")
        view.scrollToBottom()
        #expect(source.footerCalls == 2)
        PagedScenario.deliverPage(of: 20, to: view, from: source)
        view.scrollToBottom()
        #expect(source.footerCalls == 3)
        #expect(view.itemCount == 60)
    }

    @Test func aPageThatLeavesTheFooterOnScreenAsksForTheNextOne() {
        let (source, view) = PagedScenario.make(count: 0)
        #expect(source.footerCalls == 1)
        PagedScenario.deliverPage(of: 2, to: view, from: source)
        #expect(source.footerCalls == 2, "footer at row 8 is still on screen")
        #expect(view.loadState == .loading)
        PagedScenario.deliverPage(of: 20, to: view, from: source)
        #expect(source.footerCalls == 2)
        #expect(view.loadState == .idle)
    }

    @Test func itemsAppendedDuringTheLoadCountWhenItFinishes() {
        let (source, view) = PagedScenario.make(count: 0)
        source.count = 2
        view.appendItems(count: 2)
        #expect(source.footerCalls == 1, "still loading")
        view.loadDidFinish()
        #expect(source.footerCalls == 2, "the load grew the items and the footer is still on screen")
    }

    @Test func aFailureWaitsForRetry() {
        let (source, view) = PagedScenario.make(count: 20)
        view.scrollToBottom()
        #expect(source.footerCalls == 1)
        view.loadDidFail()
        #expect(view.loadState == .failed)
        view.scroll(by: -5)
        view.scrollToBottom()
        #expect(source.footerCalls == 1, "no automatic retry")
        view.retryLoading()
        #expect(source.footerCalls == 2)
        #expect(view.loadState == .loading)
        view.retryLoading()
        #expect(source.footerCalls == 2, "retry only after a failure")
    }

    @Test func aRetryWithTheFooterOffScreenWaitsForIt() {
        let (source, view) = PagedScenario.make(count: 20)
        view.scrollToBottom()
        view.loadDidFail()
        view.scrollToTop()
        view.retryLoading()
        #expect(view.loadState == .idle)
        #expect(source.footerCalls == 1)
        view.scrollToBottom()
        #expect(source.footerCalls == 2)
    }

    @Test func nothingIsAskedOnceEverythingIsLoaded() {
        let (source, view) = PagedScenario.make(count: 20)
        view.scrollToBottom()
        source.count += 4
        view.loadDidReachEnd(appendedCount: 4)
        #expect(view.loadState == .exhausted)
        #expect(view.itemCount == 24)
        view.scrollToTop()
        view.scrollToBottom()
        view.setViewportSize(width: 30, height: 25)
        view.reloadData()
        view.scrollToBottom()
        #expect(source.footerCalls == 1)
        view.resetLoadState()
        #expect(source.footerCalls == 2, "a reset asks again")
    }

    @Test func aSynchronousAnswerLoadsPageAfterPageWithoutNesting() {
        let source = TestDataSource(count: 0, heights: 5 ... 5)
        var depth = 0
        var maximumDepth = 0
        source.onFooter = { view in
            depth += 1
            maximumDepth = max(maximumDepth, depth)
            source.count += 2
            view.loadDidFinish(appendedCount: 2)
            depth -= 1
        }
        let view = source.makeView(PagedScenario.configuration)
        // Footer at 3 + 5 × pages: on screen (rows 0..<20) until 4 pages are in.
        #expect(source.footerCalls == 4)
        #expect(view.itemCount == 8)
        #expect(maximumDepth == 1)
        #expect(view.loadState == .idle)
        #expect(!view.isFooterVisible)
    }

    @Test func anEmptyAnswerDoesNotLoop() {
        let source = TestDataSource(count: 0, heights: 5 ... 5)
        source.onFooter = { view in view.loadDidFinish() }
        let view = source.makeView(PagedScenario.configuration)
        #expect(source.footerCalls == 1)
        #expect(view.loadState == .idle)
        view.scroll(by: 0)
        #expect(source.footerCalls == 2, "the next check asks again")
    }

    @Test func withoutAFooterTheEndOfTheContentTriggers() {
        var configuration = PagedScenario.configuration
        configuration.footerHeight = 0
        let (source, view) = PagedScenario.make(count: 20, configuration: configuration)
        #expect(view.footerFrame == nil)
        view.scroll(to: view.maximumScrollOffset - 1)
        #expect(source.footerCalls == 0)
        view.scrollToBottom()
        #expect(source.footerCalls == 1)
    }

    @Test func withoutADelegateNothingIsAsked() {
        let source = TestDataSource(count: 0)
        let view = WaterfallCollectionView<TestCell>(configuration: PagedScenario.configuration)
        view.dataSource = source
        view.reloadData()
        #expect(view.loadState == .idle)
        #expect(source.footerCalls == 0)
        view.delegate = source
        view.scroll(by: 0)
        #expect(source.footerCalls == 1)
    }
}
