import Foundation
import WaterfallTUI

/// Whether the terminal's background is dark or light: the theme picks accents that read well
/// on it (amber and pale grey vanish on white; dark blue vanishes on black).
package enum ThemeBackground: String, Sendable, CaseIterable {
    /// A dark background (the common default).
    case dark
    /// A light background (white, cream, pale grey).
    case light

    /// The background of a colour the terminal reported (OSC 11): light when its relative
    /// luminance is above one half.
    package static func of(_ color: Color) -> ThemeBackground? {
        guard case .rgb(let red, let green, let blue) = color else { return nil }
        func linear(_ channel: UInt8) -> Double {
            let value = Double(channel) / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        let luminance = 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
        return luminance > 0.5 ? .light : .dark
    }

    /// The background a `COLORFGBG` value names (`"15;0"`: light text on black; `"0;15"` or
    /// `"0;default;15"`: dark text on white), as rxvt, Konsole and others set it; nil when it
    /// names none.
    package static func fromColorFGBG(_ value: String) -> ThemeBackground? {
        guard let last = value.split(separator: ";").last, let index = Int(last) else { return nil }
        switch index {
        case 0 ... 6, 8: return .dark
        case 7, 9 ... 15: return .light
        default: return nil
        }
    }
}
