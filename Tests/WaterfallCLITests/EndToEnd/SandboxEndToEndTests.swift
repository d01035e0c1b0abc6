import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension TerminalEndToEnd {
    /// The browser in a real terminal (tmux) decodes its photos in helper processes: they run
    /// while it shows photos, and none outlives it, however it ends.
    @Suite("SandboxEndToEnd: photos decoded in helpers that end with the browser (tmux)", .serialized, .timeLimit(.minutes(3)))
    struct SandboxEndToEndTests {
        /// The browser on the bundled catalog with no latency.
        func startBrowser() async throws -> (TmuxSession, pid_t) {
            let binary = try EndToEnd.waterfallBinary()
            let session = try await TmuxSession(
                width: 120, height: 40, command: [binary, "--data", EndToEnd.catalogPath, "--latency", "0"], environment: ["NO_COLOR": ""]
            )
            let browser = try #require(session.panePID, "tmux names the browser's pid")
            return (session, browser)
        }

        /// The running (not zombie) children of `parent` named `decode-worker`.
        func helpers(of parent: pid_t) -> [pid_t] {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
            return entries.compactMap { pid_t($0) }.filter { pid in
                guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return false }
                let lines = status.split(separator: "\n")
                return lines.contains("Name:\tdecode-worker") && lines.contains("PPid:\t\(parent)") && EndToEnd.isRunning(pid)
            }
        }

        /// Waits until `helpers` have all ended (or become zombies of a parent that is gone).
        func waitUntilGone(_ helpers: [pid_t], timeout: Duration = .seconds(5)) async throws -> [pid_t] {
            let deadline = ContinuousClock.now + timeout
            var left = helpers.filter(EndToEnd.isRunning)
            while !left.isEmpty, ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(20))
                left = left.filter(EndToEnd.isRunning)
            }
            return left
        }

        /// The browser's helpers, once its first frame is up (it starts them as it starts).
        func runningHelpers(of browser: pid_t, in session: TmuxSession) async throws -> [pid_t] {
            try await session.waitFor("30 items", "╭", timeout: .seconds(20))
            let deadline = ContinuousClock.now + .seconds(20)
            var found = helpers(of: browser)
            while found.count < 2, ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(50))
                found = helpers(of: browser)
            }
            return found
        }

        @Test func quittingEndsTheHelpers() async throws {
            let (session, browser) = try await startBrowser()
            defer { session.kill() }
            let running = try await runningHelpers(of: browser, in: session)
            #expect(running.count == 2, "two helpers decode the browser's photos")
            let screen = try await session.capture()
            #expect(!screen.contains("without a sandbox"), "no fallback notice: \(screen)")
            try await session.sendKeys("q")
            try await session.waitForExit()
            #expect(try await waitUntilGone(running).isEmpty)
        }

        @Test func aTerminatingSignalEndsTheHelpersThroughTheBrowsersOwnExit() async throws {
            let (session, browser) = try await startBrowser()
            defer { session.kill() }
            let running = try await runningHelpers(of: browser, in: session)
            #expect(running.count == 2)
            EndToEnd.signal(SIGTERM, to: browser)
            try await session.waitForExit()
            #expect(try await waitUntilGone(running).isEmpty)
        }

        @Test func helpersDieWithABrowserKilledOutright() async throws {
            let (session, browser) = try await startBrowser()
            defer { session.kill() }
            let running = try await runningHelpers(of: browser, in: session)
            #expect(running.count == 2)
            EndToEnd.signal(SIGKILL, to: browser)
            #expect(try await waitUntilGone(running).isEmpty, "the kernel kills a helper whose browser is gone")
        }
    }
}
