import SeededRandom
import ShopCatalog
import Testing
@testable import ShopBrowser
import WaterfallTUI

@Suite("Thumbnail rasters", .timeLimit(.minutes(1)))
struct ThumbnailRasterTests {
    /// A thumbnail whose pixel (x, y) has red = x and green = y, to read back what was sampled.
    static func coordinates(width: Int, height: Int) -> Thumbnail? {
        Thumbnail(width: width, height: height, pixels: (0 ..< width * height).map {
            RGB(red: UInt8($0 % width), green: UInt8($0 / width), blue: 0)
        })
    }

    @Test(arguments: Array(UInt64(1) ... 40))
    func samplesNearestPixelsForEveryHalfCell(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let thumbnail = try #require(Self.coordinates(width: Int.random(in: 1 ... 24, using: &rng), height: Int.random(in: 1 ... 24, using: &rng)))
        let width = Int.random(in: 1 ... 40, using: &rng)
        let height = Int.random(in: 1 ... 30, using: &rng)
        let raster = ThumbnailRaster(thumbnail: thumbnail, width: width, height: height, theme: Theme(colorMode: .ansi256))
        #expect(raster.cells.count == width * height)
        for row in 0 ..< height {
            for column in 0 ..< width {
                let x = column * thumbnail.width / width
                let upper = try #require(thumbnail.pixel(x: x, y: (2 * row) * thumbnail.height / (2 * height)))
                let lower = try #require(thumbnail.pixel(x: x, y: (2 * row + 1) * thumbnail.height / (2 * height)))
                let cell = raster.row(row)[raster.row(row).startIndex + column]
                #expect(cell.character == "▀")
                #expect(cell.style.foreground == Color.rgb(upper.red, upper.green, upper.blue).downgraded(to: .ansi256))
                #expect(cell.style.background == Color.rgb(lower.red, lower.green, lower.blue).downgraded(to: .ansi256))
            }
        }
    }

    @Test func shadesFillTheCellMoreForBrighterPixels() {
        let black = RGB(red: 0, green: 0, blue: 0)
        let white = RGB(red: 255, green: 255, blue: 255)
        #expect(ThumbnailRaster.shade(black, black) == " ")
        #expect(ThumbnailRaster.shade(white, white) == "█")
        #expect(ThumbnailRaster.shade(black, white) == "▒")
    }

    @Test func eightColoursUseShadesInTheNearestColour() throws {
        let red = RGB(red: 230, green: 20, blue: 20)
        let thumbnail = try #require(Thumbnail(width: 1, height: 1, pixels: [red]))
        let raster = ThumbnailRaster(thumbnail: thumbnail, width: 2, height: 1, theme: Theme(colorMode: .ansi8))
        let cell = raster.row(0)[raster.row(0).startIndex]
        #expect(cell.character != "▀")
        #expect(cell.style.foreground == .red)
        #expect(cell.style.background == .default)
    }
}
