import SeededRandom
import Testing
import WaterfallLayout
import WaterfallViews

@Suite("Footer reports and appending", .timeLimit(.minutes(3)))
struct WaterfallCollectionViewLoadingTests {
    @Test func theFirstPageIsAskedForWhenThereAreNoItems() {
        let (source, view) = PagedScenario.make(count: 0)
        #expect(source.footerCalls == 1)
        PagedScenario.deliverPage(of: 20, to: view, from: source)
        #expect(view.itemCount == 20)
        #expect(source.footerCalls == 1, "the footer (at row 53) is off screen")
        LiveSetOracle.expectLiveSetIsExact(view)
    }

    @Test func theFooterIsReportedAfterEveryStepThatLeavesItInView() {
        let (source, view) = PagedScenario.make(count: 20)
        #expect(source.footerCalls == 0)
        view.scroll(by: 10)
        #expect(source.footerCalls == 0)
        view.scrollToBottom()
        #expect(source.footerCalls == 1)
        view.scroll(by: -1)
        #expect(source.footerCalls == 2, "one row up, the 2-row footer still shows")
        view.scroll(by: 1)
        #expect(source.footerCalls == 3)
        view.scrollToTop()
        #expect(source.footerCalls == 3)
        view.scrollToBottom()
        #expect(source.footerCalls == 4)
        let offset = view.scrollOffset
        PagedScenario.deliverPage(of: 20, to: view, from: source)
        #expect(view.scrollOffset == offset, "appending keeps the offset")
        #expect(source.footerCalls == 4, "the footer moved off screen")
        view.scrollToBottom()
        #expect(source.footerCalls == 5)
        #expect(view.itemCount == 40)
    }

    @Test func aPageThatLeavesTheFooterOnScreenReportsItAgain() {
        let (source, view) = PagedScenario.make(count: 0)
        #expect(source.footerCalls == 1)
        PagedScenario.deliverPage(of: 2, to: view, from: source)
        #expect(source.footerCalls == 2, "footer at row 8 is still on screen")
        PagedScenario.deliverPage(of: 20, to: view, from: source)
        #expect(source.footerCalls == 2)
    }

    @Test func anEmptyAppendReportsNothing() {
        let (source, view) = PagedScenario.make(count: 0)
        #expect(source.footerCalls == 1)
        view.appendItems(count: 0)
        #expect(source.footerCalls == 1, "nothing changed, so an empty page cannot loop")
        view.scroll(by: 0)
        #expect(source.footerCalls == 2, "the next step reports again")
    }

    @Test func aSynchronousAnswerLoadsPageAfterPageWithoutNesting() {
        let source = TestDataSource(count: 0, heights: 5 ... 5)
        var depth = 0
        var maximumDepth = 0
        source.onFooter = { view in
            depth += 1
            maximumDepth = max(maximumDepth, depth)
            source.count += 2
            view.appendItems(count: 2)
            depth -= 1
        }
        let view = source.makeView(PagedScenario.configuration)
        // Footer at 3 + 5 × pages: on screen (rows 0..<20) until 4 pages are in.
        #expect(source.footerCalls == 4)
        #expect(view.itemCount == 8)
        #expect(maximumDepth == 1)
        #expect(!view.isFooterVisible)
    }

    @Test func withoutAFooterTheEndOfTheContentTriggers() {
        var configuration = PagedScenario.configuration
        configuration.sections[0].footerHeight = 0
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
        #expect(source.footerCalls == 0)
        view.delegate = source
        view.scroll(by: 0)
        #expect(source.footerCalls == 1)
    }

    @Test func propertyEveryStepReportsExactlyWhenTheTriggerIsVisible() {
        var rng = SplitMix64(seed: 77)
        for _ in 0 ..< 20 {
            let (source, view) = PagedScenario.make(count: Int.random(in: 0 ... 30, using: &rng))
            for _ in 0 ..< 60 {
                let before = source.footerCalls
                switch Int.random(in: 0 ..< 5, using: &rng) {
                case 0: view.scroll(by: Int.random(in: -30 ... 30, using: &rng))
                case 1: view.scrollToBottom()
                case 2: PagedScenario.deliverPage(of: Int.random(in: 1 ... 8, using: &rng), to: view, from: source)
                case 3: view.setViewportSize(width: 21, height: Int.random(in: 5 ... 40, using: &rng))
                default: view.scrollToTop()
                }
                #expect(source.footerCalls - before <= 1, "one report per step")
                if view.isLoadTriggerVisible {
                    #expect(source.footerCalls == before + 1, "a step ending with the footer in view reports it")
                } else {
                    #expect(source.footerCalls == before)
                }
                LiveSetOracle.expectLiveSetIsExact(view)
            }
        }
    }
}
