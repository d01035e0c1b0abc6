import Colors
import Pixels
import ShopCatalog
import TestSupport
import Testing
import WaterfallTUI

@testable import ShopBrowser
@testable import ShopBrowserRuntime

@Suite("Card pictures on the terminal's background: transparency and letterbox bars", .timeLimit(.minutes(3)))
struct CardPictureBackgroundTests {
    /// A light and a dark terminal background, neither black nor white.
    static let backgrounds = [RGB(red: 250, green: 246, blue: 232), RGB(red: 30, green: 32, blue: 40)]
    static let formats: [PictureFiles.Format] = [.png, .webp, .gif]

    /// The colours a cell shows: its background where the glyph leaves it, its foreground where
    /// the glyph covers it.
    static func shownColours(_ cell: Cell) -> [Color] {
        switch cell.character {
        case " ": return [cell.style.background]
        case "█": return [cell.style.foreground]
        default: return [cell.style.foreground, cell.style.background]
        }
    }

    /// The red, green and blue of a pixel.
    static func channels(_ picture: Picture, x: Int, y: Int) throws -> [UInt8] {
        let pixel = try #require(picture.pixel(x: x, y: y))
        return [pixel.red, pixel.green, pixel.blue]
    }

    @Test("pixels under a transparent area are the background, light or dark, in PNG, WebP and GIF", arguments: formats, backgrounds)
    func pixelsShowTheBackground(format: PictureFiles.Format, background: RGB) throws {
        let bytes = try TransparentPictureFiles.bytes(format, width: 40, height: 20)
        let maker = CardPictureMaker(symbols: .halfBlocks, colorMode: .truecolor, background: background, pixelCellSize: Size(width: 4, height: 4))
        // 10 × 5 cells of 4 × 4 pixels: the picture's own 40 × 20 pixels.
        let key = PictureKey(reference: .remote(url: "https://example.test/transparent.\(format.rawValue)"), columns: 10, rows: 5)
        let picture = try maker.renderPixels(key, from: .bytes(bytes)).get()
        #expect(picture.size == PictureSize(width: 40, height: 20))
        let opaque = [TransparentPictureFiles.opaque.red, TransparentPictureFiles.opaque.green, TransparentPictureFiles.opaque.blue]
        for y in 0 ..< picture.height {
            for x in 0 ..< picture.width {
                let pixel = try Self.channels(picture, x: x, y: y)
                let expected = TransparentPictureFiles.isTransparent(x: x, width: 40) ? [background.red, background.green, background.blue] : opaque
                #expect(pixel == expected, "\(format) on \(background) at \(x), \(y): \(pixel)")
            }
        }
    }

    @Test("cells under a transparent area show the background, light or dark, in half blocks and quadrants", arguments: formats, backgrounds)
    func symbolsShowTheBackground(format: PictureFiles.Format, background: RGB) throws {
        let bytes = try TransparentPictureFiles.bytes(format, width: 40, height: 20)
        for symbols in SymbolSet.allCases {
            let maker = CardPictureMaker(symbols: symbols, colorMode: .truecolor, background: background)
            let key = PictureKey(reference: .remote(url: "https://example.test/transparent.\(format.rawValue)"), columns: 20, rows: 5)
            let raster = try maker.render(key, from: .bytes(bytes)).get()
            let shownBackground = Color.rgb(background.red, background.green, background.blue)
            let opaque = TransparentPictureFiles.opaque
            for row in 0 ..< raster.rows {
                let cells = Array(raster.row(row))
                for column in 12 ..< 20 {
                    #expect(Self.shownColours(cells[column]).allSatisfy { $0 == shownBackground }, "\(format) \(symbols) at \(column), \(row)")
                }
                for column in 0 ..< 8 {
                    #expect(Self.shownColours(cells[column]).allSatisfy { $0 == .rgb(opaque.red, opaque.green, opaque.blue) })
                }
            }
        }
    }

    @Test("a card drawn by the renderer shows the background under the transparent half")
    func rendererShowsTheBackground() throws {
        let background = Self.backgrounds[0]
        let bytes = try TransparentPictureFiles.bytes(.png, width: 40, height: 20)
        let maker = CardPictureMaker(symbols: .halfBlocks, colorMode: .truecolor, background: background)
        let metrics = CardMetrics(item: CardPictureBackgroundTests.item, width: 22)
        let key = PictureKey(reference: .remote(url: "https://example.test/transparent.png"), columns: metrics.innerWidth, rows: metrics.imageRows)
        let raster = try maker.render(key, from: .bytes(bytes)).get()
        var canvas = Canvas(width: 22, height: metrics.height)
        CardRenderer(theme: Theme(colorMode: .truecolor, background: .light)).draw(
            CardPictureBackgroundTests.item, metrics: metrics, picture: CardPicture(raster: raster, state: .photo),
            in: Rect(x: 0, y: 0, width: 22, height: metrics.height), focused: false, into: &canvas)
        for row in 1 ... metrics.imageRows {
            for column in 13 ... 20 {
                #expect(Self.shownColours(canvas[column, row]).allSatisfy { $0 == .rgb(background.red, background.green, background.blue) })
            }
        }
    }

    @Test("a very tall picture in a capped card is letterboxed: bars of the background beside the whole picture")
    func tallPicturesAreLetterboxed() throws {
        let background = Self.backgrounds[1]
        let tall = try #require(Picture(width: 60, height: 400, pixels: Array(repeating: [10, 200, 30], count: 60 * 400).flatMap { $0 }))
        let maker = CardPictureMaker(symbols: .halfBlocks, colorMode: .truecolor, background: background)
        let raster = try #require(maker.rasterizer.raster(of: tall, columns: 30, rows: 22))
        let shownBackground = Color.rgb(background.red, background.green, background.blue)
        for row in 0 ..< 22 {
            let cells = Array(raster.row(row))
            // 60 : 400 in 30 : 44 takes 7 of the 30 columns, from column 11.
            #expect(cells[0 ..< 11].allSatisfy { Self.shownColours($0).allSatisfy { $0 == shownBackground } })
            #expect(cells[11 ..< 18].allSatisfy { Self.shownColours($0).allSatisfy { $0 == .rgb(10, 200, 30) } })
            #expect(cells[18 ..< 30].allSatisfy { Self.shownColours($0).allSatisfy { $0 == shownBackground } })
        }
        // In pixels too.
        let pixelMaker = CardPictureMaker(symbols: .halfBlocks, colorMode: .truecolor, background: background, pixelCellSize: Size(width: 2, height: 4))
        let bytes = try PictureFiles.bytes(.png, rgb: tall.pixels, width: 60, height: 400)
        let key = PictureKey(reference: .remote(url: "https://example.test/tall.png"), columns: 30, rows: 22)
        let pixels = try pixelMaker.renderPixels(key, from: .bytes(bytes)).get()
        #expect(try Self.channels(pixels, x: 0, y: 40) == [background.red, background.green, background.blue])
        #expect(try Self.channels(pixels, x: 30, y: 40) == [10, 200, 30])
        #expect(try Self.channels(pixels, x: 59, y: 40) == [background.red, background.green, background.blue])
    }

    @Test("a card's rendition in pixels keeps its alpha (kitty is sent RGBA), and moves onto any other background", arguments: formats)
    func pixelRenditionsKeepTheirAlpha(format: PictureFiles.Format) throws {
        let background = Self.backgrounds[1]
        let bytes = try TransparentPictureFiles.bytes(format, width: 40, height: 20)
        let maker = CardPictureMaker(symbols: .halfBlocks, colorMode: .truecolor, background: background, pixelCellSize: Size(width: 2, height: 2))
        // 10 × 5 cells of 2 × 2 pixels: the picture halved.
        let key = PictureKey(reference: .remote(url: "https://example.test/transparent.\(format.rawValue)"), columns: 10, rows: 5)
        let picture = try maker.renderPixels(key, from: .bytes(bytes)).get()
        let alpha = try #require(picture.alpha, "\(format)")
        #expect(alpha.matte == background)
        let elsewhere = picture.composited(onto: Self.backgrounds[0])
        let light = Self.backgrounds[0]
        for y in 0 ..< picture.height {
            for x in 0 ..< picture.width {
                let transparent = TransparentPictureFiles.isTransparent(x: x, width: picture.width)
                #expect(alpha.values[y * picture.width + x] == (transparent ? 0 : 255), "\(format) at \(x), \(y)")
                let expected = transparent ? [light.red, light.green, light.blue] : [200, 40, 90]
                #expect(try Self.channels(elsewhere, x: x, y: y) == expected, "\(format) at \(x), \(y)")
            }
        }
    }

    @Test("the full-screen view shows transparent parts on a checkerboard of the background's greys, the bars plain", arguments: backgrounds)
    func theViewShowsACheckerboard(background: RGB) throws {
        let bytes = try TransparentPictureFiles.bytes(.png, width: 40, height: 20)
        let maker = CardPictureMaker(symbols: .halfBlocks, colorMode: .truecolor, background: background, pixelCellSize: Size(width: 4, height: 4))
        // 20 × 15 cells of 4 × 4 pixels: 80 × 60, the picture doubled with bars of 10 above and below.
        let key = PictureKey(reference: .remote(url: "https://example.test/transparent.png"), columns: 20, rows: 15, framing: .contain(.whole))
        let picture = try maker.renderPixels(key, from: .bytes(bytes)).get()
        #expect(picture.size == PictureSize(width: 80, height: 60) && picture.alpha == nil, "opaque: kitty gets the checkerboard")
        let colours = PictureFraming.checkerColours(on: background)
        #expect(colours.light != colours.dark)
        let plain = [background.red, background.green, background.blue]
        for y in 0 ..< 60 {
            for x in 0 ..< 80 {
                let pixel = try Self.channels(picture, x: x, y: y)
                if y < 10 || y >= 50 {
                    #expect(pixel == plain, "bar at \(x), \(y)")
                } else if x < 39 {
                    #expect(pixel == [200, 40, 90], "opaque at \(x), \(y)")
                } else if x > 40 {
                    // Squares a cell (4 pixels) wide from the area's top-left corner, light first;
                    // the two columns at the edge of the transparent half are blended by the enlargement.
                    let light = ((x / 4) + (y / 4)).isMultiple(of: 2)
                    let square = light ? colours.light : colours.dark
                    #expect(pixel == [square.red, square.green, square.blue], "checkerboard at \(x), \(y)")
                }
            }
        }
    }

    @Test("the background is the terminal's reported colour, else the theme's")
    func backgroundChoice() {
        #expect(PictureSettings.background(reported: .rgb(1, 2, 3), theme: .light) == RGB(red: 1, green: 2, blue: 3))
        #expect(PictureSettings.background(reported: nil, theme: .light) == .white)
        #expect(PictureSettings.background(reported: nil, theme: .dark) == .black)
        #expect(PictureSettings.background(reported: .red, theme: .dark) == .black)
        #expect(PictureSettings(background: .white).rasterizer(colorMode: .truecolor)?.background == .white)
    }

    /// A product whose picture is 40 × 20.
    static let item = Fixtures.item("transparent", imageWidth: 40, imageHeight: 20)
}
