import Testing
import WaterfallTUI

@testable import ShopBrowser

@Suite("Themes", .timeLimit(.minutes(3)))
struct ThemeTests {
    @Test(arguments: ColorMode.allCases)
    func everyStyleStaysVisibleOnTheDefaultBackground(mode: ColorMode) {
        let theme = Theme(colorMode: mode)
        for style in [theme.border, theme.focusedBorder, theme.title, theme.price, theme.secondary, theme.footer, theme.error] {
            // Nothing is drawn black on the terminal's default background (often black itself).
            #expect(style.foreground.downgraded(to: mode) != .black || style.background != .default)
        }
        if mode == .monochrome {
            for style in [theme.border, theme.price, theme.bar, theme.key, theme.match] {
                #expect(style.foreground == .default && style.background == .default)
            }
        }
    }

    @Test func tintsThatTurnBlackInEightColoursUseTheDefaultColour() {
        #expect(Theme(colorMode: .ansi8).visibleTint(.rgb(20, 20, 30)) == .default)
        #expect(Theme(colorMode: .ansi8).visibleTint(.rgb(220, 20, 30)) == .red)
        #expect(Theme(colorMode: .ansi256).visibleTint(.rgb(20, 20, 30)) != .default)
        #expect(Theme(colorMode: .monochrome).visibleTint(.rgb(220, 20, 30)) == .default)
    }
}
