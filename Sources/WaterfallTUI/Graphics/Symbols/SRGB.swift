import Colors
import Foundation

/// The sRGB transfer curve: 8-bit gamma-encoded channels to linear light (0…1) and back, for
/// colour conversion and for mixing colours the way light mixes (shade glyphs, reconstructions).
enum SRGB {
    /// Linear light of each 8-bit channel value, computed once. Indexing it is O(1).
    static let linearTable: [Float] = (0 ... 255).map { value in
        Float(linear(Double(value) / 255))
    }

    /// Linear light (0…1) of a gamma-encoded channel value `encoded` (0…1), IEC 61966-2-1.
    static func linear(_ encoded: Double) -> Double {
        encoded <= 0.04045 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
    }

    /// The 8-bit gamma-encoded channel value nearest to linear light `linear` (clamped to 0…1).
    static func encoded(_ linear: Double) -> UInt8 {
        let clamped = min(1, max(0, linear))
        let encoded = clamped <= 0.0031308 ? clamped * 12.92 : 1.055 * pow(clamped, 1 / 2.4) - 0.055
        return UInt8((encoded * 255).rounded())
    }

    /// The colour seen when a fraction `coverage` (0…1) of a cell shows `foreground` and the rest
    /// `background`, mixed in linear light and encoded back to 8 bits per channel.
    static func mix(_ foreground: RGB, _ background: RGB, coverage: Double) -> RGB {
        func channel(_ front: UInt8, _ back: UInt8) -> UInt8 {
            encoded(coverage * Double(linearTable[Int(front)]) + (1 - coverage) * Double(linearTable[Int(back)]))
        }
        return RGB(
            red: channel(foreground.red, background.red),
            green: channel(foreground.green, background.green),
            blue: channel(foreground.blue, background.blue)
        )
    }
}
