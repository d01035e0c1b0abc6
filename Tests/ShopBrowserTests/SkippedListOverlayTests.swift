import ShopCatalog
import TestSupport
import Testing
import WaterfallTUI

@testable import ShopBrowser

@Suite("The skipped list and the header agree, past the kept reports too", .timeLimit(.minutes(2)))
struct SkippedListOverlayTests {
    /// A `.jsonl` catalog of `bad` lines that are not items, then `good` items.
    static func catalog(bad: Int, good: Int, in directory: TemporaryDirectory) throws -> String {
        let badLines = (0 ..< bad).map { #"{"id": "bad-\#($0)", "title": "no price"}"# }
        let goodLines = (0 ..< good).map {
            #"{"id": "good-\#($0)", "title": "Item \#($0)", "price": {"amount": 100}, "width": 4, "height": 3, "shop": "S"}"#
        }
        return try directory.write("catalog.jsonl", (badLines + goodLines).joined(separator: "\n") + "\n")
    }

    @Test("250 bad lines: the header says 250, the list says 250 and how many it does not list")
    func pastTheCap() async throws {
        let directory = try TemporaryDirectory()
        let path = try Self.catalog(bad: 250, good: 20, in: directory)
        let browser = await Fixtures.browser(source: try FileCatalogSource(path: path, pageSize: 1_000), width: 120, height: 40)
        let kept = CatalogLimits.maximumKeptIssues
        #expect(browser.pagerStatus.itemsSkipped == 250)
        #expect(browser.items.count == 20)
        let header = browser.render().lines(trimmingTrailingSpaces: true)[0]
        #expect(header.contains("250 skipped"), "\(header)")
        browser.handle(.key(.character("!")))
        #expect(browser.mode == .skipped)
        let overlay = browser.skippedList.layout(for: Size(width: 120, height: 40))
        let listed = overlay.lines.filter { if case .binding(_, let action) = $0 { action.hasPrefix("• ") } else { false } }
        #expect(listed.count == kept)
        #expect(overlay.lines.contains(.note("… and \(250 - kept) more (the first \(kept) are listed)")))
        let screen = browser.render().lines(trimmingTrailingSpaces: true)
        #expect(screen.contains { $0.contains("Skipped: 250 bad items") }, "\(screen.joined(separator: "\n"))")
    }

    @Test("Fewer bad lines than are kept: every one listed, no 'more' line")
    func belowTheCap() async throws {
        let directory = try TemporaryDirectory()
        let path = try Self.catalog(bad: 7, good: 3, in: directory)
        let browser = await Fixtures.browser(source: try FileCatalogSource(path: path, pageSize: 1_000), width: 120, height: 40)
        #expect(browser.pagerStatus.itemsSkipped == 7)
        let overlay = browser.skippedList.layout(for: Size(width: 120, height: 40))
        #expect(!overlay.lines.contains { if case .note(let text) = $0 { text.contains("more") } else { false } })
        #expect(overlay.lines.filter { if case .binding(_, let action) = $0 { action.hasPrefix("• ") } else { false } }.count == 7)
    }
}
