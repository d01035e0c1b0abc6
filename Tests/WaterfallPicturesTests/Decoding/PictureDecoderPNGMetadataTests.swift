import Pixels
import SeededRandom
import Testing

@testable import WaterfallPictures

/// Metadata chunks before a PNG's image data — an XMP packet of megabytes, an ICC profile of
/// 16 MB — are passed over by libpng without being stored (its chunk-size limit is for chunks it
/// keeps), so the picture decodes; the amplification rule still counts them as the file's data.
@Suite("PictureDecoder: PNGs with megabytes of metadata", .timeLimit(.minutes(3)))
struct PictureDecoderPNGMetadataTests {
    let decoder = PictureDecoder()

    /// A `width × height` RGB PNG of random blocks, and its pixels.
    static func png(width: Int, height: Int, seed: UInt64) throws -> (png: [UInt8], picture: Picture) {
        var rng = SplitMix64(seed: seed)
        let rgb = TestImages.blocks(width: width, height: height, channels: 3, using: &rng)
        let png = try TestImages.png(rows: rgb, width: width, height: height, colorType: .rgb)
        return (png, try #require(Picture(width: width, height: height, pixels: rgb)))
    }

    @Test("a 2 MiB XMP packet and a 16 MB colour profile before the image data are ignored, and the header agrees")
    func ignoredMetadata() throws {
        let small = try Self.png(width: 64, height: 48, seed: 3700)
        let withXMP = MetadataPNG.inserting([MetadataPNG.xmp(bytes: 2 << 20)], into: small.png)
        #expect(try decoder.decode(withXMP) == small.picture)
        // 16 MB of data need a picture of at least 737,856 pixels under the amplification rule.
        let large = try Self.png(width: 1024, height: 1024, seed: 3701)
        let withProfile = MetadataPNG.inserting([MetadataPNG.iccp(profileBytes: 16_000_000)], into: large.png)
        #expect(withProfile.count > 16_000_000)
        #expect(try decoder.decode(withProfile) == large.picture)
        let both = MetadataPNG.inserting([MetadataPNG.iccp(profileBytes: 16_000_000), MetadataPNG.xmp(bytes: 2 << 20)], into: large.png)
        #expect(try decoder.decode(both) == large.picture)
        for (file, picture) in [(withXMP, small.picture), (withProfile, large.picture), (both, large.picture)] {
            guard case .header(let header) = PictureHeaderReader().read(file, isWholeFile: true) else {
                Issue.record("no header")
                continue
            }
            #expect(header.size == picture.size)
        }
    }

    @Test("an eXIf chunk before or after the metadata turns the decoded picture")
    func orientation() throws {
        let plain = try Self.png(width: 64, height: 48, seed: 3702)
        let xmp = MetadataPNG.xmp(bytes: 2 << 20)
        let turnedFirst = try TestImages.png(MetadataPNG.inserting([xmp], into: plain.png), orientation: 6, bigEndian: true)
        let turnedLate = MetadataPNG.inserting([xmp], into: try TestImages.png(plain.png, orientation: 6, bigEndian: true))
        let expected = OrientationOracle.shown(plain.picture, .right)
        #expect(try decoder.decode(turnedFirst) == expected)
        #expect(try decoder.decode(turnedLate) == expected)
    }

    @Test("the amplification rule counts the metadata: 16 MB of profile for 100 x 100 pixels are out of proportion")
    func metadataOutOfProportion() throws {
        let png = MetadataPNG.inserting([MetadataPNG.iccp(profileBytes: 16_000_000)], into: try Self.png(width: 100, height: 100, seed: 3703).png)
        let limit = PictureLimits.allowedDataBytes(width: 100, height: 100)
        #expect(throws: PictureError.outOfProportion(bytes: png.count, width: 100, height: 100, limit: limit)) { try decoder.decode(png) }
    }
}
