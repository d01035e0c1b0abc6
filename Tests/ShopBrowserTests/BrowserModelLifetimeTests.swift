import ShopCatalog
import Testing
import WaterfallTUI
import WaterfallViews

@testable import ShopBrowser

@Suite("Browser model: no retain cycles", .timeLimit(.minutes(3)))
struct BrowserModelLifetimeTests {
    @Test func aDroppedBrowserReleasesItsViewAndCells() async throws {
        weak var model: BrowserModel?
        weak var collectionView: WaterfallCollectionView<CardCell>?
        weak var cell: CardCell?
        do {
            let harness = await Fixtures.browser(source: StaticPageSource(pages: Fixtures.pages(4, perPage: 10)), height: 40)
            harness.handle(.key(.character("G")))
            await harness.settle()
            harness.handle(.key(.character("r")))
            await harness.settle()
            harness.handle(.key(.enter))
            model = harness.model
            collectionView = harness.model.grid.view
            let visible = try #require(harness.model.grid.view.liveCells.values.first)
            cell = visible
            #expect(harness.items.count >= 10)
            _ = harness.render()
        }
        #expect(model == nil)
        #expect(collectionView == nil)
        #expect(cell == nil)
    }
}
