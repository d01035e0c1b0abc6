import TestSupport
import Testing
import WaterfallTUI

@testable import ShopBrowser
@testable import WaterfallCLI

@Suite("The help's lines on pictures and colours inside tmux, from played answers", .timeLimit(.minutes(1)))
struct PictureSetupTmuxTests {
    static let tmuxFirstRound = CapturedTerminalAnswers.tmuxFirstRound
    static let kittyOuterRound = CapturedTerminalAnswers.kittyOuterRound
    static let kittyClient = CapturedTerminalAnswers.kittyTmuxClient
    static let environment = TerminalEnvironment([
        "TERM": "tmux-256color", "TMUX": "/tmp/tmux-1000/test,1,0", "TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "3.3a",
    ])

    /// The help overlay's notes (what pictures are drawn with, what was detected) on a 120 × 60
    /// screen, for the terminal outside answering `outer` through the passthrough (nil: off) and
    /// tmux describing its client as `client`.
    static func helpNotes(outer: String?, client: String) -> [String] {
        var replies = ProbeReplies.parse(Array(tmuxFirstRound.utf8))
        replies.outerTerminal = outer.map { OuterTerminalReplies(ProbeReplies.parse(Array($0.utf8))) }
        let setup = PictureSetup.decide(
            .auto, colors: nil, environment: environment, replies: replies, tmuxPassthrough: outer != nil, tmuxClient: TmuxClient(displayOutput: client),
            kernelCellSize: nil)
        var options = BrowserOptions()
        options.pictures.output = setup.output
        options.pictures.detection = setup.detectionText(shown: setup.colors.mode)
        let overlay = HelpOverlay(theme: Theme(colorMode: setup.colors.mode), options: options)
        return overlay.layout(for: Size(width: 120, height: 60)).lines.compactMap { line in
            if case .note(let text) = line { return text }
            return nil
        }
    }

    @Test func kitty026BehindTmuxWithPassthroughAndNoRGB() {
        let notes = Self.helpNotes(outer: Self.kittyOuterRound, client: Self.kittyClient)
        #expect(notes.first == "pictures: half blocks, 256 colours (--images auto)")
        #expect(
            notes.joined(separator: " ").contains(
                "detected: tmux (tmux 3.3a) in kitty 0.26.5: no pixel graphics, symbols — the terminal outside tmux (kitty 0.26.5) cannot draw pictures through tmux; kitty 0.28 or newer can colours: 256 colours (tmux: the client terminal has no RGB) for 24-bit colour, which kitty 0.26.5 shows (then detach and attach again):"
            ), "\(notes)")
        #expect(notes.last == "tmux set -as terminal-features ',xterm-kitty:RGB'", "the command on a line of its own: \(notes)")
        #expect(notes.contains("colours: 256 colours (tmux: the client terminal has no RGB)"), "the colours on a line of their own")
    }

    @Test func kitty026BehindTmuxWithRGB() {
        let client = Self.kittyClient.replacingOccurrences(of: "focus,title", with: "focus,RGB,title")
        let notes = Self.helpNotes(outer: Self.kittyOuterRound, client: client)
        #expect(notes.first == "pictures: half blocks, 24-bit colour (--images auto)")
        #expect(notes.last == "colours: 24-bit colour (tmux: the client terminal has RGB)")
        #expect(!notes.joined().contains("terminal-features"), "nothing to turn on")
    }

    @Test func kitty028BehindTmuxWithPassthroughDrawsPixels() {
        let notes = Self.helpNotes(outer: Self.kittyOuterRound.replacingOccurrences(of: "0.26.5", with: "0.28.0"), client: Self.kittyClient)
        #expect(notes.first == "pictures: pixels (--images auto)")
        #expect(notes.dropFirst().first == "detected: tmux (tmux 3.3a) in kitty 0.28.0: kitty (Unicode placeholders)")
    }

    @Test func withoutPassthroughTheHelpSaysHowToEnableIt() {
        let notes = Self.helpNotes(outer: nil, client: Self.kittyClient)
        #expect(notes.first == "pictures: half blocks, 256 colours (--images auto)")
        #expect(
            notes.joined(separator: " ").contains(
                "detected: tmux (tmux 3.3a): no pixel graphics, symbols — for pixels in tmux: tmux set -g allow-passthrough on"),
            "\(notes)")
    }
}
