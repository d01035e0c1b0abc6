import SeededRandom
import Testing

@testable import WaterfallTUI

@Suite("Pictures through tmux: only for a terminal outside known to draw Unicode placeholders", .timeLimit(.minutes(1)))
struct TmuxPictureChoiceTests {
    static let esc = "\u{1B}"
    static let symbolsForAll = "kitty 0.28 or newer and Ghostty can"

    /// The answers of a terminal outside tmux to ``TerminalQuery/outerTerminalRound`` as played
    /// bytes (nil: not asked), what tmux kept as the client's version, and the choice expected.
    static let table: [(outer: String?, clientType: String, expected: TmuxPictureChoice)] = [
        // Debian 12's kitty: the graphics query answered OK, but no placeholders before 0.28.
        (
            ProbeRepliesTests.kittyOuterRound, "",
            TmuxPictureChoice(
                pixelProtocol: nil, outerTerminal: "kitty 0.26.5",
                reason: "the terminal outside tmux (kitty 0.26.5) cannot draw pictures through tmux; kitty 0.28 or newer can")
        ),
        (
            ProbeRepliesTests.kittyOuterRound.replacingOccurrences(of: "0.26.5", with: "0.28.0"), "",
            TmuxPictureChoice(pixelProtocol: .kittyPlaceholders, outerTerminal: "kitty 0.28.0", reason: nil)
        ),
        (
            ProbeRepliesTests.kittyOuterRound.replacingOccurrences(of: "0.26.5", with: "0.35.2"), "",
            TmuxPictureChoice(pixelProtocol: .kittyPlaceholders, outerTerminal: "kitty 0.35.2", reason: nil)
        ),
        (
            "\(esc)P>|ghostty 1.1.3\(esc)\\\(esc)_Gi=31;OK\(esc)\\\(esc)[?62;22c", "",
            TmuxPictureChoice(pixelProtocol: .kittyPlaceholders, outerTerminal: "ghostty 1.1.3", reason: nil)
        ),
        // xterm: no kitty graphics at all (its sixel would land outside the pane).
        (
            ProbeRepliesTests.xtermOuterRound, "",
            TmuxPictureChoice(
                pixelProtocol: nil, outerTerminal: "XTerm 379",
                reason: "the terminal outside tmux (XTerm 379) cannot draw pictures through tmux; \(symbolsForAll)")
        ),
        // WezTerm: kitty graphics without Unicode placeholders.
        (
            "\(esc)P>|WezTerm 20240203-110809-5046fc22\(esc)\\\(esc)_Gi=31;OK\(esc)\\\(esc)[?65;4;6;18;22c", "",
            TmuxPictureChoice(
                pixelProtocol: nil, outerTerminal: "WezTerm 20240203-110809-5046fc22",
                reason: "the terminal outside tmux (WezTerm 20240203-110809-5046fc22) cannot draw pictures through tmux; \(symbolsForAll)")
        ),
        // A terminal that answers the kitty query OK but not XTVERSION (Konsole answers OK and
        // ignores placeholders): not known to draw them.
        (
            "\(esc)_Gi=31;OK\(esc)\\\(esc)[?62;c", "",
            TmuxPictureChoice(
                pixelProtocol: nil, outerTerminal: nil, reason: "the terminal outside tmux did not say which it is; \(symbolsForAll) draw pictures through tmux"
            )
        ),
        // The passthrough brought nothing back.
        (
            "", "",
            TmuxPictureChoice(
                pixelProtocol: nil, outerTerminal: nil,
                reason: "the terminal outside tmux did not answer through tmux's passthrough; \(symbolsForAll) draw pictures through tmux")
        ),
        (
            nil, "",
            TmuxPictureChoice(
                pixelProtocol: nil, outerTerminal: nil,
                reason: "the terminal outside tmux did not answer through tmux's passthrough; \(symbolsForAll) draw pictures through tmux")
        ),
        // tmux kept the version (it took the answer as its own first one): it decides.
        (
            "\(esc)_Gi=31;OK\(esc)\\\(esc)[?62;c", "kitty(0.26.5)",
            TmuxPictureChoice(
                pixelProtocol: nil, outerTerminal: "kitty 0.26.5",
                reason: "the terminal outside tmux (kitty 0.26.5) cannot draw pictures through tmux; kitty 0.28 or newer can")
        ),
        ("", "kitty(0.31.0)", TmuxPictureChoice(pixelProtocol: .kittyPlaceholders, outerTerminal: "kitty 0.31.0", reason: nil)),
        // The passthrough's answer wins over what tmux kept (an older client's, say).
        (
            ProbeRepliesTests.kittyOuterRound.replacingOccurrences(of: "0.26.5", with: "0.28.0"), "kitty(0.26.5)",
            TmuxPictureChoice(pixelProtocol: .kittyPlaceholders, outerTerminal: "kitty 0.28.0", reason: nil)
        ),
        // tmux inside tmux: the inner passthrough reaches the outer tmux, which is no terminal.
        (
            ProbeRepliesTests.tmuxFirstRound, "",
            TmuxPictureChoice(
                pixelProtocol: nil, outerTerminal: "tmux 3.3a",
                reason: "the terminal outside tmux (tmux 3.3a) cannot draw pictures through tmux; \(symbolsForAll)")
        ),
    ]

    @Test func eachOuterTerminalsAnswersGiveTheirChoiceAndReason() {
        for (index, row) in Self.table.enumerated() {
            let outer = row.outer.map { OuterTerminalReplies(ProbeReplies.parse(Array($0.utf8))) }
            #expect(TmuxPictureChoice.decide(outer: outer, clientTerminalType: row.clientType) == row.expected, "row \(index)")
        }
    }

    @Test func kittyVersionsDrawPlaceholdersFrom028AgainstAComparisonOfNumbers() {
        var random = SplitMix64(seed: 30)
        for _ in 0 ..< 2_000 {
            let version = (Int.random(in: 0 ... 2, using: &random), Int.random(in: 0 ... 60, using: &random), Int.random(in: 0 ... 12, using: &random))
            let text = "kitty(\(version.0).\(version.1).\(version.2))"
            let outer = OuterTerminalReplies(version: text, kittyGraphics: Bool.random(using: &random), answered: true)
            let choice = TmuxPictureChoice.decide(outer: outer, clientTerminalType: "")
            let oracle = version.0 > 0 || version.1 >= 28
            #expect((choice.pixelProtocol == .kittyPlaceholders) == oracle, "\(text)")
            #expect((choice.reason == nil) == oracle, "\(text): a reason exactly when symbols")
            #expect(choice.outerTerminal == "kitty \(version.0).\(version.1).\(version.2)")
        }
    }

    @Test func inTheHelpTheSummarySaysWhichTerminalIsOutsideAndWhy() {
        let environment = TerminalEnvironment(["TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0"])
        var replies = ProbeReplies.parse(Array(ProbeRepliesTests.tmuxFirstRound.utf8))
        replies.outerTerminal = OuterTerminalReplies(answered: true)
        let capabilities = GraphicsDetection.decide(
            environment: environment, replies: replies, kernelCellSize: nil, tmuxPassthrough: true,
            tmuxClient: TmuxClient(terminalName: "xterm-kitty", terminalType: "kitty(0.26.5)")
        )
        #expect(capabilities.pixelProtocol == nil)
        #expect(
            capabilities.summary
                == "tmux (tmux-256color) in kitty 0.26.5: no pixel graphics, symbols — the terminal outside tmux (kitty 0.26.5) cannot draw pictures through tmux; kitty 0.28 or newer can"
        )
    }
}
