import CImageTestEncoders
import Colors
import Pixels
import SeededRandom
import Testing

@testable import WaterfallPictures

@Suite("PictureDecoder: HEIF and AVIF", .timeLimit(.minutes(5)))
struct PictureDecoderHEIFTests {
    let decoder = PictureDecoder()
    static let codings: [TestImages.HEIFCoding] = [.hevc, .heifAV1, .avif]

    /// The format a coding's files are sniffed as (libheif writes AV1 under the `avif` brand).
    static func format(_ coding: TestImages.HEIFCoding) -> PictureFormat {
        coding == .hevc ? .heif : .avif
    }

    /// The mean absolute difference of two equally long sample arrays.
    static func meanDifference(_ a: [UInt8], _ b: [UInt8]) -> Double {
        Double(zip(a, b).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) }) / Double(max(1, a.count))
    }

    @Test(
        "irot and imir turn the picture as the EXIF orientation of the same number, and the header says so",
        arguments: codings, PictureOrientation.allCases)
    func orientation(coding: TestImages.HEIFCoding, orientation: PictureOrientation) throws {
        var rng = SplitMix64(seed: 2800 + UInt64(orientation.rawValue))
        let width = Int.random(in: 9 ... 48, using: &rng)
        let height = Int.random(in: 9 ... 48, using: &rng)
        let samples = TestImages.blocks(width: width, height: height, channels: 3, using: &rng)
        let plain = try TestImages.heif(samples, width: width, height: height, coding: coding)
        let oriented = try TestImages.heif(samples, width: width, height: height, coding: coding, orientation: Int32(orientation.rawValue))
        let stored = try decoder.decode(plain)
        #expect(stored.size == PictureSize(width: width, height: height))
        #expect(Self.meanDifference(stored.pixels, samples) < 12, "the decoded pixels are the encoded ones, within the loss")
        let picture = try decoder.decode(oriented)
        #expect(picture == OrientationOracle.shown(stored, orientation))
        let header = PictureHeaderReader().read(oriented, isWholeFile: true)
        #expect(header == .header(PictureHeader(format: Self.format(coding), size: picture.size, orientation: orientation)))
    }

    @Test("10-bit and 12-bit samples are brought down to 8 bits", arguments: [(TestImages.HEIFCoding.hevc, Int32(10)), (.avif, 10), (.avif, 12)])
    func depths(coding: TestImages.HEIFCoding, depth: Int32) throws {
        var rng = SplitMix64(seed: 2810 + UInt64(depth))
        let samples = TestImages.blocks(width: 40, height: 32, channels: 3, using: &rng)
        let file = try TestImages.heif(samples, width: 40, height: 32, coding: coding, depth: depth)
        let picture = try decoder.decode(file)
        #expect(picture.size == PictureSize(width: 40, height: 32))
        #expect(Self.meanDifference(picture.pixels, samples) < 12)
    }

    @Test("alpha is composited onto the background, and the header says it may have alpha", arguments: [TestImages.HEIFCoding.hevc, .avif])
    func alpha(coding: TestImages.HEIFCoding) throws {
        let width = 32
        let height = 16
        // Left half transparent, right half opaque red.
        let rgba: [UInt8] = (0 ..< width * height).flatMap { index -> [UInt8] in
            index % width < width / 2 ? [0, 200, 0, 0] : [200, 0, 0, 255]
        }
        let file = try TestImages.heif(rgba, width: width, height: height, coding: coding, alpha: true)
        let picture = try PictureDecoder(background: RGB(red: 10, green: 20, blue: 250)).decode(file)
        let left = try #require(picture.pixel(x: 4, y: 8))
        let right = try #require(picture.pixel(x: 28, y: 8))
        #expect(abs(Int(left.red) - 10) < 12 && abs(Int(left.green) - 20) < 12 && abs(Int(left.blue) - 250) < 12, "\(left)")
        #expect(abs(Int(right.red) - 200) < 12 && right.green < 12 && right.blue < 12, "\(right)")
        let alpha = try #require(picture.alpha, "the alpha is kept")
        #expect(alpha.matte == RGB(red: 10, green: 20, blue: 250))
        #expect(alpha.values[8 * width + 4] < 8 && alpha.values[8 * width + 28] > 247, "\(alpha.values[8 * width + 4]), \(alpha.values[8 * width + 28])")
        guard case .header(let header) = PictureHeaderReader().read(file, isWholeFile: true) else {
            Issue.record("no header")
            return
        }
        #expect(header.mayHaveAlpha)
    }

    @Test("an AVIF grid decodes whole, turned, and its header gives the grid's size")
    func grid() throws {
        var rng = SplitMix64(seed: 2820)
        let samples = TestImages.blocks(width: 192, height: 128, channels: 3, using: &rng)
        let plain = try TestImages.heif(samples, width: 192, height: 128, coding: .avif, grid: (3, 2))
        let stored = try decoder.decode(plain)
        #expect(stored.size == PictureSize(width: 192, height: 128))
        #expect(Self.meanDifference(stored.pixels, samples) < 12)
        let turned = try TestImages.heif(samples, width: 192, height: 128, coding: .avif, orientation: 6, grid: (3, 2))
        #expect(try decoder.decode(turned) == OrientationOracle.shown(stored, .right))
        #expect(
            PictureHeaderReader().read(turned, isWholeFile: true)
                == .header(PictureHeader(format: .avif, size: PictureSize(width: 128, height: 192), orientation: .right)))
    }

    @Test("an image sequence shows its still image: the first")
    func sequence() throws {
        var rng = SplitMix64(seed: 2830)
        let samples = TestImages.blocks(width: 64, height: 48, channels: 3, using: &rng)
        let sequence = try TestImages.heif(samples, width: 64, height: 48, coding: .avif, frames: 3)
        #expect(ContentSniffer.sniff(sequence) == .picture(.avif))
        let picture = try decoder.decode(sequence)
        #expect(picture.size == PictureSize(width: 64, height: 48))
        #expect(Self.meanDifference(picture.pixels, samples) < 12)
    }

    @Test("a random odd size of HEIC is a grid of one padded tile, decoded to the exact size", arguments: 0 ..< 6)
    func oddSizes(seed: UInt64) throws {
        var rng = SplitMix64(seed: 2840 + seed)
        let width = Int.random(in: 1 ... 70, using: &rng) | 1
        let height = Int.random(in: 1 ... 70, using: &rng)
        let samples = TestImages.blocks(width: width, height: height, channels: 3, using: &rng)
        let file = try TestImages.heif(samples, width: width, height: height, coding: .hevc)
        let picture = try decoder.decode(file)
        #expect(picture.size == PictureSize(width: width, height: height))
        #expect(PictureHeaderReader().read(file, isWholeFile: true) == .header(PictureHeader(format: .heif, size: picture.size)))
    }
}
