import Testing
import WaterfallTUI

@testable import ShopBrowser

@Suite("Help overlay: every key readable at every size, scrolling when it does not fit", .timeLimit(.minutes(1)))
struct HelpOverlayTests {
    /// The text of every screen the help shows from its first line to its last, one scroll key
    /// at a time, on a browser of `width × height`.
    func scrolledScreens(width: Int, height: Int) async -> [[String]] {
        let harness = await Fixtures.browser(source: StaticPageSource(pages: Fixtures.pages(1, perPage: 6)), width: width, height: height)
        harness.handle(.key(.character("?")))
        var screens = [harness.render().lines()]
        for _ in 0 ..< 200 {
            let before = harness.overlay.firstLine
            harness.handle(.key(.character("j")))
            guard harness.mode == .help, harness.overlay.firstLine != before else { break }
            screens.append(harness.render().lines())
        }
        return screens
    }

    @Test(arguments: [(60, 20), (40, 15), (120, 50), (30, 10), (100, 24)])
    func everyBindingCanBeReadInFull(size: (Int, Int)) async {
        let screens = await scrolledScreens(width: size.0, height: size.1)
        let text = screens.flatMap { $0 }.joined(separator: "\n")
        for row in HelpOverlay.sections(for: .product, keymaps: .standard).flatMap(\.rows) {
            // Every word of the keys and of the action is shown somewhere (both wrap on narrow
            // screens, the keys between pairs, where the comma gives way to the break); on a wide
            // one, the keys break only between pairs.
            for word in (row.keys.replacingOccurrences(of: ",", with: "") + " " + row.text).split(separator: " ") where word.count > 2 {
                #expect(text.contains(word), "\(size): '\(word)' of \(row.keys)")
            }
            if size.0 >= 60 {
                for line in HelpOverlay.wrapKeys(row.keys, width: HelpOverlay.keyColumnWidth) {
                    #expect(text.contains(line), "\(size): keys \(line) of \(row.keys)")
                }
            }
        }
        for lines in screens {
            #expect(lines.count == size.1)
            #expect(lines.allSatisfy { $0.displayWidth == size.0 }, "\(size): nothing spills over")
        }
    }

    @Test func aHelpThatFitsDoesNotScrollAndAnyKeyClosesIt() async {
        let harness = await Fixtures.browser(source: StaticPageSource(pages: Fixtures.pages(1, perPage: 6)), width: 120, height: 90)
        harness.handle(.key(.character("?")))
        #expect(!harness.render().lines().joined().contains("PgUp/PgDn scroll"))
        harness.handle(.key(.character("j")))
        #expect(harness.mode == .browsing, "nothing to scroll: j closes, as any key")
    }

    @Test func aHelpThatDoesNotFitSaysWhichLinesShowAndScrolls() async {
        let harness = await Fixtures.browser(source: StaticPageSource(pages: Fixtures.pages(1, perPage: 6)), width: 60, height: 20)
        harness.handle(.key(.character("?")))
        let layout = HelpOverlay(theme: harness.theme, options: harness.options).layout(for: Size(width: 60, height: 20))
        #expect(layout.maximumScroll > 0)
        #expect(harness.render().lines().joined().contains("1–\(layout.visibleLines) of \(layout.lines.count) · j/k, PgUp/PgDn scroll"))
        harness.handle(.key(.pageDown))
        #expect(harness.overlay.firstLine == layout.visibleLines - 1, "a page keeps one line of the last")
        harness.handle(.key(.end))
        #expect(harness.overlay.firstLine == layout.maximumScroll)
        harness.handle(.key(.character("j")))
        #expect(harness.overlay.firstLine == layout.maximumScroll, "not past the end")
        harness.handle(.mouse(MouseEvent(kind: .wheelUp, x: 30, y: 10)))
        #expect(harness.overlay.firstLine == layout.maximumScroll - 1, "the wheel scrolls it too")
        harness.handle(.key(.escape))
        #expect(harness.mode == .browsing)
        harness.handle(.key(.character("?")))
        #expect(harness.overlay.firstLine == 0, "it opens at its top again")
    }

    @Test func eachLineOfWhatWasDetectedStartsALineOfItsOwn() {
        var options = BrowserOptions()
        options.pictures.detection =
            "tmux (tmux 3.3a): no pixel graphics, symbols\ncolours: 256 colours (x)\nfor 24-bit colour (then attach again):\ntmux set -as terminal-features ',xterm-kitty:RGB'"
        let notes = HelpOverlay(theme: Theme(colorMode: .ansi256), options: options).layout(for: Size(width: 100, height: 60)).lines.compactMap { line in
            if case .note(let text) = line { return text }
            return nil
        }
        #expect(
            notes == [
                "pictures: half blocks, 256 colours (--images auto)", "detected: tmux (tmux 3.3a): no pixel graphics, symbols", "colours: 256 colours (x)",
                "for 24-bit colour (then attach again):", "tmux set -as terminal-features ',xterm-kitty:RGB'",
            ])
    }
}
