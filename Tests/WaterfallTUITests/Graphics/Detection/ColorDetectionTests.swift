import Testing

@testable import WaterfallTUI

@Suite("Colours the terminal says it shows", .timeLimit(.minutes(3)))
struct ColorDetectionTests {
    static func detect(_ variables: [String: String], _ replies: String = "", tmux features: String? = nil) -> ColorEvidence? {
        ColorDetection.detect(environment: TerminalEnvironment(variables), replies: ProbeReplies.parse(Array(replies.utf8)), tmuxClientFeatures: features)
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
}
