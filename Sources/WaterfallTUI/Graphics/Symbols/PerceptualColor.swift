import Colors
import Foundation

/// A colour in the DIN99d space (Cui, Luo, Rigg, Roesler and Witt, 2002), where the straight-line
/// distance between two colours follows how different they look. Pictures without colours
/// (`MonochromeCellFitter`) use its lightness, L99d, as the share of a cell to cover with ink:
/// its logarithmic curve spreads a photo's midtones over the shades as the eye sees them.
///
/// Palette fitting does not use DIN99d (it did once): its logarithmic chroma compression makes
/// saturated palette entries look near to dull colours of the same lightness, which turned
/// browns crimson and tan orange, and it scores a lower PSNR than matching in sRGB (measured in
/// docs/benchmarks.md, section Colours, against chafa's DIN99d matching); see `ColorPoint`.
///
/// As in the published formula (and chafa), the D65 white used for CIELAB is not itself
/// corrected by X' = 1.12 X − 0.12 Z, so neutral greys sit slightly off a = b = 0 (white at
/// a ≈ −3.9).
struct PerceptualColor: Hashable, Sendable {
    /// Lightness L99d, 0 (black) … 100 (white).
    var lightness: Float
    /// Red–green opponent coordinate a99d.
    var a: Float
    /// Yellow–blue opponent coordinate b99d.
    var b: Float

    /// The colour with these coordinates.
    init(lightness: Float, a: Float, b: Float) {
        self.lightness = lightness
        self.a = a
        self.b = b
    }

    /// The DIN99d coordinates of an 8-bit sRGB colour (D65 white), in single precision. O(1):
    /// three cube roots, two logarithms and a square root, some 30 ns.
    @inline(__always)
    init(_ pixel: RGB) {
        let table = SRGB.linearTable
        self.init(linearRed: table[Int(pixel.red)], green: table[Int(pixel.green)], blue: table[Int(pixel.blue)])
    }

    /// The DIN99d coordinates of a colour given in linear-light sRGB (each channel 0…1).
    @inline(__always)
    init(linearRed red: Float, green: Float, blue: Float) {
        let x: Float = 0.412_456_4 * red + 0.357_576_1 * green + 0.180_437_5 * blue
        let y: Float = 0.212_672_9 * red + 0.715_152_2 * green + 0.072_175_0 * blue
        let z: Float = 0.019_333_9 * red + 0.119_192_0 * green + 0.950_304_1 * blue
        // DIN99d's tristimulus correction, then CIELAB.
        let adjustedX = 1.12 * x - 0.12 * z
        let fx = Self.labCompand(adjustedX / 0.950_47)
        let fy = Self.labCompand(y)
        let fz = Self.labCompand(z / 1.088_83)
        let labL = 116 * fy - 16
        let labA = 500 * (fx - fy)
        let labB = 200 * (fy - fz)
        // Rotate the opponent axes by 50°, stretch the new second axis, compress the chroma
        // logarithmically and rotate back: h99d = atan2(f, e) + 50°.
        let cos50: Float = 0.642_787_6
        let sin50: Float = 0.766_044_4
        let e = cos50 * labA + sin50 * labB
        let f = 1.14 * (cos50 * labB - sin50 * labA)
        let g = (e * e + f * f).squareRoot()
        let chroma = 22.5 * log(1 + 0.06 * g)
        let scale = g > 0 ? chroma / g : 0
        lightness = 325.22 * log(1 + 0.0036 * labL)
        a = scale * (cos50 * e - sin50 * f)
        b = scale * (sin50 * e + cos50 * f)
    }

    /// CIELAB's companding function f(t): a cube root, linear near black.
    @inline(__always)
    private static func labCompand(_ value: Float) -> Float {
        let epsilon: Float = 216.0 / 24_389.0
        let kappa: Float = 24_389.0 / 27.0
        return value > epsilon ? cubeRoot(value) : (kappa * value + 16) / 116
    }

    /// The cube root of a positive `value`: an exponent-thirding bit estimate refined by two
    /// Halley steps (each triples the correct digits), within a few units in the last place of
    /// single precision.
    @inline(__always)
    static func cubeRoot(_ value: Float) -> Float {
        var root = Float(bitPattern: value.bitPattern / 3 + 709_921_077)
        for _ in 0 ..< 2 {
            let cube = root * root * root
            root *= (cube + 2 * value) / (2 * cube + value)
        }
        return root
    }
}
