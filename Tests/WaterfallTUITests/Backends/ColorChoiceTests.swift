import Testing

@testable import WaterfallTUI

@Suite("The colours chosen and curses' terminal description", .timeLimit(.minutes(3)))
struct ColorChoiceTests {
    static let truecolor = ColorEvidence(mode: .truecolor, reason: "XTVERSION XTerm(379)")

    static func choose(
        forced: ColorMode? = nil, evidence: ColorEvidence? = nil, noColor: Bool = false, term: String = "xterm", termColors: Int = 8,
        family: Int? = 256
    ) -> ColorChoice {
        ColorChoice.decide(
            forced: forced, evidence: evidence, noColor: noColor, term: term, termColors: termColors,
            familyColors: family.map { (ColorChoice.familyName(of: term) ?? "", $0) }
        )
    }

    @Test func stockXtermGetsItsFamilys256ColourDescription() {
        let choice = Self.choose(evidence: Self.truecolor)
        #expect(choice.mode == .truecolor && choice.terminfo == "xterm-256color")
        #expect(choice.reason == "24-bit colour (XTVERSION XTerm(379); curses uses xterm-256color, TERM=xterm has 8)")
        #expect(Self.choose(evidence: ColorEvidence(mode: .ansi256, reason: "x")).terminfo == "xterm-256color")
        #expect(Self.choose(forced: .ansi16).terminfo == "xterm-256color", "16 colours need more than 8 too")
        #expect(Self.choose(forced: .ansi8).terminfo == nil)
    }

    @Test func withoutAWordFromTheTerminalItsDescriptionDecidesAndNothingIsSwitched() {
        #expect(Self.choose() == ColorChoice(mode: .ansi8, reason: "8 colours (terminfo xterm)"))
        #expect(
            Self.choose(term: "xterm-256color", termColors: 256, family: nil) == ColorChoice(mode: .ansi256, reason: "256 colours (terminfo xterm-256color)"))
        #expect(Self.choose(term: "rxvt", termColors: 88, family: nil).mode == .ansi16)
        #expect(Self.choose(term: "vt100", termColors: -1, family: nil).mode == .monochrome)
        // A direct-colour description: palette numbers would be read as RGB, so its family's
        // 256-colour description draws, and photos get 24-bit colour.
        let direct = Self.choose(term: "xterm-direct", termColors: 0x100_0000)
        #expect(direct.mode == .truecolor && direct.terminfo == "xterm-256color")
    }

    @Test func forcedColoursAndNoColorWinInThatOrder() {
        #expect(Self.choose(forced: .monochrome, evidence: Self.truecolor).mode == .monochrome)
        #expect(Self.choose(evidence: Self.truecolor, noColor: true) == ColorChoice(mode: .monochrome, reason: "no colour (NO_COLOR is set)"))
        #expect(Self.choose(forced: .ansi256, noColor: true).mode == .ansi256, "a command-line option overrides NO_COLOR")
        #expect(Self.choose(forced: .truecolor, term: "xterm-256color", termColors: 256).reason == "24-bit colour (--colors truecolor)")
    }

    @Test func withoutA256ColourDescriptionTheModeFallsToWhatTermHas() {
        let choice = Self.choose(evidence: Self.truecolor, family: nil)
        #expect(choice.mode == .ansi8 && choice.terminfo == nil)
        #expect(choice.reason.contains("no 256-colour description"))
        #expect(Self.choose(evidence: Self.truecolor, family: 88).mode == .ansi8, "a family description with too few colours is no help")
    }

    @Test func familyNames() {
        #expect(ColorChoice.familyName(of: "xterm") == "xterm-256color")
        #expect(ColorChoice.familyName(of: "xterm-direct") == "xterm-256color")
        #expect(ColorChoice.familyName(of: "screen") == "screen-256color")
        #expect(ColorChoice.familyName(of: "rxvt-unicode") == "rxvt-unicode-256color")
        #expect(ColorChoice.familyName(of: "xterm-256color") == nil)
        #expect(ColorChoice.familyName(of: "") == nil)
    }

    @Test func terminfoIsReadForTheChoice() {
        // Debian's terminfo: xterm has 8 colours and xterm-256color exists.
        let choice = NcursesBackend.chooseColors(forced: nil, evidence: Self.truecolor, environment: TerminalEnvironment(["TERM": "xterm"]))
        #expect(choice.terminfo == "xterm-256color" && choice.mode == .truecolor)
        let unknown = NcursesBackend.chooseColors(forced: nil, evidence: nil, environment: TerminalEnvironment(["TERM": "no-such-terminal-here"]))
        #expect(unknown.mode == .monochrome)
    }
}
