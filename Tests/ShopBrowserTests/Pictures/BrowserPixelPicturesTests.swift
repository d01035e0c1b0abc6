import ShopCatalog
import Testing
import WaterfallTUI

@testable import ShopBrowser

@Suite("Browser pictures in pixels: placed over the cards, hidden under overlays", .timeLimit(.minutes(3)))
struct BrowserPixelPicturesTests {
    static let cell = Size(width: 6, height: 13)

    func browser(_ items: [CatalogItem], placeholderCells: Bool = false) async -> BrowserHarness {
        let harness = BrowserHarness(
            model: BrowserModel(
                options: BrowserOptions(
                    columns: 2, catalogName: "photos",
                    pictures: PictureSettings(mode: .sixel, output: .pixels(cellSize: Self.cell, placeholderCells: placeholderCells))
                ),
                theme: Theme(colorMode: .ansi256), screenSize: Size(width: 60, height: 40)
            ),
            source: StaticPageSource(pages: [items])
        )
        harness.start()
        await harness.settlePages()
        return harness
    }

    static let items = [
        PictureFixtures.item("a", image: PictureFixtures.photo("banner-forest-stream.jpg"), width: 480, height: 160),
        PictureFixtures.item("b", image: PictureFixtures.photo("astronaut-portrait-poster.jpg"), width: 320, height: 480),
        PictureFixtures.item("c", image: nil),
    ]

    @Test func eachPhotoIsPlacedOverItsImageAreaAtTheAreasSizeInPixels() async throws {
        let harness = await browser(Self.items)
        #expect(harness.render().placements.isEmpty, "nothing before the photos are made")
        await harness.settle()
        let canvas = harness.render()
        #expect(canvas.placements.count == 2, "two photos, the third item has none")
        let top = harness.model.viewportScreenRows.lowerBound
        for (index, placement) in zip([0, 1], canvas.placements.sorted { $0.frame.x < $1.frame.x }) {
            let card = harness.grid.view.frame(ofItem: index)
            let metrics = harness.model.cards.metrics(ofFlat: index, in: harness.grid.view)
            let area = Rect(x: card.x + 1, y: card.y + 1 - harness.grid.view.scrollOffset + top, width: metrics.innerWidth, height: metrics.imageRows)
            #expect(placement.frame == area, "item \(index): over its image area")
            #expect(placement.image.picture.width == area.width * Self.cell.width)
            #expect(placement.image.picture.height == area.height * Self.cell.height)
            #expect(Set(placement.image.picture.pixels).count > 50, "a real photo, not a flat colour")
        }
        #expect(canvas.placements.map(\.image.id).count == Set(canvas.placements.map(\.image.id)).count, "one id per rendition")
    }

    @Test func theHelpOverlayHidesThePicturesUnderThemAndTheFullScreenViewShowsOnlyItsOwn() async throws {
        let harness = await browser(Self.items)
        await harness.settle()
        let before = harness.render().placements
        harness.handle(.key(.character("?")))
        let help = harness.render()
        let covered = help.placements.reduce(0) { $0 + $1.visible.width * $1.visible.height }
        let uncovered = before.reduce(0) { $0 + $1.visible.width * $1.visible.height }
        #expect(covered < uncovered, "the overlay hides part of the pictures")
        for placement in help.placements {
            for y in placement.visible.minY ..< placement.visible.maxY {
                for x in placement.visible.minX ..< placement.visible.maxX where help[x, y].character == "?" {
                    Issue.record("a picture over the overlay's text at \(x), \(y)")
                }
            }
        }
        harness.handle(.key(.character("?")))
        #expect(harness.render().placements == before, "all back once it closes")
        harness.handle(.key(.enter))
        await harness.settle()
        let full = harness.render()
        let cardIDs = Set(before.map(\.image.id))
        #expect(full.placements.count == 1 && !full.placements.contains { cardIDs.contains($0.image.id) }, "only the picture shown full screen")
        let placement = try #require(full.placements.first)
        #expect(placement.frame == Rect(x: 0, y: 0, width: 60, height: 39), "every row but the status line")
        #expect(placement.image.picture.width == 60 * Self.cell.width && placement.image.picture.height == 39 * Self.cell.height)
        let ahead = harness.model.viewerNeighbourPlacements
        #expect(ahead.count == 1, "the next picture (the one after has no photo), made ahead for the terminal to prepare")
        #expect(ahead.first?.frame == placement.frame && ahead.first?.image.id != placement.image.id)
    }
}
