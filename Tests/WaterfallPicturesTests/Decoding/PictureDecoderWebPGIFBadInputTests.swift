import Pixels
import SeededRandom
import TestSupport
import Testing

@testable import WaterfallPictures

@Suite("PictureDecoder: bad WebP and GIF input", .timeLimit(.minutes(3)))
struct PictureDecoderWebPGIFBadInputTests {
    let decoder = PictureDecoder()

    func samples(_ count: Int, seed: UInt64) -> [UInt8] {
        var rng = SplitMix64(seed: seed)
        return (0 ..< count).map { _ in UInt8.random(in: 0 ... 255, using: &rng) }
    }

    /// Still WebPs of each kind, an animation, and GIFs (plain, interlaced, animated, transparent).
    func originals() throws -> [(name: String, bytes: [UInt8], format: PictureFormat)] {
        let rgb = samples(40 * 30 * 3, seed: 1)
        let rgba = samples(40 * 30 * 4, seed: 2)
        let indices = samples(40 * 30, seed: 3).map { $0 % 16 }
        let palette = samples(16 * 3, seed: 4)
        return [
            ("lossy WebP", try TestImages.webp(rgb, width: 40, height: 30, lossless: false), .webp),
            ("lossless WebP", try TestImages.webp(rgb, width: 40, height: 30, lossless: true), .webp),
            ("lossy WebP with alpha", try TestImages.webp(rgba, width: 40, height: 30, alpha: true, lossless: false), .webp),
            (
                "animated WebP",
                try TestImages.webpAnimation(
                    width: 40, height: 30,
                    frames: [
                        TestImages.WebPFrame(rgba: rgba, width: 40, height: 30, lossless: false),
                        TestImages.WebPFrame(rgba: rgba, width: 40, height: 30),
                    ]), .webp
            ),
            (
                "GIF",
                try TestImages.gif(
                    width: 40, height: 30, palette: palette,
                    frames: [TestImages.GIFFrame(indices: indices, width: 40, height: 30)]), .gif
            ),
            (
                "interlaced transparent GIF",
                try TestImages.gif(
                    width: 40, height: 30, palette: palette,
                    frames: [
                        TestImages.GIFFrame(indices: indices, width: 40, height: 30, transparentIndex: 3, interlaced: true)
                    ]), .gif
            ),
            (
                "animated GIF",
                try TestImages.gif(
                    width: 40, height: 30, palette: palette,
                    frames: [
                        TestImages.GIFFrame(indices: indices, width: 40, height: 30),
                        TestImages.GIFFrame(indices: indices, width: 40, height: 30),
                    ]), .gif
            ),
        ]
    }

    @Test("every file cut short before its first picture ends is reported as truncated, by format")
    func truncated() throws {
        for (name, bytes, format) in try originals() {
            #expect(try decoder.decode(bytes).size == PictureSize(width: 40, height: 30), "\(name)")
            // The cut points: in the header, early and late in the first picture's data.
            let firstPictureEnd =
                format == .webp
                ? TestImages.webpFirstPictureEnd(bytes) : try #require(TestImages.gifFirstFrameData(bytes)).upperBound
            for length in [7, 13, 20, 29, firstPictureEnd / 3, firstPictureEnd * 2 / 3, firstPictureEnd - 3] {
                let cut = Array(bytes.prefix(length))
                let error = #expect(throws: PictureError.self, "\(name) cut at \(length)") { try decoder.decode(cut).size }
                let allowed: [PictureError] = length < 12 ? [.truncated(format), .notAnImage(.binary), .notAnImage(.text)] : [.truncated(format)]
                #expect(error.map(allowed.contains) == true, "\(name) cut at \(length): \(String(describing: error))")
            }
        }
    }

    @Test("damaged files never crash: each decodes or throws a PictureError with a printable message")
    func randomDamage() throws {
        let originals = try originals().map(\.bytes)
        #expect(RandomDamage.decodeDamaged(originals, rounds: 400, firstIndex: 6, seed: 42, decoder: decoder) > 0)
    }

    @Test("headers claiming huge sizes are refused by the pixel limit before any pixel memory is taken")
    func headerBombs() throws {
        // WebP VP8X: a canvas over the limits.
        let frame = TestImages.WebPFrame(rgba: [UInt8](repeating: 9, count: 4 * 4 * 4), width: 4, height: 4)
        var webp = try TestImages.webpAnimation(width: 8, height: 8, frames: [frame, frame])
        #expect(Array(webp[12 ..< 16]) == Array("VP8X".utf8))
        // 100,000 × 30,000 (libwebp itself refuses canvases of 2^32 pixels or more).
        webp.replaceSubrange(24 ..< 30, with: [0x9F, 0x86, 0x01, 0x2F, 0x75, 0x00])
        #expect(throws: PictureError.tooManyPixels(width: 100_000, height: 30_000, limits: .standard)) {
            try decoder.decode(webp).size
        }
        // A lossless WebP of 16,384 × 16,384 against a small limit.
        var lossless = try TestImages.webp([UInt8](repeating: 3, count: 2 * 2 * 3), width: 2, height: 2, lossless: true)
        let bits: UInt32 = 0x3FFF | (0x3FFF << 14)
        lossless.replaceSubrange(21 ..< 25, with: (0 ..< 4).map { UInt8((bits >> (8 * $0)) & 0xFF) })
        #expect(throws: PictureError.tooManyPixels(width: 16_384, height: 16_384, limits: .standard)) {
            try decoder.decode(lossless).size
        }
        // GIF: a screen of 65,535 × 65,535, and a small screen with a 65,535 × 65,535 frame.
        let palette: [UInt8] = [0, 0, 0, 255, 255, 255]
        var gif = try TestImages.gif(
            width: 4, height: 4, palette: palette,
            frames: [TestImages.GIFFrame(indices: [UInt8](repeating: 1, count: 16), width: 4, height: 4)])
        var screen = gif
        screen.replaceSubrange(6 ..< 10, with: [0xFF, 0xFF, 0xFF, 0xFF])
        #expect(throws: PictureError.tooManyPixels(width: 65_535, height: 65_535, limits: .standard)) {
            try decoder.decode(screen).size
        }
        // The image descriptor follows the header (13) and the 2-entry table (6): its size at +5.
        #expect(gif[19] == 0x2C)
        gif.replaceSubrange(24 ..< 28, with: [0xFF, 0xFF, 0xFF, 0xFF])
        #expect(throws: PictureError.tooManyPixels(width: 65_535, height: 65_535, limits: .standard)) {
            try decoder.decode(gif).size
        }
    }

    @Test(
        "garbled headers are corrupt, by name",
        arguments: [
            (Array("RIFF\u{4}\u{0}\u{0}\u{0}WEBPVP8X".utf8), PictureFormat.webp),
            (Array("RIFF\u{1C}\u{0}\u{0}\u{0}WEBPABCD\u{10}\u{0}\u{0}\u{0}0123456789abcdef".utf8), .webp),
            (Array("GIF89a".utf8) + [4, 0, 4, 0, 0, 0, 0, 0x99, 0x99], .gif),
        ] as [([UInt8], PictureFormat)])
    func garbledHeaders(bytes: [UInt8], format: PictureFormat) throws {
        let error = #expect(throws: PictureError.self) { try decoder.decode(bytes).size }
        guard case .corrupt(let found, _) = error else {
            Issue.record("expected a corrupt \(format), got \(String(describing: error))")
            return
        }
        #expect(found == format)
    }

    @Test("a GIF without any image is corrupt; a frame of no pixels shows the background, transparent")
    func emptyGIFs() throws {
        let noImage = Array("GIF89a".utf8) + [2, 0, 2, 0, 0x80, 0, 0, 1, 2, 3, 4, 5, 6, 0x3B]
        #expect(throws: PictureError.corrupt(.gif, message: "no image before the end of the file")) {
            try decoder.decode(noImage).size
        }
        let blank = try TestImages.gif(
            width: 3, height: 2, palette: [9, 9, 9, 8, 8, 8],
            frames: [TestImages.GIFFrame(indices: [], width: 0, height: 0)])
        let decoded = try PictureDecoder(background: .black).decode(blank)
        #expect(decoded.pixels == Picture(width: 3, height: 2, red: 0, green: 0, blue: 0).pixels)
        #expect(decoded.alpha == PictureAlpha(values: [UInt8](repeating: 0, count: 6), matte: .black))
    }
}
