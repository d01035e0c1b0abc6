import Foundation
import TestSupport
import Testing

extension TerminalEndToEnd {
    /// A remote catalog whose server takes the connection and never answers: the browser opens at
    /// once, shows the catalog loading where its cards will be, and answers keys while it waits.
    @Suite("A remote catalog opens at once", .serialized, .timeLimit(.minutes(2)))
    struct RemoteStartEndToEndTests {
        @Test func theBrowserShowsTheFirstPageLoadingAndAnswersKeysWhileTheServerIsSilent() async throws {
            let server = try LoopbackPort(listening: true)
            let cache = try TemporaryDirectory()
            let shell = try await BrowserShell(width: 100, height: 30)
            defer { shell.close() }
            let session = shell.session
            try await shell.launchBrowser(catalog: server.address, ["--disk-cache", "0"], environment: "XDG_CACHE_HOME=\(cache.path)")
            // The server never answers: the loading screen can only come before the network gives
            // up (the page's failure takes its place), never after a deadline of it.
            let loading = try await session.waitUntil("the catalog loading", timeout: .seconds(30)) { $0.contains("loading \(server.address)…") }
            #expect(loading.headerLine.contains("waterfall · \(server.address)"), "\(loading)")
            try await session.sendKeys("?")
            _ = try await session.waitUntil("the help over the loading screen", timeout: .seconds(30)) { $0.contains("scroll a line down / up") }
            try await session.sendKeys("q")
            try await session.sendKeys("q")
            let status = try await shell.exitStatus(timeout: .seconds(30))
            #expect(status == 0, "quitting while the first page loads is a normal end")
        }
    }
}
