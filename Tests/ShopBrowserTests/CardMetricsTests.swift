import SeededRandom
import ShopCatalog
import Testing
import WaterfallTUI

@testable import ShopBrowser

@Suite("Card metrics", .timeLimit(.minutes(3)))
struct CardMetricsTests {
    @Test func heightIsBordersImageTitlePriceAndShop() {
        let metrics = CardMetrics(item: Fixtures.item("a", title: "Linen shirt", imageWidth: 400, imageHeight: 300), width: 22)
        // Inner width 20: 20 × 300 / 400 / 2 = 7 image rows; one title line.
        #expect(metrics.imageRows == 7)
        #expect(metrics.titleLines == ["Linen shirt"])
        #expect(metrics.height == 2 + 7 + 1 + 2)
    }

    @Test func titlesWrapToTwoLinesByDisplayWidth() {
        let metrics = CardMetrics(item: Fixtures.item("a", title: "纯棉短袖T恤夏季新款宽松百搭男女同款上衣"), width: 12)
        #expect(metrics.titleLines.count == 2)
        for line in metrics.titleLines { #expect(line.displayWidth <= 10) }
        #expect(metrics.titleLines[1].hasSuffix("…"))
    }

    @Test(arguments: [(1, 1_000_000), (1_000_000, 1), (0, 300), (300, 0), (-5, 10)])
    func imageRowsStayWithinBounds(imageWidth: Int, imageHeight: Int) {
        let rows = CardMetrics.imageRows(imageWidth: imageWidth, imageHeight: imageHeight, innerWidth: 20)
        #expect(rows >= 1 && rows <= 30)
    }

    @Test func theImageAreaHasThePicturesShapeInTheTerminalsRealCellsWithinOneRow() {
        var random = SplitMix64(seed: 37)
        for _ in 0 ..< 2_000 {
            let (imageWidth, imageHeight) = (Int.random(in: 1 ... 6_000, using: &random), Int.random(in: 1 ... 6_000, using: &random))
            let cell = Size(width: Int.random(in: 5 ... 24, using: &random), height: Int.random(in: 9 ... 48, using: &random))
            let inner = Int.random(in: 6 ... 120, using: &random)
            let rows = CardMetrics.imageRows(imageWidth: imageWidth, imageHeight: imageHeight, innerWidth: inner, cellShape: cell)
            // The picture's height in pixels at the area's width, up to a 2:3 portrait's; the
            // area is the whole rows of it (at least one), so it cuts less than a row.
            let wanted = Double(inner * cell.width) * Double(imageHeight) / Double(imageWidth)
            let allowed = min(wanted, Double(inner * cell.width) * 1.5)
            if allowed < Double(cell.height) {
                #expect(rows == 1, "a panorama thinner than a row gets one")
            } else {
                let slack = 1e-6
                #expect(
                    Double(rows * cell.height) <= allowed + slack && allowed < Double((rows + 1) * cell.height) + slack,
                    "\(imageWidth)×\(imageHeight) in \(inner) cells of \(cell): \(rows) rows")
            }
        }
    }

    @Test func aSquareInKittysCellsIsAsTallAsWideInPixels() {
        // kitty at 7 × 17 px: 400 × 400 in 20 cells is 140 px wide, so 8 rows (136 px), not the
        // 10 rows (170 px) that cells twice as tall as wide give.
        let square = Fixtures.item("a", imageWidth: 400, imageHeight: 400)
        #expect(CardMetrics(item: square, width: 22, cellShape: Size(width: 7, height: 17)).imageRows == 8)
        #expect(CardMetrics(item: square, width: 22).imageRows == 10)
        #expect(CardMetrics(item: square, width: 22, cellShape: Size(width: 8, height: 15)).imageRows == 10)
    }

    @Test func emptyTitleStillTakesALine() {
        #expect(CardMetrics(item: Fixtures.item("a", title: ""), width: 20).titleLines == [""])
    }
}

@Suite("Card metrics: banners stay within three fifths of the screen", .timeLimit(.minutes(1)))
struct BannerHeightTests {
    /// A full-span item whose photo is `width × height` pixels.
    func banner(_ id: String, width: Int = 1_600, height: Int = 900) -> CatalogItem {
        let item = Fixtures.item(id, title: "Spring collection", imageWidth: width, imageHeight: height)
        return CatalogItem(
            id: item.id, title: item.title, kind: item.kind, imageWidth: width, imageHeight: height, span: .full
        )
    }

    @Test func aLimitCutsOnlyTheImageRowsOfFullSpanCards() {
        let wide = CardMetrics(item: banner("b"), width: 198)
        #expect(wide.height > 40, "unlimited, a 16:9 banner 198 cells wide is tall: \(wide.height)")
        let limited = CardMetrics(item: banner("b"), width: 198, fullSpanHeightLimit: 27)
        #expect(limited.height == 27)
        #expect(limited.titleLines == wide.titleLines)
        let card = CardMetrics(item: Fixtures.item("c", imageWidth: 400, imageHeight: 900), width: 60, fullSpanHeightLimit: 10)
        #expect(card == CardMetrics(item: Fixtures.item("c", imageWidth: 400, imageHeight: 900), width: 60), "a column card is not limited")
        #expect(CardMetrics(item: banner("b"), width: 198, fullSpanHeightLimit: 3).imageRows == 1, "at least one image row")
    }

    @Test func theBrowsersBannersFollowTheScreensHeight() async throws {
        let items = [banner("b0")] + Fixtures.pages(1, perPage: 8)[0] + [banner("b1", width: 1_200, height: 1_200)]
        let harness = await Fixtures.browser(source: StaticPageSource(pages: [items]), width: 200, height: 48)
        for height in [48, 30, 60, 48] {
            harness.handle(.resize(cols: 200, rows: height))
            let limit = (height - 2) * 3 / 5
            for index in 0 ..< harness.shownItemCount where harness.items[harness.arrangement.item(atFlat: index)].isFullSpan {
                let frame = harness.model.frame(ofItem: index)
                #expect(frame.height <= limit, "screen height \(height): banner \(index) is \(frame.height) rows, limit \(limit)")
                #expect(frame.height == limit, "these banners are taller than any limit here: cut to it")
            }
        }
    }
}
