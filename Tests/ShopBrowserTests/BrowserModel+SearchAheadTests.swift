import ShopCatalog
import Testing
import WaterfallTUI

@testable import ShopBrowser

@Suite("Browser model: a search reads on beyond the loaded pages", .timeLimit(.minutes(3)))
struct BrowserModelSearchAheadTests {
    /// A browser over 4 pages of 10 items (titles end with the item's number), page 1 loaded.
    func browser(searchPages: Int? = nil, source: (any PageSource)? = nil) async -> BrowserHarness {
        var options = BrowserOptions(catalogName: "test")
        options.searchPages = searchPages
        let harness = BrowserHarness(
            model: BrowserModel(options: options, theme: Theme(colorMode: .monochrome), screenSize: Size(width: 80, height: 24)),
            source: source ?? StaticPageSource(pages: Fixtures.pages(4, perPage: 10))
        )
        harness.start()
        await harness.settle()
        return harness
    }

    func search(_ query: String, in harness: BrowserHarness) {
        harness.handle(.key(.character("/")))
        for character in query { harness.handle(.key(.character(character))) }
        harness.handle(.key(.enter))
    }

    @Test func aMatchOnAPageNotYetLoadedIsFoundAndFocused() async throws {
        let harness = await browser()
        #expect(harness.pagerStatus.pagesLoaded == 1)
        search("shirt 32", in: harness)
        #expect(harness.render().lines().last?.contains("/shirt 32: looking further… 0 more pages read · Esc stops") == true)
        await harness.settle()
        let focused = try #require(harness.focusedIndex)
        #expect(harness.model.item(atFlat: focused).title.raw == "Linen shirt 32")
        #expect(harness.pagerStatus.pagesLoaded == 4, "read until the page holding it, and no further")
        #expect(harness.notice?.text == "/shirt 32: match 1 of 1, found after reading 3 more pages · n/N for the next")
    }

    @Test func noMatchAnywhereReadsTheWholeCatalogAndSaysSo() async {
        let harness = await browser()
        search("zebra", in: harness)
        await harness.settle()
        #expect(harness.pagerStatus.phase == .exhausted)
        #expect(harness.notice?.text == "/zebra: no further match in the whole catalog (40 items; read 3 more pages)")
        harness.handle(.key(.character("n")))
        #expect(harness.notice?.text == "/zebra: no match in all 40 shown items")
    }

    @Test func aBoundedSearchStopsAtItsLimitAndNReadsOn() async throws {
        let harness = await browser(searchPages: 1)
        search("shirt 32", in: harness)
        await harness.settle()
        #expect(harness.pagerStatus.pagesLoaded == 2)
        #expect(harness.notice?.text == "/shirt 32: no match in 20 items (read 1 more page) · n reads on")
        harness.handle(.key(.character("n")))
        await harness.settle()
        harness.handle(.key(.character("n")))
        await harness.settle()
        let focused = try #require(harness.focusedIndex)
        #expect(harness.model.item(atFlat: focused).title.raw == "Linen shirt 32")
    }

    @Test func aMatchAfterTheFocusedCardAmongTheLoadedOnesIsFoundWithoutReading() async {
        let harness = await browser()
        search("shirt", in: harness)
        await harness.settle()
        #expect(harness.pagerStatus.pagesLoaded == 1)
        #expect(harness.notice?.text.hasPrefix("/shirt: match 1 of ") == true)
    }

    @Test func escStopsTheSearchReadingAhead() async {
        let harness = await browser(source: DelayedPageSource(pages: Fixtures.pages(4, perPage: 10), delay: .milliseconds(50)))
        search("zebra", in: harness)
        #expect(harness.model.search.ahead != nil)
        harness.handle(.key(.escape))
        #expect(harness.model.search.ahead == nil)
        #expect(harness.notice?.text == "/zebra: stopped looking after 0 more pages")
        await harness.settle()
        #expect(harness.pagerStatus.pagesLoaded <= 2, "at most the page already asked for came")
    }
}
