import SeededRandom
import Testing
import WaterfallTUI

@testable import ShopBrowser

@Suite("The overlays' scroll as a component: updated by value against a layout")
struct OverlayScrollTests {
    /// A layout of `lines` content lines of which `visible` show at once.
    static func layout(lines: Int, visible: Int) -> HelpOverlay.Layout {
        HelpOverlay.Layout(
            box: Rect(x: 0, y: 0, width: 40, height: visible + 4), keyWidth: 4, lines: Array(repeating: .blank, count: lines), visibleLines: visible)
    }

    /// Over seeded random layouts and keys, the first line shown stays within the lines there
    /// are, each key moves it as far as it says (a page keeps one line of the last), and a
    /// scroll key closes a layout that fits.
    @Test func theFirstLineFollowsTheKeysWithinTheLinesOverRandomInput() {
        var random = SplitMix64(seed: 0x36_0B)
        let actions: [OverlayAction] = [.lineDown, .lineUp, .pageDown, .pageUp, .top, .bottom]
        for round in 0 ..< 100 {
            let visible = 1 + Int(random.next() % 30)
            let layout = Self.layout(lines: Int(random.next() % 90), visible: visible)
            var overlay = OverlayScroll()
            for _ in 0 ..< 40 {
                let action = actions[Int(random.next() % UInt64(actions.count))]
                let before = overlay.firstLine
                let outcome = overlay.update(action, layout: layout)
                guard layout.maximumScroll > 0 else {
                    #expect(outcome == .close, "round \(round): a layout that fits closes on \(action)")
                    break
                }
                let page = max(1, visible - 1)
                let wanted =
                    switch action {
                    case .lineDown: before + 1
                    case .lineUp: before - 1
                    case .pageDown: before + page
                    case .pageUp: before - page
                    case .top: 0
                    default: layout.maximumScroll
                    }
                #expect(outcome == .scrolled && overlay.firstLine == min(max(0, wanted), layout.maximumScroll), "round \(round): \(action)")
            }
        }
    }

    @Test func closeAndRetryAreAskedOfTheBrowser() {
        var overlay = OverlayScroll()
        let long = Self.layout(lines: 50, visible: 10)
        #expect(overlay.update(.close, layout: long) == .close)
        #expect(overlay.update(.retryFailed, layout: long) == .retryFailed)
        #expect(overlay.firstLine == 0)
    }
}
