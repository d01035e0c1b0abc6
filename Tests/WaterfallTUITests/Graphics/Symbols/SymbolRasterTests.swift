import Colors
import Pixels
import SeededRandom
import Testing

@testable import WaterfallTUI

@Suite("Symbol rasters", .timeLimit(.minutes(3)))
struct SymbolRasterTests {
    /// A picture from rows of pixels.
    static func picture(_ rows: [[RGB]]) throws -> Picture {
        let bytes = rows.flatMap { $0.flatMap { [$0.red, $0.green, $0.blue] } }
        return try #require(Picture(width: rows.first?.count ?? 0, height: rows.count, pixels: bytes))
    }

    static let red = RGB(red: 255, green: 0, blue: 0)
    static let blue = RGB(red: 0, green: 0, blue: 255)
    static let white = RGB(red: 255, green: 255, blue: 255)
    static let black = RGB(red: 0, green: 0, blue: 0)
    static let green = RGB(red: 0, green: 255, blue: 0)
    static let yellow = RGB(red: 255, green: 255, blue: 0)
    static let sky = RGB(red: 135, green: 175, blue: 215)

    /// 2×2 cells of quadrants: a corner, a top/bottom split, a flat cell, a left/right split.
    static func quadrantSample(_ c: (RGB, RGB, RGB, RGB, RGB, RGB, RGB)) throws -> Picture {
        let (corner, rest, top, bottom, flat, left, right) = c
        return try picture([
            [corner, rest, top, top],
            [rest, rest, bottom, bottom],
            [flat, flat, left, right],
            [flat, flat, left, right],
        ])
    }

    @Test("a known 4×4 picture gives exact quadrant cells in 256 colours")
    func quadrantSnapshot256() throws {
        let picture = try Self.quadrantSample((Self.red, Self.blue, Self.white, Self.black, Self.sky, Self.green, Self.yellow))
        let raster = try SymbolRaster(picture: picture, columns: 2, rows: 2, symbols: .quadrants, colorMode: .ansi256)
        #expect(
            raster.cells == [
                Cell(character: "▘", style: Style(foreground: .indexed(196), background: .indexed(21))),
                Cell(character: "▀", style: Style(foreground: .indexed(231), background: .indexed(16))),
                Cell(character: " ", style: Style(background: .indexed(110))),
                Cell(character: "▌", style: Style(foreground: .indexed(46), background: .indexed(226))),
            ])
    }

    @Test("the same cells in 8 colours, with xterm's own values for the 8 colours")
    func quadrantSnapshot8() throws {
        let xterm = (0 ..< 8).map { RGB(paletteIndex: $0) }
        let picture = try Self.quadrantSample((xterm[1], xterm[4], xterm[7], xterm[0], xterm[6], xterm[2], xterm[3]))
        let raster = try SymbolRaster(picture: picture, columns: 2, rows: 2, symbols: .quadrants, colorMode: .ansi8)
        #expect(
            raster.cells == [
                Cell(character: "▘", style: Style(foreground: .red, background: .blue)),
                Cell(character: "▀", style: Style(foreground: .white, background: .black)),
                Cell(character: " ", style: Style(background: .cyan)),
                Cell(character: "▌", style: Style(foreground: .green, background: .yellow)),
            ])
    }

    @Test("the same picture in monochrome and in 24-bit colour")
    func quadrantSnapshotMonochromeAndTruecolor() throws {
        let mono = try Self.quadrantSample((Self.white, Self.black, Self.white, Self.black, Self.black, Self.white, Self.black))
        let monoRaster = try SymbolRaster(picture: mono, columns: 2, rows: 2, symbols: .quadrants, colorMode: .monochrome)
        #expect(monoRaster.cells.map(\.character) == ["▘", "▀", " ", "▌"])
        #expect(monoRaster.cells.allSatisfy { $0.style == .plain })

        let picture = try Self.quadrantSample((Self.red, Self.blue, Self.white, Self.black, Self.sky, Self.green, Self.yellow))
        let raster = try SymbolRaster(picture: picture, columns: 2, rows: 2, symbols: .quadrants, colorMode: .truecolor)
        #expect(
            raster.cells == [
                Cell(character: "▘", style: Style(foreground: .rgb(255, 0, 0), background: .rgb(0, 0, 255))),
                Cell(character: "▀", style: Style(foreground: .rgb(255, 255, 255), background: .rgb(0, 0, 0))),
                Cell(character: " ", style: Style(background: .rgb(135, 175, 215))),
                Cell(character: "▌", style: Style(foreground: .rgb(0, 255, 0), background: .rgb(255, 255, 0))),
            ])
    }

    @Test("half blocks: upper pixel in front, lower behind; one colour becomes a space")
    func halfBlockSnapshot() throws {
        let picture = try Self.picture([
            [Self.red, Self.white],
            [Self.blue, Self.white],
            [Self.black, Self.yellow],
            [Self.black, Self.green],
        ])
        let raster = try SymbolRaster(picture: picture, columns: 2, rows: 2, colorMode: .ansi256)
        #expect(raster.symbols == .halfBlocks)
        #expect(
            raster.cells == [
                Cell(character: "▀", style: Style(foreground: .indexed(196), background: .indexed(21))),
                Cell(character: " ", style: Style(background: .indexed(231))),
                Cell(character: " ", style: Style(background: .indexed(16))),
                Cell(character: "▀", style: Style(foreground: .indexed(226), background: .indexed(46))),
            ])
        #expect(raster.row(1).map(\.character) == [" ", "▀"])
    }

    @Test("a uniform picture gives identical cells", arguments: SymbolSet.allCases, [SymbolColorMode.ansi8, .ansi256, .truecolor])
    func uniformPictures(symbols: SymbolSet, colorMode: SymbolColorMode) throws {
        var rng = SplitMix64(seed: 42)
        for _ in 0 ..< 50 {
            let pixel = PictureFixtures.randomPixel(using: &rng)
            let size = SymbolRaster.pictureSize(columns: 5, rows: 3, symbols: symbols)
            let picture = Picture(width: size.width, height: size.height, red: pixel.red, green: pixel.green, blue: pixel.blue)
            let raster = try SymbolRaster(picture: picture, columns: 5, rows: 3, symbols: symbols, colorMode: colorMode)
            #expect(raster.cells.count == 15)
            #expect(Set(raster.cells).count == 1, "\(pixel)")
            #expect(raster.cells.first?.character != "▀", "an even cell needs no edge")
        }
    }

    @Test("monochrome uses no colours; black is blank and white is full", arguments: SymbolSet.allCases)
    func monochrome(symbols: SymbolSet) throws {
        var rng = SplitMix64(seed: 42)
        for _ in 0 ..< 30 {
            let size = SymbolRaster.pictureSize(columns: 7, rows: 4, symbols: symbols)
            let picture = PictureFixtures.randomPicture(width: size.width, height: size.height, using: &rng)
            let raster = try SymbolRaster(picture: picture, columns: 7, rows: 4, symbols: symbols, colorMode: .monochrome)
            #expect(raster.cells.allSatisfy { $0.style == .plain && $0.width == 1 })
            #expect(raster.cells.allSatisfy { PictureFixtures.blockGlyphs.contains($0.character) })
        }
        let size = SymbolRaster.pictureSize(columns: 6, rows: 6, symbols: symbols)
        let black = Picture(width: size.width, height: size.height, red: 0, green: 0, blue: 0)
        let white = Picture(width: size.width, height: size.height, red: 255, green: 255, blue: 255)
        #expect(try SymbolRaster(picture: black, columns: 6, rows: 6, symbols: symbols, colorMode: .monochrome).cells.allSatisfy { $0.character == " " })
        #expect(try SymbolRaster(picture: white, columns: 6, rows: 6, symbols: symbols, colorMode: .monochrome).cells.allSatisfy { $0.character == "█" })
    }

    @Test("every mode keeps to its colours and glyphs", arguments: SymbolSet.allCases, SymbolColorMode.allCases)
    func colourSets(symbols: SymbolSet, colorMode: SymbolColorMode) throws {
        var rng = SplitMix64(seed: 42)
        for _ in 0 ..< 30 {
            let columns = Int.random(in: 1 ... 9, using: &rng)
            let rows = Int.random(in: 1 ... 5, using: &rng)
            let size = SymbolRaster.pictureSize(columns: columns, rows: rows, symbols: symbols)
            let picture = PictureFixtures.randomPicture(width: size.width, height: size.height, using: &rng)
            let raster = try SymbolRaster(picture: picture, columns: columns, rows: rows, symbols: symbols, colorMode: colorMode)
            #expect(raster.cells.count == columns * rows)
            for cell in raster.cells {
                #expect(PictureFixtures.blockGlyphs.contains(cell.character))
                #expect(cell.style.attributes.isEmpty)
                #expect(cell.style.background != .default || colorMode == .monochrome)
                let colours = [cell.style.foreground, cell.style.background].filter { $0 != .default }
                switch colorMode {
                case .monochrome:
                    #expect(colours.isEmpty)
                case .ansi8:
                    #expect(colours.allSatisfy { Color.ansi.contains($0) })
                case .ansi16:
                    #expect(colours.allSatisfy { SymbolPalette.ansi16.colors.contains($0) })
                case .ansi256:
                    #expect(colours.allSatisfy { if case .indexed(let index) = $0 { index >= 16 } else { false } })
                case .truecolor:
                    #expect(colours.allSatisfy { if case .rgb = $0 { true } else { false } })
                }
                if cell.character == " " {
                    #expect(cell.style.foreground == .default, "a space sends no foreground")
                }
            }
        }
    }

    @Test("a picture of the wrong size or a negative area is refused with the sizes named")
    func badSizes() throws {
        let picture = Picture(width: 5, height: 4, red: 1, green: 2, blue: 3)
        #expect(throws: SymbolRasterError.pictureSize(width: 5, height: 4, expectedWidth: 6, expectedHeight: 4, columns: 3, rows: 2, symbols: .quadrants)) {
            try SymbolRaster(picture: picture, columns: 3, rows: 2, symbols: .quadrants, colorMode: .ansi256)
        }
        do {
            _ = try SymbolRaster(picture: picture, columns: 5, rows: 3, colorMode: .ansi8)
            Issue.record("a 5×4 picture cannot fill 5×3 half-block cells")
        } catch {
            #expect(error.description == "picture is 5×4 pixels, but half blocks for 5×3 cells need exactly 5×6")
        }
        #expect(throws: SymbolRasterError.negativeArea(columns: -1, rows: 2)) {
            try SymbolRaster(picture: picture, columns: -1, rows: 2, colorMode: .ansi8)
        }
        let empty = try SymbolRaster(picture: Picture(width: 0, height: 0, red: 0, green: 0, blue: 0), columns: 0, rows: 0, colorMode: .ansi256)
        #expect(empty.cells.isEmpty)
        #expect(SymbolRaster.pictureSize(columns: 30, rows: 14, symbols: .quadrants) == (60, 28))
        #expect(SymbolRaster.pictureSize(columns: 30, rows: 14, symbols: .halfBlocks) == (30, 28))
    }

    @Test("drawing into a canvas copies the cells and honours the clip")
    func drawIntoCanvas() throws {
        var rng = SplitMix64(seed: 42)
        let picture = PictureFixtures.randomPicture(width: 3, height: 4, using: &rng)
        let raster = try SymbolRaster(picture: picture, columns: 3, rows: 2, colorMode: .ansi256)
        var canvas = Canvas(width: 4, height: 2)
        canvas.draw(raster, x: -1, y: 1)
        #expect(canvas[0, 1] == raster.cells[1])
        #expect(canvas[1, 1] == raster.cells[2])
        #expect(canvas[2, 1] == .blank)
        #expect((0 ..< 4).allSatisfy { canvas[$0, 0] == .blank })

        var clipped = Canvas(width: 5, height: 3)
        clipped.withClip(Rect(x: 0, y: 0, width: 2, height: 3)) { $0.draw(raster, x: 1, y: 0) }
        #expect(clipped[1, 0] == raster.cells[0] && clipped[1, 1] == raster.cells[3])
        #expect(clipped[2, 0] == .blank)
    }

    @Test("symbol colour modes follow the output's colour mode")
    func colorModes() {
        #expect(SymbolColorMode(.monochrome) == .monochrome)
        #expect(SymbolColorMode(.ansi8) == .ansi8)
        #expect(SymbolColorMode(.ansi16) == .ansi16)
        #expect(SymbolColorMode(.ansi256) == .ansi256)
        #expect(SymbolColorMode(.truecolor) == .truecolor)
    }
}
