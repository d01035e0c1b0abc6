import SeededRandom
import Testing

@testable import ShopCatalogHTTP

/// The only part of a body a message quotes.
@Suite("PrintableExcerpt", .timeLimit(.minutes(1)))
struct PrintableExcerptTests {
    @Test func excerptsAreShortOneLineAndTerminalSafe() {
        #expect(PrintableExcerpt.of(Array("<html>\n  <b>404</b>\r\n</html>".utf8)) == "<html> <b>404</b> </html>")
        #expect(PrintableExcerpt.of(Array("\u{1B}[2J\u{07}".utf8)) == "␛[2J␇")
        #expect(PrintableExcerpt.of(Array("   \n\t ".utf8)) == nil)
        #expect(PrintableExcerpt.of([0xFF, 0xFE, 0x41]) == "��A")
    }

    @Test func randomBytesNeverGiveAnythingUnsafeOrLong() {
        var random = SplitMix64(seed: 11)
        for _ in 0 ..< 500 {
            let bytes = (0 ..< Int(random.next() % 400)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            guard let excerpt = PrintableExcerpt.of(bytes) else { continue }
            #expect(excerpt.count <= PrintableExcerpt.maximumLength)
            #expect(!excerpt.contains("\n") && !excerpt.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
        }
    }
}
