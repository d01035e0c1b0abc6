import Foundation
import Testing

extension TerminalEndToEnd {
    /// Grouping, sorting and filtering in the real binary, in a real terminal (tmux).
    @Suite("GroupingEndToEnd: group, sort and filter in a real terminal (tmux)", .serialized, .timeLimit(.minutes(3)))
    struct GroupingEndToEndTests {
        private func startBrowser(_ arguments: [String]) async throws -> TmuxSession {
            let binary = try EndToEnd.waterfallBinary()
            return try await TmuxSession(
                width: 100, height: 40,
                command: [binary, "--data", EndToEnd.catalogPath, "--latency", "0", "--images", "off"] + arguments
            )
        }

        @Test func groupingByShopShowsBandsAndTheStatusLine() async throws {
            let session = try await startBrowser(["--group-by", "shop", "--sort=-price"])
            defer { session.kill() }
            let screen = try await session.waitFor("grouped by shop · price ↓", "╭")
            let lines = screen.split(separator: "\n").map(String.init)
            #expect(lines.count > 1 && lines[1].hasPrefix("── ") && lines[1].contains(" · "), "the first group's band under the header:\n\(screen)")
            try await session.sendKeys("]")
            let jumped = try await session.waitFor("group 2 of")
            let top = jumped.split(separator: "\n").map(String.init)
            #expect(top.count > 1 && top[1].hasPrefix("── "), "the next group's band is at the top:\n\(jumped)")
        }

        @Test func keysSortGroupAndFilterLive() async throws {
            let session = try await startBrowser([])
            defer { session.kill() }
            try await session.waitFor("╭", "30 items")
            try await session.sendKeys("o")
            // The bundled catalog has several currencies: each is sorted on its own, and the
            // status line says so.
            try await session.waitFor("price ↑ · by currency: ", " · 30 items")
            try await session.sendKeys("O")
            try await session.waitFor("price ↓ · by currency: ", " · 30 items")
            try await session.sendKeys("s")
            try await session.waitFor("grouped by shop · price ↓")
            try await session.sendKeys("*", "*")
            let filtered = try await session.waitFor("≥★4 · ")
            #expect(filtered.contains(" of "), "the status line counts the matches:\n\(filtered)")
            try await session.sendKeys("F")
            try await session.waitFor("filter cleared")
        }
    }
}
