import SeededRandom
import Testing
@testable import WaterfallTUI

@Suite("Perceptual palette matching", .timeLimit(.minutes(3)))
struct PaletteMatcherTests {
    static let matchers: [(String, PaletteMatcher)] = [
        ("xterm240", SymbolPalette.xterm240.matcher),
        ("ansi8", SymbolPalette.ansi8.matcher),
        ("ansi8 shades", ShadePalette.ansi8.matcher),
    ]

    @Test("the grid search equals a brute-force nearest search for random colours", arguments: 0 ..< 3)
    func randomColours(matcherIndex: Int) {
        let (name, matcher) = Self.matchers[matcherIndex]
        var rng = SplitMix64(seed: 42)
        for _ in 0 ..< 20_000 {
            let query = PerceptualColor(PictureFixtures.randomPixel(using: &rng))
            #expect(matcher.nearest(to: query) == PictureFixtures.bruteNearest(query, in: matcher.colors), "\(name): \(query)")
        }
    }

    @Test("the grid search equals brute force anywhere in and around the gamut, and near palette colours", arguments: 0 ..< 3)
    func randomPoints(matcherIndex: Int) {
        let (name, matcher) = Self.matchers[matcherIndex]
        var rng = SplitMix64(seed: 7)
        for _ in 0 ..< 20_000 {
            let query: PerceptualColor
            if Bool.random(using: &rng) {
                query = PerceptualColor(
                    lightness: .random(in: -10 ... 110, using: &rng), a: .random(in: -60 ... 60, using: &rng), b: .random(in: -60 ... 60, using: &rng)
                )
            } else {
                // Halfway between two palette colours, where ties and near-ties live.
                let first = matcher.colors[Int.random(in: 0 ..< matcher.colors.count, using: &rng)]
                let second = matcher.colors[Int.random(in: 0 ..< matcher.colors.count, using: &rng)]
                query = (first + second).scaled(by: 0.5)
            }
            #expect(matcher.nearest(to: query) == PictureFixtures.bruteNearest(query, in: matcher.colors), "\(name): \(query)")
        }
    }

    @Test("equally near colours resolve to the first one, in the grid and by scan")
    func ties() {
        let red = PerceptualColor(PixelColor(red: 200, green: 0, blue: 0))
        let blue = PerceptualColor(PixelColor(red: 0, green: 0, blue: 200))
        let matcher = PaletteMatcher(colors: [blue, red, blue, red], cellsPerAxis: 4)
        #expect(matcher.nearest(to: red) == 1)
        #expect(matcher.nearest(to: blue) == 0)
        #expect(matcher.nearestByScan(to: red) == 1)
        let between = (red + blue).scaled(by: 0.5)
        #expect(matcher.nearest(to: between) == PictureFixtures.bruteNearest(between, in: matcher.colors))
    }

    @Test("every palette colour is its own nearest match")
    func paletteColoursMatchThemselves() {
        let palette = SymbolPalette.xterm240
        for (position, pixel) in palette.pixels.enumerated() {
            #expect(palette.matcher.nearest(to: PerceptualColor(pixel)) == position)
        }
        #expect(palette.colors.first == .indexed(16) && palette.colors.last == .indexed(255))
        #expect(SymbolPalette.ansi8.colors == Color.ansi)
    }

    @Test("the 8-colour looks are the 8 colours plus 84 shade mixes, each drawn as it averages")
    func shadeLooks() {
        let looks = ShadePalette.ansi8
        #expect(looks.cells.count == 92 && looks.pixels.count == 92)
        for (cell, pixel) in zip(looks.cells, looks.pixels) {
            #expect(PictureFixtures.shownPixel(cell, quadrant: 0) == pixel)
            #expect(Color.ansi.contains(cell.style.background))
            #expect(cell.character == " " || cell.character == "░" || cell.character == "▒")
        }
    }

    @Test("24-bit colours downgrade to the perceptually nearest of palette entries 16–255")
    func rgbDowngradeIsPerceptual() {
        let entries = (16 ... 255).map { PerceptualColor(PixelColor(paletteIndex: $0)) }
        var rng = SplitMix64(seed: 42)
        for _ in 0 ..< 5_000 {
            let pixel = PictureFixtures.randomPixel(using: &rng)
            let expected = 16 + PictureFixtures.bruteNearest(PerceptualColor(pixel), in: entries)
            #expect(pixel.color.downgraded(to: .ansi256) == .indexed(UInt8(expected)), "\(pixel)")
        }
        // A dark navy is nearer, to the eye, to a dark grey than to the cube's saturated blues.
        #expect(Color.rgb(20, 36, 62).downgraded(to: .ansi256) == .indexed(235))
    }
}
