import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

extension TerminalEndToEnd {
    /// `waterfall serve` and the browser against each other over loopback, with photos: `dump` and
    /// the browser in tmux draw the served catalog's photos exactly as they draw its files, and a
    /// second start, with the server gone and `--offline`, draws its first screen from the disk
    /// cache.
    @Suite("RemotePhotosEndToEnd: photos over HTTP, waterfall serve ⇄ the browser (tmux)", .serialized, .timeLimit(.minutes(6)))
    struct RemotePhotosEndToEndTests {
        /// The test's environment: its own disk cache, colours on, no catalog from the runner's.
        func environment(cache: TemporaryDirectory) -> [String: String] {
            var environment = ProcessInfo.processInfo.environment
            environment["XDG_CACHE_HOME"] = cache.path
            environment["NO_COLOR"] = ""
            environment.removeValue(forKey: "WATERFALL_DATA")
            return environment
        }

        /// The screen of `session` with its colours (tmux's escape-sequence capture).
        func screenWithColours(_ session: TmuxSession) async throws -> String {
            try await session.tmuxCommand(["capture-pane", "-p", "-e", "-t", session.name])
        }

        /// Waits (up to `timeout`) until `session` shows exactly `expected`, colours included;
        /// returns whether it did, and the last screen.
        func waitForScreen(_ session: TmuxSession, _ expected: String, timeout: Duration = .seconds(60)) async throws -> (Bool, String) {
            let deadline = ContinuousClock.now + timeout
            var screen = ""
            while ContinuousClock.now < deadline {
                screen = try await screenWithColours(session)
                if screen == expected { return (true, screen) }
                try await Task.sleep(for: .milliseconds(100))
            }
            return (false, screen)
        }

        /// The screen the browser settles on, colours included: the same capture twice, a second
        /// apart, with the photos in (many colours).
        func settledScreen(_ session: TmuxSession, timeout: Duration = .seconds(60)) async throws -> String {
            let deadline = ContinuousClock.now + timeout
            var previous = ""
            while ContinuousClock.now < deadline {
                let screen = try await screenWithColours(session)
                if screen == previous, screen.components(separatedBy: "\u{1B}[").count > 400 { return screen }
                previous = screen
                try await Task.sleep(for: .seconds(1))
            }
            throw EndToEndError("the screen did not settle within \(timeout)", screen: previous)
        }

        @Test func dumpDrawsServedPhotosAsItsFilesThenFromTheCacheOffline() async throws {
            let binary = try EndToEnd.waterfallBinary()
            let cache = try TemporaryDirectory()
            let environment = environment(cache: cache)
            let serve = try await RunningServe.start(binary, environment: environment)
            defer { serve.stop() }
            let frame = ["--width", "100", "--height", "40", "--columns", "3", "--images", "symbols", "--ansi", "--colors", "256"]
            let local = try await EndToEnd.run(binary, ["dump", "--data", EndToEnd.catalogPath] + frame, environment: environment, timeout: .seconds(60))
            let remote = try await EndToEnd.run(binary, ["dump", "--data", serve.address] + frame, environment: environment, timeout: .seconds(90))
            #expect(local.status == 0 && remote.status == 0, "\(remote.stderr)")
            #expect(remote.stdout == local.stdout, "the served photos are drawn as the files are")
            #expect(!remote.stderr.contains("could not show"), "\(remote.stderr)")
            let photos = try FileManager.default.contentsOfDirectory(atPath: cache.path + "/waterfall/photos")
            #expect(photos.count >= 6, "the photos on screen are in the disk cache: \(photos.count)")
            serve.stop()
            let offline = try await EndToEnd.run(
                binary, ["dump", "--data", serve.address, "--offline"] + frame, environment: environment, timeout: .seconds(90))
            #expect(offline.status == 0, "\(offline.stderr)")
            #expect(offline.stdout == local.stdout, "with the server gone, the photos come from the disk cache")
        }

        @Test func theBrowserDrawsServedPhotosAsItsFilesThenFromTheCache() async throws {
            let binary = try EndToEnd.waterfallBinary()
            let cache = try TemporaryDirectory()
            let environment = environment(cache: cache)
            let arguments = ["--images", "symbols", "--colors", "256", "--columns", "3"]
            let local = try await TmuxSession(
                width: 120, height: 40, command: [binary, "--data", EndToEnd.catalogPath, "--latency", "0"] + arguments, environment: environment
            )
            try await local.waitFor("30 items", "╭")
            let expected = try await settledScreen(local)
            _ = await local.close()

            let serve = try await RunningServe.start(binary, environment: environment)
            defer { serve.stop() }
            let remote = try await TmuxSession(width: 120, height: 40, command: [binary, "--data", serve.address] + arguments, environment: environment)
            defer { remote.kill() }
            let (same, screen) = try await waitForScreen(remote, expected)
            #expect(same, "the served catalog, photos included, looks as its files do:\n\(screen)")
            try await remote.sendKeys("j", "j", "k", "k")
            let (back, _) = try await waitForScreen(remote, expected, timeout: .seconds(20))
            #expect(back, "the browser keeps working")
            try await remote.sendKeys("q")
            try await remote.waitForExit(timeout: .seconds(20))
            serve.stop()

            let offline = try await TmuxSession(
                width: 120, height: 40, command: [binary, "--data", serve.address, "--offline"] + arguments, environment: environment
            )
            defer { offline.kill() }
            let (cached, cachedScreen) = try await waitForScreen(offline, expected, timeout: .seconds(30))
            #expect(cached, "a second start draws its first screen from the disk cache, the server gone:\n\(cachedScreen)")
        }
    }
}
