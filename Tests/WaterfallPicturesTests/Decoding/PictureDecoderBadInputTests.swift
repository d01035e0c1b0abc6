import Foundation
import Pixels
import SeededRandom
import TestSupport
import Testing

@testable import WaterfallPictures

@Suite("PictureDecoder: bad input", .timeLimit(.minutes(3)))
struct PictureDecoderBadInputTests {
    let decoder = PictureDecoder()

    func sampleJPEG(progressive: Bool = false) throws -> [UInt8] {
        var rng = SplitMix64(seed: 42)
        let samples = TestImages.blocks(width: 64, height: 48, channels: 3, using: &rng)
        return try TestImages.jpeg(samples, width: 64, height: 48, quality: 90, progressive: progressive)
    }

    func samplePNG() throws -> [UInt8] {
        var rng = SplitMix64(seed: 43)
        let samples = (0 ..< 64 * 48 * 3).map { _ in UInt8.random(in: 0 ... 255, using: &rng) }
        return try TestImages.png(rows: samples, width: 64, height: 48, colorType: .rgb)
    }

    @Test("a missing file, and a path through a file, are 'file not found'")
    func missing() throws {
        let directory = try TemporaryDirectory()
        #expect(throws: PictureError.missingFile) { try decoder.decode(file: directory.path + "/nothing.jpg").size }
        let file = try directory.write("plain.txt", bytes: [1])
        #expect(throws: PictureError.missingFile) { try decoder.decode(file: file + "/below.jpg").size }
    }

    @Test("a directory is refused as one")
    func directory() throws {
        let directory = try TemporaryDirectory()
        #expect(throws: PictureError.directory) { try decoder.decode(file: directory.path).size }
    }

    @Test("a FIFO is refused without waiting for a writer")
    func fifo() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/pipe.jpg"
        try #require(mkfifo(path, 0o600) == 0)
        #expect(throws: PictureError.unreadable(reason: "not a regular file")) { try decoder.decode(file: path).size }
    }

    @Test("an empty file and an empty buffer are 'empty'")
    func empty() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("empty.png", bytes: [])
        #expect(throws: PictureError.empty) { try decoder.decode(file: file).size }
        #expect(throws: PictureError.empty) { try decoder.decode([]).size }
    }

    @Test("a file over the byte limit is refused with its size, and so is a buffer")
    func overByteLimit() throws {
        let directory = try TemporaryDirectory()
        let jpeg = try sampleJPEG()
        let file = try directory.write("big.jpg", bytes: jpeg)
        let limit = jpeg.count - 1
        let small = PictureDecoder(limits: PictureLimits(maxFileBytes: limit))
        #expect(throws: PictureError.fileTooLarge(bytes: jpeg.count, limit: limit)) { try small.decode(file: file).size }
        #expect(throws: PictureError.fileTooLarge(bytes: jpeg.count, limit: limit)) { try small.decode(jpeg).size }
        let exact = PictureDecoder(limits: PictureLimits(maxFileBytes: jpeg.count))
        #expect(try exact.decode(file: file).size == PictureSize(width: 64, height: 48))
    }

    @Test("an HTML page named .jpg is not an image, and the message says so without quoting it")
    func htmlPage() throws {
        let directory = try TemporaryDirectory()
        let html = Array("\n  <!DOCTYPE html>\n<html><head><title>404 Not Found</title>".utf8)
        let file = try directory.write("photo.jpg", bytes: html)
        let error = #expect(throws: PictureError.self) { try decoder.decode(file: file).size }
        #expect(error == .notAnImage(.html))
        #expect(error?.description == "not an image: an HTML page")
    }

    @Test("binary junk is not an image, said as such")
    func binaryJunk() throws {
        let junk: [UInt8] = [0x00, 0x01, 0xFE, 0x7F, 0x10, 0x20, 0x30, 0x40, 0x50, 0x60]
        #expect(throws: PictureError.notAnImage(.binary)) { try decoder.decode(junk).size }
    }

    @Test("a GIF named .jpg and a WebP named .png decode by their content")
    func wronglyNamed() throws {
        let directory = try TemporaryDirectory()
        let indices = [UInt8](repeating: 1, count: 6 * 4)
        let gif = try TestImages.gif(
            width: 6, height: 4, palette: [0, 0, 0, 200, 10, 20],
            frames: [TestImages.GIFFrame(indices: indices, width: 6, height: 4)])
        let gifPicture = try decoder.decode(file: try directory.write("photo.jpg", bytes: gif))
        #expect(gifPicture == Picture(width: 6, height: 4, red: 200, green: 10, blue: 20))
        let rgb = [UInt8](repeating: 90, count: 5 * 3 * 3)
        let webp = try TestImages.webp(rgb, width: 5, height: 3, lossless: true)
        let webpPicture = try decoder.decode(file: try directory.write("photo.png", bytes: webp))
        #expect(webpPicture == Picture(width: 5, height: 3, red: 90, green: 90, blue: 90))
    }

    @Test(
        "truncated JPEGs, baseline and progressive, in the header or in the scans",
        arguments: [false, true])
    func truncatedJPEG(progressive: Bool) throws {
        let jpeg = try sampleJPEG(progressive: progressive)
        for length in [4, 30, jpeg.count / 2, jpeg.count - 2] {
            #expect(throws: PictureError.truncated(.jpeg), "cut at \(length) of \(jpeg.count)") {
                try decoder.decode(Array(jpeg.prefix(length))).size
            }
        }
    }

    @Test("truncated PNGs, plain and interlaced, in the header or in the image data", arguments: [false, true])
    func truncatedPNG(interlaced: Bool) throws {
        var rng = SplitMix64(seed: 43)
        let samples = (0 ..< 64 * 48 * 3).map { _ in UInt8.random(in: 0 ... 255, using: &rng) }
        let png = try TestImages.png(rows: samples, width: 64, height: 48, colorType: .rgb, interlaced: interlaced)
        // The last 30 bytes: IEND (12), the IDAT's CRC (4), the Adler-32 (4) and 10 of pixels.
        for length in [8, 20, 40, png.count / 2, png.count - 30] {
            #expect(throws: PictureError.truncated(.png), "cut at \(length) of \(png.count)") {
                try decoder.decode(Array(png.prefix(length))).size
            }
        }
    }

    @Test("a PNG that loses only what follows its last row (checksum, IEND) still decodes whole")
    func pngWithoutItsEnd() throws {
        var rng = SplitMix64(seed: 44)
        let samples = (0 ..< 20 * 10 * 3).map { _ in UInt8.random(in: 0 ... 255, using: &rng) }
        let png = try TestImages.png(rows: samples, width: 20, height: 10, colorType: .rgb)
        #expect(try decoder.decode(Array(png.dropLast(20))) == Picture(width: 20, height: 10, pixels: samples))
    }

    @Test("a JPEG with a damaged frame header is corrupt, with libjpeg's reason")
    func corruptJPEG() throws {
        var jpeg = try sampleJPEG()
        let frame = try #require(TestImages.frameHeaderOffset(jpeg))
        jpeg[frame + 4] = 7  // sample precision
        #expect(throws: PictureError.corrupt(.jpeg, message: "Unsupported JPEG data precision 7")) {
            try decoder.decode(jpeg).size
        }
    }

    @Test("a progressive JPEG with more than 500 scans is refused; one with a few repeated scans decodes")
    func tooManyScans() throws {
        let jpeg = try sampleJPEG(progressive: true)
        #expect(try decoder.decode(TestImages.jpeg(jpeg, repeatingLastScan: 20)).size == PictureSize(width: 64, height: 48))
        #expect(throws: PictureError.corrupt(.jpeg, message: "more than 500 progressive scans")) {
            try decoder.decode(TestImages.jpeg(jpeg, repeatingLastScan: 600)).size
        }
    }

    @Test("a PNG with a damaged header is corrupt, with libpng's reason")
    func corruptPNG() throws {
        var png = try samplePNG()
        png[17] ^= 0x40  // inside the width: the IHDR CRC no longer matches
        #expect(throws: PictureError.corrupt(.png, message: "IHDR: CRC error")) { try decoder.decode(png).size }
    }

    @Test("damaged files never crash: each decodes or throws a PictureError")
    func randomDamage() throws {
        let originals = [try sampleJPEG(), try sampleJPEG(progressive: true), try samplePNG()]
        #expect(RandomDamage.decodeDamaged(originals, rounds: 300, firstIndex: 3, seed: 42, decoder: decoder) > 0)
    }

    @Test("header bombs are refused by the pixel limit before any pixel memory is taken")
    func headerBomb() throws {
        let png = TestImages.png(try samplePNG(), claimingWidth: 100_000, height: 100_000)
        #expect(throws: PictureError.tooManyPixels(width: 100_000, height: 100_000, limits: .standard)) {
            try decoder.decode(png).size
        }
        // JPEG sizes stop at 65,535.
        let jpeg = TestImages.jpeg(try sampleJPEG(progressive: true), claimingWidth: 65_000, height: 65_000)
        #expect(throws: PictureError.tooManyPixels(width: 65_000, height: 65_000, limits: .standard)) {
            try decoder.decode(jpeg).size
        }
        // The limits are the decoder's: 64 × 48 is over 3,000 pixels, 1 × 1 not over 64 a side.
        let strict = PictureLimits(maxPixels: 3_000, maxSide: 64)
        #expect(throws: PictureError.tooManyPixels(width: 64, height: 48, limits: strict)) {
            try PictureDecoder(limits: strict).decode(try sampleJPEG()).size
        }
        let wide = TestImages.png(try samplePNG(), claimingWidth: 65, height: 1)
        #expect(throws: PictureError.tooManyPixels(width: 65, height: 1, limits: strict)) {
            try PictureDecoder(limits: strict).decode(wide).size
        }
    }
}
