import Testing
import WaterfallPictures
import WaterfallTUI

@testable import ShopBrowser

@Suite("Browser: where photos are decoded is said while it lasts", .timeLimit(.minutes(1)))
struct BrowserDecodingStatusTests {
    /// A browser over one page, 140 × 50.
    func browser() async -> BrowserHarness {
        await Fixtures.browser(source: StaticPageSource(pages: Fixtures.pages(1, perPage: 8)), width: 140, height: 50)
    }

    func lines(_ harness: BrowserHarness) -> [String] { harness.render().lines() }

    let waiting = DecodingStatus.waiting(reason: "the decoder zygote: fork: Resource temporarily unavailable", attempts: 3)

    @Test func whileNoHelperCanStartTheStatusLineSaysSoAndKeysDoNotHideIt() async {
        let harness = await browser()
        harness.send(.command(.decoding(.confined)))
        #expect(lines(harness).last?.contains("decoding") == false, "nothing to say while helpers work")
        harness.send(.command(.decoding(waiting)))
        let said = "decoding waits: no helper could be started (3 tries): the decoder zygote: fork: Resource temporarily unavailable"
        #expect(lines(harness).last?.contains(said) == true, "\(lines(harness).last ?? "")")
        harness.handle(.key(.character("j")))
        #expect(lines(harness).last?.contains("decoding waits") == true, "a key does not end it: only helpers starting again do")
        harness.send(.command(.decoding(.confined)))
        #expect(lines(harness).last?.contains("decoder helpers start again") == true)
        harness.handle(.key(.character("j")))
        #expect(lines(harness).last?.contains("decod") == false, "the return is told once")
    }

    @Test func decodingInProcessIsMarkedInTheHeaderForTheWholeSessionAndInTheHelp() async {
        let harness = await browser()
        let unconfined = DecodingStatus.unconfined(reason: "the helper cannot shut itself in: PR_SET_SECCOMP: Invalid argument")
        harness.send(.command(.decoding(unconfined)))
        #expect(lines(harness).last?.contains("decoding: inside the program, without a sandbox") == true, "said when it happens")
        for key in ["j", "G", "g"] { harness.handle(.key(.character(Character(key)))) }
        #expect(lines(harness).first?.contains("⚠ no sandbox") == true, "\(lines(harness).first ?? "")")
        harness.handle(.key(.character("?")))
        let help = lines(harness).joined(separator: "\n")
        #expect(help.contains("decoding: inside the program, without a sandbox: the helper cannot"), "\(help)")
    }

    @Test func theHelpSaysHelpersDecodeWhenTheyDoAndNothingBeforeItIsKnown() async {
        let harness = await browser()
        harness.handle(.key(.character("?")))
        #expect(!lines(harness).joined().contains("decoding:"), "not known: not said")
        harness.handle(.key(.escape))
        harness.send(.command(.decoding(.confined)))
        harness.handle(.key(.character("?")))
        #expect(lines(harness).joined().contains("decoding: in sandboxed helpers"))
        #expect(lines(harness).first?.contains("no sandbox") == false)
    }

    @Test func theSandboxsStatusIsToldInTheBrowsersWordsWithItsReasonMadeSafe() {
        let reason = "PR_SET_SECCOMP: Invalid argument"
        #expect(DecodingStatus(SandboxStatus.unconfined(reason: reason)).description == "decoding: inside the program, without a sandbox: " + reason)
        #expect(DecodingStatus(SandboxStatus.confined) == .confined)
        #expect(DecodingStatus(SandboxStatus.waiting(reason: "fork", attempts: 1)).description == "decoding waits: no helper could be started: fork; retrying")
        let hostile = DecodingStatus.waiting(reason: "fork\u{1B}]52;c;AAAA\u{07}" + String(repeating: "x", count: 300), attempts: 2).description
        #expect(!hostile.contains("\u{1B}") && !hostile.contains("\u{07}") && hostile.count < 200, "no escape reaches the terminal, and the reason is cut")
    }
}
