import SafeText
import Testing

@testable import ShopCatalog

@Suite(.timeLimit(.minutes(3))) struct CatalogTextTests {
    @Test func plainTextIsUnflaggedAndUnchanged() {
        let text = CatalogText("北欧风 Ceramic 花瓶 🌿")
        #expect(!text.hasControlCharacters)
        #expect(text.sanitized == text.raw)
    }

    @Test(arguments: [
        "\u{1B}[31mred", "bell\u{07}", "tab\tstop", "new\nline", "del\u{7F}", "c1\u{9B}31m", "rtl\u{202E}txet", "sep\u{2028}",
        "mark\u{200F}", "arabic\u{061C}", "ann\u{FFF9}x", "non\u{FFFF}",
    ])
    func controlCharactersAreFlaggedAndReplaced(raw: String) {
        let text = CatalogText(raw)
        #expect(text.hasControlCharacters)
        #expect(text.raw == raw)
        #expect(TerminalSafeText.isSafe(text.sanitized))
        #expect(text.sanitized == TerminalSafeText.sanitize(raw), "the catalog shows what the screen shows")
        #expect(text.sanitized != raw)
        #expect(text.description == text.sanitized)
    }

    @Test func escapeSequenceKeepsItsPrintableText() {
        let text = CatalogText("\u{1B}[31m红色\u{1B}[0m")
        #expect(text.sanitized == "␛[31m红色␛[0m")
    }

    @Test func theFlagAgreesWithTheScreenOnEveryScalar() {
        for value in UInt32(0) ... 0x3_0000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "a" + String(Character(scalar))
            #expect(CatalogText(text).hasControlCharacters == (TerminalSafeText.sanitize(text) != text), "U+\(String(value, radix: 16))")
        }
    }
}
