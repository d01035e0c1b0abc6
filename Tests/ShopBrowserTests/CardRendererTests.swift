import Colors
import Pixels
import ShopCatalog
import Testing
import WaterfallTUI

@testable import ShopBrowser

@Suite("Card rendering", .timeLimit(.minutes(3)))
struct CardRendererTests {
    func draw(_ item: CatalogItem, width: Int = 20, at y: Int = 0, canvasHeight: Int? = nil, focused: Bool = false, colorMode: ColorMode = .monochrome) -> (
        Canvas, CardMetrics
    ) {
        let metrics = CardMetrics(item: item, width: width)
        var canvas = Canvas(width: width + 2, height: canvasHeight ?? metrics.height)
        let pictures = CardPictures(rasterizer: CardRasterizer(symbols: .halfBlocks, colorMode: SymbolColorMode(colorMode)))
        CardRenderer(theme: Theme(colorMode: colorMode)).draw(
            item, metrics: metrics, picture: pictures.picture(for: item, metrics: metrics),
            in: Rect(x: 1, y: y, width: width, height: metrics.height), focused: focused, into: &canvas
        )
        return (canvas, metrics)
    }

    @Test func englishCardSnapshot() {
        let (canvas, _) = draw(Fixtures.item("a", title: "Linen shirt", shop: "Acme Store", imageWidth: 400, imageHeight: 100, rating: 45))
        #expect(
            canvas.lines() == [
                " ╭──────────────────╮ ",
                " │░░░░░░░░░░░░░░░░░░│ ",
                " │░░░░░400×100░░░░░░│ ",
                " │Linen shirt       │ ",
                " │¥19.90        ★4.5│ ",
                " │Acme Store        │ ",
                " ╰──────────────────╯ ",
            ])
    }

    @Test func aProductWithSeveralPhotosSaysHowManyOnItsTopBorderBesideTheMark() {
        let plain = Fixtures.item("a", title: "Linen shirt", imageWidth: 400, imageHeight: 100)
        let photos: [ImageReference] = (1 ... 3).map { .file(path: "/p/\($0).jpg") }
        let several = CatalogItem(
            id: "a", title: plain.title, kind: plain.kind, imageWidth: 400, imageHeight: 100, image: photos[0], morePhotos: Array(photos.dropFirst())
        )
        for (width, marked) in [(20, false), (20, true), (9, false), (7, false), (6, true)] {
            let metrics = CardMetrics(item: several, width: width)
            var canvas = Canvas(width: width, height: metrics.height)
            let pictures = CardPictures(rasterizer: nil)
            CardRenderer(theme: Theme(colorMode: .monochrome)).draw(
                several, metrics: metrics, picture: pictures.picture(for: several, metrics: metrics),
                in: Rect(x: 0, y: 0, width: width, height: metrics.height), focused: false, marked: marked, into: &canvas
            )
            let top = canvas.lines()[0]
            let roomy = width - 2 - (marked ? 4 : 0)
            let expected = roomy >= 5 ? " 1/3 " : roomy >= 3 ? "1/3" : nil
            if let expected {
                #expect(top.hasSuffix(expected + "╮"), "width \(width), marked \(marked): \(top)")
            } else {
                #expect(!top.contains("1/3"), "width \(width), marked \(marked): \(top)")
            }
            #expect(top.hasPrefix(marked ? "╭ ✓ " : "╭"), "the mark's badge stays: \(top)")
        }
        let (single, _) = draw(plain)
        #expect(!single.lines()[0].contains("/"), "one photo: no badge")
    }

    @Test func chineseTitleIsCutByDisplayWidthAndNeverSpillsOverTheBorder() {
        let (canvas, metrics) = draw(Fixtures.item("a", title: "纯棉短袖T恤夏季新款宽松百搭男女同款上衣", shop: "优衣库旗舰店官方"), width: 13)
        let lines = canvas.lines()
        #expect(metrics.titleLines.count == 2)
        for line in lines.dropFirst().dropLast() {
            // The right border stays in the same column on every row.
            #expect(line.displayWidth == 15)
            #expect(line.hasSuffix("│ "))
        }
        #expect(lines[metrics.imageRows + 2].contains("…"))
    }

    @Test func escapeSequencesInDataAreShownNotSent() {
        let (canvas, _) = draw(Fixtures.item("a", title: "\u{1B}]0;pwned\u{07}x", shop: "\u{1B}[31mred"), width: 24)
        let text = canvas.lines().joined(separator: "\n")
        #expect(text.contains("␛]0;pwned␇x"))
        #expect(text.contains("␛[31mred"))
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }

    @Test func focusedCardHasAHeavyBorder() {
        let (canvas, metrics) = draw(Fixtures.item("a"), focused: true)
        #expect(canvas.lines()[0].contains("┏"))
        #expect(canvas.lines()[metrics.height - 1].contains("┛"))
    }

    @Test func aCardScrolledHalfOutDrawsOnlyItsVisibleRows() {
        let item = Fixtures.item("a", title: "Linen shirt")
        let (full, metrics) = draw(item)
        let (partial, _) = draw(item, at: -3, canvasHeight: metrics.height - 3)
        #expect(partial.lines() == Array(full.lines().dropFirst(3)))
    }

    @Test func thumbnailsUseHalfBlocksInTheTerminalsColours() throws {
        let red = RGB(red: 255, green: 0, blue: 0)
        let white = RGB(red: 255, green: 255, blue: 255)
        // The card's image area is 10 × 1 cells, 10 × 2 pixels: the thumbnail has that shape.
        let thumbnail = try #require(Thumbnail(width: 10, height: 2, pixels: Array(repeating: red, count: 10) + Array(repeating: white, count: 10)))
        let item = Fixtures.item("a", imageWidth: 100, imageHeight: 20, thumbnail: thumbnail)
        let (color, metrics) = draw(item, width: 12, colorMode: .ansi256)
        #expect(metrics.imageRows == 1)
        let cell = color[2, 1]
        #expect(cell.character == "▀")
        #expect(cell.style.foreground == .indexed(196), "pure red is cube entry 196")
        #expect(cell.style.background == .indexed(231), "white is cube entry 231")
        let (eight, _) = draw(item, width: 12, colorMode: .ansi8)
        #expect(
            Color.ansi.contains(eight[2, 1].style.foreground) && Color.ansi.contains(eight[2, 1].style.background),
            "8 colours use only the ANSI eight: \(eight[2, 1])")
        let (mono, _) = draw(item, width: 12, colorMode: .monochrome)
        #expect(mono[2, 1].style.foreground == .default && mono[2, 1].style.background == .default, "no colour at all")
    }

    @Test func pixelsWithAlphaLieOnBlankCellsOpaquePixelsOnTheThumbnail() throws {
        let thumbnail = try #require(Thumbnail(width: 1, height: 1, pixels: [RGB(red: 9, green: 9, blue: 9)]))
        let item = Fixtures.item("a", imageWidth: 400, imageHeight: 300, thumbnail: thumbnail)
        let metrics = CardMetrics(item: item, width: 24)
        let area = Rect(x: 1, y: 1, width: metrics.innerWidth, height: metrics.imageRows)
        let placeholder = CardRasterizer(symbols: .halfBlocks, colorMode: .truecolor).raster(of: thumbnail, columns: area.width, rows: area.height)
        let opaque = Picture(width: 8, height: 6, red: 1, green: 2, blue: 3)
        let seeThrough = try #require(
            Picture(width: 8, height: 6, pixels: opaque.pixels, alpha: PictureAlpha(values: [UInt8](repeating: 0, count: 48), matte: .black)))
        func areaCells(_ pixels: Picture?, asCells: Bool) -> [Cell] {
            var canvas = Canvas(width: 24, height: metrics.height)
            CardRenderer(theme: Theme(colorMode: .truecolor), pixelsAsCells: asCells).draw(
                item, metrics: metrics, picture: CardPicture(raster: placeholder, pixels: pixels.map { PixelImage(id: 1, picture: $0) }, state: .photo),
                in: Rect(x: 0, y: 0, width: 24, height: metrics.height), focused: false, into: &canvas)
            #expect(canvas.placements.count == (pixels == nil ? 0 : 1))
            return (area.y ..< area.maxY).flatMap { y in (area.x ..< area.maxX).map { canvas[$0, y] } }
        }
        let thumbnailCells = areaCells(nil, asCells: false)
        #expect(thumbnailCells.contains { $0 != Cell(character: " ", style: .plain) }, "the thumbnail draws something")
        #expect(areaCells(opaque, asCells: false) == thumbnailCells, "the thumbnail stands under opaque pixels")
        #expect(areaCells(seeThrough, asCells: false).allSatisfy { $0 == Cell(character: " ", style: .plain) }, "the terminal's background shows through")
        #expect(areaCells(seeThrough, asCells: true) == areaCells(opaque, asCells: true), "placeholder cells name the image either way")
    }

    @Test func aPhotoThatCouldNotBeReadKeepsItsThumbnailWithAMark() throws {
        let thumbnail = try #require(Thumbnail(width: 1, height: 1, pixels: [RGB(red: 9, green: 9, blue: 9)]))
        let item = Fixtures.item("a", imageWidth: 400, imageHeight: 300, thumbnail: thumbnail)
        let metrics = CardMetrics(item: item, width: 24)
        var canvas = Canvas(width: 24, height: metrics.height)
        let rasterizer = CardRasterizer(symbols: .halfBlocks, colorMode: .monochrome)
        let placeholder = rasterizer.raster(of: thumbnail, columns: metrics.innerWidth, rows: metrics.imageRows)
        CardRenderer(theme: Theme(colorMode: .monochrome)).draw(
            item, metrics: metrics, picture: CardPicture(raster: placeholder, state: .failed),
            in: Rect(x: 0, y: 0, width: 24, height: metrics.height), focused: false, into: &canvas
        )
        #expect(canvas.lines()[1].hasSuffix(" ✕ no picture │"))
    }
}
