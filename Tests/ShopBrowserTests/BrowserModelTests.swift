import ShopCatalog
import Testing
import WaterfallTUI

@testable import ShopBrowser
@testable import ShopBrowserRuntime

@Suite("Browser model", .timeLimit(.minutes(3)))
struct BrowserModelTests {
    func screen(_ model: BrowserHarness) -> String { model.render().lines().joined(separator: "\n") }

    @Test func firstPageShowsCardsHeaderAndHints() async {
        let model = await Fixtures.browser(source: StaticPageSource(pages: Fixtures.pages(3, perPage: 10)))
        #expect(model.items.count == 10, "one page fills the screen: the footer is out of view")
        let canvas = model.render()
        ScreenLines.expect(canvas, row: 0, " waterfall · test                                10 items · 2 cols (auto) · Top")
        ScreenLines.expect(canvas, from: 1, [" ╭────────────────────────────────────╮ ╭────────────────────────────────────╮"])
        ScreenLines.expect(
            canvas, from: 14,
            [
                " │Linen shirt 0                       │ │░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░│",
                " │¥19.90                              │ │纯棉短袖T恤 夏季新款 1              │",
                " │Acme Store                          │ │¥19.90                              │",
            ])
        ScreenLines.expect(canvas, row: -1, " ?  help  q  quit  /  search  ⏎  open  j/k  scroll  J/K/h/l  focus  ␣/b  page")
        let lines = canvas.lines()
        #expect(lines.count == 24)
        for line in lines { #expect(line.displayWidth == 80) }
    }

    @Test func scrollingToTheFooterLoadsPagesUntilTheEnd() async {
        let model = await Fixtures.browser(source: StaticPageSource(pages: Fixtures.pages(3, perPage: 10)), height: 40)
        for _ in 0 ..< 10 {
            model.handle(.key(.character("G")))
            await Fixtures.settle(model)
        }
        #expect(model.items.count == 30)
        ScreenLines.expect(model.render(), row: -2, "                         — end of catalog · 30 items —")
        #expect(Set(model.items.map(\.id)).count == 30)
    }

    @Test func aFailedPageShowsRetryAndRRecovers() async {
        let model = await Fixtures.browser(source: StaticPageSource(pages: Fixtures.pages(2, perPage: 10), failures: [1: 1]))
        #expect(model.items.isEmpty)
        #expect(screen(model).contains("failed: simulated network error loading page 1 (attempt 1) — press r to retry"))
        model.handle(.key(.character("r")))
        ScreenLines.expect(model.render(), row: -1, " retrying page 1…")
        await Fixtures.settle(model)
        #expect(model.items.count == 10)
        #expect(!screen(model).contains("press r to retry"))
        ScreenLines.expect(model.render(), row: -1, " page 1 loaded")
    }

    @Test func aRetryThatFailsAgainSaysSo() async {
        let model = await Fixtures.browser(source: StaticPageSource(pages: Fixtures.pages(2, perPage: 10), failures: [1: 2]))
        model.handle(.key(.character("r")))
        await Fixtures.settle(model)
        ScreenLines.expect(model.render(), row: -1, " page 1 failed again: simulated network error loading page 1 (attempt 2) — pres…")
        #expect(model.notice?.text == "page 1 failed again: simulated network error loading page 1 (attempt 2) — press r to retry")
        #expect(model.notice?.isWarning == true)
    }

    @Test func emptyCatalogShowsTheEmptyView() async {
        let model = await Fixtures.browser(source: StaticPageSource(pages: []))
        #expect(screen(model).contains("This catalog has no items."))
    }

    @Test func loadingViewShowsWhileTheFirstPageLoads() {
        let model = BrowserModel(
            options: BrowserOptions(catalogName: "test"), theme: Theme(colorMode: .monochrome), screenSize: Size(width: 80, height: 24)
        )
        #expect(model.update(.start).pager == [.requestNextPage])
        _ = model.update(.pager(PagerReport(arrivals: [], status: PagerStatus(phase: .loading(page: 1), pagesLoaded: 0, itemsLoaded: 0))))
        #expect(model.render().lines().joined().contains("loading test…"))
    }

    @Test func helpDetailAndSearchModes() async {
        let model = await Fixtures.browser(source: StaticPageSource(pages: Fixtures.pages(1, perPage: 12)), height: 40)
        model.handle(.key(.character("?")))
        #expect(screen(model).contains("Keys"))
        model.handle(.key(.character("x")))
        #expect(model.mode == .browsing)

        model.handle(.key(.tab))
        model.handle(.key(.enter))
        #expect(model.viewedItem == 0)
        #expect(screen(model).contains("1/12+ · Linen shirt 0 · fit"), "which of how many (more pages may come), the name, the zoom")
        model.handle(.key(.escape))
        #expect(model.mode == .browsing)

        for key in ["/", "m", "u", "g"].map(Character.init) { model.handle(.key(.character(key))) }
        let expected = model.items.filter { $0.title.raw.lowercased().contains("mug") || $0.origin.raw.lowercased().contains("mug") }.count
        #expect(expected >= 2)
        #expect(screen(model).contains("/mug█  \(expected) matches"))
        model.handle(.key(.enter))
        let first = model.grid.view.focusedIndex
        #expect(first.map { model.items[$0].title.raw.lowercased().contains("mug") } == true)
        #expect(model.notice?.text.contains("match 1 of \(expected)") == true)
        model.handle(.key(.character("n")))
        let second = model.grid.view.focusedIndex
        #expect(model.notice?.text.contains("match 2 of \(expected)") == true)
        #expect(second != first)
        #expect(second.map { model.items[$0].title.raw.lowercased().contains("mug") } == true)
        model.handle(.key(.character("N")))
        #expect(model.grid.view.focusedIndex == first)
    }

    @Test func columnsFollowTheWidthUnlessFixed() async {
        let model = await Fixtures.browser(source: StaticPageSource(pages: Fixtures.pages(1, perPage: 20)), width: 120)
        let automatic = model.grid.view.columnCount
        #expect(automatic == BrowserOptions.automaticColumns(forWidth: 120, spacing: 1))
        model.handle(.resize(cols: 60, rows: 24))
        #expect(model.grid.view.columnCount == BrowserOptions.automaticColumns(forWidth: 60, spacing: 1))
        #expect(model.grid.view.columnCount < automatic)
        model.handle(.key(.character("+")))
        #expect(model.fixedColumns == model.grid.view.columnCount)
        let fixed = model.grid.view.columnCount
        model.handle(.resize(cols: 120, rows: 24))
        #expect(model.grid.view.columnCount == fixed)
        model.handle(.key(.character("=")))
        #expect(model.grid.view.columnCount == automatic)
    }

    @Test func aTinyScreenSaysSoAndRecovers() async {
        let model = await Fixtures.browser(source: StaticPageSource(pages: Fixtures.pages(1, perPage: 5)), width: 8, height: 4)
        #expect(model.isScreenTooSmall)
        #expect(model.render().lines(trimmingTrailingSpaces: true).joined(separator: " ").lowercased().contains("too small, need 10×6"))
        model.handle(.resize(cols: 80, rows: 24))
        #expect(screen(model).contains("╭"))
    }

    @Test func quitAndTerminateEndTheLoop() async {
        let model = await Fixtures.browser(source: StaticPageSource(pages: Fixtures.pages(1, perPage: 5)))
        #expect(model.handle(.key(.character("q"))) == BrowserUpdate(quit: true))
        let other = await Fixtures.browser(source: StaticPageSource(pages: Fixtures.pages(1, perPage: 5)))
        #expect(other.handle(.terminate) == BrowserUpdate(quit: true))
    }
}

@Suite("Browser model: bad input", .timeLimit(.minutes(3)))
struct BrowserModelBadInputTests {
    @Test func skippedItemsAreCountedAndNamedOnScreen() async {
        let model = await Fixtures.browser(source: PageWithIssueSource())
        let text = model.render().lines().joined(separator: "\n")
        #expect(text.contains("1 skipped"))
        #expect(model.notice?.text.contains("page-01.json") == true)
        #expect(model.notice?.text.contains("price") == true)
        #expect(model.notice?.isWarning == true)
        #expect(model.items.count == 4)
    }
}

@Suite("Browser model: keys", .timeLimit(.minutes(3)))
struct BrowserModelKeyTests {
    @Test func jAndKScrollByALineWhileCapitalsMoveTheFocus() async {
        let model = await Fixtures.browser(source: StaticPageSource(pages: Fixtures.pages(3, perPage: 20)), width: 80, height: 24)
        let view = model.grid.view
        model.handle(.key(.character("j")))
        #expect(view.scrollOffset == 1)
        model.handle(.key(.down))
        #expect(view.scrollOffset == 2)
        model.handle(.key(.character("k")))
        #expect(view.scrollOffset == 1)
        #expect(view.focusedIndex == nil)

        model.handle(.key(.character("J")))
        let first = view.focusedIndex
        #expect(first != nil)
        model.handle(.key(.character("J")))
        let below = view.focusedIndex
        #expect(below != first)
        if let first, let below {
            #expect(view.frame(ofItem: below).y > view.frame(ofItem: first).y)
            #expect(view.frame(ofItem: below).x == view.frame(ofItem: first).x, "same column")
        }
        model.handle(.key(.character("K")))
        #expect(view.focusedIndex == first)
    }

    @Test func scrollingTheFocusedCardOffScreenReleasesTheFocusWithoutScrollingBack() async {
        let model = await Fixtures.browser(source: StaticPageSource(pages: Fixtures.pages(3, perPage: 20)), width: 80, height: 24)
        let view = model.grid.view
        model.handle(.key(.character("J")))
        let focused = view.focusedIndex
        #expect(focused != nil)
        let target = view.frame(ofItem: focused ?? 0).maxY + 1
        while view.scrollOffset < target, view.scrollOffset < view.maximumScrollOffset {
            model.handle(.key(.character("j")))
        }
        #expect(view.focusedIndex == nil)
        let offset = view.scrollOffset
        model.handle(.key(.character("l")))
        #expect(view.focusedIndex != nil)
        #expect(view.scrollOffset >= offset - 1, "the next focus starts on screen")
    }
}

@Suite("Browser model: effects and redraws", .timeLimit(.minutes(3)))
struct BrowserModelEffectsTests {
    @Test func aKeyThatChangesNothingSendsTheTerminalNothing() async {
        let backend = TestBackend(cols: 80, rows: 24)
        let model = await Fixtures.browser(source: StaticPageSource(pages: Fixtures.pages(1, perPage: 10)), terminal: Terminal(backend: backend))
        model.runtime.presentIfNeeded(now: .now)
        for (key, why) in [("k", "k at the top moves nothing"), ("x", "an unbound key")] {
            let before = model.render()
            let presents = backend.presentCount
            model.handle(.key(.character(Character(key))))
            #expect(model.render().cells == before.cells, "\(why)")
            model.runtime.presentIfNeeded(now: .now)
            #expect(backend.presentCount == presents + 1 && backend.lastChangedCells == 0 && backend.lastBytes == 0, "\(why): no cell sent")
        }
        model.handle(.key(.character("j")))
        model.runtime.presentIfNeeded(now: .now)
        #expect(backend.lastChangedCells > 0, "j scrolls: cells are sent")
        #expect(model.handle(.key(.character("?"))).needsRedraw, "the help opens")
    }

    @Test func terminalKeysBecomeEffects() async {
        let model = await Fixtures.browser(source: StaticPageSource(pages: Fixtures.pages(1, perPage: 10)))
        #expect(model.handle(.key(.ctrl("l"))) == BrowserUpdate(needsRedraw: true, terminal: [.redrawAll]))
        #expect(model.handle(.key(.ctrl("z"))) == BrowserUpdate(needsRedraw: true, terminal: [.suspend]))
        #expect(model.handle(.key(.character("q"))) == BrowserUpdate(quit: true))
        #expect(model.terminalEffects == [.redrawAll, .suspend], "the runtime carried both out")
    }

    @Test func theFullScreenViewAtTheLastLoadedPictureReadsAheadAndThenStopsSayingMore() throws {
        let model = BrowserModel(
            options: BrowserOptions(catalogName: "test", pictures: .off), theme: Theme(colorMode: .monochrome), screenSize: Size(width: 60, height: 12)
        )
        _ = model.update(.start)
        let items = Fixtures.pages(1, perPage: 7)[0]
        let idle = PagerStatus(phase: .idle, pagesLoaded: 1, itemsLoaded: 7)
        _ = model.update(.pager(PagerReport(arrivals: items, status: idle)))
        #expect(model.loadingIntent == nil, "seven cards push the footer off a small screen")
        _ = model.update(.input(.key(.enter)))
        let first = try #require(model.viewer)
        #expect(model.viewerStatus(first).hasPrefix("1/7+"), "\(model.viewerStatus(first))")
        #expect(model.loadingIntent == nil, "the first picture: nothing to read ahead")
        let last = model.arrangement.count - 1
        let step = model.update(.command(.focus(last)))
        #expect(model.loadingIntent == .viewerAtEnd)
        #expect(step.pager == [.requestNextPage], "the last loaded picture asks for the next page")
        let loading = PagerStatus(phase: .loading(page: 2), pagesLoaded: 1, itemsLoaded: 7)
        _ = model.update(.pager(PagerReport(arrivals: [], status: loading)))
        #expect(model.update(.input(.key(.character("n")))).pager.isEmpty, "a step past the end waits for the page asked for")
        #expect(model.viewer?.awaitsNextPage == true && model.loadingIntent == .viewerStep)
        let end = PagerStatus(phase: .exhausted, pagesLoaded: 1, itemsLoaded: 7)
        #expect(model.update(.pager(PagerReport(arrivals: [], status: end))).pager.isEmpty)
        let state = try #require(model.viewer)
        #expect(state.awaitsNextPage == false && model.notice?.text == "the last item")
        #expect(model.viewerStatus(state).hasPrefix("7/7 "), "\(model.viewerStatus(state))")
    }

    @Test func theFooterAsksForAPageOnlyThroughAnEffectWhileThePagerIsIdle() {
        let model = BrowserModel(
            options: BrowserOptions(catalogName: "test"), theme: Theme(colorMode: .monochrome), screenSize: Size(width: 80, height: 24)
        )
        #expect(model.update(.start).pager == [.requestNextPage], "the empty waterfall shows its footer")
        #expect(model.loadingIntent == .footerInView, "derived from what is shown; no flag says it was asked")
        let loading = PagerStatus(phase: .loading(page: 1), pagesLoaded: 0, itemsLoaded: 0)
        let whileLoading = model.update(.pager(PagerReport(arrivals: [], status: loading)))
        #expect(whileLoading.pager.isEmpty, "the pager says a page loads: not asked again")
        #expect(model.update(.input(.key(.character("j")))).pager.isEmpty, "nor on a key while it loads")
        #expect(whileLoading.tickAfter == BrowserModel.spinnerInterval, "the spinner asks for its timer while a page loads")
        #expect(model.update(.tick(.now)).needsRedraw, "the spinner turns")
        let two = Fixtures.pages(1, perPage: 2)[0]
        let idle = PagerStatus(phase: .idle, pagesLoaded: 1, itemsLoaded: 2)
        #expect(model.update(.pager(PagerReport(arrivals: two, status: idle))).pager == [.requestNextPage], "two cards leave the footer in view")
        let end = PagerStatus(phase: .exhausted, pagesLoaded: 1, itemsLoaded: 2)
        #expect(model.update(.pager(PagerReport(arrivals: [], status: end))).pager.isEmpty, "the end: nothing more to ask")
        #expect(model.update(.tick(.now)) == BrowserUpdate(), "nothing animates while idle")
        let failed = PagerStatus(phase: .failed(page: 2, reason: "timeout"), pagesLoaded: 1, itemsLoaded: 2)
        #expect(model.update(.pager(PagerReport(arrivals: [], status: failed))).pager.isEmpty, "a failed page waits for its retry")
        #expect(model.update(.input(.key(.character("r")))).pager.contains(.retryPage), "r retries a failed page")
    }

    @Test func theHeaderNamesTheCatalogOnceAPageToldItsName() {
        let model = BrowserModel(
            options: BrowserOptions(catalogName: "http://127.0.0.1:8080/"), theme: Theme(colorMode: .monochrome), screenSize: Size(width: 80, height: 24)
        )
        _ = model.update(.start)
        #expect(model.render().lines()[0].hasPrefix(" waterfall · http://127.0.0.1:8080/"))
        let named = PagerStatus(phase: .idle, pagesLoaded: 1, itemsLoaded: 2, catalogName: "Mugs")
        _ = model.update(.pager(PagerReport(arrivals: Fixtures.pages(1, perPage: 2)[0], status: named)))
        #expect(model.render().lines()[0].hasPrefix(" waterfall · Mugs "))
        _ = model.update(.pager(PagerReport(arrivals: [], status: PagerStatus(phase: .exhausted, pagesLoaded: 1, itemsLoaded: 2))))
        #expect(model.render().lines()[0].hasPrefix(" waterfall · Mugs "), "the name stays")
    }

    @Test func aCatalogThatStoppedOnALoopSaysWhyInTheFooterAndOnTheStatusLine() {
        let model = BrowserModel(options: BrowserOptions(catalogName: "loop"), theme: Theme(colorMode: .monochrome), screenSize: Size(width: 100, height: 24))
        _ = model.update(.start)
        let page = PagerStatus(phase: .idle, pagesLoaded: 1, itemsLoaded: 2)
        _ = model.update(.pager(PagerReport(arrivals: Fixtures.pages(1, perPage: 2)[0], status: page)))
        let stopped = PagerStatus(
            phase: .exhausted, pagesLoaded: 1, itemsLoaded: 2, stopReason: "http://h/items?page=2: page 2 links back to page 1: stopping here")
        _ = model.update(.pager(PagerReport(arrivals: [], status: stopped)))
        #expect(model.notice == StatusNotice("http://h/items?page=2: page 2 links back to page 1: stopping here", isWarning: true))
        #expect(model.render().lines().contains { $0.contains("— stopped: http://h/items?page=2: page 2 links back to page 1: stopping here · 2 items —") })
    }
}
