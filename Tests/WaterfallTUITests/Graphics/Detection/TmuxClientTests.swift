import TestSupport
import Testing

@testable import WaterfallTUI

@Suite("What tmux says of its client terminal", .timeLimit(.minutes(1)))
struct TmuxClientTests {
    @Test func tmuxsAnswerToTheFormatIsReadByName() {
        // tmux 3.3a in kitty 0.26.5 and in xterm 379, as `tmux display -p` answered here.
        let kitty = TmuxClient(displayOutput: CapturedTerminalAnswers.kittyTmuxClient)
        #expect(kitty == TmuxClient(terminalName: "xterm-kitty", terminalType: "kitty(0.26.5)", features: "bpaste,ccolour,clipboard,cstyle,focus,title"))
        #expect(!kitty.hasRGB)
        let xterm = TmuxClient(displayOutput: "termname=xterm\tfeatures=256,bpaste,clipboard,RGB,title\ttermtype=XTerm(379)")
        #expect(xterm.hasRGB && xterm.terminalType == "XTerm(379)")
        // Empty values stay in their place; a tmux before 3.3 leaves the format's unknown names empty.
        #expect(TmuxClient(displayOutput: "termname=\tfeatures=\ttermtype=") == TmuxClient())
        #expect(TmuxClient(displayOutput: "termname=screen\tfeatures=\ttermtype=") == TmuxClient(terminalName: "screen"))
        #expect(TmuxClient.displayFormat.contains("#{client_termname}") && TmuxClient.displayFormat.contains("#{client_termtype}"))
    }

    @Test func aHostileVersionIsPrintableAndShort() {
        let client = TmuxClient(displayOutput: "termname=xterm\tfeatures=RGB\ttermtype=evil\u{1B}]0;pwned\u{07}" + String(repeating: "x", count: 100))
        #expect(client.terminalType.unicodeScalars.allSatisfy { (0x20 ... 0x7E).contains($0.value) })
        #expect(client.terminalType.count == 60 && client.terminalType.hasPrefix("evil]0;pwned"))
        #expect(!TmuxClient(displayOutput: "termname=xterm\tfeatures=NORGB,RGBX").hasRGB, "RGB as a whole feature only")
    }
}
