import Pixels
import SeededRandom
import Testing

@testable import WaterfallPictures

/// HEIF and AVIF images and animated WebPs are refused by name when the memory decoding them
/// needs, estimated from their headers, is over ``PictureLimits/maxDecodingBytes``; ordinary
/// photos are not.
@Suite("PictureDecoder: refusals by the memory a decode needs", .timeLimit(.minutes(5)))
struct PictureDecoderMemoryTests {
    let decoder = PictureDecoder()
    /// A decoder with room for anything the tests make.
    let roomy = PictureDecoder(limits: PictureLimits(maxDecodingBytes: 4 << 30))

    /// The MiB a decoder with a budget of 1 byte says `bytes` need (the number in its refusal).
    static func neededMiB(_ bytes: [UInt8]) throws -> Int {
        do {
            _ = try PictureDecoder(limits: PictureLimits(maxDecodingBytes: 1)).decode(bytes)
        } catch {
            guard case .unsupportedFormat(let message) = error, let needing = message.split(separator: " needing ").last,
                let number = needing.split(separator: " ").first.flatMap({ Int($0) })
            else { throw error }
            return number
        }
        throw TestImages.EncodingFailed()
    }

    @Test("a 6,144 x 5,760 AVIF grid of 720 tiles is refused from its boxes alone, before decoding; with room it decodes")
    func avifGridOf720Tiles() throws {
        let grid = try LargePictureFiles.avifGrid.get()
        // libavif keeps a dav1d decoder and picture for each tile: 720 x (512 KiB + 256 x 192 / 2)
        // = 395,182,080; the tiles' pictures at dav1d's sides (256 x 256) in 4:4:4, 720 x 196,608
        // = 141,557,760; the grid's planes and the RGB, 2 x 6,144 x 5,760 x 3 = 212,336,640: in all
        // 749,076,480 bytes, 715 MiB rounded up.
        let refusal = PictureError.unsupportedFormat("AVIF grid of 720 tiles needing 715 MiB (at most 448 MiB)")
        #expect(throws: refusal) { try decoder.decode(grid) }
        #expect(throws: refusal) { try decoder.decodePhoto(grid, covering: PictureSize(width: 40, height: 40)) }
        // Without its coded data the same: nothing was decoded.
        #expect(throws: refusal) { try decoder.decode(try LargePictureFiles.boxesOnly(grid)) }
        #expect(PictureHeaderReader().read(grid, isWholeFile: true) == .header(PictureHeader(format: .avif, size: PictureSize(width: 6144, height: 5760))))
        let picture = try roomy.decode(grid)
        #expect(picture.size == PictureSize(width: 6144, height: 5760))
        #expect(abs(Int(try #require(picture.pixel(x: 3000, y: 2000)).red) - Int(LargePictureFiles.grey)) <= 2)
    }

    @Test("HEIF grids are held to what libheif needs: the 8-bit grid decodes, the 10-bit one is refused before decoding")
    func heifGrids() throws {
        let grid = try LargePictureFiles.asHEIF(try LargePictureFiles.avifGrid.get())
        #expect(ContentSniffer.sniff(grid) == .picture(.heif))
        // libheif decodes one tile at a time: its thread, 75,497,472; one tile's decoder state,
        // 24,576, and its picture twice (the decoder's and libheif's copy), 2 x 147,456; the grid's
        // planes, a conversion step and the RGB, 3 x 106,168,320: in all 394,321,920 bytes, 377 MiB
        // rounded up.
        #expect(try decoder.decode(grid).size == PictureSize(width: 6144, height: 5760))
        #expect(try Self.neededMiB(grid) == 377)
        let deep = try LargePictureFiles.asHEIF(try LargePictureFiles.avifGrid10Bit.get())
        // 10-bit samples take 2 bytes: 75,497,472 + 24,576 + 2 x 294,912 (one tile) + 212,336,640
        // (the grid's planes) + 212,336,640 (a 16-bit conversion step) + 106,168,320 (the RGB)
        // = 606,953,472 bytes, 579 MiB rounded up.
        let refusal = PictureError.unsupportedFormat("HEIF grid of 720 tiles needing 579 MiB (at most 448 MiB)")
        #expect(throws: refusal) { try decoder.decode(deep) }
        #expect(throws: refusal) { try decoder.decode(try LargePictureFiles.boxesOnly(deep)) }
    }

    @Test("ordinary photos decode: 12-megapixel HEIC and AVIF grid, 40-megapixel HEIC and AVIF")
    func ordinaryPhotos() throws {
        let photos = [
            (try LargePictureFiles.heic12Megapixels.get(), PictureSize(width: 4032, height: 3024)),
            (try LargePictureFiles.avifGrid12Megapixels.get(), PictureSize(width: 4032, height: 3024)),
            (try LargePictureFiles.heic40Megapixels.get(), PictureSize(width: 7680, height: 5200)),
            (try LargePictureFiles.avif40Megapixels.get(), PictureSize(width: 7680, height: 5200)),
        ]
        for (file, size) in photos {
            let picture = try decoder.decode(file)
            #expect(picture.size == size)
            #expect(abs(Int(try #require(picture.pixel(x: size.width / 2, y: size.height / 2)).green) - Int(LargePictureFiles.grey)) <= 2)
        }
    }

    @Test("the refusal lies exactly at the estimate: a budget of the MiB a refusal names admits the file, one MiB less refuses it")
    func boundary() throws {
        var rng = SplitMix64(seed: 3500)
        let samples = TestImages.blocks(width: 256, height: 128, channels: 3, using: &rng)
        let files = [
            ("AVIF grid of 4 tiles", try TestImages.heif(samples, width: 256, height: 128, coding: .avif, grid: (2, 2))),
            ("AVIF image", try TestImages.heif(samples, width: 256, height: 128, coding: .avif, depth: 12, orientation: 6)),
            ("HEIF image", try LargePictureFiles.asHEIF(try TestImages.heif(samples, width: 256, height: 128, coding: .avif))),
            ("HEIF image", try TestImages.heif(samples, width: 256, height: 128, coding: .hevc)),
        ]
        for (name, file) in files {
            let needed = try Self.neededMiB(file)
            let admitted = PictureDecoder(limits: PictureLimits(maxDecodingBytes: needed << 20))
            #expect(throws: Never.self) { try admitted.decode(file) }
            let refused = PictureDecoder(limits: PictureLimits(maxDecodingBytes: (needed - 1) << 20))
            #expect(throws: PictureError.unsupportedFormat("\(name) needing \(needed) MiB (at most \(needed - 1) MiB)")) { try refused.decode(file) }
        }
    }

    @Test("an animated WebP is held to the canvases libwebp keeps, 25 bytes a canvas pixel, before they are allocated")
    func animatedWebP() throws {
        let big = try LargePictureFiles.webpOnBigCanvas.get()
        let cover = PictureSize(width: 40, height: 40)
        // 6,000 x 6,000 x 25 = 900,000,000 bytes, 859 MiB rounded up.
        #expect(throws: PictureError.unsupportedFormat("animated WebP needing 859 MiB (at most 448 MiB)")) {
            try decoder.decodeAnimation(big, covering: cover)
        }
        // Its first frame alone, as a still picture, is no animation: it decodes.
        #expect(try decoder.decodePhoto(big, covering: cover).size == cover)
        #expect(try roomy.decodeAnimation(big, covering: cover).frames.count == 2)
        #expect(try decoder.decodeAnimation(try LargePictureFiles.webp4K.get(), covering: cover).frames.count == 2)
        // At the estimate exactly: 200 x 100 x 25 = 500,000 bytes.
        let small = try LargePictureFiles.webpAnimation(width: 200, height: 100, frameWidth: 200, frameHeight: 100)
        #expect(try PictureDecoder(limits: PictureLimits(maxDecodingBytes: 500_000)).decodeAnimation(small, covering: cover).frames.count == 2)
        #expect(throws: PictureError.unsupportedFormat("animated WebP needing 1 MiB (at most 0 MiB)")) {
            try PictureDecoder(limits: PictureLimits(maxDecodingBytes: 499_999)).decodeAnimation(small, covering: cover)
        }
    }
}
