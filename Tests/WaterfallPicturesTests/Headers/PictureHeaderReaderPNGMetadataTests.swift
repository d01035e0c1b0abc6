import Pixels
import SeededRandom
import TestSupport
import Testing

@testable import WaterfallPictures

/// A PNG's size is in its IHDR chunk at byte 16, so metadata before its image data (an XMP packet,
/// an ICC profile) of any size never hides it, though the reader still looks at no byte beyond
/// its scan limit.
@Suite("PictureHeaderReader: PNGs with megabytes of metadata", .timeLimit(.minutes(3)))
struct PictureHeaderReaderPNGMetadataTests {
    let reader = PictureHeaderReader()

    /// A 64 × 48 RGB PNG of random blocks.
    static func plainPNG() throws -> [UInt8] {
        var rng = SplitMix64(seed: 3600)
        return try TestImages.png(rows: TestImages.blocks(width: 64, height: 48, channels: 3, using: &rng), width: 64, height: 48, colorType: .rgb)
    }

    /// The metadata chunks the tests put before the image data: 2 MiB of XMP, a 16 MB profile.
    static let bigChunks: [String: [UInt8]] = [
        "XMP": MetadataPNG.xmp(bytes: 2 << 20),
        "ICC": MetadataPNG.iccp(profileBytes: 16_000_000),
    ]

    @Test("the size comes from IHDR, from any prefix and from the file, however much metadata follows", arguments: ["XMP", "ICC"])
    func sizeBeyondTheScanLimit(chunk: String) throws {
        let png = MetadataPNG.inserting([try #require(Self.bigChunks[chunk])], into: try Self.plainPNG())
        // The chunks after the metadata lie beyond the scan limit: a tRNS chunk could be there.
        let expected = PictureHeaderResult.header(PictureHeader(format: .png, size: PictureSize(width: 64, height: 48), mayHaveAlpha: true))
        #expect(reader.read(png, isWholeFile: true) == expected)
        for length in [1, 8, 20, 33, 40, 41, 4096, 1 << 20, png.count - 1] {
            switch reader.read(Array(png.prefix(length))) {
            case .needMoreBytes(let needed): #expect(needed > length && needed <= reader.maxScanBytes, "cut to \(length)")
            case let result: #expect(result == expected, "cut to \(length)")
            }
        }
        let directory = try TemporaryDirectory()
        #expect(reader.read(file: try directory.write("big-metadata.png", bytes: png)) == expected)
        // A reader that looks far enough walks to the image data and knows there is no alpha.
        let patient = PictureHeaderReader(maxScanBytes: png.count)
        #expect(patient.read(png, isWholeFile: true) == .header(PictureHeader(format: .png, size: PictureSize(width: 64, height: 48))))
    }

    @Test("an eXIf chunk before the metadata turns the size; one beyond the scan limit is not seen, as documented")
    func orientationAroundTheMetadata() throws {
        let xmp = try #require(Self.bigChunks["XMP"])
        let plain = try Self.plainPNG()
        let turnedFirst = try TestImages.png(MetadataPNG.inserting([xmp], into: plain), orientation: 6, bigEndian: false)
        #expect(
            reader.read(turnedFirst, isWholeFile: true)
                == .header(
                    PictureHeader(
                        format: .png, size: PictureSize(width: 48, height: 64), orientation: .right, mayHaveAlpha: true,
                        metadata: PictureMetadata(cameraMake: "Wfl"))))
        // The eXIf chunk after 2 MiB of XMP lies beyond the first 1 MiB: the stored size, which
        // the decoder (reading every chunk before the image data) turns.
        let turnedLate = MetadataPNG.inserting([xmp], into: try TestImages.png(plain, orientation: 6, bigEndian: false))
        let stored = PictureHeader(format: .png, size: PictureSize(width: 64, height: 48), mayHaveAlpha: true)
        #expect(reader.read(turnedLate, isWholeFile: true) == .header(stored))
        #expect(try PictureDecoder().decode(turnedLate).size == PictureSize(width: 48, height: 64))
    }

    @Test("metadata that ends within the scan limit is walked through to the image data, as before")
    func metadataWithinTheLimit() throws {
        let png = MetadataPNG.inserting([MetadataPNG.xmp(bytes: 512 << 10)], into: try Self.plainPNG())
        #expect(reader.read(png, isWholeFile: true) == .header(PictureHeader(format: .png, size: PictureSize(width: 64, height: 48))))
        #expect(reader.read(Array(png.prefix(4096))) == .needMoreBytes(atLeast: 33 + 12 + 17 + 5 + (512 << 10) + 8))
    }
}
