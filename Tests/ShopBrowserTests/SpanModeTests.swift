import ShopCatalog
import Testing
import WaterfallLayout
import WaterfallTUI

@testable import ShopBrowser

@Suite("Cards across columns in the browser", .timeLimit(.minutes(1)))
struct SpanModeTests {
    @Test(arguments: [
        (400, 300, 4, ItemSpan.single), (2_000, 1_000, 3, .single), (2_000, 1_000, 4, .columns(2)), (2_000, 1_000, 8, .columns(3)),
        (1_999, 1_000, 8, .single), (4_000, 1_000, 4, .columns(2)), (4_001, 1_000, 4, .columns(4)), (5_000, 1_000, 2, .columns(2)),
        (5_000, 1_000, 9, .columns(9)), (0, 1_000, 8, .single),
    ])
    func aPictureSpansByItsShape(width: Int, height: Int, columns: Int, span: ItemSpan) {
        #expect(SpanMode.auto.span(imageWidth: width, imageHeight: height, columnCount: columns) == span)
        #expect(SpanMode.wide.span(imageWidth: width, imageHeight: height, columnCount: columns) == span)
        #expect(SpanMode.off.span(imageWidth: width, imageHeight: height, columnCount: columns) == .single)
    }

    @Test func productsSpanAsTheirCatalogSaysAndPicturesByShape() {
        let wide = Fixtures.item("p", imageWidth: 3_000, imageHeight: 1_000)
        let featured = CatalogItem(
            id: "f", title: wide.title, kind: wide.kind, imageWidth: 400, imageHeight: 300, span: .columns(2)
        )
        let banner = CatalogItem(id: "b", title: wide.title, kind: wide.kind, imageWidth: 400, imageHeight: 300, span: .full)
        for mode in SpanMode.allCases {
            #expect(mode.span(of: wide, columnCount: 8) == .single, "a product's picture does not make it span")
            #expect(mode.span(of: featured, columnCount: 8) == .columns(2))
            #expect(mode.span(of: banner, columnCount: 8) == .full)
        }
        #expect(SpanMode.auto.span(of: PhotoFixtures.photo("p.jpg", width: 3_000, height: 1_000), columnCount: 8) == .columns(3))
        #expect(SpanMode.auto.placement == .fillGaps(lookahead: 8) && SpanMode.wide.placement == .shortestColumn)
    }

    /// A picture browser 120 cells wide (four columns) over `pictures`, spanning by `spans`.
    static func photoBrowser(_ pictures: [CatalogItem], spans: SpanMode) async -> BrowserHarness {
        var options = BrowserOptions(
            catalogName: "photos", pictures: .off, arrangement: ArrangementRules(grouping: .none, sort: SortOrder(key: .name)), kind: .pictureFile
        )
        options.spans = spans
        let harness = BrowserHarness(
            model: BrowserModel(options: options, theme: Theme(colorMode: .monochrome), screenSize: Size(width: 120, height: 40)),
            source: PhotoPages(pages: [pictures], issues: [])
        )
        harness.start()
        await harness.settle()
        return harness
    }

    @Test func aWidePictureSpansAndIsMeasuredAtItsColumnsWidth() async {
        let pictures =
            (0 ..< 12).map { PhotoFixtures.photo(String(format: "p%02d.jpg", $0), width: $0 == 3 ? 2_000 : 400, height: $0 == 3 ? 800 : 300) }
            + [PhotoFixtures.photo("z-panorama.jpg", width: 6_000, height: 1_000)]
        let harness = await Self.photoBrowser(pictures, spans: .auto)
        let view = harness.model.grid.view
        let layout = view.layout
        #expect(layout.configuration(ofSection: 0).columnCount == 4)
        #expect(layout.columnSpan(ofItem: 3) == 2, "a 5:2 picture spans two of four columns")
        #expect(layout.columnSpan(ofItem: 12) == 4, "a 6:1 panorama spans them all")
        #expect(layout.waitingItems.isEmpty, "the folder's end placed what the look-ahead held back")
        let widths = layout.geometry(ofSection: 0).itemWidths
        #expect(harness.model.cards.metrics(ofFlat: 3, in: view).width == widths.width(of: .columns(2)))
        #expect(harness.model.cards.metrics(ofFlat: 12, in: view).width == widths.fullSpan)
        #expect(harness.model.cards.metrics(ofFlat: 0, in: view).width == widths.column)
        let off = await Self.photoBrowser(pictures, spans: .off)
        #expect((0 ..< off.model.grid.view.layout.itemCount).allSatisfy { off.model.grid.view.layout.columnSpan(ofItem: $0) == 1 })
        #expect(off.model.grid.view.layout.configuration(ofSection: 0).placement == .shortestColumn)
    }

    @Test func aFeaturedProductSpansTwoColumns() async {
        var items = Fixtures.pages(1, perPage: 10)[0]
        let plain = items[4]
        items[4] = CatalogItem(
            id: plain.id, title: plain.title, kind: plain.kind, imageWidth: plain.imageWidth, imageHeight: plain.imageHeight,
            span: .columns(2)
        )
        let harness = await Fixtures.browser(source: StaticPageSource(pages: [items]), width: 120, height: 40)
        let layout = harness.model.grid.view.layout
        #expect(layout.configuration(ofSection: 0).columnCount == 4)
        #expect(layout.columnSpan(ofItem: 4) == 2)
        #expect(layout.configuration(ofSection: 0).placement == .fillGaps(lookahead: SpanMode.lookahead))
        #expect(layout.waitingItems.isEmpty, "the catalog's end placed what the look-ahead held back")
    }
}
