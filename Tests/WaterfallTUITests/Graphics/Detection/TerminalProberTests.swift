import CTestPseudoTerminal
import Foundation
import Testing

@testable import WaterfallTUI

#if canImport(Glibc)
import Glibc
#endif

/// Judged by order and presence, never by how long a probe took: a budget that must not be what
/// ends a probe is ``beyondTheTimeLimit`` (a probe that waited for it would overrun the suite's
/// time limit), and what the program wrote is read up to a marker written after it.
@Suite("Terminal prober on a pseudo-terminal", .serialized, .timeLimit(.minutes(1)))
struct TerminalProberTests {
    /// A budget, in milliseconds, twice the suite's time limit: a probe that waits for it fails
    /// the test; one that stops at the DA1 replies never comes near it.
    static let beyondTheTimeLimit = 120_000

    /// A pseudo-terminal pair: the prober uses the terminal side; the test plays the terminal.
    static func openPair() throws -> (terminal: Int32, program: Int32) {
        var terminal: Int32 = -1
        var program: Int32 = -1
        try #require(test_open_pseudo_terminal(&terminal, &program) == 0)
        return (terminal, program)
    }

    /// Everything the program wrote to the played terminal.
    final class Transcript: @unchecked Sendable {
        private let condition = NSCondition()
        private var bytes: [UInt8] = []

        func append(_ more: ArraySlice<UInt8>) {
            condition.withLock {
                bytes += more
                condition.broadcast()
            }
        }

        var text: String { condition.withLock { String(decoding: bytes, as: UTF8.self) } }

        /// Waits until the transcript holds `marker`, or 30 s pass (a bound for a loaded machine,
        /// never reached when the marker comes); returns whether it holds it.
        func waitFor(_ marker: String) -> Bool {
            let deadline = Date(timeIntervalSinceNow: 30)
            return condition.withLock {
                while !String(decoding: bytes, as: UTF8.self).contains(marker) {
                    guard condition.wait(until: deadline) else { return String(decoding: bytes, as: UTF8.self).contains(marker) }
                }
                return true
            }
        }
    }

    /// What the program on `program` wrote to the played terminal, all of it: a marker is written
    /// after it (the terminal reads in order) and waited for, then left off.
    static func everythingWritten(by program: Int32, to transcript: Transcript) throws -> String {
        let marker = "<end of what the program wrote>"
        let bytes = Array(marker.utf8)
        try #require(write(program, bytes, bytes.count) == bytes.count)
        try #require(transcript.waitFor(marker), "the player read the marker: \(transcript.text)")
        let text = transcript.text
        return String(text[..<(text.range(of: marker)?.lowerBound ?? text.endIndex)])
    }

    /// Plays the terminal on `terminal`: each time a round of questions (ending in DA1) has been
    /// read, writes that round's answers (`rounds[i]`), `pause` microseconds apart; keeps what
    /// the program wrote in the returned transcript until the pair is closed.
    ///
    /// The player reads a descriptor of its own (a duplicate of `terminal`), closed only by the
    /// player once the program's side is closed: were it to read `terminal` itself, a player
    /// still between two reads when the test closes the pair could read the next test's
    /// terminal, which may reuse the number, and take its questions.
    static func play(on terminal: Int32, rounds: [[String]], pause: UInt32 = 0) -> Transcript {
        let transcript = Transcript()
        let own = dup(terminal)
        Thread {
            defer { close(own) }
            var buffer = [UInt8](repeating: 0, count: 1024)
            var pending: [UInt8] = []
            var round = 0
            while true {
                let count = read(own, &buffer, buffer.count)
                if count <= 0 { return }
                transcript.append(buffer.prefix(count))
                pending += buffer.prefix(count)
                while let end = String(decoding: pending, as: UTF8.self).range(of: "\u{1B}[c") {
                    pending = Array(String(decoding: pending, as: UTF8.self)[end.upperBound...].utf8)
                    for (index, text) in (round < rounds.count ? rounds[round] : []).enumerated() {
                        if index > 0 { usleep(pause) }
                        let bytes = Array(text.utf8)
                        _ = write(own, bytes, bytes.count)
                    }
                    round += 1
                }
            }
        }.start()
        return transcript
    }

    @Test func aTerminalThatAnswersIsAskedTheKittyQueryAfterTheFirstRoundAndNothingIsLeftBehind() throws {
        let (terminal, program) = try Self.openPair()
        defer {
            close(terminal)
            close(program)
        }
        let transcript = Self.play(on: terminal, rounds: [[ProbeRepliesTests.kittyFirstRound], ["\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;clate"]])
        // Stops at the DA1 replies: the budget is beyond the suite's time limit.
        let replies = TerminalProber.probe(
            descriptor: program, environment: TerminalEnvironment(["TERM": "xterm-kitty"]), budgetMilliseconds: Self.beyondTheTimeLimit)
        #expect(replies.kittyGraphics && replies.version == "kitty(0.26.5)" && replies.sawEnd)
        #expect(replies.capabilities["colors"] == "256" && replies.background == .rgb(0, 0, 0))
        #expect(transcript.text.contains(TerminalQuery.kittyQuery))
        // Raw mode is undone: the terminal side is canonical again.
        var modes = termios()
        tcgetattr(program, &modes)
        #expect(modes.c_lflag & tcflag_t(ICANON) != 0)
    }

    @Test(
        "no kitty query (an APC string a multiplexer takes for a title) where a multiplexer is named or answers",
        arguments: [
            (["TERM": "tmux-256color"], ProbeRepliesTests.tmuxFirstRound),
            (["TERM": "xterm-256color"], ProbeRepliesTests.tmuxFirstRound),
            (["TERM": "screen.xterm-256color"], "\u{1B}[?1;2c"),
            (["TERM": "xterm-256color", "STY": "1234.pts-0.host"], "\u{1B}[?1;2c"),
            (["TERM": "xterm-256color"], "\u{1B}[>83;40003;0c\u{1B}[?1;2c"),
            (["TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0"], ProbeRepliesTests.tmuxFirstRound),
        ])
    func multiplexersAreNeverSentTheKittyQuery(environment: [String: String], answer: String) throws {
        let (terminal, program) = try Self.openPair()
        defer {
            close(terminal)
            close(program)
        }
        let transcript = Self.play(on: terminal, rounds: [[answer], ["\u{1B}[?1;2c"]])
        let replies = TerminalProber.probe(descriptor: program, environment: TerminalEnvironment(environment), budgetMilliseconds: Self.beyondTheTimeLimit)
        #expect(replies.sawEnd)
        #expect(!(try Self.everythingWritten(by: program, to: transcript)).contains("\u{1B}_"), "\(environment)")
    }

    @Test func insideTmuxWithPassthroughTheTerminalOutsideIsAskedItsVersionAndTheKittyQueryAndItsDA1EndsTheRound() throws {
        let (terminal, program) = try Self.openPair()
        defer {
            close(terminal)
            close(program)
        }
        // tmux answers the first round itself; the terminal outside (kitty 0.26.5, as captured)
        // answers the second, 80 ms between its answers.
        let outer = ["\u{1B}P>|kitty(0.26.5)\u{1B}\\", "\u{1B}_Gi=31;OK\u{1B}\\", "\u{1B}[?62;c"]
        let transcript = Self.play(on: terminal, rounds: [[ProbeRepliesTests.tmuxFirstRound], outer], pause: 80_000)
        // The outer DA1 ends the round: the budget is beyond the suite's time limit.
        let replies = TerminalProber.probe(
            descriptor: program, environment: TerminalEnvironment(["TERM": "tmux-256color", "TMUX": "x"]), tmuxPassthrough: true,
            budgetMilliseconds: Self.beyondTheTimeLimit
        )
        #expect(replies.outerTerminal == OuterTerminalReplies(version: "kitty(0.26.5)", kittyGraphics: true, answered: true))
        #expect(replies.version == "tmux 3.3a" && replies.multiplexer == .tmux && !replies.kittyGraphics, "the first round stays tmux's")
        let written = try Self.everythingWritten(by: program, to: transcript)
        #expect(written.hasSuffix(String(decoding: TerminalQuery.outerTerminalRound, as: UTF8.self)), "the second round went through the passthrough, and last")
        let decision = GraphicsDetection.decide(
            environment: TerminalEnvironment(["TERM": "tmux-256color", "TMUX": "x"]), replies: replies, kernelCellSize: nil, tmuxPassthrough: true)
        #expect(decision.pixelProtocol == nil && decision.hint?.contains("(kitty 0.26.5) cannot draw pictures through tmux") == true)
    }

    @Test func insideTmuxWithPassthroughATerminalOutsideThatAnswersNothingCostsTheBudgetAndNoMore() throws {
        let (terminal, program) = try Self.openPair()
        defer {
            close(terminal)
            close(program)
        }
        _ = Self.play(on: terminal, rounds: [[ProbeRepliesTests.tmuxFirstRound]])
        // A second for both rounds: the played tmux must answer the first within it, at once
        // though the machine be loaded; the outer terminal, silent, costs the rest.
        let start = ContinuousClock.now
        let replies = TerminalProber.probe(
            descriptor: program, environment: TerminalEnvironment(["TERM": "tmux-256color", "TMUX": "x"]), tmuxPassthrough: true, budgetMilliseconds: 1_000
        )
        let elapsed = ContinuousClock.now - start
        #expect(replies.sawEnd && replies.outerTerminal == OuterTerminalReplies())
        // It waited for the budget (a loaded machine only makes that longer); that it stops there
        // is that it returns at all: the outer terminal never answers.
        #expect(elapsed >= .milliseconds(950), "\(elapsed)")
    }

    @Test func withoutPicturesTheKittyQueryIsNotAsked() throws {
        let (terminal, program) = try Self.openPair()
        defer {
            close(terminal)
            close(program)
        }
        let transcript = Self.play(on: terminal, rounds: [[ProbeRepliesTests.xtermFirstRound], ["\u{1B}[?63;4c"]])
        let replies = TerminalProber.probe(
            descriptor: program, environment: TerminalEnvironment(["TERM": "xterm"]), askKitty: false, budgetMilliseconds: Self.beyondTheTimeLimit)
        #expect(replies.version == "XTerm(379)" && replies.maximumSixelSize == Size(width: 1000, height: 1000))
        #expect(!(try Self.everythingWritten(by: program, to: transcript)).contains("\u{1B}_"))
    }

    @Test func aTerminalSlowToAnswerItsFirstRoundStillGetsPicturesWithinTheDefaultBudget() throws {
        let (terminal, program) = try Self.openPair()
        defer {
            close(terminal)
            close(program)
        }
        // A cold emulator: its first answers come a second after the question.
        let transcript = Self.play(
            on: terminal, rounds: [["", ProbeRepliesTests.kittyFirstRound], ["\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;c"]], pause: 1_000_000)
        let replies = TerminalProber.probe(
            descriptor: program, environment: TerminalEnvironment(["TERM": "xterm-kitty"]), budgetMilliseconds: TerminalProber.defaultBudgetMilliseconds)
        #expect(replies.sawEnd && replies.kittyGraphics, "the late first round and the kitty round are both read")
        #expect(replies.background == .rgb(0, 0, 0))
        #expect(transcript.text.contains(TerminalQuery.kittyQuery))
    }

    @Test func aSilentTerminalCostsTheBudgetAndNoMore() throws {
        let (terminal, program) = try Self.openPair()
        defer {
            close(terminal)
            close(program)
        }
        let transcript = Self.play(on: terminal, rounds: [])
        let start = ContinuousClock.now
        let replies = TerminalProber.probe(descriptor: program, environment: TerminalEnvironment(["TERM": "xterm"]), budgetMilliseconds: 150)
        let elapsed = ContinuousClock.now - start
        #expect(!replies.sawEnd)
        // It waited for the budget (a loaded machine only makes that longer); that it stops there
        // is that it returns at all: the terminal never answers.
        #expect(elapsed >= .milliseconds(140), "\(elapsed)")
        #expect(!(try Self.everythingWritten(by: program, to: transcript)).contains("\u{1B}_"), "no second round after silence")
    }
}
