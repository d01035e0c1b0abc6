import Foundation
import TestSupport
import Testing

extension TerminalEndToEnd {
    /// Cards across columns from a catalog's `"span"`, in a real terminal (tmux).
    @Suite("SpansEndToEnd: a catalog's featured products across columns (tmux)", .serialized, .timeLimit(.minutes(3)))
    struct SpansEndToEndTests {
        /// A catalog of `count` products, the fourth `"span": 2` and the ninth `"span": "full"`.
        static func catalog(count: Int) -> String {
            let items = (1 ... count).map { number in
                let span = number == 4 ? #""span": 2, "# : number == 9 ? #""span": "full", "# : ""
                let title = number == 4 ? "Featured harbour cruise" : number == 9 ? "Summer collection" : "Product \(number)"
                return
                    #"{"id": "p\#(number)", \#(span)"title": "\#(title)", "price": {"amount": \#(number * 100), "currency": "CNY"}, "width": 400, "height": \#(200 + number * 13 % 150), "shop": "Shop"}"#
            }
            return "[\n" + items.joined(separator: ",\n") + "\n]\n"
        }

        @Test func aFeaturedProductSpansTwoColumnsAndABannerAll() async throws {
            let scratch = try TemporaryDirectory()
            let file = try scratch.write("featured.json", Self.catalog(count: 16))
            let binary = try EndToEnd.waterfallBinary()
            // 110 cells, 4 columns: 26 cells each, two 53 wide, all four 107.
            let session = try await TmuxSession(width: 110, height: 60, command: [binary, "--data", file, "--columns", "4", "--images", "off"])
            defer { session.kill() }
            let screen = try await session.waitFor("16 items", "Featured harbour cruise")
            #expect(screen.contains("╭" + String(repeating: "─", count: 51) + "╮"), "the featured product is two columns wide:\n\(screen)")
            #expect(screen.contains("╭" + String(repeating: "─", count: 105) + "╮"), "the banner spans all four:\n\(screen)")
            try await session.sendKeys("q")
        }
    }
}
