import ShopCatalog
import Testing
@testable import WaterfallCLI

@Suite("Report of skipped items", .timeLimit(.minutes(3)))
struct SkippedItemsReportTests {
    static func issue(_ line: Int) -> CatalogIssue {
        CatalogIssue(file: "items.jsonl", location: .line(line), itemID: "x\(line)", field: "price", message: "negative price -5")
    }

    @Test func listsEachIssueWithFileLineAndFieldUpToALimit() {
        #expect(SkippedItemsReport.lines(for: []).isEmpty)
        let one = SkippedItemsReport.lines(for: [Self.issue(4)])
        #expect(one.count == 2)
        #expect(one[0] == "waterfall: skipped 1 bad item:")
        #expect(one[1].contains("items.jsonl") && one[1].contains("4") && one[1].contains("price"))
        let many = SkippedItemsReport.lines(for: (1 ... 25).map(Self.issue))
        #expect(many.count == 1 + SkippedItemsReport.limit + 1)
        #expect(many.last == "  … and 5 more")
    }
}
