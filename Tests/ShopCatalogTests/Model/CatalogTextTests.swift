import Testing
@testable import ShopCatalog

@Suite struct CatalogTextTests {
    @Test func plainTextIsUnflaggedAndUnchanged() {
        let text = CatalogText("北欧风 Ceramic 花瓶 🌿")
        #expect(!text.hasControlCharacters)
        #expect(text.sanitized == text.raw)
    }

    @Test(arguments: ["\u{1B}[31mred", "bell\u{07}", "tab\tstop", "new\nline", "del\u{7F}", "c1\u{9B}31m", "rtl\u{202E}txet", "sep\u{2028}"])
    func controlCharactersAreFlaggedAndReplaced(raw: String) {
        let text = CatalogText(raw)
        #expect(text.hasControlCharacters)
        #expect(text.raw == raw)
        #expect(!text.sanitized.unicodeScalars.contains(where: CatalogText.isUnsafe))
        #expect(text.sanitized.contains("\u{FFFD}"))
        #expect(text.description == text.sanitized)
    }

    @Test func escapeSequenceKeepsItsPrintableText() {
        let text = CatalogText("\u{1B}[31m红色\u{1B}[0m")
        #expect(text.sanitized == "\u{FFFD}[31m红色\u{FFFD}[0m")
    }
}
