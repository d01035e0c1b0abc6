import SeededRandom
import Testing

@testable import WaterfallPictures

@Suite("PrintableText", .timeLimit(.minutes(3)))
struct PrintableTextTests {
    @Test("white space collapses, control bytes and UTF-8 characters become one '?' each")
    func examples() {
        #expect(PrintableText.sanitized(Array("  a\t\n b\u{7}c  ".utf8), maxLength: 50) == "a b?c")
        #expect(PrintableText.sanitized(Array("é€x".utf8), maxLength: 50) == "?x")
        #expect(PrintableText.sanitized(Array("abcdef".utf8), maxLength: 3) == "abc")
    }

    @Test("any bytes give printable ASCII within the length, with no doubled or edge spaces")
    func property() {
        var rng = SplitMix64(seed: 42)
        for _ in 0 ..< 1000 {
            let bytes = (0 ..< Int.random(in: 0 ... 60, using: &rng)).map { _ in UInt8.random(in: 0 ... 255, using: &rng) }
            let maxLength = Int.random(in: 1 ... 40, using: &rng)
            let text = PrintableText.sanitized(bytes, maxLength: maxLength)
            #expect(text.utf8.allSatisfy { (0x20 ... 0x7E).contains($0) })
            #expect(text.utf8.count <= maxLength)
            #expect(!text.contains("  ") && !text.hasPrefix(" ") && !text.hasSuffix(" "))
        }
    }

    @Test("text is told from binary by the share of text bytes")
    func looksLikeText() {
        #expect(PrintableText.looksLikeText(Array("<html>\n<body>".utf8)))
        #expect(PrintableText.looksLikeText(Array("Größe".utf8)))
        #expect(!PrintableText.looksLikeText([0x00, 0x01, 0x02, 0x41]))
        #expect(!PrintableText.looksLikeText([UInt8]()))
    }
}
