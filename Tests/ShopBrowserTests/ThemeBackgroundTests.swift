import Foundation
import Testing
import WaterfallTUI

@testable import ShopBrowser

@Suite("Theme: dark and light backgrounds", .timeLimit(.minutes(1)))
struct ThemeBackgroundTests {
    @Test func aReportedBackgroundIsLightOrDarkByItsLuminance() {
        #expect(ThemeBackground.of(.rgb(255, 255, 255)) == .light)
        #expect(ThemeBackground.of(.rgb(253, 246, 227)) == .light, "solarized light")
        #expect(ThemeBackground.of(.rgb(0, 0, 0)) == .dark)
        #expect(ThemeBackground.of(.rgb(0, 43, 54)) == .dark, "solarized dark")
        #expect(ThemeBackground.of(.rgb(118, 118, 118)) == .dark, "mid grey is darker than half the luminance")
        #expect(ThemeBackground.of(.rgb(200, 200, 200)) == .light)
        #expect(ThemeBackground.of(.indexed(15)) == nil, "only an exact colour says")
    }

    @Test func colorFGBGNamesTheBackgroundByItsLastField() {
        #expect(ThemeBackground.fromColorFGBG("15;0") == .dark)
        #expect(ThemeBackground.fromColorFGBG("0;15") == .light)
        #expect(ThemeBackground.fromColorFGBG("0;default;15") == .light)
        #expect(ThemeBackground.fromColorFGBG("7;8") == .dark)
        #expect(ThemeBackground.fromColorFGBG("default") == nil)
        #expect(ThemeBackground.fromColorFGBG("") == nil)
    }

    /// The xterm 256-colour palette's sRGB for entries 16–255.
    static func rgb(_ index: Int) -> (Double, Double, Double) {
        if index >= 232 {
            let grey = Double(8 + (index - 232) * 10)
            return (grey, grey, grey)
        }
        let levels: [Double] = [0, 95, 135, 175, 215, 255]
        let cube = index - 16
        return (levels[cube / 36], levels[cube / 6 % 6], levels[cube % 6])
    }

    /// WCAG relative luminance of an sRGB colour.
    static func luminance(_ color: (Double, Double, Double)) -> Double {
        func linear(_ channel: Double) -> Double {
            let value = channel / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.0) + 0.7152 * linear(color.1) + 0.0722 * linear(color.2)
    }

    /// The contrast ratio of palette entry `index` on white.
    static func contrastOnWhite(_ index: Int) -> Double {
        1.05 / (luminance(rgb(index)) + 0.05)
    }

    @Test func onALightBackgroundEveryAccentDrawnOnItReadsWell() {
        let light = Theme(colorMode: .ansi256, background: .light)
        let dark = Theme(colorMode: .ansi256, background: .dark)
        // The styles drawn on the terminal's own background (bars and highlights carry their own).
        let accents: [(String, Style, Style)] = [
            ("focus border and overlay accents", light.focusedBorder, dark.focusedBorder), ("price", light.price, dark.price),
            ("rating", light.rating, dark.rating), ("secondary", light.secondary, dark.secondary),
            ("footer", light.footer, dark.footer), ("error", light.error, dark.error), ("group band", light.groupHeader, dark.groupHeader),
        ]
        for (name, onLight, onDark) in accents {
            guard case .indexed(let lightIndex) = onLight.foreground, case .indexed(let darkIndex) = onDark.foreground else {
                Issue.record("\(name): a palette colour")
                continue
            }
            #expect(Self.contrastOnWhite(Int(lightIndex)) >= 3, "\(name) on white: \(Self.contrastOnWhite(Int(lightIndex)))")
            if Self.contrastOnWhite(Int(darkIndex)) < 3 {
                #expect(lightIndex != darkIndex, "\(name): the dark theme's colour fades on white, the light theme's does not")
            }
        }
    }
}
