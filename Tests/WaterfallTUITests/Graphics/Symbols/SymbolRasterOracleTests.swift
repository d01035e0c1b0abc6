import Colors
import Pixels
import SeededRandom
import Testing

@testable import WaterfallTUI

/// Property tests of `SymbolRaster` against brute-force oracles, over seeded random pictures.
@Suite("Symbol rasters against brute force", .timeLimit(.minutes(3)))
struct SymbolRasterOracleTests {
    /// sRGB points of palette entries 16–255.
    static let xterm240 = (16 ... 255).map { RGB(paletteIndex: $0).point }
    /// sRGB points of the eight and of the sixteen ANSI colours.
    static let ansi8 = (0 ..< 8).map { RGB(paletteIndex: $0).point }
    static let ansi16 = (0 ..< 16).map { RGB(paletteIndex: $0).point }
    /// sRGB points of the 8- and 16-colour looks (solid and shade mixes).
    static let looks8 = ShadePalette.ansi8.pixels.map(\.point)
    static let looks16 = ShadePalette.ansi16.pixels.map(\.point)

    /// Random rasters of `symbols` in `colorMode` with their pictures.
    static func randomRasters(_ symbols: SymbolSet, _ colorMode: SymbolColorMode, seed: UInt64, count: Int) throws -> [(Picture, SymbolRaster)] {
        var rng = SplitMix64(seed: seed)
        return try (0 ..< count).map { _ in
            let columns = Int.random(in: 1 ... 8, using: &rng)
            let rows = Int.random(in: 1 ... 6, using: &rng)
            let size = SymbolRaster.pictureSize(columns: columns, rows: rows, symbols: symbols)
            let picture = PictureFixtures.randomPicture(width: size.width, height: size.height, using: &rng)
            return (picture, try SymbolRaster(picture: picture, columns: columns, rows: rows, symbols: symbols, colorMode: colorMode))
        }
    }

    /// The quadrant mask a block glyph paints in the foreground, `nil` for other glyphs.
    static func mask(of cell: Cell) -> Int? {
        BlockGlyphs.quadrantGlyphs.firstIndex(of: cell.glyph)
    }

    @Test("256-colour half blocks show each pixel in its nearest palette colour (sRGB)")
    func halfBlocks256() throws {
        for (picture, raster) in try Self.randomRasters(.halfBlocks, .ansi256, seed: 42, count: 30) {
            for row in 0 ..< raster.rows {
                for column in 0 ..< raster.columns {
                    let cell = raster.cells[row * raster.columns + column]
                    let upper = 16 + PictureFixtures.bruteNearest(PictureFixtures.pixel(picture, column, 2 * row).point, in: Self.xterm240)
                    let lower = 16 + PictureFixtures.bruteNearest(PictureFixtures.pixel(picture, column, 2 * row + 1).point, in: Self.xterm240)
                    if upper == lower {
                        #expect(cell == Cell(character: " ", style: Style(background: .indexed(UInt8(upper)))))
                    } else {
                        #expect(cell == Cell(character: "▀", style: Style(foreground: .indexed(UInt8(upper)), background: .indexed(UInt8(lower)))))
                    }
                }
            }
        }
    }

    @Test("256-colour quadrants: the chosen split's error is the least of every split and colour pair")
    func quadrants256() throws {
        for (picture, raster) in try Self.randomRasters(.quadrants, .ansi256, seed: 43, count: 30) {
            for row in 0 ..< raster.rows {
                for column in 0 ..< raster.columns {
                    let cell = raster.cells[row * raster.columns + column]
                    let pixels = PictureFixtures.quadrantPixels(picture, column: column, row: row)
                    let best = PictureFixtures.bruteBestCellError(pixels, palette: Self.xterm240, looks: [])
                    let error = PictureFixtures.cellError(cell, pixels: pixels)
                    #expect(abs(error - best) <= 1e-3 * max(1, best), "cell \(column),\(row): \(error) vs \(best)")
                }
            }
        }
    }

    @Test("256-colour quadrants: each side's colour is the exact nearest entry to the side's mean")
    func quadrantSidesAreNearestToTheirMeans() throws {
        for (picture, raster) in try Self.randomRasters(.quadrants, .ansi256, seed: 44, count: 30) {
            for row in 0 ..< raster.rows {
                for column in 0 ..< raster.columns {
                    let cell = raster.cells[row * raster.columns + column]
                    let points = PictureFixtures.quadrantPixels(picture, column: column, row: row).map(\.point)
                    let mask = try #require(Self.mask(of: cell))
                    let sides =
                        mask == 0
                        ? [(BlockGlyphs.fullBlock, cell.style.background)]
                        : [(mask, cell.style.foreground), (BlockGlyphs.fullBlock ^ mask, cell.style.background)]
                    #expect(mask == 0 || mask & 1 == 1, "the foreground is the side with the top-left pixel")
                    for (side, color) in sides {
                        // The mean as the fitter forms it: pixels added from the last quadrant down.
                        let members = (0 ..< 4).reversed().filter { side & (1 << $0) != 0 }
                        let sum = members.reduce(ColorPoint(repeating: 0)) { $0 + points[$1] }
                        let mean = sum * (Float(1) / Float(members.count))
                        #expect(color == .indexed(UInt8(16 + PictureFixtures.bruteNearest(mean, in: Self.xterm240))))
                    }
                }
            }
        }
    }

    @Test(
        "8 and 16 colours: every cell has the least error of every split, colour pair and shade mix",
        arguments: SymbolSet.allCases, [SymbolColorMode.ansi8, .ansi16])
    func fewColours(symbols: SymbolSet, colorMode: SymbolColorMode) throws {
        let (palette, looks) = colorMode == .ansi8 ? (Self.ansi8, Self.looks8) : (Self.ansi16, Self.looks16)
        for (picture, raster) in try Self.randomRasters(symbols, colorMode, seed: 45, count: 30) {
            for row in 0 ..< raster.rows {
                for column in 0 ..< raster.columns {
                    let cell = raster.cells[row * raster.columns + column]
                    let pixels =
                        switch symbols {
                        case .quadrants:
                            PictureFixtures.quadrantPixels(picture, column: column, row: row)
                        case .halfBlocks:
                            [
                                PictureFixtures.pixel(picture, column, 2 * row), PictureFixtures.pixel(picture, column, 2 * row),
                                PictureFixtures.pixel(picture, column, 2 * row + 1), PictureFixtures.pixel(picture, column, 2 * row + 1),
                            ]
                        }
                    let best = PictureFixtures.bruteBestCellError(pixels, palette: palette, looks: looks)
                    let error = PictureFixtures.cellError(cell, pixels: pixels)
                    #expect(abs(error - best) <= 1e-3 * max(1, best), "cell \(column),\(row): \(error) vs \(best)")
                }
            }
        }
    }

    @Test("24-bit quadrants: the chosen split has the least error of all splits with mean colours")
    func truecolorQuadrants() throws {
        for (picture, raster) in try Self.randomRasters(.quadrants, .truecolor, seed: 46, count: 30) {
            for row in 0 ..< raster.rows {
                for column in 0 ..< raster.columns {
                    let cell = raster.cells[row * raster.columns + column]
                    let pixels = PictureFixtures.quadrantPixels(picture, column: column, row: row)
                    func meanError(_ members: [RGB]) -> Float {
                        func mean(_ channel: (RGB) -> UInt8) -> UInt8 {
                            UInt8((members.reduce(0) { $0 + Int(channel($1)) } + members.count / 2) / members.count)
                        }
                        let color = RGB(red: mean(\.red), green: mean(\.green), blue: mean(\.blue)).point
                        return members.reduce(0) { $0 + $1.point.distanceSquared(to: color) }
                    }
                    var best = meanError(pixels)
                    for mask in 1 ..< 15 {
                        best = min(
                            best,
                            meanError((0 ..< 4).filter { mask & (1 << $0) != 0 }.map { pixels[$0] })
                                + meanError((0 ..< 4).filter { mask & (1 << $0) == 0 }.map { pixels[$0] }))
                    }
                    let error = PictureFixtures.cellError(cell, pixels: pixels)
                    #expect(abs(error - best) <= 1e-3 * max(1, best), "cell \(column),\(row): \(error) vs \(best)")
                }
            }
        }
    }

    @Test("24-bit half blocks keep every pixel exactly")
    func truecolorHalfBlocksAreLossless() throws {
        for (picture, raster) in try Self.randomRasters(.halfBlocks, .truecolor, seed: 47, count: 30) {
            #expect(RasterQuality.shownPixels(of: raster) == picture.pixels)
        }
    }
}
