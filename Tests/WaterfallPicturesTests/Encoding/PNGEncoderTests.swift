import SeededRandom
import Testing
import WaterfallPictures

@Suite("PNG encoder", .timeLimit(.minutes(1)))
struct PNGEncoderTests {
    @Test func randomPicturesDecodeToExactlyTheirPixels() throws {
        var rng = SplitMix64(seed: 31)
        for _ in 0 ..< 60 {
            let width = Int.random(in: 1 ... 50, using: &rng), height = Int.random(in: 1 ... 50, using: &rng)
            let picture = try #require(Picture(width: width, height: height, pixels: (0 ..< width * height * 3).map { _ in UInt8.random(in: 0 ... 255, using: &rng) }))
            let png = try PNGEncoder.encode(picture)
            #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
            #expect(try PictureDecoder().decode(png) == picture)
        }
    }

    @Test func anEmptyPictureIsRefused() {
        #expect(throws: PNGEncoder.Failure.self) { try PNGEncoder.encode(Picture(width: 0, height: 3, red: 0, green: 0, blue: 0)) }
    }
}
