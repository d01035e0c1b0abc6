import Foundation
import Testing
import WaterfallTUI

@testable import ShopBrowser

@Suite("docs/usage.md: its key list names the keys the waterfall's tables bind", .timeLimit(.minutes(1)))
struct KeymapDocumentationTests {
    /// The backquoted names in the first column of docs/usage.md's `## Keys` table.
    static func documentedKeyNames(filePath: String = #filePath) throws -> Set<String> {
        let root = URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let usage = try String(contentsOf: root.appendingPathComponent("docs/usage.md"), encoding: .utf8)
        let section = try #require(usage.components(separatedBy: "\n## Keys\n").dropFirst().first?.components(separatedBy: "\n## ").first)
        let cells = section.split(separator: "\n").filter { $0.hasPrefix("| `") }.compactMap { $0.split(separator: "|").first }
        return Set(cells.flatMap { $0.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) } })
    }

    @Test func everyKeyOfTheShopWaterfallIsListedAndNothingElse() throws {
        let documented = try Self.documentedKeyNames()
        let tables = [KeymapView.of(.browsing), .screen]
        let bound = Set(tables.flatMap { $0.bindings(for: .product).flatMap(\.keys).map(\.helpName) })
        #expect(bound.subtracting(documented).isEmpty, "bound, not in docs/usage.md: \(bound.subtracting(documented).sorted())")
        #expect(documented.subtracting(bound).isEmpty, "in docs/usage.md, not bound: \(documented.subtracting(bound).sorted())")
        #expect(documented.count > 40, "the table was found")
    }
}
