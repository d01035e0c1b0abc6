import CImageTestEncoders
import Pixels
import SeededRandom
import Testing

@testable import WaterfallPictures

@Suite("PictureDecoder: hostile HEIF and AVIF files", .timeLimit(.minutes(5)))
struct PictureDecoderHEIFBadInputTests {
    let decoder = PictureDecoder()

    /// A small AVIF (or HEIC with `hevc`) of random blocks.
    static func file(hevc: Bool = false, width: Int = 48, height: Int = 32, seed: UInt64 = 2850) throws -> [UInt8] {
        var rng = SplitMix64(seed: seed)
        let samples = TestImages.blocks(width: width, height: height, channels: 3, using: &rng)
        return try TestImages.heif(samples, width: width, height: height, coding: hevc ? .hevc : .avif)
    }

    /// `file` with the body of the ispe box holding `width × height` replaced.
    static func withISPE(_ file: [UInt8], from old: (Int, Int), to new: (UInt32, UInt32)) throws -> [UInt8] {
        var patched = file
        var start = 0
        while let offset = TestImages.boxOffset("ispe", in: file, after: start) {
            let body = offset + 12
            if patched[body ..< body + 8].elementsEqual(TestImages.big32(UInt32(old.0)) + TestImages.big32(UInt32(old.1))) {
                patched[body ..< body + 8] = ArraySlice(TestImages.big32(new.0) + TestImages.big32(new.1))
                return patched
            }
            start = offset + 1
        }
        throw TestImages.EncodingFailed()
    }

    @Test("an absurd size is refused by name from the header alone, by the decoder and the header reader", arguments: [false, true])
    func absurdSize(hevc: Bool) throws {
        let huge = try Self.withISPE(try Self.file(hevc: hevc), from: (48, 32), to: (100_000, 100_000))
        let limits = PictureLimits.standard
        let format: PictureFormat = hevc ? .heif : .avif
        #expect(throws: PictureError.tooManyPixels(width: 100_000, height: 100_000, limits: limits)) { try decoder.decode(huge) }
        #expect(PictureHeaderReader().read(huge, isWholeFile: true) == .failure(.tooManyPixels(width: 100_000, height: 100_000, limits: limits)))
        // A size within the limits that the coded image does not have: libheif's image is refused by
        // name; libavif cuts the coded image to it, as the header says.
        let lying = try Self.withISPE(try Self.file(hevc: hevc), from: (48, 32), to: (40, 32))
        if hevc {
            #expect(throws: PictureError.corrupt(format, message: "the decoded image's size differs from its header (ispe)")) { try decoder.decode(lying) }
        } else {
            #expect(try decoder.decode(lying).size == PictureSize(width: 40, height: 32))
            #expect(PictureHeaderReader().read(lying, isWholeFile: true) == .header(PictureHeader(format: format, size: PictureSize(width: 40, height: 32))))
        }
    }

    @Test("a grid whose tiles hold more than twice the pixel limit is refused before decoding")
    func gridOfHugeTiles() throws {
        var rng = SplitMix64(seed: 2860)
        let samples = TestImages.blocks(width: 128, height: 128, channels: 3, using: &rng)
        let grid = try TestImages.heif(samples, width: 128, height: 128, coding: .avif, grid: (2, 2))
        let patched = try Self.withISPE(grid, from: (64, 64), to: (6000, 6000))
        #expect(throws: PictureError.unsupportedFormat("AVIF grid of 4 tiles of 6000 x 6000 pixels (over twice the pixel limit)")) {
            try decoder.decode(patched)
        }
    }

    /// A box of `type` around `body`; a full box when `version` is given.
    static func box(_ type: String, version: UInt8? = nil, _ body: [UInt8]) -> [UInt8] {
        let full = version.map { [$0, 0, 0, 0] + body } ?? body
        return TestImages.big32(UInt32(8 + full.count)) + Array(type.utf8) + full
    }

    /// A HEIC of boxes only: a grid item (1) of `side × side` whose `tiles` references (dimg) all
    /// name one 64 × 64 HEVC tile (2). No coded data: everything up to the limits is read.
    static func gridOfBoxes(tiles: Int, side: UInt32) -> [UInt8] {
        let big16 = { (value: Int) in [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        let infe = { (id: Int, type: String) in box("infe", version: 2, big16(id) + [0, 0] + Array(type.utf8) + [0]) }
        let ispe = { (width: UInt32, height: UInt32) in box("ispe", version: 0, TestImages.big32(width) + TestImages.big32(height)) }
        let references = big16(1) + big16(tiles) + (0 ..< tiles).flatMap { _ in big16(2) }
        let properties = box("ipco", ispe(side, side) + ispe(64, 64))
        let associations = box("ipma", version: 0, TestImages.big32(2) + big16(1) + [1, 0x01] + big16(2) + [1, 0x02])
        let meta = box(
            "meta", version: 0,
            box("pitm", version: 0, big16(1)) + box("iinf", version: 0, big16(2) + infe(1, "grid") + infe(2, "hvc1"))
                + box("iref", version: 0, box("dimg", references)) + box("iprp", properties + associations))
        return box("ftyp", Array("heic".utf8) + [0, 0, 0, 0] + Array("mif1heic".utf8)) + meta
    }

    @Test("a grid of more than 1,024 tiles is refused by name from its boxes; 1,024 are read")
    func tooManyTiles() throws {
        let limit = Self.gridOfBoxes(tiles: 1024, side: 2048)
        #expect(PictureHeaderReader().read(limit, isWholeFile: true) == .header(PictureHeader(format: .heif, size: PictureSize(width: 2048, height: 2048))))
        #expect(throws: PictureError.corrupt(.heif, message: "the file's structure is damaged")) { try decoder.decode(limit) }
        let over = Self.gridOfBoxes(tiles: 1025, side: 2048)
        #expect(throws: PictureError.unsupportedFormat("HEIF grid of 1025 tiles (at most 1024)")) { try decoder.decode(over) }
    }

    @Test("samples deeper than 12 bits are refused by name")
    func tooDeep() throws {
        var file = try Self.file()
        let pixi = try #require(TestImages.boxOffset("pixi", in: file))
        let channels = Int(file[pixi + 12])
        #expect(channels == 3)
        for channel in 0 ..< channels { file[pixi + 13 + channel] = 16 }
        #expect(throws: PictureError.unsupportedFormat("AVIF with 16-bit samples (at most 12)")) { try decoder.decode(file) }
    }

    @Test("a file cut anywhere is truncated or damaged, never a picture; its header asks for more or is the whole file's", arguments: [false, true])
    func truncated(hevc: Bool) throws {
        let file = try Self.file(hevc: hevc)
        let format: PictureFormat = hevc ? .heif : .avif
        let whole = PictureHeaderReader().read(file, isWholeFile: true)
        for length in stride(from: 1, to: file.count, by: 5) {
            let cut = Array(file.prefix(length))
            do {
                let picture = try decoder.decode(cut)
                Issue.record("a file cut to \(length) of \(file.count) bytes decoded to \(picture.size)")
            } catch {
                switch error {
                case .truncated(format), .corrupt(format, _), .notAnImage: break
                default: Issue.record("cut to \(length): \(error)")
                }
            }
            switch PictureHeaderReader().read(cut) {
            case .needMoreBytes(let needed): #expect(needed > length)
            case let result: #expect(result == whole, "cut to \(length)")
            }
        }
    }

    @Test("files that claim one format and are another are refused by name")
    func claimsAnotherFormat() throws {
        // HEVC under the AVIF brand.
        var heic = try Self.file(hevc: true)
        heic[8 ..< 12] = ArraySlice(Array("avif".utf8))
        #expect(throws: PictureError.unsupportedFormat("AVIF whose image is not AV1")) { try decoder.decode(heic) }
        // A HEIC brand over a JPEG's bytes, and over random bytes.
        var rng = SplitMix64(seed: 2870)
        let jpeg = try TestImages.jpeg(TestImages.blocks(width: 16, height: 16, channels: 3, using: &rng), width: 16, height: 16)
        let fakeJPEG = [0, 0, 0, 0x18] + Array("ftypheic\u{0}\u{0}\u{0}\u{0}mif1heic".utf8) + jpeg
        // The JPEG's first bytes read as a box larger than the file.
        #expect(throws: PictureError.truncated(.heif)) { try decoder.decode(fakeJPEG) }
        for _ in 0 ..< 20 {
            let noise =
                [0, 0, 0, 0x18] + Array("ftypheic\u{0}\u{0}\u{0}\u{0}mif1heic".utf8) + (0 ..< 500).map { _ in UInt8.random(in: 0 ... 255, using: &rng) }
            #expect(throws: PictureError.self) { try decoder.decode(noise) }
        }
        // An AVIF named anything is read by its content.
        #expect(ContentSniffer.sniff(try Self.file()) == .picture(.avif))
    }

    @Test("randomly damaged HEIC and AVIF files never crash the decoder")
    func randomDamage() throws {
        let originals = [try Self.file(hevc: true), try Self.file(), try Self.file(hevc: true, width: 37, height: 23, seed: 2880)]
        _ = RandomDamage.decodeDamaged(originals, rounds: 300, firstIndex: 12, seed: 2890, decoder: decoder)
    }
}
