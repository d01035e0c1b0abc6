import CImageCodecs
import Pixels
import SeededRandom
import Testing

@testable import WaterfallPictures

@Suite("PictureDecoder: decompression amplification", .timeLimit(.minutes(3)))
struct PictureDecoderAmplificationTests {
    let decoder = PictureDecoder()

    func pixels(_ count: Int, seed: UInt64) -> [UInt8] {
        var rng = SplitMix64(seed: seed)
        return (0 ..< count * 3).map { _ in UInt8.random(in: 0 ... 255, using: &rng) }
    }

    @Test("a 31 MB PNG of 10 × 10 pixels is refused before anything is inflated")
    func hugeFileForFewPixels() throws {
        let small = try TestImages.png(rows: pixels(100, seed: 1), width: 10, height: 10, colorType: .rgb)
        // Signature and IHDR, then one IDAT chunk of 31,000,000 bytes (its CRC is never reached).
        let length = 31_000_000
        let png =
            Array(small[..<33]) + [UInt8(length >> 24), UInt8((length >> 16) & 0xFF), UInt8((length >> 8) & 0xFF), UInt8(length & 0xFF)]
            + Array("IDAT".utf8) + [UInt8](repeating: 0, count: length + 4) + small.suffix(12)
        let limit = PictureLimits.allowedDataBytes(width: 10, height: 10)
        #expect(throws: PictureError.outOfProportion(bytes: png.count, width: 10, height: 10, limit: limit)) {
            try decoder.decode(png).size
        }
    }

    @Test(
        "a PNG whose IDAT stream inflates far beyond its rows decodes its rows and stops there",
        arguments: [false, true])
    func bombAfterTheRows(viaTheCAPI: Bool) throws {
        let rgb = pixels(100, seed: 2)
        // 2 MB of matches would inflate to about 320 MB.
        let png = PNGBomb.make(width: 10, height: 10, rgb: rgb, bombBytes: 2_000_000)
        #expect(png.count < PictureLimits.allowedDataBytes(width: 10, height: 10))
        if !viaTheCAPI {
            #expect(try decoder.decode(png) == Picture(width: 10, height: 10, pixels: rgb))
            return
        }
        var request = ic_request()
        request.max_pixels = 1_000
        request.max_side = 100
        var image = ic_image()
        defer { ic_image_release(&image) }
        let status = png.withUnsafeBufferPointer { ic_decode_png($0.baseAddress, $0.count, &request, &image) }
        #expect(status == IC_OK)
        // libpng was handed the first pieces only: the rows lie in the first few hundred bytes.
        #expect(image.consumed_bytes <= 16_384)
    }

    @Test("a still WebP and a GIF frame with megabytes of data for a few pixels are refused the same way")
    func otherFormats() throws {
        // WebP: a 4 × 4 lossless image followed by a 5 MiB unknown chunk inside the RIFF.
        var webp = try TestImages.webp([UInt8](repeating: 7, count: 4 * 4 * 3), width: 4, height: 4, lossless: true)
        let junk = 5 << 20
        webp += Array("JUNK".utf8) + littleEndian(junk) + [UInt8](repeating: 0, count: junk)
        webp.replaceSubrange(4 ..< 8, with: littleEndian(webp.count - 8))
        #expect(
            throws: PictureError.outOfProportion(
                bytes: webp.count, width: 4, height: 4,
                limit: PictureLimits.allowedDataBytes(width: 4, height: 4))
        ) {
            try decoder.decode(webp).size
        }
        // GIF: a 2 × 2 frame whose LZW data runs on in 5 MiB of sub-blocks.
        let gif = try TestImages.gif(
            width: 2, height: 2, palette: [0, 0, 0, 255, 255, 255],
            frames: [TestImages.GIFFrame(indices: [0, 1, 1, 0], width: 2, height: 2)])
        let frameData = try #require(TestImages.gifFirstFrameData(gif))
        var blocks = [UInt8](repeating: 0, count: 5 << 20)
        for start in stride(from: 0, to: blocks.count, by: 256) { blocks[start] = 255 }
        let padded = Array(gif[..<frameData.upperBound]) + blocks + gif[frameData.upperBound...]
        let error = #expect(throws: PictureError.self) { try decoder.decode(padded).size }
        guard case .outOfProportion(let bytes, 2, 2, let limit) = error else {
            Issue.record("expected outOfProportion, got \(String(describing: error))")
            return
        }
        #expect(bytes > limit)
    }

    private func littleEndian(_ value: Int) -> [UInt8] {
        [UInt8(value & 0xFF), UInt8((value >> 8) & 0xFF), UInt8((value >> 16) & 0xFF), UInt8((value >> 24) & 0xFF)]
    }
}
