import Colors
import Pixels
import SeededRandom
import Testing

@testable import WaterfallTUI

@Suite("Monochrome symbols", .timeLimit(.minutes(3)))
struct MonochromeCellFitterTests {
    @Test("dithered flat greys cover, on average, their lightness", arguments: SymbolSet.allCases)
    func ditheringKeepsTheTone(symbols: SymbolSet) throws {
        for level in stride(from: 0, through: 255, by: 15) {
            let size = SymbolRaster.pictureSize(columns: 8, rows: 8, symbols: symbols)
            let grey = UInt8(level)
            let picture = Picture(width: size.width, height: size.height, red: grey, green: grey, blue: grey)
            let raster = try SymbolRaster(picture: picture, columns: 8, rows: 8, symbols: symbols, colorMode: .monochrome)
            let coverage =
                raster.cells.reduce(0.0) { sum, cell in
                    sum + (0 ..< 4).reduce(0.0) { $0 + BlockGlyphs.coverage(of: cell.glyph, quadrant: $1) } / 4
                } / Double(raster.cells.count)
            let lightness = Double(PerceptualColor(RGB(red: grey, green: grey, blue: grey)).lightness) / 100
            #expect(abs(coverage - lightness) <= 1.0 / 16, "grey \(level): coverage \(coverage), lightness \(lightness)")
        }
    }

    @Test("a grey between two shades becomes a mix of both, not a flat band")
    func betweenShadesMixes() throws {
        // Lightness 0.375 lies halfway between ░ (¼) and ▒ (½).
        func lightness(_ level: Int) -> Float {
            PerceptualColor(RGB(red: UInt8(level), green: UInt8(level), blue: UInt8(level))).lightness / 100
        }
        let level = try #require((0 ... 255).min { abs(lightness($0) - 0.375) < abs(lightness($1) - 0.375) })
        let picture = Picture(width: 8, height: 16, red: UInt8(level), green: UInt8(level), blue: UInt8(level))
        let raster = try SymbolRaster(picture: picture, columns: 8, rows: 8, colorMode: .monochrome)
        #expect(Set(raster.cells.map(\.character)) == ["░", "▒"])
    }

    @Test("edges become block glyphs: bright above dark is ▀, dark above bright is ▄")
    func edges() throws {
        // Pixels row by row: white, black / black, white.
        let levels: [UInt8] = [255, 0, 0, 255]
        let picture = try #require(Picture(width: 2, height: 2, pixels: levels.flatMap { [$0, $0, $0] }))
        let raster = try SymbolRaster(picture: picture, columns: 2, rows: 1, colorMode: .monochrome)
        #expect(raster.cells.map(\.character) == ["▀", "▄"])
    }
}
