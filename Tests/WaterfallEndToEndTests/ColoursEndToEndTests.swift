import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

extension TerminalEndToEnd {
    /// Colours and the probe in real tmux 3.3a: photos in 24-bit colour when tmux's client
    /// terminal has `RGB`, in 256 colours otherwise (read back with `capture-pane -e`); and the
    /// probe leaves the pane's title alone when tmux is named only by `TERM` or by its answers,
    /// as in a shell reached over ssh from a tmux pane.
    @Suite("ColoursEndToEnd: colours and the probe in tmux", .serialized, .timeLimit(.minutes(5)))
    struct ColoursEndToEndTests {
        /// A client attached to `session`'s server from a pseudo-terminal (`script`), with
        /// `TERM=xterm-256color` and nobody answering its questions, so tmux knows its features
        /// from its own `terminal-features` only. Stopped by `stop()`.
        final class Client {
            let process = Process()
            private let input = Pipe()

            init(_ session: TmuxSession) throws {
                process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
                process.arguments = ["-qfc", "\(session.tmux) -u -f /dev/null -L \(session.socket) attach -t \(session.name)", "/dev/null"]
                var environment = ProcessInfo.processInfo.environment
                environment["TMUX"] = nil
                environment["TERM"] = "xterm-256color"
                process.environment = environment
                process.standardInput = input
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                try process.run()
            }

            func stop() {
                if process.isRunning { kill(process.processIdentifier, SIGKILL) }
                process.waitUntilExit()
            }
        }

        /// The SGR colour sequences `capture-pane -e` shows: how many `38;2`/`48;2` and how many
        /// `38;5`/`48;5` parameters.
        func colourCounts(_ session: TmuxSession) async throws -> (truecolor: Int, palette: Int) {
            let screen = try await session.tmuxCommand(["capture-pane", "-p", "-e", "-t", session.name])
            var counts = (truecolor: 0, palette: 0)
            for parameters in screen.components(separatedBy: "\u{1B}[").dropFirst() {
                let codes = parameters.prefix { $0 != "m" }.split(separator: ";").compactMap { Int($0) }
                for index in codes.indices.dropLast() where codes[index] == 38 || codes[index] == 48 {
                    if codes[index + 1] == 2 { counts.truecolor += 1 }
                    if codes[index + 1] == 5 { counts.palette += 1 }
                }
            }
            return counts
        }

        /// A shell in tmux with a client attached (its features given `RGB` when `rgb`), then
        /// the browser started in it with `--images symbols`, waited for until its photos show.
        func browserWithClient(rgb: Bool) async throws -> (TmuxSession, Client) {
            let session = try await TmuxSession(width: 100, height: 30, command: ["/bin/sh"], environment: ["PS1": "$ ", "NO_COLOR": ""])
            if rgb {
                try await session.tmuxCommand(["set", "-as", "terminal-features", "xterm*:RGB"])
            }
            let client = try Client(session)
            let deadline = ContinuousClock.now + .seconds(10)
            while try await session.tmuxCommand(["list-clients"]).isEmpty {
                guard ContinuousClock.now < deadline else { throw EndToEndError("the client did not attach") }
                try await Task.sleep(for: .milliseconds(50))
            }
            let binary = try EndToEnd.waterfallBinary()
            try await session.runShellLine("\(EndToEnd.shellQuoted(binary)) --data \(EndToEnd.shellQuoted(EndToEnd.catalogPath)) --latency 0 --images symbols")
            try await session.waitFor("╭", timeout: .seconds(20))
            return (session, client)
        }

        @Test func photosAreIn24BitColourWhenTmuxsClientHasRGB() async throws {
            let (session, client) = try await browserWithClient(rgb: true)
            defer {
                session.kill()
                client.stop()
            }
            var counts = (truecolor: 0, palette: 0)
            let deadline = ContinuousClock.now + .seconds(20)
            while counts.truecolor < 200, ContinuousClock.now < deadline {
                counts = try await colourCounts(session)
                try await Task.sleep(for: .milliseconds(100))
            }
            #expect(counts.truecolor >= 200, "\(counts)")
            #expect(counts.palette > 0, "the rest of the screen stays in 256 colours")
        }

        @Test func photosAreIn256ColoursWhenTmuxsClientHasNoRGB() async throws {
            let (session, client) = try await browserWithClient(rgb: false)
            defer {
                session.kill()
                client.stop()
            }
            // A photo shown, full screen: "loading …" gone from its place (thumbnails alone are
            // also in 256 colours, so the grid's colours cannot tell whether photos are in yet).
            try await session.sendKeys("Enter")
            _ = try await session.waitUntil("the first photo shown full screen", timeout: .seconds(30)) { screen in
                screen.contains(" · fit ") && !screen.contains("loading ")
            }
            let counts = try await colourCounts(session)
            #expect(counts.truecolor == 0 && counts.palette >= 200, "\(counts)")
        }

        @Test(
            "the pane's title is left as it was when tmux is named only by TERM (as over ssh) or only by its answers",
            arguments: ["env -u TMUX TERM=tmux-256color", "env -u TMUX TERM=xterm-256color"])
        func thePaneTitleIsLeftAlone(launcher: String) async throws {
            let session = try await TmuxSession(width: 100, height: 30, command: ["/bin/sh"], environment: ["PS1": "$ "])
            defer { session.kill() }
            try await session.tmuxCommand(["select-pane", "-t", session.name, "-T", "my title"])
            let binary = try EndToEnd.waterfallBinary()
            try await session.runShellLine(
                "\(launcher) \(EndToEnd.shellQuoted(binary)) --data \(EndToEnd.shellQuoted(EndToEnd.catalogPath)) --latency 0; echo waterfall-ended")
            try await session.waitFor("╭", timeout: .seconds(20))
            try await session.sendKeys("q")
            try await session.waitFor("waterfall-ended")
            let title = try await session.tmuxCommand(["display-message", "-p", "-t", session.name, "#{pane_title}"])
            #expect(title.trimmingCharacters(in: .whitespacesAndNewlines) == "my title")
        }
    }
}
