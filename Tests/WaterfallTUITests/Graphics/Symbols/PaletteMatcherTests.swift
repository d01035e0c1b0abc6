import Colors
import SeededRandom
import Testing

@testable import WaterfallTUI

@Suite("Palette matching", .timeLimit(.minutes(3)))
struct PaletteMatcherTests {
    static let matchers: [(String, PaletteMatcher)] = [
        ("xterm240", SymbolPalette.xterm240.matcher),
        ("ansi8", SymbolPalette.ansi8.matcher),
        ("ansi8 shades", ShadePalette.ansi8.matcher),
        ("ansi16", SymbolPalette.ansi16.matcher),
        ("ansi16 shades", ShadePalette.ansi16.matcher),
    ]

    @Test("the grid search equals a brute-force nearest search for random colours", arguments: 0 ..< 5)
    func randomColours(matcherIndex: Int) {
        let (name, matcher) = Self.matchers[matcherIndex]
        var rng = SplitMix64(seed: 42)
        for _ in 0 ..< 20_000 {
            let query = PictureFixtures.randomPixel(using: &rng).point
            #expect(matcher.nearest(to: query) == PictureFixtures.bruteNearest(query, in: matcher.colors), "\(name): \(query)")
        }
    }

    @Test("the grid search equals brute force anywhere in and around the gamut, and near palette colours", arguments: 0 ..< 5)
    func randomPoints(matcherIndex: Int) {
        let (name, matcher) = Self.matchers[matcherIndex]
        var rng = SplitMix64(seed: 7)
        for _ in 0 ..< 20_000 {
            let query: ColorPoint
            if Bool.random(using: &rng) {
                query = ColorPoint(.random(in: -20 ... 280, using: &rng), .random(in: -20 ... 280, using: &rng), .random(in: -20 ... 280, using: &rng))
            } else {
                // Halfway between two palette colours, where ties and near-ties live.
                let first = matcher.colors[Int.random(in: 0 ..< matcher.colors.count, using: &rng)]
                let second = matcher.colors[Int.random(in: 0 ..< matcher.colors.count, using: &rng)]
                query = (first + second) * 0.5
            }
            #expect(matcher.nearest(to: query) == PictureFixtures.bruteNearest(query, in: matcher.colors), "\(name): \(query)")
        }
    }

    @Test("the entry nearest to the mean of a shown pixel's source pixels has the least error over them (brute force)", arguments: 0 ..< 5)
    func nearestToTheMeanIsBestForTheSet(matcherIndex: Int) {
        let (name, matcher) = Self.matchers[matcherIndex]
        var rng = SplitMix64(seed: 19)
        for _ in 0 ..< 500 {
            // The photo's pixels under one shown pixel: a few (a large card) to many (a small one),
            // around one colour or spread over the gamut.
            let centre = PictureFixtures.randomPixel(using: &rng).point
            let spread = Float.random(in: 0 ... 128, using: &rng)
            let points = (0 ..< Int.random(in: 1 ... 64, using: &rng)).map { _ in
                let offset = ColorPoint(
                    .random(in: -spread ... spread, using: &rng), .random(in: -spread ... spread, using: &rng), .random(in: -spread ... spread, using: &rng)
                )
                return (centre + offset).clamped(lowerBound: ColorPoint(repeating: 0), upperBound: ColorPoint(repeating: 255)).rounded(.toNearestOrEven)
            }
            let mean = points.reduce(ColorPoint(repeating: 0), +) / Float(points.count)
            let chosen = matcher.colors[matcher.nearest(to: mean)]
            let error = points.reduce(0) { $0 + $1.distanceSquared(to: chosen) }
            let least = PictureFixtures.bruteLeastError(points, in: matcher.colors)
            #expect(error <= least * (1 + 1e-4) + 1e-2, "\(name): \(points.count) pixels around \(mean): \(error) against \(least)")
        }
    }

    @Test("equally near colours resolve to the first one, in the grid and by scan")
    func ties() {
        let red = RGB(red: 200, green: 0, blue: 0).point
        let blue = RGB(red: 0, green: 0, blue: 200).point
        let matcher = PaletteMatcher(colors: [blue, red, blue, red], cellsPerAxis: 4)
        #expect(matcher.nearest(to: red) == 1)
        #expect(matcher.nearest(to: blue) == 0)
        #expect(matcher.nearestByScan(to: red) == 1)
        let between = (red + blue) * 0.5
        #expect(matcher.nearest(to: between) == PictureFixtures.bruteNearest(between, in: matcher.colors))
    }

    @Test("every palette colour is its own nearest match")
    func paletteColoursMatchThemselves() {
        let palette = SymbolPalette.xterm240
        for (position, pixel) in palette.pixels.enumerated() {
            #expect(palette.matcher.nearest(to: pixel.point) == position)
        }
        #expect(palette.colors.first == .indexed(16) && palette.colors.last == .indexed(255))
        #expect(SymbolPalette.ansi8.colors == Color.ansi)
        #expect(SymbolPalette.ansi16.colors == Color.ansi + (8 ..< 16).map { .indexed(UInt8($0)) })
    }

    @Test("the 8- and 16-colour looks are the colours plus their shade mixes, each drawn as it averages")
    func shadeLooks() {
        for (looks, palette) in [(ShadePalette.ansi8, SymbolPalette.ansi8), (ShadePalette.ansi16, SymbolPalette.ansi16)] {
            let count = palette.colors.count
            #expect(looks.cells.count == count + count * (count - 1) * 3 / 2 && looks.pixels.count == looks.cells.count)
            for (cell, pixel) in zip(looks.cells, looks.pixels) {
                #expect(PictureFixtures.shownPixel(cell, quadrant: 0) == pixel)
                #expect(palette.colors.contains(cell.style.background))
                #expect(cell.character == " " || cell.character == "░" || cell.character == "▒")
            }
        }
    }

    @Test("24-bit colours downgrade to the nearest in sRGB of palette entries 16–255, and of the 16 in 16 colours")
    func rgbDowngradeIsNearest() {
        let entries = (16 ... 255).map { RGB(paletteIndex: $0).point }
        let sixteen = (0 ..< 16).map { RGB(paletteIndex: $0).point }
        var rng = SplitMix64(seed: 42)
        for _ in 0 ..< 5_000 {
            let pixel = PictureFixtures.randomPixel(using: &rng)
            let expected = 16 + PictureFixtures.bruteNearest(pixel.point, in: entries)
            #expect(pixel.color.downgraded(to: .ansi256) == .indexed(UInt8(expected)), "\(pixel)")
            let viaPalette = PictureFixtures.bruteNearest(RGB(paletteIndex: expected).point, in: sixteen)
            #expect(pixel.color.paletteIndex(in: .ansi16) == viaPalette, "\(pixel)")
        }
        // Brown bricks keep a brown, not the crimson #870000 a perceptual (DIN99d) match gave.
        #expect(Color.rgb(125, 67, 46).downgraded(to: .ansi256) == .indexed(94))
    }
}
