import Colors
import Pixels
import SeededRandom
import Testing

@testable import ShopBrowser

@Suite("Framing a picture: a card's crop, the full-screen view's letterbox", .timeLimit(.minutes(2)))
struct PictureFramingTests {
    /// The terminal's background the bars are drawn in.
    static let background = RGB(red: 12, green: 34, blue: 56)

    /// A `width × height` picture of seeded random colours, none of them black.
    static func picture(width: Int, height: Int, random: inout SplitMix64) -> Picture {
        let pixels = (0 ..< width * height * 3).map { _ in UInt8.random(in: 1 ... 255, using: &random) }
        return Picture(trustedWidth: width, height: height, pixels: pixels)
    }

    /// Letterboxing never cuts: over seeded random picture and screen sizes (from slivers to
    /// panoramas, smaller and larger than the screen), the result is the screen's size, the
    /// picture sits in it whole — exactly the scaler's picture at the fitted size, centred — it
    /// touches two opposite sides, keeps its shape to a pixel, and everything around it is the
    /// background.
    @Test func letterboxingShowsTheWholePictureAtItsShape() throws {
        var random = SplitMix64(seed: 27)
        for _ in 0 ..< 300 {
            let source = Self.picture(width: Int.random(in: 1 ... 90, using: &random), height: Int.random(in: 1 ... 90, using: &random), random: &random)
            let box = PictureSize(width: Int.random(in: 1 ... 120, using: &random), height: Int.random(in: 1 ... 120, using: &random))
            let framed = try #require(
                PictureFraming.contain(.whole).framed(source, width: box.width, height: box.height, background: Self.background, checkerSquare: 4))
            #expect(framed.size == box)
            let fitted = PictureFraming.fittedSize(of: source.size, into: box)
            #expect(fitted.width == box.width || fitted.height == box.height, "\(source.size) in \(box): touches two sides")
            #expect(fitted.width <= box.width && fitted.height <= box.height)
            // Its shape, to a pixel: the other side is the exact one rounded.
            let exactWidth = Double(source.width) * Double(fitted.height) / Double(source.height)
            let exactHeight = Double(source.height) * Double(fitted.width) / Double(source.width)
            #expect(abs(Double(fitted.width) - exactWidth) <= 1 || abs(Double(fitted.height) - exactHeight) <= 1, "\(source.size) → \(fitted)")
            let scaled = try #require(source.scaled(toWidth: fitted.width, height: fitted.height))
            let left = (box.width - fitted.width) / 2
            let top = (box.height - fitted.height) / 2
            for y in 0 ..< box.height {
                for x in 0 ..< box.width {
                    let inside = (left ..< left + fitted.width).contains(x) && (top ..< top + fitted.height).contains(y)
                    let expected = inside ? scaled.pixel(x: x - left, y: y - top) : (Self.background.red, Self.background.green, Self.background.blue)
                    guard let pixel = framed.pixel(x: x, y: y), let expected, pixel == expected else {
                        Issue.record("\(source.size) in \(box): pixel \(x), \(y) is not the whole picture's")
                        return
                    }
                }
            }
        }
    }

    /// A region shows that part of the picture: cutting the region first and letterboxing gives
    /// the same as framing with the region, and the whole region is inside the picture.
    @Test func aRegionIsCutThenLetterboxed() throws {
        var random = SplitMix64(seed: 28)
        for _ in 0 ..< 100 {
            let source = Self.picture(width: Int.random(in: 8 ... 80, using: &random), height: Int.random(in: 8 ... 80, using: &random), random: &random)
            let unit = PictureRegion.unit
            let region = PictureRegion(
                x: Int.random(in: 0 ..< unit, using: &random), y: Int.random(in: 0 ..< unit, using: &random),
                width: Int.random(in: unit / 8 ... unit, using: &random), height: Int.random(in: unit / 8 ... unit, using: &random))
            #expect(region.x + region.width <= unit && region.y + region.height <= unit, "clamped inside the picture")
            let cut = region.cut(from: source)
            #expect(cut.width >= 1 && cut.height >= 1 && cut.width <= source.width && cut.height <= source.height)
            #expect(abs(Double(cut.width) - Double(region.width) * Double(source.width) / Double(unit)) <= 1.5)
            let framed = PictureFraming.contain(region).framed(source, width: 50, height: 30, background: Self.background, checkerSquare: 4)
            #expect(framed == PictureFraming.letterboxed(cut, width: 50, height: 30, background: Self.background))
        }
        let whole = Self.picture(width: 10, height: 10, random: &random)
        #expect(PictureRegion.whole.cut(from: whole) == whole)
    }

    @Test func aCardCropsToItsShapeUnlessThatKeepsLessThanHalf() throws {
        var random = SplitMix64(seed: 29)
        let source = Self.picture(width: 14, height: 10, random: &random)
        let card = try #require(PictureFraming.cover.framed(source, width: 10, height: 10, background: Self.background, checkerSquare: 4))
        #expect(card == source.croppedToAspect(width: 10, height: 10).scaled(toWidth: 10, height: 10), "71 % kept: cropped")
        let panorama = Self.picture(width: 40, height: 10, random: &random)
        let boxed = try #require(PictureFraming.cover.framed(panorama, width: 20, height: 20, background: Self.background, checkerSquare: 4))
        #expect(boxed == panorama.framed(toWidth: 20, height: 20, background: Self.background), "25 % kept: letterboxed")
        #expect(boxed.pixel(x: 0, y: 0).map { [$0.0, $0.1, $0.2] } == [12, 34, 56], "the bars are the background")
    }

    @Test func aRegionAsksForAsManyMorePixelsAsItLeavesOut() {
        let area = PictureSize(width: 200, height: 100)
        #expect(PictureFraming.cover.sourcePixels(covering: area) == area)
        #expect(PictureFraming.contain(.whole).sourcePixels(covering: area) == area)
        let quarter = PictureRegion(x: 0, y: 0, width: PictureRegion.unit / 4, height: PictureRegion.unit / 2)
        #expect(PictureFraming.contain(quarter).sourcePixels(covering: area) == PictureSize(width: 800, height: 200))
    }
}
