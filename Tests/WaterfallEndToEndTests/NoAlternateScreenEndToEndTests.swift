import Foundation
import Testing

extension TerminalEndToEnd {
    /// Terminals without an alternate screen (`vt100`, the Linux console): the last frame stays
    /// on screen after the browser ends, and the shell must get a clean line, not the status
    /// line with its prompt written over the key hints.
    @Suite("NoAlternateScreen: the shell's prompt gets a clean line", .serialized, .timeLimit(.minutes(2)))
    struct NoAlternateScreenEndToEndTests {
        @Test(arguments: ["vt100", "linux"])
        func quittingLeavesTheStatusLineBlankForTheShell(term: String) async throws {
            let shell = try await BrowserShell(width: 80, height: 20)
            defer { shell.close() }
            try await shell.launchBrowser(environment: "TERM=\(term)")
            try await shell.session.waitFor("30 items", " quit ")
            try await shell.session.sendKeys("q")
            #expect(try await shell.exitStatus() == 0)
            let screen = try await shell.session.waitFor("exit=0", BrowserShell.prompt)
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map { String($0) }
            let statusRow = try #require(lines.firstIndex { $0.hasPrefix("exit=") })
            #expect(
                lines[statusRow].trimmingCharacters(in: .whitespaces) == "exit=0", "the line the status line was on holds only the shell's output:\n\(screen)")
            #expect(!screen.contains(" quit "), "no key hint is left on screen:\n\(screen)")
            #expect(
                lines[statusRow - 1].contains("╯") || lines[statusRow - 1].contains("│") || lines[statusRow - 1].contains("─"),
                "the last frame's cards are still above:\n\(screen)")
        }
    }
}
