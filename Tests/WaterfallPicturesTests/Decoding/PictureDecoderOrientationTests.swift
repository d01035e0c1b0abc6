import CImageTestEncoders
import Pixels
import SeededRandom
import Testing

@testable import WaterfallPictures

@Suite("PictureDecoder: EXIF orientation", .timeLimit(.minutes(3)))
struct PictureDecoderOrientationTests {
    let decoder = PictureDecoder()

    @Test(
        "a JPEG is turned by each of the eight orientations, in either byte order",
        arguments: PictureOrientation.allCases, [false, true])
    func jpeg(orientation: PictureOrientation, bigEndian: Bool) throws {
        var rng = SplitMix64(seed: UInt64(orientation.rawValue))
        let width = Int.random(in: 9 ... 40, using: &rng)
        let height = Int.random(in: 9 ... 40, using: &rng)
        let samples = TestImages.blocks(width: width, height: height, channels: 3, using: &rng)
        let plain = try TestImages.jpeg(samples, width: width, height: height)
        let oriented = try TestImages.jpeg(plain, orientation: orientation.rawValue, bigEndian: bigEndian)
        let stored = try decoder.decode(plain)
        let picture = try decoder.decode(oriented)
        #expect(picture == OrientationOracle.shown(stored, orientation))
        let expectedSize = orientation.swapsSides ? PictureSize(width: height, height: width) : PictureSize(width: width, height: height)
        #expect(picture.size == expectedSize)
    }

    @Test("a PNG is turned by the orientation of its eXIf chunk", arguments: PictureOrientation.allCases)
    func png(orientation: PictureOrientation) throws {
        var rng = SplitMix64(seed: 100 + UInt64(orientation.rawValue))
        let width = Int.random(in: 1 ... 30, using: &rng)
        let height = Int.random(in: 1 ... 30, using: &rng)
        let samples = (0 ..< width * height * 3).map { _ in UInt8.random(in: 0 ... 255, using: &rng) }
        let plain = try TestImages.png(rows: samples, width: width, height: height, colorType: .rgb)
        let oriented = try TestImages.png(plain, orientation: orientation.rawValue, bigEndian: orientation.rawValue % 2 == 0)
        let picture = try decoder.decode(oriented)
        #expect(picture == OrientationOracle.shown(Picture(width: width, height: height, pixels: samples)!, orientation))
    }

    @Test("an RGBA PNG's alpha is turned with its pixels", arguments: PictureOrientation.allCases)
    func pngAlpha(orientation: PictureOrientation) throws {
        var rng = SplitMix64(seed: 200 + UInt64(orientation.rawValue))
        let width = Int.random(in: 1 ... 30, using: &rng)
        let height = Int.random(in: 1 ... 30, using: &rng)
        var samples = (0 ..< width * height * 4).map { _ in UInt8.random(in: 0 ... 255, using: &rng) }
        samples[3] = 7
        let plain = try TestImages.png(rows: samples, width: width, height: height, colorType: .rgba)
        let oriented = try TestImages.png(plain, orientation: orientation.rawValue, bigEndian: false)
        let stored = try decoder.decode(plain)
        let picture = try decoder.decode(oriented)
        #expect(picture.pixels == OrientationOracle.shown(stored, orientation).pixels)
        // The alpha as a grey picture, turned by the oracle.
        let opacities = try #require(stored.alpha).values
        let grey = try #require(Picture(width: width, height: height, pixels: opacities.flatMap { [$0, $0, $0] }))
        let turned = OrientationOracle.shown(grey, orientation).pixels
        #expect(picture.alpha?.values == stride(from: 0, to: turned.count, by: 3).map { turned[$0] })
    }

    @Test("the target is the turned picture's: a quarter-turned JPEG picks the DCT scale for the swapped sides")
    func targetIsTurned() throws {
        var rng = SplitMix64(seed: 7)
        let samples = TestImages.blocks(width: 160, height: 64, channels: 3, using: &rng)
        let plain = try TestImages.jpeg(samples, width: 160, height: 64)
        let turned = try TestImages.jpeg(plain, orientation: PictureOrientation.right.rawValue, bigEndian: true)
        // Shown 64 wide and 160 tall: covering 16 × 40 needs the 1/4 scale (16 × 40), not 1/8.
        let picture = try decoder.decode(turned, target: .covering(PictureSize(width: 16, height: 40)))
        #expect(picture.size == PictureSize(width: 16, height: 40))
        let fitted = try decoder.decode(turned, target: .fitting(PictureSize(width: 100, height: 20)))
        #expect(fitted.size == PictureSize(width: 8, height: 20))
    }

    @Test("orientation values outside 1 … 8 and damaged EXIF blocks leave the picture as stored")
    func otherValues() throws {
        var rng = SplitMix64(seed: 8)
        let samples = TestImages.blocks(width: 24, height: 16, channels: 3, using: &rng)
        let plain = try TestImages.jpeg(samples, width: 24, height: 16)
        let stored = try decoder.decode(plain)
        for value in [0, 9, 300] {
            #expect(try decoder.decode(try TestImages.jpeg(plain, orientation: value, bigEndian: false)) == stored)
        }
        // The directory offset pointing past the block.
        var damaged = try TestImages.jpeg(plain, orientation: 6, bigEndian: true)
        damaged[2 + 10 + 4 ..< 2 + 10 + 8] = [0x7F, 0xFF, 0xFF, 0xFF]
        #expect(try decoder.decode(damaged) == stored)
    }
}
