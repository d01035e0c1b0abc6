import Colors
import Pixels
import SeededRandom

@testable import WaterfallTUI

/// Random pictures and brute-force oracles for the picture-symbol tests.
enum PictureFixtures {
    /// A random picture of `width × height` pixels: smooth gradients with edges and noise of a
    /// random strength, or (one time in four) a few flat colours, so that every kind of cell
    /// (flat, edged, noisy) turns up.
    static func randomPicture(width: Int, height: Int, using rng: inout SplitMix64) -> Picture {
        let flat = Int.random(in: 0 ..< 4, using: &rng) == 0
        let swatches = (0 ..< 3).map { _ in randomPixel(using: &rng) }
        let corner = randomPixel(using: &rng)
        let other = randomPixel(using: &rng)
        let noise = Int.random(in: 0 ... 80, using: &rng)
        let edge = Int.random(in: 0 ... max(0, width - 1), using: &rng)
        var bytes: [UInt8] = []
        for y in 0 ..< height {
            for x in 0 ..< width {
                let pixel: RGB
                if flat {
                    pixel = swatches[Int.random(in: 0 ..< swatches.count, using: &rng)]
                } else {
                    let t = Double(x + y) / Double(max(1, width + height - 2))
                    let base = x < edge ? corner : other
                    func channel(_ from: UInt8, _ to: UInt8) -> UInt8 {
                        let value = Double(from) * (1 - t) + Double(to) * t + Double(Int.random(in: -noise ... noise, using: &rng))
                        return UInt8(max(0, min(255, value.rounded())))
                    }
                    pixel = RGB(red: channel(base.red, other.blue), green: channel(base.green, other.red), blue: channel(base.blue, other.green))
                }
                bytes += [pixel.red, pixel.green, pixel.blue]
            }
        }
        return Picture(width: width, height: height, pixels: bytes) ?? Picture(width: 0, height: 0, red: 0, green: 0, blue: 0)
    }

    /// A uniformly random colour.
    static func randomPixel(using rng: inout SplitMix64) -> RGB {
        RGB(red: .random(in: 0 ... 255, using: &rng), green: .random(in: 0 ... 255, using: &rng), blue: .random(in: 0 ... 255, using: &rng))
    }

    /// Pixel (`x`, `y`) of `picture`.
    static func pixel(_ picture: Picture, _ x: Int, _ y: Int) -> RGB {
        let start = (y * picture.width + x) * 3
        return RGB(red: picture.pixels[start], green: picture.pixels[start + 1], blue: picture.pixels[start + 2])
    }

    /// The pixels of cell (`column`, `row`) of a quadrant raster, in quadrant order.
    static func quadrantPixels(_ picture: Picture, column: Int, row: Int) -> [RGB] {
        [
            pixel(picture, 2 * column, 2 * row), pixel(picture, 2 * column + 1, 2 * row),
            pixel(picture, 2 * column, 2 * row + 1), pixel(picture, 2 * column + 1, 2 * row + 1),
        ]
    }

    /// The position of the colour of `colors` nearest to `query` by checking every one, the
    /// first of equally near ones: the oracle for `PaletteMatcher`.
    static func bruteNearest(_ query: ColorPoint, in colors: [ColorPoint]) -> Int {
        colors.indices.min { first, second in
            let (d1, d2) = (query.distanceSquared(to: colors[first]), query.distanceSquared(to: colors[second]))
            return d1 < d2 || (d1 == d2 && first < second)
        } ?? -1
    }

    /// The least total squared distance from `points` to any single colour of `colors`.
    static func bruteLeastError(_ points: [ColorPoint], in colors: [ColorPoint]) -> Float {
        colors.map { color in points.reduce(0) { $0 + $1.distanceSquared(to: color) } }.min() ?? .infinity
    }

    /// The colour a terminal shows in quadrant `quadrant` of `cell` (per `RasterQuality`).
    static func shownPixel(_ cell: Cell, quadrant: Int) -> RGB {
        let foreground = RasterQuality.shownColor(cell.style.foreground, default: RasterQuality.defaultForeground)
        let background = RasterQuality.shownColor(cell.style.background, default: RasterQuality.defaultBackground)
        return SRGB.mix(foreground, background, coverage: BlockGlyphs.coverage(of: cell.glyph, quadrant: quadrant))
    }

    /// The squared sRGB error of showing `pixels` (quadrant order) with `cell`.
    static func cellError(_ cell: Cell, pixels: [RGB]) -> Float {
        (0 ..< 4).reduce(0) { sum, quadrant in
            sum + pixels[quadrant].point.distanceSquared(to: shownPixel(cell, quadrant: quadrant).point)
        }
    }

    /// The least error any cell drawn with the palette's colours (plus `looks`, even cells, if
    /// given) can have for `pixels`, by brute force over every split and every colour.
    static func bruteBestCellError(_ pixels: [RGB], palette: [ColorPoint], looks: [ColorPoint]) -> Float {
        let points = pixels.map(\.point)
        var best = min(bruteLeastError(points, in: palette), bruteLeastError(points, in: looks))
        for mask in 1 ..< 15 {
            let front = (0 ..< 4).filter { mask & (1 << $0) != 0 }.map { points[$0] }
            let back = (0 ..< 4).filter { mask & (1 << $0) == 0 }.map { points[$0] }
            best = min(best, bruteLeastError(front, in: palette) + bruteLeastError(back, in: palette))
        }
        return best
    }

    /// The glyphs a picture raster may contain.
    static let blockGlyphs: Set<Character> = [" ", "▘", "▝", "▀", "▖", "▌", "▞", "▛", "▗", "▚", "▐", "▜", "▄", "▙", "▟", "█", "░", "▒", "▓"]
}
