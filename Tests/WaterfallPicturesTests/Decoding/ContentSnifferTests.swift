import Testing
@testable import WaterfallPictures

@Suite("ContentSniffer", .timeLimit(.minutes(3)))
struct ContentSnifferTests {
    @Test("signatures are recognised from the first bytes", arguments: [
        ([0xFF, 0xD8, 0xFF, 0xE0], SniffedContent.picture(.jpeg)),
        ([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0], .picture(.png)),
        (Array("GIF87a".utf8), .unsupported("GIF")),
        (Array("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8), .unsupported("WebP")),
        ([0x49, 0x49, 0x2A, 0x00, 8, 0], .unsupported("TIFF")),
        ([0x42, 0x4D, 1, 2, 3, 4, 0, 0, 0, 0, 54], .unsupported("BMP")),
        ([0, 0, 0, 0x1C] + Array("ftypavif".utf8), .unsupported("AVIF")),
        ([0, 0, 0, 0x18] + Array("ftypheic".utf8), .unsupported("HEIF")),
        ([0, 0, 0, 0x18] + Array("ftypisom".utf8), .notAnImage),
        ([0x89, 0x50, 0x4E, 0x47], .notAnImage),
        ([0xFF, 0xD8], .notAnImage),
        (Array("BM is not a bitmap".utf8), .notAnImage),
        (Array("<!DOCTYPE html>".utf8), .notAnImage),
    ] as [([UInt8], SniffedContent)])
    func signatures(bytes: [UInt8], expected: SniffedContent) {
        #expect(ContentSniffer.sniff(bytes) == expected)
    }
}
