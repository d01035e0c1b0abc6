import Pixels
import SeededRandom
import TestSupport
import Testing

@testable import WaterfallPictures

@Suite("PictureHeaderReader", .timeLimit(.minutes(5)))
struct PictureHeaderReaderTests {
    let reader = PictureHeaderReader()
    let decoder = PictureDecoder()

    /// A random picture file of a random kind and size (and orientation, for JPEG and PNG).
    func randomFile(using rng: inout SplitMix64) throws -> (bytes: [UInt8], format: PictureFormat) {
        let width = Int.random(in: 1 ... 90, using: &rng)
        let height = Int.random(in: 1 ... 90, using: &rng)
        let rgb = (0 ..< width * height * 3).map { _ in UInt8.random(in: 0 ... 255, using: &rng) }
        let orientation = Int.random(in: 1 ... 8, using: &rng)
        let bigEndian = Bool.random(using: &rng)
        switch Int.random(in: 0 ..< 7, using: &rng) {
        case 0:
            let jpeg = try TestImages.jpeg(rgb, width: width, height: height, quality: 80, progressive: Bool.random(using: &rng))
            return (try TestImages.jpeg(jpeg, orientation: orientation, bigEndian: bigEndian), .jpeg)
        case 1:
            let png = try TestImages.png(rows: rgb, width: width, height: height, colorType: .rgb, interlaced: Bool.random(using: &rng))
            return (try TestImages.png(png, orientation: orientation, bigEndian: bigEndian), .png)
        case 2:
            return (try TestImages.webp(rgb, width: width, height: height, lossless: false, quality: 70), .webp)
        case 3:
            let rgba = (0 ..< width * height * 4).map { _ in UInt8.random(in: 0 ... 255, using: &rng) }
            return (try TestImages.webp(rgba, width: width, height: height, alpha: true, lossless: Bool.random(using: &rng)), .webp)
        case 4:
            let rgba = [UInt8](repeating: 200, count: width * height * 4)
            let frames =
                [TestImages.WebPFrame(rgba: rgba, width: width, height: height)] + [
                    TestImages.WebPFrame(rgba: [UInt8](repeating: 10, count: 4 * 4 * 4), width: 4, height: 4)
                ]
            let canvas = (width: max(width, 4), height: max(height, 4))
            return (try TestImages.webpAnimation(width: canvas.width, height: canvas.height, frames: frames), .webp)
        default:
            let indices = (0 ..< width * height).map { _ in UInt8.random(in: 0 ... 3, using: &rng) }
            let frame = TestImages.GIFFrame(indices: indices, width: width, height: height, interlaced: Bool.random(using: &rng))
            return (try TestImages.gif(width: width, height: height, palette: Array(0 ..< 12), frames: [frame]), .gif)
        }
    }

    @Test("for random files of every format and orientation, the header's size is the decoded size")
    func headerSizeIsDecodedSize() throws {
        var rng = SplitMix64(seed: 2024)
        for _ in 0 ..< 120 {
            let (bytes, format) = try randomFile(using: &rng)
            let picture = try decoder.decode(bytes)
            guard case .header(let header) = reader.read(bytes, isWholeFile: true) else {
                Issue.record("no header for a \(format) of \(picture.size)")
                continue
            }
            #expect(header.format == format)
            #expect(header.size == picture.size, "\(format)")
            #expect(reader.read(bytes) == .header(header), "a file's bytes are enough without saying they are all of it")
        }
    }

    @Test("every cut of a file gives 'need more bytes' beyond the cut, or an error; never another size")
    func truncatedPrefixes() throws {
        var rng = SplitMix64(seed: 99)
        for _ in 0 ..< 40 {
            let (bytes, format) = try randomFile(using: &rng)
            guard case .header(let header) = reader.read(bytes) else {
                Issue.record("no header for a \(format)")
                continue
            }
            var length = 0
            var cuts = 0
            while length <= bytes.count {
                let prefix = Array(bytes.prefix(length))
                switch reader.read(prefix) {
                case .header(let found):
                    #expect(found == header, "\(format) cut at \(length)")
                    length = bytes.count + 1
                case .needMoreBytes(let needed):
                    #expect(needed > length, "\(format) cut at \(length) asks for \(needed)")
                    #expect(needed <= reader.maxScanBytes)
                    // As a whole file, the same prefix is truncated (or not even a picture yet).
                    if case .header = reader.read(prefix, isWholeFile: true) {
                        Issue.record("\(format): a prefix of \(length) bytes gave a header only as a whole file")
                    }
                    // Jump to what was asked for, and now and then only one byte further.
                    length = cuts % 3 == 0 ? length + 1 : needed
                case .failure(let error):
                    Issue.record("\(format) cut at \(length): \(error)")
                    length = bytes.count + 1
                }
                cuts += 1
            }
        }
    }

    @Test("the header of a file is read from its first bytes, with a few reads")
    func fromFile() throws {
        let directory = try TemporaryDirectory()
        var rng = SplitMix64(seed: 3)
        let samples = TestImages.blocks(width: 300, height: 200, channels: 3, using: &rng)
        let jpeg = try TestImages.jpeg(try TestImages.jpeg(samples, width: 300, height: 200), orientation: 8, bigEndian: false)
        let path = try directory.write("photo.bin", bytes: jpeg)
        // The test encoder's EXIF block names the maker "Wfl" beside the orientation.
        #expect(
            reader.read(file: path)
                == .header(
                    PictureHeader(
                        format: .jpeg, size: PictureSize(width: 200, height: 300), orientation: .left, metadata: PictureMetadata(cameraMake: "Wfl")
                    )))
        #expect(reader.read(file: directory.path + "/missing.jpg") == .failure(.missingFile))
        #expect(reader.read(file: directory.path) == .failure(.directory))
        #expect(reader.read(file: try directory.write("empty.gif", bytes: [])) == .failure(.empty))
        #expect(
            reader.read(file: try directory.write("cut.png", bytes: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0]))
                == .failure(.truncated(.png)))
    }

    @Test("a JPEG frame header beyond the scan limit is an error naming the limit")
    func scanLimit() throws {
        var rng = SplitMix64(seed: 4)
        let samples = TestImages.blocks(width: 16, height: 16, channels: 3, using: &rng)
        let jpeg = try TestImages.jpeg(samples, width: 16, height: 16)
        // 20 comment segments of 64 KiB before the frame header: 1.3 MB.
        var comments = [UInt8](repeating: 0x41, count: 20 * 0x10001)
        for start in stride(from: 0, to: comments.count, by: 0x10001) {
            comments.replaceSubrange(start ..< start + 4, with: [0xFF, 0xFE, 0xFF, 0xFF])
        }
        let padded = Array(jpeg.prefix(2)) + comments + jpeg.dropFirst(2)
        #expect(reader.read(padded) == .failure(.headerTooFar(.jpeg, limit: PictureHeaderReader.defaultMaxScanBytes)))
        let patient = PictureHeaderReader(maxScanBytes: 4 << 20)
        #expect(patient.read(padded) == .header(PictureHeader(format: .jpeg, size: PictureSize(width: 16, height: 16))))
        #expect(try decoder.decode(padded).size == PictureSize(width: 16, height: 16))
    }

    @Test("other content, unsupported formats, damaged headers and sizes over the limits are named errors")
    func errors() throws {
        #expect(reader.read(Array("<html><body>404".utf8), isWholeFile: true) == .failure(.notAnImage(.html)))
        #expect(reader.read(Array("<html>".utf8)) == .failure(.notAnImage(.html)))
        #expect(reader.read([0x49, 0x49, 0x2A, 0x00, 8, 0, 0, 0, 0, 0, 0, 0]) == .failure(.unsupportedFormat("TIFF")))
        #expect(reader.read([]) == .needMoreBytes(atLeast: PictureHeaderReader.smallestHeaderBytes))
        #expect(reader.read(Array("RIFF".utf8)) == .needMoreBytes(atLeast: PictureHeaderReader.smallestHeaderBytes))
        let gif = Array("GIF89a".utf8) + [0, 0, 5, 0, 0, 0, 0]
        #expect(reader.read(gif) == .failure(.corrupt(.gif, message: "the logical screen is empty")))
        let png = try TestImages.png(rows: [UInt8](repeating: 1, count: 3), width: 1, height: 1, colorType: .rgb)
        let huge = TestImages.png(png, claimingWidth: 100_000, height: 3)
        #expect(reader.read(huge) == .failure(.tooManyPixels(width: 100_000, height: 3, limits: .standard)))
        var damaged = png
        damaged[17] ^= 1
        #expect(reader.read(damaged) == .failure(.corrupt(.png, message: "IHDR: CRC error")))
        // A lossless JPEG: SOF3.
        var rng = SplitMix64(seed: 5)
        var jpeg = try TestImages.jpeg(TestImages.blocks(width: 8, height: 8, channels: 3, using: &rng), width: 8, height: 8)
        let frame = try #require(TestImages.frameHeaderOffset(jpeg))
        jpeg[frame + 1] = 0xC3
        #expect(reader.read(jpeg) == .failure(.unsupportedFormat("lossless or hierarchical JPEG")))
        #expect(throws: PictureError.unsupportedFormat("lossless or hierarchical JPEG")) { try decoder.decode(jpeg).size }
    }

    @Test("WebP animations are flagged; the canvas is the size")
    func animatedWebP() throws {
        let frame = TestImages.WebPFrame(rgba: [UInt8](repeating: 50, count: 6 * 4 * 4), width: 6, height: 4, x: 2, y: 2)
        let webp = try TestImages.webpAnimation(width: 20, height: 12, frames: [frame, frame])
        // The frames are translucent (every byte 50, alpha included), so the VP8X header flags alpha.
        #expect(reader.read(webp) == .header(PictureHeader(format: .webp, size: PictureSize(width: 20, height: 12), isAnimated: true, mayHaveAlpha: true)))
    }
}
