import ShopCatalog
import Testing
@testable import ShopBrowser
import WaterfallTUI

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

    @Test func emptyTitleStillTakesALine() {
        #expect(CardMetrics(item: Fixtures.item("a", title: ""), width: 20).titleLines == [""])
    }
}
