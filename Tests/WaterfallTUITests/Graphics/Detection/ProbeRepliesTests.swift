import Foundation
import SeededRandom
import TestSupport
import Testing

@testable import WaterfallTUI

@Suite("Probe replies and the graphics decision", .timeLimit(.minutes(1)))
struct ProbeRepliesTests {
    static let esc = "\u{1B}"
    /// The replies captured from real terminals here (docs: shared notes), in answer order.
    static let xterm = "\(esc)P>|XTerm(379)\(esc)\\\(esc)[?1;0;1024S\(esc)[?63;1;2;4;6;9;15;16;22;28c"
    static let kitty = "\(esc)_Gi=31;OK\(esc)\\\(esc)P>|kitty(0.26.5)\(esc)\\\(esc)[6;19;8t\(esc)[?2026;2$y\(esc)[?62;c"
    static let mlterm = "\(esc)[?1;0;1024S\(esc)[?63;1;2;3;4;6;7;15;18;22;29c"
    static let foot = "\(esc)P>|foot(1.13.1)\(esc)\\\(esc)[6;16;8t\(esc)[?2026;2$y\(esc)[?62;4;22c"

    static func decide(_ text: String, environment: [String: String] = ["TERM": "xterm-256color"], kernel: Size? = nil, passthrough: Bool = false)
        -> GraphicsCapabilities
    {
        GraphicsDetection.decide(
            environment: TerminalEnvironment(environment), replies: ProbeReplies.parse(Array(text.utf8)), kernelCellSize: kernel, tmuxPassthrough: passthrough)
    }

    @Test func xterm379WithSixelRegistersGetsSixelWithTheKernelsCellSize() {
        let replies = ProbeReplies.parse(Array(Self.xterm.utf8))
        #expect(replies.version == "XTerm(379)")
        #expect(replies.sixelColorRegisters == 1024)
        #expect(replies.deviceAttributes == [63, 1, 2, 4, 6, 9, 15, 16, 22, 28])
        #expect(!replies.kittyGraphics && replies.cellSize == nil && !replies.synchronizedOutput)
        #expect(replies.leftover.isEmpty)
        // 484×316 pixels for 80×24 cells: 6×13 (xterm counts its 2-pixel border in).
        let decision = Self.decide(Self.xterm, kernel: Size(width: 484 / 80, height: 316 / 24))
        #expect(decision.pixelProtocol == .sixel)
        #expect(decision.cellSize == Size(width: 6, height: 13))
        #expect(decision.summary == "XTerm(379): sixel, cells 6×13 px, 1024 colour registers")
    }

    @Test func kitty0265GetsDirectPlacementsAndSynchronizedOutput() {
        let decision = Self.decide(Self.kitty, environment: ["TERM": "xterm-kitty", "KITTY_WINDOW_ID": "1"])
        #expect(decision.pixelProtocol == .kittyDirect, "0.26 has no Unicode placeholders")
        #expect(decision.cellSize == Size(width: 8, height: 19), "from the 16t reply")
        #expect(decision.synchronizedOutput)
        let newer = Self.decide(Self.kitty.replacingOccurrences(of: "0.26.5", with: "0.28.0"))
        #expect(newer.pixelProtocol == .kittyPlaceholders)
        let ghostty = Self.decide(Self.kitty.replacingOccurrences(of: "kitty(0.26.5)", with: "ghostty 1.1.3"))
        #expect(ghostty.pixelProtocol == .kittyPlaceholders)
    }

    @Test func mltermAndFootGetSixel() {
        #expect(Self.decide(Self.mlterm, kernel: Size(width: 7, height: 14)).pixelProtocol == .sixel)
        let foot = Self.decide(Self.foot)
        #expect(foot.pixelProtocol == .sixel && foot.cellSize == Size(width: 8, height: 16))
        #expect(Self.decide(Self.mlterm).pixelProtocol == nil, "sixel without a cell size is not usable")
        #expect(Self.decide(Self.mlterm).hint?.contains("cell size") == true)
    }

    @Test func silenceAndGarbageMeanSymbols() {
        let silent = ProbeReplies.parse([])
        #expect(!silent.sawEnd)
        #expect(Self.decide("").pixelProtocol == nil)
        var rng = SplitMix64(seed: 41)
        for _ in 0 ..< 500 {
            let junk = (0 ..< Int.random(in: 0 ... 80, using: &rng)).map { _ in
                [0x1B, UInt8(ascii: "["), UInt8(ascii: "?"), UInt8(ascii: ";"), UInt8(ascii: "_"), UInt8(ascii: "P"), UInt8(ascii: "\\"), UInt8(ascii: "c")]
                    .randomElement(using: &rng)!
                    &+ (Bool.random(using: &rng) ? 0 : UInt8.random(in: 0 ... 255, using: &rng))
            }
            let replies = ProbeReplies.parse(junk)
            #expect(!replies.kittyGraphics)
            #expect(replies.deviceAttributes?.contains(4) != true || String(decoding: junk, as: UTF8.self).contains("4"))
        }
    }

    @Test func anySplitAndTypedKeysAroundTheRepliesParseTheSame() {
        var rng = SplitMix64(seed: 42)
        for reply in [
            Self.xterm, Self.kitty, Self.mlterm, Self.foot, Self.xtermFirstRound, Self.kittyFirstRound, Self.tmuxFirstRound, Self.kittyOuterRound,
            Self.xtermOuterRound,
        ] {
            let bytes = Array(reply.utf8)
            let expected = ProbeReplies.parse(bytes)
            for _ in 0 ..< 100 {
                // The reader concatenates whatever arrives; keys typed before the replies come first.
                let typed = (0 ..< Int.random(in: 0 ... 3, using: &rng)).map { _ in UInt8.random(in: UInt8(ascii: "a") ... UInt8(ascii: "z"), using: &rng) }
                var parsed = ProbeReplies.parse(typed + bytes)
                #expect(parsed.leftover == typed, "typed keys are kept apart")
                parsed.leftover = []
                #expect(parsed == expected)
            }
        }
    }

    @Test func insideTmuxOnlyPlaceholdersThroughThePassthroughToATerminalKnownToDrawThemElseAHint() {
        let environment = TerminalEnvironment([
            "TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0", "TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "3.3a",
        ])
        func decide(outer: String?, passthrough: Bool = true, kernel: Size? = nil) -> GraphicsCapabilities {
            var replies = ProbeReplies.parse(Array(Self.tmuxFirstRound.utf8))
            replies.outerTerminal = outer.map { OuterTerminalReplies(ProbeReplies.parse(Array($0.utf8))) }
            return GraphicsDetection.decide(environment: environment, replies: replies, kernelCellSize: kernel, tmuxPassthrough: passthrough)
        }
        let off = decide(outer: nil, passthrough: false)
        #expect(off.pixelProtocol == nil)
        #expect(off.hint == GraphicsDetection.tmuxHint)
        let kitty026 = decide(outer: Self.kittyOuterRound)
        #expect(kitty026.pixelProtocol == nil, "kitty 0.26 answers the kitty query but draws placeholders as blank boxes")
        #expect(
            kitty026.summary
                == "tmux (tmux 3.3a) in kitty 0.26.5: no pixel graphics, symbols — the terminal outside tmux (kitty 0.26.5) cannot draw pictures through tmux; kitty 0.28 or newer can"
        )
        let kitty028 = decide(outer: Self.kittyOuterRound.replacingOccurrences(of: "0.26.5", with: "0.28.1"))
        #expect(kitty028.pixelProtocol == .kittyPlaceholders, "never direct placements through tmux")
        #expect(kitty028.summary == "tmux (tmux 3.3a) in kitty 0.28.1: kitty (Unicode placeholders)")
        #expect(decide(outer: Self.xtermOuterRound, kernel: Size(width: 6, height: 13)).pixelProtocol == nil, "never sixel through tmux")
    }

    @Test func namesFromTheEnvironmentArePrintableAndShort() {
        let hostile = TerminalEnvironment(["TERM": "xterm", "TERM_PROGRAM": "evil\u{1B}]0;pwned\u{07}" + String(repeating: "x", count: 100)])
        #expect(hostile.name.unicodeScalars.allSatisfy { (0x20 ... 0x7E).contains($0.value) })
        #expect(hostile.name.count == 60 && hostile.name.hasPrefix("evil]0;pwned"))
        #expect(TerminalEnvironment(["TERM": "foot"]).name == "foot")
    }

    @Test func eachRoundEndsWithDA1AndOnlyTheKittyRoundHasAnAPCString() {
        let first = String(decoding: TerminalQuery.firstRound, as: UTF8.self)
        #expect(first.hasSuffix("\(Self.esc)[c"))
        #expect(!first.contains("\(Self.esc)_"), "no APC string for a multiplexer to take as a title")
        #expect(first.hasPrefix("\(Self.esc)[>0q\(Self.esc)[>c"), "XTVERSION and DA2 first: they name multiplexers")
        for question in [
            "\(Self.esc)P+q524742\(Self.esc)\\", "\(Self.esc)P+q5463\(Self.esc)\\", "\(Self.esc)P+q636f6c6f7273\(Self.esc)\\",
            "\(Self.esc)[?2;1;0S", "\(Self.esc)[?2;4;0S", "\(Self.esc)]11;?\(Self.esc)\\",
        ] {
            #expect(first.contains(question))
        }
        let kitty = String(decoding: TerminalQuery.kittyRound, as: UTF8.self)
        #expect(kitty == TerminalQuery.kittyQuery + "\(Self.esc)[c")
        // Inside tmux, XTVERSION, the kitty query and DA1 all go to the terminal outside: nothing
        // is left for tmux to answer (or to take for a title), and the outer DA1 ends the round.
        let outer = String(decoding: TerminalQuery.outerTerminalRound, as: UTF8.self)
        let doubled = ("\(Self.esc)[>0q" + TerminalQuery.kittyQuery + "\(Self.esc)[c").replacingOccurrences(of: Self.esc, with: Self.esc + Self.esc)
        #expect(outer == "\(Self.esc)Ptmux;" + doubled + "\(Self.esc)\\")
    }

    /// What kitty 0.26.5 and xterm 379 answered to ``TerminalQuery/outerTerminalRound`` from
    /// inside tmux 3.3a (`allow-passthrough on`), captured here under Xvfb, in answer order.
    static let kittyOuterRound = CapturedTerminalAnswers.kittyOuterRound
    static let xtermOuterRound = CapturedTerminalAnswers.xtermOuterRound

    @Test func theOuterRoundsRepliesNameTheTerminalOutsideTmux() {
        #expect(
            OuterTerminalReplies(ProbeReplies.parse(Array(Self.kittyOuterRound.utf8)))
                == OuterTerminalReplies(version: "kitty(0.26.5)", kittyGraphics: true, answered: true))
        #expect(
            OuterTerminalReplies(ProbeReplies.parse(Array(Self.xtermOuterRound.utf8)))
                == OuterTerminalReplies(version: "XTerm(379)", kittyGraphics: false, answered: true))
        #expect(OuterTerminalReplies(ProbeReplies.parse([])) == OuterTerminalReplies())
    }

    /// Replies to the first round captured here (xterm 379 `-ti vt340`, kitty 0.26.5, tmux 3.3a
    /// in xterm), in answer order.
    static let xtermFirstRound =
        "\(esc)P>|XTerm(379)\(esc)\\\(esc)[>19;379;0c\(esc)[?1;0;1024S\(esc)[?2;0;1000;680S\(esc)[?2;0;1000;1000S"
        + "\(esc)]11;rgb:ffff/ffff/ffff\(esc)\\\(esc)[?63;1;2;4;6;9;15;16;22;28c"
    static let kittyFirstRound =
        "\(esc)P>|kitty(0.26.5)\(esc)\\\(esc)[>1;4000;26c\(esc)P0+r524742\(esc)\\\(esc)P0+r5463\(esc)\\"
        + "\(esc)P1+r636f6c6f7273=323536\(esc)\\\(esc)[6;19;8t\(esc)[?2026;2$y\(esc)]11;rgb:0000/0000/0000\(esc)\\\(esc)[?62;c"
    static let tmuxFirstRound = CapturedTerminalAnswers.tmuxFirstRound

    @Test func theFirstRoundsRepliesNameTheTerminalItsColoursAndItsLimits() {
        let xterm = ProbeReplies.parse(Array(Self.xtermFirstRound.utf8))
        #expect(xterm.version == "XTerm(379)" && xterm.secondaryAttributes == [19, 379, 0] && xterm.multiplexer == nil)
        #expect(xterm.maximumSixelSize == Size(width: 1000, height: 1000), "the larger of the current and the most")
        #expect(xterm.background == .rgb(255, 255, 255) && xterm.sixelColorRegisters == 1024 && xterm.leftover.isEmpty)
        let kitty = ProbeReplies.parse(Array(Self.kittyFirstRound.utf8))
        #expect(kitty.capabilities == ["colors": "256"], "unknown capabilities (0+r) are not kept")
        #expect(kitty.background == .rgb(0, 0, 0) && kitty.synchronizedOutput && kitty.leftover.isEmpty)
        let tmux = ProbeReplies.parse(Array(Self.tmuxFirstRound.utf8))
        #expect(tmux.multiplexer == .tmux && tmux.sawEnd)
        #expect(ProbeReplies.parse(Array("\(Self.esc)[>83;40003;0c\(Self.esc)[?1;2c".utf8)).multiplexer == .screen)
        // OSC 11 ended by BEL, with 2 and 1 hexadecimal digits a channel; XTGETTCAP flags and values.
        #expect(ProbeReplies.parse(Array("\(Self.esc)]11;rgb:80/ff/00\u{07}".utf8)).background == .rgb(128, 255, 0))
        #expect(ProbeReplies.parse(Array("\(Self.esc)]11;rgb:f/0/8\(Self.esc)\\".utf8)).background == .rgb(255, 0, 136))
        #expect(ProbeReplies.parse(Array("\(Self.esc)]11;rgb:zz/00/00\(Self.esc)\\".utf8)).background == nil)
        let tcap = ProbeReplies.parse(Array("\(Self.esc)P1+r524742=382F382F38;5463\(Self.esc)\\".utf8))
        #expect(tcap.capabilities == ["RGB": "8/8/8", "Tc": ""])
        #expect(ProbeReplies.parse(Array("\(Self.esc)P1+r52474=31\(Self.esc)\\".utf8)).capabilities.isEmpty, "odd hex digits")
        #expect(ProbeReplies.parse(Array("\(Self.esc)[?2;2;0S".utf8)).maximumSixelSize == nil, "an error status")
    }

    @Test func hostileCapabilityValuesArePrintableAndShort() {
        let escape = "\u{1B}]0;pwned\u{07}" + String(repeating: "x", count: 90)
        let hex = escape.utf8.map { String(format: "%02x", $0) }.joined()
        let replies = ProbeReplies.parse(Array("\(Self.esc)P1+r636f6c6f7273=\(hex)\(Self.esc)\\".utf8))
        let value = replies.capabilities["colors"] ?? ""
        #expect(value.unicodeScalars.allSatisfy { (0x20 ... 0x7E).contains($0.value) } && value.count <= 60)
    }
}
