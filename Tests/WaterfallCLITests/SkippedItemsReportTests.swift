import SafeText
import ShopCatalog
import Testing

@testable import WaterfallCLI

@Suite("Report of skipped items", .timeLimit(.minutes(3)))
struct SkippedItemsReportTests {
    static func issue(_ line: Int) -> CatalogIssue {
        CatalogIssue(file: "items.jsonl", location: .line(line), itemID: "x\(line)", field: "price", message: "negative price")
    }

    static func skipped(_ count: Int) -> SkippedItems {
        var skipped = SkippedItems()
        skipped.append(contentsOf: (0 ..< count).map { Self.issue($0 + 1) })
        return skipped
    }

    @Test func listsEachIssueWithFileLineAndFieldUpToALimit() {
        #expect(SkippedItemsReport.lines(for: SkippedItems()).isEmpty)
        let one = SkippedItemsReport.lines(for: Self.skipped(1)).map(\.text)
        #expect(one == ["waterfall: skipped 1 bad item:", #"  items.jsonl: line 1 ("id": "x1"): field "price": negative price"#])
        let many = SkippedItemsReport.lines(for: Self.skipped(25)).map(\.text)
        #expect(many.count == 1 + SkippedItemsReport.limit + 1)
        #expect(many.last == "  … and 5 more")
    }

    /// Past the kept reports, the count still says how many were skipped in all.
    @Test func countsItemsBeyondTheKeptReports() {
        let skipped = Self.skipped(5_000)
        #expect(skipped.kept.count == CatalogLimits.maximumKeptIssues && skipped.count == 5_000)
        let lines = SkippedItemsReport.lines(for: skipped).map(\.text)
        #expect(lines.first == "waterfall: skipped 5000 bad items:")
        #expect(lines.last == "  … and \(5_000 - SkippedItemsReport.limit) more")
    }

    @Test func namesThePageThePagerFailedOn() {
        let lines = SkippedItemsReport.lines(for: SkippedItems(), phase: .failed(page: 3, reason: "p.json: is a named pipe (FIFO)\u{1B}[2J"))
        #expect(lines.map(\.text) == ["waterfall: page 3 failed: p.json: is a named pipe (FIFO)␛[2J"])
        #expect(SkippedItemsReport.lines(for: SkippedItems(), phase: .exhausted).isEmpty)
    }

    @Test func saysWhyTheCatalogStoppedBeforeItsEnd() {
        let reason: MessageText = "page 3 links back to page 2 (\("http://127.0.0.1/items?page=2\u{1B}[2J")): stopping here"
        let lines = SkippedItemsReport.lines(for: SkippedItems(), phase: .exhausted, stopReason: reason)
        #expect(lines.map(\.text) == ["waterfall: page 3 links back to page 2 (http://127.0.0.1/items?page=2␛[2J): stopping here"])
    }

    @Test func everyLineIsSafeWhateverTheFileNameAndID() {
        var skipped = SkippedItems()
        skipped.append(CatalogIssue(file: "a\u{1B}]2;x\u{07}\n.jsonl", location: .line(2), itemID: "i\u{9B}d", field: "f\u{202E}", message: "m"))
        for line in SkippedItemsReport.lines(for: skipped) {
            #expect(TerminalSafeText.isSafe(line.text), "\(Array(line.text.unicodeScalars))")
        }
    }
}
