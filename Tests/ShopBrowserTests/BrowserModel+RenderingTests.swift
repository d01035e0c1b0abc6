import SeededRandom
import ShopCatalog
import Testing
import WaterfallTUI

@testable import ShopBrowser

@Suite("Browser rendering: the failure footer and the too-small screen", .timeLimit(.minutes(3)))
struct BrowserModelRenderingTests {
    /// With page 1 failing, the footer at every screen width (10 is the browser's minimum) keeps
    /// the whole retry hint: the full message where it fits, then a shortened reason, then
    /// shorter forms; never cut.
    @Test(arguments: [10, 11, 12, 16, 20, 21, 27, 30, 36, 40, 46, 60, 80, 120])
    func theFailureFooterKeepsTheRetryHint(screenWidth: Int) async throws {
        let model = await Fixtures.browser(
            source: StaticPageSource(pages: Fixtures.pages(1, perPage: 5), failures: [1: 10]), width: screenWidth, height: 12
        )
        guard case .failed(_, let reason) = model.pagerStatus.phase else {
            Issue.record("page 1 did not fail: \(model.pagerStatus.phase)")
            return
        }
        let lines = model.render().lines(trimmingTrailingSpaces: true)
        let footer = try #require(lines.first { $0.contains("retry") }, "no footer at width \(screenWidth):\n\(lines.joined(separator: "\n"))")
        let text = footer.trimmingCharacters(in: .whitespaces)
        // The footer spans the screen's width.
        #expect(text == BrowserModel.failureFooter(reason: reason, retryIn: nil, width: screenWidth))
        #expect(text.hasSuffix("r to retry"), "width \(screenWidth): \(text)")
        #expect(text.displayWidth <= screenWidth)
        let full = "failed: \(reason) — press r to retry"
        #expect((text == full) == (full.displayWidth <= screenWidth), "width \(screenWidth): \(text)")
        #expect(text.hasPrefix("failed") == (screenWidth >= "failed — r to retry".count), "width \(screenWidth): \(text)")
    }

    /// Over random reasons (ASCII and CJK, up to 90 characters) and widths 8…160: the footer
    /// fits, always ends with a retry hint, is the full message exactly when that fits, and
    /// otherwise keeps as much of the reason as fits beside the whole hint, or drops it.
    @Test func failureFooterPropertiesOverRandomReasonsAndWidths() throws {
        var rng = SplitMix64(seed: 42)
        let alphabet = Array("abcdefghij klmnopqrstuvwxyz0123456789()-:.") + Array("网络错误页面加载失败请重试")
        for _ in 0 ..< 2_000 {
            let reason = String((0 ..< Int.random(in: 0 ... 90, using: &rng)).map { _ in alphabet.randomElement(using: &rng) ?? "a" })
            let width = Int.random(in: 8 ... 160, using: &rng)
            let text = BrowserModel.failureFooter(reason: reason, retryIn: nil, width: width)
            let full = "failed: \(reason) — press r to retry"
            #expect(text.displayWidth <= width, "\(width): \(text)")
            #expect(text.hasSuffix("retry"), "\(width): \(text)")
            if width >= "r to retry".count {
                #expect(text.hasSuffix("r to retry"), "\(width): \(text)")
            }
            if full.displayWidth <= width {
                #expect(text == full)
                continue
            }
            let reasonWidth = width - "failed: ".displayWidth - " — press r to retry".displayWidth
            if reasonWidth >= BrowserModel.minimumReasonWidth {
                #expect(text.hasPrefix("failed: ") && text.hasSuffix(" — press r to retry"), "\(width): \(text)")
                let shown = String(text.dropFirst("failed: ".count).dropLast(" — press r to retry".count))
                // A cut wide character leaves a space before the ellipsis.
                var kept = Substring(shown.dropLast())
                while kept.last == " " { kept = kept.dropLast() }
                #expect(shown.hasSuffix("…") && reason.hasPrefix(kept), "\(width): \(shown) of \(reason)")
                // The longest prefix of the reason that fits: one more character would not.
                #expect(shown.displayWidth > reasonWidth - 2, "\(width): \(shown) leaves room for more of \(reason)")
            } else {
                // The reason is left out: the longest short form that fits.
                let forms = ["failed — press r to retry", "failed — r to retry", "r to retry", "r: retry"]
                let position = try #require(forms.firstIndex(of: text), "\(width): \(text)")
                #expect(forms[..<position].allSatisfy { $0.displayWidth > width }, "\(width): \(text)")
            }
        }
    }

    /// In the browser the too-small screen says how to go on, with the quit key; in a printed
    /// frame (`waterfall dump`) it says the size needed and mentions no key.
    @Test(arguments: [true, false])
    func theTooSmallScreenMentionsKeysOnlyWhenInteractive(interactive: Bool) {
        let model = BrowserModel(
            options: BrowserOptions(catalogName: "test", isInteractive: interactive),
            theme: Theme(colorMode: .monochrome), screenSize: Size(width: 40, height: 4)
        )
        let text = model.render().lines(trimmingTrailingSpaces: true).joined(separator: " ")
        let minimum = BrowserModel.minimumScreenSize
        #expect(text.contains("too small (40×4)"), "\(text)")
        #expect(text.contains("at least \(minimum.width)×\(minimum.height)"), "\(text)")
        #expect(text.contains("press q to quit") == interactive, "\(text)")
        #expect(text.contains("press") == interactive, "\(text)")
    }
}

@Suite("Browser rendering: every screen finished, at any size", .timeLimit(.minutes(3)))
struct BrowserModelEverySizeTests {
    @Test func atRandomSizesTheHeaderIsWholeOrCutWithAnEllipsisAndTooSmallSaysWhatIsNeeded() async {
        var rng = SplitMix64(seed: 2_026)
        let harness = await Fixtures.browser(source: StaticPageSource(pages: Fixtures.pages(2, perPage: 12)), width: 100, height: 30)
        let title = " waterfall · test"
        for _ in 0 ..< 300 {
            let width = Int.random(in: 1 ... 140, using: &rng)
            let height = Int.random(in: 1 ... 50, using: &rng)
            harness.handle(.resize(cols: width, rows: height))
            let lines = harness.render().lines()
            #expect(lines.count == height)
            #expect(lines.allSatisfy { $0.displayWidth == width }, "\(width)×\(height): a line is not the screen's width")
            let text = lines.joined(separator: " ")
            if harness.isScreenTooSmall {
                let letters = lines.joined().filter { $0 != " " }
                if width * height >= 4 && height >= (4 + width - 1) / width {
                    #expect(letters.contains("10×6"), "\(width)×\(height): says which size is needed:\n\(lines.joined(separator: "\n"))")
                }
                if width >= 10, height >= 2 {
                    #expect(text.lowercased().contains("too small"), "\(width)×\(height): whole words, saying why:\n\(lines.joined(separator: "\n"))")
                }
                continue
            }
            let header = lines[0]
            if !header.hasPrefix(title) {
                let name = header.prefix { $0 != "…" }
                #expect(header.contains("…") && title.hasPrefix(name), "\(width)×\(height): the name is cut with …: \(header)")
            }
            #expect(header.hasSuffix("Top ") || header.hasSuffix("All ") || header.hasSuffix("Bot ") || header.hasSuffix("% "), "\(width)×\(height): \(header)")
        }
    }
}
