import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension TerminalEndToEnd {
    /// The browser in a real terminal (tmux) decodes its photos in helper processes forked by its
    /// decoder zygote: they run while it shows photos, shut in, and none outlives it (nor does the
    /// zygote), however it ends.
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

        /// The fields of /proc/`pid`/status, nil when the process is gone.
        func status(of pid: pid_t) -> [Substring: Substring]? {
            guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
            var fields: [Substring: Substring] = [:]
            for line in text.split(separator: "\n") {
                guard let colon = line.firstIndex(of: ":") else { continue }
                fields[line[..<colon]] = line[line.index(after: colon)...].drop { $0 == "\t" || $0 == " " }
            }
            return fields
        }

        /// The running (not zombie) processes named `name` whose parent is `parent`.
        func children(of parent: pid_t, named name: String) -> [pid_t] {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
            return entries.compactMap { pid_t($0) }.filter { pid in
                guard let fields = status(of: pid) else { return false }
                return fields["Name"] == Substring(name) && fields["PPid"] == Substring("\(parent)") && EndToEnd.isRunning(pid)
            }
        }

        /// The browser's decoder zygote: its one child named `decode-zygote`.
        func zygoteProcess(of browser: pid_t) -> pid_t? {
            children(of: browser, named: "decode-zygote").first
        }

        /// The browser's running helpers: the `decode-worker` children of its zygote.
        func helpers(of browser: pid_t) -> [pid_t] {
            zygoteProcess(of: browser).map { children(of: $0, named: "decode-worker") } ?? []
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

        @Test func quittingEndsTheHelpersAndTheirZygote() async throws {
            let (session, browser) = try await startBrowser()
            defer { session.kill() }
            let running = try await runningHelpers(of: browser, in: session)
            #expect(running.count == 2, "two helpers, forked by the browser's zygote, decode its photos")
            let zygote = try #require(zygoteProcess(of: browser), "the browser forked its decoder zygote")
            let screen = try await session.capture()
            #expect(!screen.contains("without a sandbox"), "no fallback notice: \(screen)")
            try await session.sendKeys("q")
            try await session.waitForExit()
            #expect(try await waitUntilGone(running + [zygote]).isEmpty)
        }

        @Test func helpersForkedByTheZygoteAreShutIn() async throws {
            let (session, browser) = try await startBrowser()
            defer { session.kill() }
            let running = try await runningHelpers(of: browser, in: session)
            #expect(running.count == 2)
            for helper in running {
                let fields = try #require(status(of: helper))
                #expect(fields["Seccomp"] == "2", "helper \(helper) runs under its seccomp filter")
                #expect(fields["NoNewPrivs"] == "1")
                let environment = try #require(try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(helper)/environ")))
                #expect(environment.allSatisfy { $0 == 0 }, "nothing of the browser's environment reaches a helper")
                let commandLine = try #require(try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(helper)/cmdline")))
                #expect(commandLine.allSatisfy { $0 == 0 }, "nor its command line")
                let descriptors = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(helper)/fd")
                #expect(Set(descriptors) == ["0", "1", "2"], "helper \(helper) holds its socket and /dev/null only: \(descriptors)")
            }
        }

        @Test func killedHelpersAreReplacedAndPhotosKeepComing() async throws {
            let (session, browser) = try await startBrowser()
            defer { session.kill() }
            let running = try await runningHelpers(of: browser, in: session)
            #expect(running.count == 2)
            for helper in running { EndToEnd.signal(SIGKILL, to: helper) }
            #expect(try await waitUntilGone(running).isEmpty)
            try await session.sendKeys("G")
            let deadline = ContinuousClock.now + .seconds(20)
            var replacements = helpers(of: browser).filter { !running.contains($0) }
            while replacements.isEmpty, ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(50))
                replacements = helpers(of: browser).filter { !running.contains($0) }
            }
            #expect(!replacements.isEmpty, "the zygote forked new helpers for the photos further down")
            let screen = try await session.capture()
            // A helper killed while it was still decoding a photo of the first screen fails that
            // photo ("the decoder crashed (SIGKILL)"), as it should; the rest must come from new
            // helpers, never from decoding in process.
            #expect(!screen.contains("without a sandbox"), "no fallback to decoding in process: \(screen)")
        }

        @Test func aTerminatingSignalEndsTheHelpersThroughTheBrowsersOwnExit() async throws {
            let (session, browser) = try await startBrowser()
            defer { session.kill() }
            let running = try await runningHelpers(of: browser, in: session)
            #expect(running.count == 2)
            let zygote = try #require(zygoteProcess(of: browser))
            EndToEnd.signal(SIGTERM, to: browser)
            try await session.waitForExit()
            #expect(try await waitUntilGone(running + [zygote]).isEmpty)
        }

        @Test func helpersDieWithABrowserKilledOutright() async throws {
            let (session, browser) = try await startBrowser()
            defer { session.kill() }
            let running = try await runningHelpers(of: browser, in: session)
            #expect(running.count == 2)
            let zygote = try #require(zygoteProcess(of: browser))
            EndToEnd.signal(SIGKILL, to: browser)
            #expect(try await waitUntilGone(running + [zygote]).isEmpty, "the kernel kills the zygote of a browser that is gone, and its helpers with it")
        }
    }
}
