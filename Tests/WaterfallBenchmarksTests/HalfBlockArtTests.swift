import Pixels
import SeededRandom
import Testing
import WaterfallPictures

@testable import WaterfallBenchmarks
@testable import WaterfallTUI

@Suite("Half-block art read back from ANSI text", .timeLimit(.minutes(1)))
struct HalfBlockArtTests {
    /// One generated cell: its glyph and the pen it is written with.
    struct GeneratedCell {
        var glyph: Character
        var foreground: UInt8?
        var background: UInt8?
        var reverse: Bool
    }

    /// The RGB a terminal shows for a palette entry (the toolkit's own table), or the default.
    static func shown(_ index: UInt8?, default fallback: (UInt8, UInt8, UInt8)) -> [UInt8] {
        guard let index else { return [fallback.0, fallback.1, fallback.2] }
        let (red, green, blue) = Color.rgbOfPalette(Int(index))
        return [UInt8(red), UInt8(green), UInt8(blue)]
    }

    /// Brute force: the upper and lower pixel of `cell`, straight from the definition of each glyph.
    static func pixels(of cell: GeneratedCell) -> (upper: [UInt8], lower: [UInt8]) {
        var front = shown(cell.foreground, default: (255, 255, 255))
        var back = shown(cell.background, default: (0, 0, 0))
        if cell.reverse { swap(&front, &back) }
        switch cell.glyph {
        case "▀": return (front, back)
        case "▄": return (back, front)
        case "█": return (front, front)
        default: return (back, back)
        }
    }

    /// The SGR sequences that set `cell`'s pen, written in one of the ways chafa and our renderer
    /// write them: one combined sequence after a reset, or separate sequences per colour.
    static func sequences(for cell: GeneratedCell, using rng: inout SplitMix64) -> String {
        if Bool.random(using: &rng) {
            var codes = ["0"]
            if cell.reverse { codes.append("7") }
            if let foreground = cell.foreground { codes.append("38;5;\(foreground)") }
            if let background = cell.background { codes.append("48;5;\(background)") }
            return "\u{1B}[" + codes.joined(separator: ";") + "m"
        }
        let foreground = cell.foreground.map { "\u{1B}[38;5;\($0)m" } ?? "\u{1B}[39m"
        let background = cell.background.map { "\u{1B}[48;5;\($0)m" } ?? "\u{1B}[49m"
        return foreground + background + (cell.reverse ? "\u{1B}[7m" : "\u{1B}[27m")
    }

    @Test("random cells written as ANSI text read back as the pixels each glyph shows")
    func randomCellsReadBack() throws {
        var rng = SplitMix64(seed: 42)
        for _ in 0 ..< 200 {
            let columns = Int.random(in: 1 ... 12, using: &rng)
            let rows = Int.random(in: 1 ... 6, using: &rng)
            var text = Bool.random(using: &rng) ? "\u{1B}[?25l" : ""
            var expected: [UInt8] = []
            for row in 0 ..< rows {
                var upper: [UInt8] = []
                var lower: [UInt8] = []
                for _ in 0 ..< columns {
                    let cell = GeneratedCell(
                        glyph: ["▀", "▄", "█", " "].randomElement(using: &rng) ?? " ",
                        foreground: Int.random(in: 0 ..< 8, using: &rng) == 0 ? nil : UInt8.random(in: 0 ... 255, using: &rng),
                        background: Int.random(in: 0 ..< 8, using: &rng) == 0 ? nil : UInt8.random(in: 0 ... 255, using: &rng),
                        reverse: Int.random(in: 0 ..< 4, using: &rng) == 0
                    )
                    text += Self.sequences(for: cell, using: &rng) + String(cell.glyph)
                    let shown = Self.pixels(of: cell)
                    upper += shown.upper
                    lower += shown.lower
                }
                expected += upper + lower
                text += "\u{1B}[0m" + (row + 1 < rows || Bool.random(using: &rng) ? "\n" : "")
            }
            let art = try HalfBlockArt(parsing: text)
            #expect(art.columns == columns && art.rows == rows)
            #expect(art.pixels == expected)
        }
    }

    @Test(
        "our own rasters read back exactly as RasterQuality says they show, in 256 and in 24-bit colour",
        arguments: [(SymbolColorMode.ansi256, ColorMode.ansi256), (.truecolor, .truecolor)])
    func ourRastersReadBack(symbolColors: SymbolColorMode, output: ColorMode) throws {
        var rng = SplitMix64(seed: 7)
        for _ in 0 ..< 40 {
            let columns = Int.random(in: 1 ... 16, using: &rng)
            let rows = Int.random(in: 1 ... 8, using: &rng)
            let pixels = (0 ..< columns * rows * 2 * 3).map { _ in UInt8.random(in: 0 ... 255, using: &rng) }
            let picture = try #require(Picture(width: columns, height: rows * 2, pixels: pixels))
            let raster = try SymbolRaster(picture: picture, columns: columns, rows: rows, symbols: .halfBlocks, colorMode: symbolColors)
            var canvas = Canvas(width: columns, height: rows)
            canvas.draw(raster, x: 0, y: 0)
            let art = try HalfBlockArt(parsing: AnsiRenderer.lines(of: canvas, colorMode: output).joined(separator: "\n"))
            #expect(art.pixels == RasterQuality.shownPixels(of: raster))
            if symbolColors == .truecolor {
                #expect(art.pixels == picture.pixels, "24-bit half blocks show every pixel exactly")
            }
        }
    }

    @Test("text that is not half-block art is refused, saying where")
    func badTextIsRefused() {
        #expect(throws: HalfBlockArtError.self) { try HalfBlockArt(parsing: "") }
        do {
            _ = try HalfBlockArt(parsing: "▀▀\n▀x")
            Issue.record("a letter is not a half block")
        } catch {
            #expect(error.description == "row 2, column 2: glyph U+78 is not a half block")
        }
        do {
            _ = try HalfBlockArt(parsing: "▀▀\n▀")
            Issue.record("rows of different lengths")
        } catch {
            #expect(error.description == "row 2 has 1 cells, the first row 2")
        }
        do {
            _ = try HalfBlockArt(parsing: "\u{1B}[38;2;1;2m▀")
            Issue.record("a 24-bit colour needs three channels")
        } catch {
            #expect(error.description.contains("neither a palette nor a 24-bit colour"))
        }
        do {
            _ = try HalfBlockArt(parsing: "\u{1B}[48;2;1;2;300m▀")
            Issue.record("a channel above 255")
        } catch {
            #expect(error.description.contains("neither a palette nor a 24-bit colour"))
        }
        do {
            _ = try HalfBlockArt(parsing: "▀\u{1B}[38;5")
            Issue.record("an unfinished escape sequence")
        } catch {
            #expect(error.description == "row 1: incomplete escape sequence")
        }
    }
}
