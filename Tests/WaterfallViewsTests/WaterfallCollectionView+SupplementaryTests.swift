import Testing
import WaterfallLayout
import WaterfallViews

@Suite("Header, footer, empty and loading views", .timeLimit(.minutes(3)))
struct WaterfallCollectionViewSupplementaryTests {
    @Test func headerAndFooterFrames() {
        let (source, view) = PagedScenario.make(count: 20)
        #expect(view.headerFrame == Rect(x: 0, y: 0, width: 21, height: 3))
        #expect(view.footerFrame == Rect(x: 0, y: 53, width: 21, height: 2))
        #expect(view.contentHeight == 55)
        #expect(view.isHeaderVisible && !view.isFooterVisible)
        view.scroll(to: 3)
        #expect(!view.isHeaderVisible)
        view.scrollToBottom()
        #expect(view.isFooterVisible)
        #expect(view.frame(ofItem: 0) == Rect(x: 0, y: 3, width: 10, height: 5))
        #expect(view.frame(ofItem: 19) == Rect(x: 11, y: 48, width: 10, height: 5))
        withExtendedLifetime(source) {}  // the view holds its data source weakly
    }

    @Test func headerAndFooterCanBeSwitchedOff() {
        var configuration = PagedScenario.configuration
        configuration.sections[0].headerHeight = 0
        configuration.sections[0].footerHeight = 0
        let (source, view) = PagedScenario.make(count: 20, configuration: configuration)
        #expect(view.headerFrame == nil && view.footerFrame == nil)
        #expect(!view.isHeaderVisible && !view.isFooterVisible)
        #expect(view.frame(ofItem: 0).y == 0)
        withExtendedLifetime(source) {}  // the view holds its data source weakly
    }

    @Test func loadingThenEmptyThenContent() {
        let source = TestDataSource(count: 0, heights: 5 ... 5)
        let view = WaterfallCollectionView<TestCell>(configuration: PagedScenario.configuration)
        view.dataSource = source
        view.delegate = source
        view.reloadData()
        let frame = Rect(x: 0, y: 3, width: 21, height: 17)
        #expect(view.placeholder(isLoading: false, isExhausted: false) == nil, "nothing asked yet: no placeholder")
        let loading = view.placeholder(isLoading: true, isExhausted: false)
        #expect(loading?.kind == .loading && loading?.frame == frame, "first load in flight")
        let empty = view.placeholder(isLoading: false, isExhausted: true)
        #expect(empty?.kind == .empty && empty?.frame == frame, "nothing to show")
        PagedScenario.deliverPage(of: 20, to: view, from: source)
        #expect(view.placeholder(isLoading: true, isExhausted: false) == nil, "later pages do not show the loading view")
        #expect(view.placeholder(isLoading: false, isExhausted: true) == nil)
    }

    @Test func aFailedFirstLoadShowsNeitherView() {
        let (source, view) = PagedScenario.make(count: 0)
        #expect(view.placeholder(isLoading: false, isExhausted: false) == nil)
        #expect(view.placeholder(isLoading: true, isExhausted: false)?.kind == .loading, "a retry shows it again")
        withExtendedLifetime(source) {}  // the view holds its data source weakly
    }

    @Test func theEmptyViewReturnsWhenTheItemsGoAway() {
        let (source, view) = PagedScenario.make(count: 10)
        #expect(view.placeholder(isLoading: false, isExhausted: true) == nil)
        source.count = 0
        view.reloadData()
        #expect(view.itemCount == 0)
        #expect(view.placeholder(isLoading: false, isExhausted: true)?.kind == .empty)
        #expect(view.liveCells.isEmpty)
    }

    @Test func emptyAndLoadingViewsCanBeSwitchedOff() {
        var configuration = PagedScenario.configuration
        configuration.emptyViewEnabled = false
        configuration.loadingViewEnabled = false
        let (source, view) = PagedScenario.make(count: 0, configuration: configuration)
        #expect(view.placeholder(isLoading: true, isExhausted: false) == nil)
        #expect(view.placeholder(isLoading: false, isExhausted: true) == nil)
        withExtendedLifetime(source) {}  // the view holds its data source weakly
    }
}
