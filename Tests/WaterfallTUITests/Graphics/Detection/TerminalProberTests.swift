import CTestPseudoTerminal
import Foundation
import Testing
@testable import WaterfallTUI

#if canImport(Glibc)
import Glibc
#endif

@Suite("Terminal prober on a pseudo-terminal", .serialized, .timeLimit(.minutes(1)))
struct TerminalProberTests {
    /// A pseudo-terminal pair: the prober uses the terminal side; the test plays the terminal.
    static func openPair() throws -> (terminal: Int32, program: Int32) {
        var terminal: Int32 = -1
        var program: Int32 = -1
        try #require(test_open_pseudo_terminal(&terminal, &program) == 0)
        return (terminal, program)
    }

    /// Plays the terminal on `terminal`: once the whole query (ending in DA1) has been read,
    /// writes each of `answers`, `pause` microseconds apart.
    static func answer(on terminal: Int32, with answers: [String], pause: UInt32 = 0) {
        Thread {
            var buffer = [UInt8](repeating: 0, count: 1024)
            var seen: [UInt8] = []
            while !String(decoding: seen, as: UTF8.self).hasSuffix("\u{1B}[c") {
                let count = read(terminal, &buffer, buffer.count)
                if count <= 0 { return }
                seen += buffer.prefix(count)
            }
            for (index, text) in answers.enumerated() {
                if index > 0 { usleep(pause) }
                let bytes = Array(text.utf8)
                _ = write(terminal, bytes, bytes.count)
            }
        }.start()
    }

    @Test func aTerminalThatAnswersIsReadUntilDA1AndNothingIsLeftBehind() throws {
        let (terminal, program) = try Self.openPair()
        defer { close(terminal); close(program) }
        Self.answer(on: terminal, with: [ProbeRepliesTests.kitty + "late"])
        let start = ContinuousClock.now
        let replies = TerminalProber.probe(descriptor: program, environment: TerminalEnvironment(["TERM": "xterm-kitty"]), budgetMilliseconds: 2_000)
        #expect(ContinuousClock.now - start < .milliseconds(1_500), "stops at the DA1 reply, not at the budget")
        #expect(replies.kittyGraphics && replies.version == "kitty(0.26.5)" && replies.sawEnd)
        // Raw mode is undone: the terminal side is canonical again.
        var modes = termios()
        tcgetattr(program, &modes)
        #expect(modes.c_lflag & tcflag_t(ICANON) != 0)
    }

    @Test func insideTmuxTheOuterTerminalsKittyAnswerIsAwaitedPastTmuxsOwnDA1() throws {
        let (terminal, program) = try Self.openPair()
        defer { close(terminal); close(program) }
        // tmux answers DA1 at once; the outer terminal's kitty answer comes 80 ms later.
        Self.answer(on: terminal, with: ["\u{1B}[?1;2;4c", "\u{1B}_Gi=31;OK\u{1B}\\"], pause: 80_000)
        let replies = TerminalProber.probe(descriptor: program, environment: TerminalEnvironment(["TERM": "tmux-256color", "TMUX": "x"]), tmuxPassthrough: true, budgetMilliseconds: 1_000)
        #expect(replies.kittyGraphics, "the late kitty answer is read")
    }

    @Test func aSilentTerminalCostsTheBudgetAndNoMore() throws {
        let (terminal, program) = try Self.openPair()
        defer { close(terminal); close(program) }
        let start = ContinuousClock.now
        let replies = TerminalProber.probe(descriptor: program, environment: TerminalEnvironment(["TERM": "xterm"]), budgetMilliseconds: 150)
        let elapsed = ContinuousClock.now - start
        #expect(!replies.sawEnd)
        #expect(elapsed >= .milliseconds(140) && elapsed < .milliseconds(1_000), "\(elapsed)")
    }
}
