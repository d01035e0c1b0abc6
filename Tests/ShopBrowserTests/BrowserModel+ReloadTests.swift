import ShopCatalog
import TestSupport
import Testing
import WaterfallTUI

@testable import ShopBrowser
@testable import ShopBrowserRuntime

@Suite("Browser model: r retries what failed, R reloads keeping the place", .timeLimit(.minutes(3)))
struct BrowserModelReloadTests {
    @Test func rWithNothingFailedChangesNothingAndSaysHowToReload() async {
        let model = await Fixtures.browser(source: StaticPageSource(pages: Fixtures.pages(3, perPage: 10)))
        let before = model.items.map(\.id)
        let update = model.handle(.key(.character("r")))
        #expect(update.pager.isEmpty, "nothing is reloaded")
        #expect(model.items.map(\.id) == before)
        #expect(model.notice?.text == "nothing failed to retry · R reloads the catalog")
    }

    @Test func rRetriesThePicturesThatFailedAndTheirCardsWantThemAgain() async throws {
        let model = BrowserHarness(
            model: BrowserModel(
                options: BrowserOptions(columns: 2, catalogName: "photos", pictures: PictureSettings(mode: .auto)),
                theme: Theme(colorMode: .ansi256), screenSize: Size(width: 60, height: 40)
            ),
            source: StaticPageSource(pages: [[PictureFixtures.item("a", image: .file(path: "/pictures/forest.jpg"), width: 480, height: 160)]])
        )
        model.start()
        await model.settlePages()
        let wanted = model.pictures.wanted
        let key = try #require(wanted.keys.first, "the cards want photos")
        _ = model.send(.pictures(PictureReport(finished: [(key: key, result: .failure(PictureFailure(reference: key.reference, reason: "HTTP 503")))])))
        #expect(model.pictures.state(for: key) == .failed)
        #expect(model.pictures.wanted[key] == nil, "a failed photo is not asked for again by itself")
        model.handle(.key(.character("!")))
        let list = model.render().lines().joined(separator: "\n")
        #expect(list.contains("1 picture not shown — r retries it now:"))
        #expect(list.contains("/pictures/forest.jpg: HTTP 503"), "the picture and why")
        let update = model.handle(.key(.character("r")))
        #expect(model.mode == .browsing, "r in the list closes it")
        #expect(model.notice?.text == "retrying 1 photo…")
        #expect(model.pictures.state(for: key) == .loading)
        #expect(update.pictures?[key] != nil, "its card asks for it again")
    }

    @Test func capitalRWithOnePageReloadsAtOnceKeepingTheCardsUntilThePageIsIn() async throws {
        let model = await Fixtures.browser(source: StaticPageSource(pages: Fixtures.pages(1, perPage: 6)))
        model.handle(.key(.character("l")))
        let focused = try #require(model.focusedIndex.map { model.model.item(atFlat: $0).id })
        let update = model.handle(.key(.character("R")))
        #expect(update.pager == [.reload, .requestNextPage], "a fresh pager, asked for page 1 at once")
        #expect(model.items.count == 6, "the cards stay while the page loads")
        #expect(model.render().lines().last?.contains("reloading…") == true)
        await model.settle()
        #expect(model.items.count == 6)
        #expect(model.focusedIndex.map { model.model.item(atFlat: $0).id } == focused, "focused on the same item again")
        #expect(model.notice?.text == "reloaded 6 items, back where you were")
    }

    @Test func capitalRWithSeveralPagesAsksAndReloadsThemAllBackToTheFocusedItem() async throws {
        let model = await Fixtures.browser(source: StaticPageSource(pages: Fixtures.pages(4, perPage: 10)), height: 30)
        for _ in 0 ..< 6 {
            model.handle(.key(.character("G")))
            await model.settle()
        }
        #expect(model.pagerStatus.pagesLoaded >= 3)
        let pages = model.pagerStatus.pagesLoaded
        for _ in 0 ..< 5 { model.handle(.key(.character("K"))) }
        let focusedIndex = try #require(model.focusedIndex)
        let focused = model.model.item(atFlat: focusedIndex).id
        let offset = model.scrollOffset

        #expect(model.handle(.key(.character("R"))).pager.isEmpty, "asks first")
        #expect(model.render().lines().last?.contains("reload all \(pages) pages from the first?") == true)
        #expect(model.handle(.key(.character("n"))).pager.isEmpty)
        #expect(model.notice?.text == "kept what is loaded")
        #expect(model.focusedIndex == focusedIndex && model.scrollOffset == offset)

        model.handle(.key(.character("R")))
        #expect(model.handle(.key(.character("y"))).pager == [.reload, .requestNextPage])
        await model.settle()
        #expect(model.pagerStatus.pagesLoaded >= pages, "as many pages as before are loaded again")
        let again = try #require(model.focusedIndex)
        #expect(model.model.item(atFlat: again).id == focused)
        #expect(model.scrollOffset == offset, "on the same screen row as before")
    }

    @Test func whereTheUserMovesWhileTheReloadLoadsIsWhereItComesBack() async throws {
        let model = await Fixtures.browser(source: DelayedPageSource(pages: Fixtures.pages(1, perPage: 12), delay: .milliseconds(30)))
        model.handle(.key(.character("R")))
        model.handle(.key(.character("G")))
        for _ in 0 ..< 3 { model.handle(.key(.character("K"))) }
        let last = try #require(model.focusedIndex.map { model.model.item(atFlat: $0).id })
        let offset = model.scrollOffset
        await model.settle()
        #expect(model.notice?.text == "reloaded 12 items, back where you were")
        #expect(model.focusedIndex.map { model.model.item(atFlat: $0).id } == last)
        #expect(model.scrollOffset == offset, "on its row")
    }

    @Test func aFullScreenViewOpenedWhileTheReloadLoadsShowsTheSameItemAfterIt() async throws {
        let model = await Fixtures.browser(source: DelayedPageSource(pages: Fixtures.pages(1, perPage: 12), delay: .milliseconds(30)))
        model.handle(.key(.character("R")))
        model.handle(.key(.character("l")))
        model.handle(.key(.enter))
        guard let before = model.viewedItem else {
            Issue.record("no full-screen view: \(model.mode)")
            return
        }
        let id = model.items[before].id
        await model.settle()
        guard let after = model.viewedItem else {
            Issue.record("the view closed: \(model.mode)")
            return
        }
        #expect(model.items[after].id == id)
        model.handle(.key(.escape))
        #expect(model.mode == .browsing)
    }

    @Test func aReloadThatFailsKeepsWhatWasShownAndSaysSo() async throws {
        let source = StaticPageSource(pages: Fixtures.pages(1, perPage: 6), failures: [1: 0])
        let model = await Fixtures.browser(source: FailingAfterFirstLoad(base: source))
        let before = model.items.map(\.id)
        model.handle(.key(.character("R")))
        await model.settle()
        #expect(model.items.map(\.id) == before, "nothing shown was dropped")
        let notice = try #require(model.notice)
        #expect(notice.isWarning && notice.text.hasPrefix("reload stopped at page 1: server: cannot read: down — still showing what was loaded before"))
        let lines = model.render().lines()
        #expect(lines.contains { $0.contains("Linen shirt 0") }, "the old cards are drawn")
    }

    @Test func aTransientFailureCountsDownToItsRetryWhichGoesOutByItself() async throws {
        let clock = ManualClock()
        let harness = BrowserHarness(
            model: BrowserModel(options: BrowserOptions(catalogName: "test"), theme: Theme(colorMode: .monochrome), screenSize: Size(width: 100, height: 24)),
            source: StaticPageSource(pages: Fixtures.pages(1, perPage: 10), failures: [1: 1], advice: .transient(after: .seconds(5))),
            services: BrowserServices(retryClock: RetryClock(clock))
        )
        harness.start()
        await harness.settle()
        let retry = try #require(harness.pagerStatus.retry)
        #expect(retry.delay == .seconds(5))
        let lines = harness.render().lines(trimmingTrailingSpaces: true)
        #expect(lines.last == " page 1 failed · retrying in 5 s · r retries now")
        let middle = lines.firstIndex { $0.contains("failed: simulated network error loading page 1 (attempt 1) — retrying in 5 s, r now") }
        #expect(middle == 12, "the first page's failure stands where loading… stood, not on the top row: \(lines)")
        let update = harness.send(.tick(retry.deadline - .milliseconds(1500)))
        #expect(update.needsRedraw && update.tickAfter == BrowserModel.countdownInterval)
        #expect(harness.render().lines(trimmingTrailingSpaces: true).last == " page 1 failed · retrying in 2 s · r retries now")
        await clock.waitForSleepers(1)
        clock.advance(by: .seconds(5))
        for _ in 0 ..< 200 where harness.items.isEmpty {
            await harness.settle()
            await Task.yield()
        }
        #expect(harness.items.count == 10, "the page came by itself, with no key")
    }
}

/// A source whose pages load once, then every later request fails (a server that went down
/// before a reload).
final class FailingAfterFirstLoad: PageSource {
    let base: any PageSource
    private let attempts = AttemptCounter()

    init(base: any PageSource) { self.base = base }

    func page(_ number: Int) async throws -> PageResult {
        guard await attempts.next(number) == 1 else { throw CatalogError.unreadable(path: "server", reason: "down") }
        return try await base.page(number)
    }
}
