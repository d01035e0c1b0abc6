import SeededRandom
import Testing

@testable import WaterfallPictures

@Suite("PictureError", .timeLimit(.minutes(3)))
struct PictureErrorTests {
    @Test("each error has a short sentence")
    func descriptions() {
        #expect(PictureError.missingFile.description == "file not found")
        #expect(PictureError.directory.description == "a directory, not a picture file")
        #expect(PictureError.unreadable(reason: "Permission denied").description == "cannot read the file: Permission denied")
        #expect(PictureError.empty.description == "empty file")
        #expect(
            PictureError.fileTooLarge(bytes: 40_123_456, limit: 33_554_432).description
                == "file too large: 40,123,456 bytes (limit 33,554,432)")
        #expect(
            PictureError.tooManyPixels(width: 100_000, height: 100_000, limits: .standard).description
                == "image too large: 100,000 x 100,000 pixels (limit 40,000,000 pixels, 16,384 a side)")
        #expect(PictureError.unsupportedFormat("TIFF").description == "unsupported format: TIFF")
        #expect(PictureError.notAnImage(.html).description == "not an image: an HTML page")
        #expect(PictureError.notAnImage(.text).description == "not an image: text")
        #expect(PictureError.notAnImage(.binary).description == "not an image: binary data of no known picture format")
        #expect(
            PictureError.outOfProportion(bytes: 31_000_000, width: 10, height: 10, limit: 4_195_904).description
                == "refused: 31,000,000 bytes of data for 10 x 10 pixels (at most 4,195,904; a damaged file or a decompression bomb)")
        #expect(
            PictureError.headerTooFar(.jpeg, limit: 1_048_576).description
                == "no JPEG image size within the first 1,048,576 bytes")
        #expect(PictureError.truncated(.png).description == "truncated PNG: the file ends before the image does")
        #expect(
            PictureError.corrupt(.jpeg, message: "Bogus marker length").description
                == "corrupt JPEG: Bogus marker length")
        #expect(PictureError.outOfMemory.description == "out of memory while decoding")
    }

    @Test("descriptions hold printable ASCII only, whatever bytes went in")
    func printable() {
        var rng = SplitMix64(seed: 42)
        for _ in 0 ..< 500 {
            let bytes = (0 ..< Int.random(in: 0 ... 40, using: &rng)).map { _ in UInt8.random(in: 0 ... 255, using: &rng) }
            let text = String(decoding: bytes, as: UTF8.self)
            for error in [PictureError.corrupt(.jpeg, message: text), .unreadable(reason: text), .unsupportedFormat(text)] {
                #expect(error.description.utf8.allSatisfy { (0x20 ... 0x7E).contains($0) }, "\(bytes)")
            }
        }
    }

}
