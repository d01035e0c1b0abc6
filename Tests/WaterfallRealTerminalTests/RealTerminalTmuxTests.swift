import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// kitty 0.26 (Debian 12's, which has no Unicode placeholders) behind tmux with
/// `allow-passthrough on`, headless under Xvfb: what `waterfall --help` says `--images auto` and
/// `--colors auto` choose there, on a tmux server of the test's own (`-L`, its own configuration).
/// Skipped, with a message, only when `WATERFALL_SKIP_REAL_TERMINALS=1`.
@Suite(
    "Real terminals: kitty 0.26 behind tmux under Xvfb", .serialized, .timeLimit(.minutes(3)),
    .enabled(if: ProcessInfo.processInfo.environment["WATERFALL_SKIP_REAL_TERMINALS"] != "1", "WATERFALL_SKIP_REAL_TERMINALS=1")
)
struct RealTerminalTmuxTests {
    /// The lines of `waterfall --help` on pictures and colours, run in tmux (with `configuration`
    /// as its configuration file's lines) in kitty: what `--images auto` and `--colors auto` would
    /// use, and the whole of the help.
    nonisolated(nonsending) static func helpBehindTmux(configuration: [String]) async throws -> (images: String, colours: String, text: String) {
        let tmux = try #require(XvfbDisplay.path(of: "tmux"), "the test needs tmux (`.ci/setup` installs it)")
        let display = try await XvfbDisplay()
        defer { display.stop() }
        let directory = try TemporaryDirectory()
        let socket = "waterfall-test-\(getpid())-\(UUID().uuidString.prefix(8))"
        defer { Self.run(tmux, ["-L", socket, "kill-server"]) }
        let configurationFile = directory.path + "/tmux.conf"
        try (configuration.joined(separator: "\n") + "\n").write(toFile: configurationFile, atomically: true, encoding: .utf8)
        let helpFile = directory.path + "/help.txt"
        let binary = try BuiltExecutable.path(named: "waterfall")
        let inside = "script -qfc \(Shell.quoted("\(Shell.quoted(binary)) --help")) \(Shell.quoted(helpFile)); sleep 60"
        _ = try RealTerminal(.kitty, on: display, columns: 100, rows: 36, command: [tmux, "-L", socket, "-f", configurationFile, "new-session", inside])
        let deadline = ContinuousClock.now + .seconds(30)
        while ContinuousClock.now < deadline {
            if let help = RealTerminal.helpSection(helpFile) {
                return (help.images, help.colours, (try? String(contentsOfFile: helpFile, encoding: .utf8)) ?? "")
            }
            try await Task.sleep(for: .milliseconds(200))
        }
        throw RealTerminalError("waterfall --help wrote no section on pictures and colours in tmux in kitty")
    }

    /// Runs `executable` with `arguments` to its end, output discarded.
    static func run(_ executable: String, _ arguments: [String]) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try? process.run()
        process.waitUntilExit()
    }

    @Test func kitty026BehindTmuxGetsSymbolsAndTheHelpSaysWhyAndHowToGet24BitColour() async throws {
        let help = try await Self.helpBehindTmux(configuration: ["set -g allow-passthrough on"])
        // tmux 3.3a finds no RGB in kitty 0.26.5 (TERM=xterm-kitty): the help gives the line.
        #expect(help.colours == "256 colours (tmux: the client terminal has no RGB)")
        #expect(
            help.text.contains(
                "for 24-bit colour, which kitty 0.26.5 shows (then detach and attach again):\r\n    tmux set -as terminal-features ',xterm-kitty:RGB'"),
            "\(help.text)")
        // tmux (tmux 3.3a) in kitty 0.26.5: …
        #expect(help.images.hasPrefix("tmux ("), "\(help.images)")
        #expect(
            help.images.hasSuffix(
                " in kitty 0.26.5: no pixel graphics, symbols — the terminal outside tmux (kitty 0.26.5) cannot draw pictures through tmux; kitty 0.28 or newer can"
            ),
            "\(help.images)")
    }

    @Test func withTheLineInTmuxsConfigurationKittyGets24BitColour() async throws {
        let help = try await Self.helpBehindTmux(configuration: ["set -g allow-passthrough on", "set -as terminal-features ',xterm-kitty:RGB'"])
        #expect(help.colours == "24-bit colour (tmux: the client terminal has RGB)")
        #expect(!help.text.contains("terminal-features"), "nothing left to turn on")
    }
}
