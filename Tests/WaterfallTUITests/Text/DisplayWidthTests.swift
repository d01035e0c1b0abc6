import SeededRandom
import Testing
@testable import WaterfallTUI

@Suite("Display width", .timeLimit(.minutes(3)))
struct DisplayWidthTests {
    @Test func asciiIsOneCellEach() {
        #expect(DisplayWidth.of("Hello, world!") == 13)
        #expect(DisplayWidth.of("") == 0)
        #expect(DisplayWidth.of(Character("~")) == 1)
    }

    @Test func cjkIdeographsKanaAndHangulAreTwoCells() {
        #expect(DisplayWidth.of("中文") == 4)
        #expect(DisplayWidth.of("カタカナ") == 8)
        #expect(DisplayWidth.of("한국어") == 6)
        #expect(DisplayWidth.of("iPhone手机壳") == 12)
    }

    @Test(arguments: ["，", "。", "【", "】", "（", "）", "、", "！", "：", "　", "ｗ", "Ａ", "１"])
    func fullwidthPunctuationAndFormsAreTwoCells(_ text: String) {
        #expect(DisplayWidth.of(text) == 2)
    }

    @Test func combiningMarksAddNoWidth() {
        #expect(DisplayWidth.of("e\u{301}") == 1)
        #expect(DisplayWidth.of(Character("e\u{301}\u{302}\u{303}")) == 1)
        #expect(DisplayWidth.of(Unicode.Scalar(0x301)!) == 0)
        #expect(DisplayWidth.of(Character("\u{301}")) == 0)
        #expect(DisplayWidth.of("Cafe\u{301}") == 4)
    }

    @Test func zeroWidthFormatCharactersAlone() {
        #expect(DisplayWidth.of(Character("\u{200D}")) == 0)
        #expect(DisplayWidth.of(Character("\u{200B}")) == 0)
        #expect(DisplayWidth.of(Character("\u{FE0F}")) == 0)
    }

    @Test func emojiArePresentedTwoCellsWide() {
        #expect(DisplayWidth.of(Character("😀")) == 2)
        #expect(DisplayWidth.of(Character("❤️")) == 2, "text-default heart with VS16")
        #expect(DisplayWidth.of(Character("❤")) == 1, "text-default heart alone")
        #expect(DisplayWidth.of(Character("👍🏽")) == 2, "skin tone modifier joins the base")
        #expect(DisplayWidth.of(Character("👨‍👩‍👧")) == 2, "ZWJ family")
        #expect(DisplayWidth.of(Character("🇨🇳")) == 2, "flag")
    }

    @Test func controlsCountAsTheirVisiblePictures() {
        #expect(DisplayWidth.of("a\u{1B}b") == 3)
        #expect(DisplayWidth.of("\t") == 1)
    }

    @Test func otherScriptsAreOneCell() {
        #expect(DisplayWidth.of("Привет") == 6)
        #expect(DisplayWidth.of("¥199.00") == 7)
        #expect(DisplayWidth.of("┌─┐") == 3)
        #expect(DisplayWidth.of("…") == 1)
    }

    @Test func stringWidthIsTheSumOfGraphemeWidths() {
        var rng = SplitMix64(seed: 1)
        for _ in 0..<300 {
            let text = randomMixedText(&rng)
            let sum = text.reduce(0) { $0 + DisplayWidth.of($1) }
            #expect(DisplayWidth.of(text) == sum)
            #expect(text.displayWidth == sum)
        }
    }
}
