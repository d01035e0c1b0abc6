import Colors
import Foundation
import SeededRandom
import Testing

@testable import WaterfallTUI

@Suite("Perceptual colour (DIN99d)", .timeLimit(.minutes(3)))
struct PerceptualColorTests {
    /// DIN99d coordinates computed independently in double precision (Python, from the published
    /// formulas: sRGB → XYZ (D65) → X' = 1.12X − 0.12Z → CIELAB → DIN99d).
    static let references: [(RGB, (Float, Float, Float))] = [
        (RGB(red: 255, green: 255, blue: 255), (100.000, -3.916, 0.249)),
        (RGB(red: 0, green: 0, blue: 0), (0, 0, 0)),
        (RGB(red: 255, green: 0, blue: 0), (57.028, 38.947, 25.916)),
        (RGB(red: 0, green: 255, blue: 0), (89.266, -33.622, 35.302)),
        (RGB(red: 0, green: 0, blue: 255), (35.772, 10.726, -45.850)),
        (RGB(red: 128, green: 128, blue: 128), (57.366, -2.430, 0.155)),
        (RGB(red: 200, green: 150, blue: 30), (68.487, 9.330, 35.456)),
        (RGB(red: 20, green: 36, blue: 62), (16.173, -5.244, -17.053)),
    ]

    @Test("coordinates match an independent double-precision implementation")
    func knownValues() {
        for (pixel, expected) in Self.references {
            let color = PerceptualColor(pixel)
            #expect(abs(color.lightness - expected.0) < 0.01, "L of \(pixel)")
            #expect(abs(color.a - expected.1) < 0.01, "a of \(pixel)")
            #expect(abs(color.b - expected.2) < 0.01, "b of \(pixel)")
        }
    }

    @Test("the fast cube root agrees with the C library's within 4 units in the last place")
    func cubeRoot() {
        var rng = SplitMix64(seed: 42)
        for _ in 0 ..< 10_000 {
            let value = Float.random(in: 0.008 ... 1.2, using: &rng)
            let expected = Float(cbrt(Double(value)))
            #expect(abs(PerceptualColor.cubeRoot(value) - expected) <= 4 * expected.ulp, "cube root of \(value)")
        }
    }

    @Test("lightness rises with every step of the grey ramp")
    func greys() {
        let greys = (0 ... 255).map { PerceptualColor(RGB(red: UInt8($0), green: UInt8($0), blue: UInt8($0))) }
        for index in 1 ..< greys.count {
            #expect(greys[index].lightness > greys[index - 1].lightness)
        }
    }
}
