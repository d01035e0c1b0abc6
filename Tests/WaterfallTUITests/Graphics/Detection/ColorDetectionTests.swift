import Testing

@testable import WaterfallTUI

@Suite("Colours the terminal says it shows", .timeLimit(.minutes(3)))
struct ColorDetectionTests {
    static func detect(_ variables: [String: String], _ replies: String = "", tmux features: String? = nil) -> ColorEvidence? {
        ColorDetection.detect(
            environment: TerminalEnvironment(variables), replies: ProbeReplies.parse(Array(replies.utf8)),
            tmuxClient: features.map { TmuxClient(features: $0) })
    }

    @Test func eachTerminalGetsWhatItShows() {
        // xterm 379 (Debian's TERM=xterm: 8 colours in terminfo) shows 24-bit colour.
        #expect(Self.detect(["TERM": "xterm"], ProbeRepliesTests.xtermFirstRound) == ColorEvidence(mode: .truecolor, reason: "XTVERSION XTerm(379)"))
        #expect(Self.detect(["TERM": "xterm"], "\u{1B}P>|XTerm(322)\u{1B}\\")?.mode == .ansi256, "before direct colour: 256")
        #expect(Self.detect(["TERM": "xterm-kitty"], ProbeRepliesTests.kittyFirstRound)?.mode == .truecolor)
        #expect(Self.detect(["TERM": "xterm-256color", "COLORTERM": "truecolor"]) == ColorEvidence(mode: .truecolor, reason: "COLORTERM=truecolor"))
        #expect(Self.detect(["TERM": "xterm", "COLORTERM": "24bit"])?.mode == .truecolor)
        #expect(Self.detect(["TERM": "foo"], "\u{1B}P1+r524742=382F382F38\u{1B}\\")?.reason == "the terminal answers XTGETTCAP RGB")
        #expect(Self.detect(["TERM": "foo"], "\u{1B}P1+r5463\u{1B}\\")?.mode == .truecolor)
        #expect(Self.detect(["TERM": "foo"], "\u{1B}P1+r636f6c6f7273=323536\u{1B}\\")?.mode == .ansi256)
        #expect(Self.detect(["TERM": "foo"], "\u{1B}P1+r636f6c6f7273=3136\u{1B}\\")?.mode == .ansi16)
        #expect(Self.detect(["TERM": "xterm-256color"], "\u{1B}[?62;c") == nil, "no word: the terminal description decides")
    }

    @Test func insideTmuxTheClientTerminalDecides() {
        let inside = ["TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0", "COLORTERM": "truecolor"]
        #expect(Self.detect(inside, tmux: "256,bpaste,clipboard,RGB,title")?.mode == .truecolor)
        #expect(
            Self.detect(inside, tmux: "256,bpaste,clipboard,title") == ColorEvidence(mode: .ansi256, reason: "tmux: the client terminal has no RGB"),
            "tmux turns 24-bit colours into what the client shows, whatever COLORTERM says")
        #expect(Self.detect(inside, tmux: "bpaste,ccolour,clipboard,cstyle,focus,title")?.mode == .ansi256, "tmux 3.3a lists no 256 for xterm-256color")
        #expect(Self.detect(inside, tmux: nil)?.mode == .truecolor, "tmux without a client: the environment's word")
        // Over ssh from a tmux pane: tmux cannot be asked and only answers as tmux.
        #expect(Self.detect(["TERM": "tmux-256color"], ProbeRepliesTests.tmuxFirstRound, tmux: "RGB") == nil)
    }

    static let inside = ["TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0"]
    static let command = "tmux set -as terminal-features ',xterm-kitty:RGB'"
    static let reason = "tmux: the client terminal has no RGB"

    /// The colour evidence inside tmux for a client `client` and, when asked through the
    /// passthrough, the terminal outside's answers `outer`.
    static func detect(client: TmuxClient?, outer: String? = nil) -> ColorEvidence? {
        var replies = ProbeReplies.parse(Array(ProbeRepliesTests.tmuxFirstRound.utf8))
        replies.outerTerminal = outer.map { OuterTerminalReplies(ProbeReplies.parse(Array($0.utf8))) }
        return ColorDetection.detect(environment: TerminalEnvironment(inside), replies: replies, tmuxClient: client)
    }

    @Test func insideTmuxWithoutRGBTheHintGivesTheOneLineThatTurnsItOn() {
        // tmux 3.3a in kitty 0.26.5, as `tmux display -p` answered here: no RGB.
        let kitty = TmuxClient(terminalName: "xterm-kitty", terminalType: "kitty(0.26.5)", features: "bpaste,ccolour,clipboard,cstyle,focus,title")
        #expect(
            Self.detect(client: kitty)
                == ColorEvidence(
                    mode: .ansi256, reason: Self.reason, hint: "for 24-bit colour, which kitty 0.26.5 shows (then detach and attach again):\n\(Self.command)"))
        // The version through the passthrough serves as well as the one tmux kept.
        var unnamed = kitty
        unnamed.terminalType = ""
        #expect(Self.detect(client: unnamed, outer: ProbeRepliesTests.kittyOuterRound)?.hint?.hasPrefix("for 24-bit colour, which kitty 0.26.5 shows") == true)
        // A terminal not known to show 24-bit colour (or not named): the line, said as a condition.
        #expect(Self.detect(client: unnamed)?.hint == "if the terminal shows 24-bit colour (then detach and attach again):\n\(Self.command)")
        let oldXterm = TmuxClient(terminalName: "xterm", terminalType: "XTerm(322)", features: "256,title")
        #expect(
            Self.detect(client: oldXterm)?.hint
                == "if the terminal shows 24-bit colour (then detach and attach again):\ntmux set -as terminal-features ',xterm:RGB'")
        // With RGB there is nothing to turn on.
        var rgb = kitty
        rgb.features += ",RGB"
        #expect(Self.detect(client: rgb) == ColorEvidence(mode: .truecolor, reason: "tmux: the client terminal has RGB"))
        // The hint goes with the choice the evidence made, not with a forced one.
        let evidence = Self.detect(client: kitty)
        let chosen = ColorChoice.decide(forced: nil, evidence: evidence, noColor: false, term: "tmux-256color", termColors: 256, familyColors: nil)
        #expect(chosen.mode == .ansi256 && chosen.reason == "256 colours (\(Self.reason))" && chosen.hint == evidence?.hint)
        #expect(ColorChoice.decide(forced: .ansi16, evidence: evidence, noColor: false, term: "tmux-256color", termColors: 256, familyColors: nil).hint == nil)
        #expect(ColorChoice.decide(forced: nil, evidence: evidence, noColor: true, term: "tmux-256color", termColors: 256, familyColors: nil).hint == nil)
    }

    @Test func aClientNameTheLineCannotCarryAsItIsGivesNoHint() {
        for name in ["", "xterm kitty", "xterm',evil:RGB", "xterm-\u{1B}]0;x", "x*"] {
            let evidence = Self.detect(client: TmuxClient(terminalName: name, terminalType: "kitty(0.26.5)", features: "title"))
            #expect(evidence == ColorEvidence(mode: .ansi256, reason: Self.reason), "\(name.debugDescription)")
        }
        for name in ["xterm-256color", "rxvt-unicode-256color", "foot+base", "st.x_y"] {
            #expect(
                ColorDetection.tmuxRGBHint(terminalName: name, outerVersion: nil)?.hasSuffix("\ntmux set -as terminal-features ',\(name):RGB'") == true,
                "\(name)")
        }
    }
}
