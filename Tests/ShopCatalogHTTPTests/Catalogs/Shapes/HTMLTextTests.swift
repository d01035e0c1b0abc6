import SeededRandom
import Testing

@testable import ShopCatalogHTTP

/// WooCommerce's HTML character references decoded, round-tripping random text.
@Suite("HTMLText", .timeLimit(.minutes(1)))
struct HTMLTextTests {
    @Test func referencesAreDecodedAndTheRestKept() {
        #expect(HTMLText.decodingReferences("Beanie &amp; Scarf &#8211; Caf&#233; &#xE9;t&eacute; &amp") == "Beanie & Scarf – Café ét&eacute; &amp")
        #expect(HTMLText.decodingReferences("no references") == "no references")
        #expect(HTMLText.decodingReferences("&#27;[31m") == "\u{1B}[31m")
        #expect(HTMLText.decodingReferences("&#xD800; &#99999999;") == "&#xD800; &#99999999;")
    }

    @Test func escapedRandomTextDecodesToItself() {
        var random = SplitMix64(seed: 9)
        let alphabet: [Character] = ["a", "&", ";", "#", "<", ">", "\"", "é", "–", " ", "x", "1"]
        for _ in 0 ..< 500 {
            let text = String((0 ..< Int(random.next() % 30)).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] })
            var escaped = ""
            for character in text {
                switch random.next() % 3 {
                case 0 where character == "&": escaped += "&amp;"
                case 1: escaped += "&#\(character.unicodeScalars.first?.value ?? 0);"
                case 2: escaped += "&#x" + String(character.unicodeScalars.first?.value ?? 0, radix: 16) + ";"
                default: escaped += character == "&" ? "&amp;" : String(character)
                }
            }
            #expect(HTMLText.decodingReferences(escaped) == text, "\(escaped)")
        }
    }
}
