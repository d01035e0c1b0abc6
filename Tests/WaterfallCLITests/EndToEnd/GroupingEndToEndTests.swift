import Foundation
import Testing

/// Grouping, sorting and filtering in the real binary, in a real terminal (tmux).
@Suite("GroupingEndToEnd: group, sort and filter in a real terminal (tmux)", .serialized, .timeLimit(.minutes(3)))
struct GroupingEndToEndTests {
    private func startBrowser(_ arguments: [String]) throws -> TmuxSession {
        let binary = try EndToEnd.waterfallBinary()
        return try TmuxSession(
            width: 100, height: 40,
            command: [binary, "--data", EndToEnd.catalogPath, "--latency", "0", "--images", "off"] + arguments
        )
    }

    @Test func groupingByShopShowsBandsAndTheStatusLine() throws {
        let session = try startBrowser(["--group-by", "shop", "--sort=-price"])
        defer { session.kill() }
        let screen = try session.waitFor("grouped by shop · price ↓", "╭")
        let lines = screen.split(separator: "\n").map(String.init)
        #expect(lines.count > 1 && lines[1].hasPrefix("── ") && lines[1].contains(" · "), "the first group's band under the header:\n\(screen)")
        try session.sendKeys("]")
        let jumped = try session.waitFor("group 2 of")
        let top = jumped.split(separator: "\n").map(String.init)
        #expect(top.count > 1 && top[1].hasPrefix("── "), "the next group's band is at the top:\n\(jumped)")
    }

    @Test func keysSortGroupAndFilterLive() throws {
        let session = try startBrowser([])
        defer { session.kill() }
        try session.waitFor("╭", "30 items")
        try session.sendKeys("o")
        try session.waitFor("price ↑ · 30 items")
        try session.sendKeys("O")
        try session.waitFor("price ↓ · 30 items")
        try session.sendKeys("s")
        try session.waitFor("grouped by shop · price ↓")
        try session.sendKeys("*", "*")
        let filtered = try session.waitFor("≥★4 · ")
        #expect(filtered.contains(" of "), "the status line counts the matches:\n\(filtered)")
        try session.sendKeys("F")
        try session.waitFor("filter cleared")
    }
}
