import ShopBrowser
import Testing
import WaterfallTUI

@testable import WaterfallCLI

@Suite("--theme: which background the palette is made for", .timeLimit(.minutes(1)))
struct ThemeArgumentTests {
    @Test func autoTakesTheReportedBackgroundThenCOLORFGBGThenDark() {
        #expect(ThemeArgument.auto.background(reported: .rgb(250, 250, 250), environment: ["COLORFGBG": "15;0"]) == .light)
        #expect(ThemeArgument.auto.background(reported: .rgb(10, 10, 10), environment: ["COLORFGBG": "0;15"]) == .dark)
        #expect(ThemeArgument.auto.background(reported: nil, environment: ["COLORFGBG": "0;15"]) == .light)
        #expect(ThemeArgument.auto.background(reported: nil, environment: [:]) == .dark)
    }

    @Test func darkAndLightAreTakenAsTold() {
        #expect(ThemeArgument.dark.background(reported: .rgb(250, 250, 250), environment: ["COLORFGBG": "0;15"]) == .dark)
        #expect(ThemeArgument.light.background(reported: .rgb(0, 0, 0), environment: [:]) == .light)
        #expect(ThemeArgument(argument: "light") == .light && ThemeArgument(argument: "sepia") == nil)
    }
}
