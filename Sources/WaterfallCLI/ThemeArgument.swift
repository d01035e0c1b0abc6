import ArgumentParser
import ShopBrowser
import WaterfallTUI

/// `--theme auto|dark|light`: which background the palette is made for.
enum ThemeArgument: String, ExpressibleByArgument, CaseIterable {
    case auto
    case dark
    case light

    /// The background to draw for: the one asked for; with `auto`, the one the terminal reported
    /// (`reported`, from OSC 11), else the one `COLORFGBG` in `environment` names, else dark.
    func background(reported: Color?, environment: [String: String]) -> ThemeBackground {
        switch self {
        case .dark: return .dark
        case .light: return .light
        case .auto:
            return reported.flatMap(ThemeBackground.of)
                ?? environment["COLORFGBG"].flatMap(ThemeBackground.fromColorFGBG)
                ?? .dark
        }
    }
}
