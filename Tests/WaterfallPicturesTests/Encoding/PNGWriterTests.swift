import Colors
import Pixels
import SeededRandom
import Testing

@testable import WaterfallPictures

@Suite("PNGWriter: 8-bit RGB and RGBA PNGs with text chunks", .timeLimit(.minutes(2)))
struct PNGWriterTests {
    /// The `tEXt` chunks of `png`, keyword and text, in file order (CRCs checked).
    static func textChunks(of png: [UInt8]) -> [(String, String)] {
        var chunks: [(String, String)] = []
        var position = 8
        while position + 12 <= png.count {
            let length = png[position ..< position + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: png[position + 4 ..< position + 8], as: UTF8.self)
            let data = Array(png[position + 8 ..< position + 8 + length])
            let stored = png[position + 8 + length ..< position + 12 + length].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            #expect(CRC32.checksum(Array(png[position + 4 ..< position + 8 + length])) == stored, "CRC of \(type)")
            if type == "tEXt", let zero = data.firstIndex(of: 0) {
                chunks.append((String(decoding: data[..<zero], as: UTF8.self), String(decoding: data[(zero + 1)...], as: UTF8.self)))
            }
            position += 12 + length
        }
        return chunks
    }

    @Test("random pictures come back pixel for pixel through the decoder, with their texts")
    func roundTrip() throws {
        var rng = SplitMix64(seed: 0x9A6)
        for round in 0 ..< 40 {
            let width = Int.random(in: 1 ... 70, using: &rng)
            let height = Int.random(in: 1 ... 70, using: &rng)
            let pixels = (0 ..< width * height * 3).map { _ in UInt8.random(in: 0 ... 255, using: &rng) }
            let picture = try #require(Picture(width: width, height: height, pixels: pixels))
            let texts = [
                ("Thumb::URI", "file:///tmp/a%20b/photo-\(round).jpg"), ("Thumb::MTime", "\(Int.random(in: 0 ... 2_000_000_000, using: &rng))"),
                ("Software", "waterfall"),
            ]
            let png = try PNGWriter.encode(picture, texts: texts.map { (keyword: $0.0, text: $0.1) })
            #expect(try PictureDecoder().decode(png) == picture, "round \(round)")
            let found = Self.textChunks(of: png)
            #expect(found.map(\.0) == texts.map(\.0))
            #expect(found.map(\.1) == texts.map(\.1))
        }
    }

    @Test("a picture with alpha is written as RGBA: read back on another background, it is the picture moved onto that background")
    func alphaRoundTrips() throws {
        var rng = SplitMix64(seed: 0xA1FA)
        for _ in 0 ..< 20 {
            let width = Int.random(in: 1 ... 40, using: &rng)
            let height = Int.random(in: 1 ... 40, using: &rng)
            let straight = (0 ..< width * height * 3).map { _ in UInt8.random(in: 0 ... 255, using: &rng) }
            let opacities = (0 ..< width * height).map { _ in [0, 255, UInt8.random(in: 0 ... 255, using: &rng)][Int.random(in: 0 ... 2, using: &rng)] }
            // Stored on a black matte: the colour times its opacity.
            let stored = straight.indices.map { UInt8((Double(straight[$0]) * Double(opacities[$0 / 3]) / 255).rounded()) }
            let picture = try #require(Picture(width: width, height: height, pixels: stored, alpha: PictureAlpha(values: opacities, matte: .black)))
            let white = RGB(red: 255, green: 255, blue: 255)
            let read = try PictureDecoder(background: white).decode(PNGWriter.encode(picture))
            #expect(read.alpha?.values == (opacities.allSatisfy { $0 == 255 } ? nil : opacities))
            let expected = picture.composited(onto: white).pixels
            #expect(zip(read.pixels, expected).allSatisfy { abs(Int($0) - Int($1)) <= 2 }, "on white, within rounding twice")
        }
    }

    @Test("empty pictures, sides over the limit and texts PNG does not allow are refused")
    func refusals() throws {
        let picture = Picture(width: 4, height: 3, red: 1, green: 2, blue: 3)
        #expect(throws: PNGWriter.Failure.self) { try PNGWriter.encode(Picture(width: 0, height: 3, red: 0, green: 0, blue: 0)) }
        #expect(throws: PNGWriter.Failure.self) { try PNGWriter.encode(picture, maxSide: 3) }
        #expect(try PictureDecoder().decode(PNGWriter.encode(picture, maxSide: 4)) == picture)
        for keyword in ["", " lead", "trail ", "two  spaces", String(repeating: "k", count: 80), "tab\tkey", "é"] {
            #expect(throws: PNGWriter.Failure.self, "\(keyword)") { try PNGWriter.encode(picture, texts: [(keyword: keyword, text: "x")]) }
        }
        #expect(throws: PNGWriter.Failure.self) { try PNGWriter.encode(picture, texts: [(keyword: "Comment", text: "line\nbreak")]) }
        #expect(throws: PNGWriter.Failure.self) { try PNGWriter.encode(picture, texts: [(keyword: "Comment", text: "naïve")]) }
    }
}
