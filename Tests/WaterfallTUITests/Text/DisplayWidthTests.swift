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
        #expect(DisplayWidth.of("\u{1100}\u{1161}\u{11A8}") == 2, "conjoining jamo: a wide lead, then zero-width vowel and tail")
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

    /// Indic text: a virama (Mn) joins the cell before it, a spacing vowel sign (Mc) is a cell
    /// of its own, as glibc and tmux count them. `नमस्ते` used to be measured 3 cells, and a card
    /// line holding it overflowed by one.
    @Test func indicScriptsCountTheirSpacingMarks() {
        #expect(DisplayWidth.of("नमस्ते") == 4)
        #expect(DisplayWidth.of("नमस्कार") == 6)
        #expect(DisplayWidth.of("தமிழ்") == 4, "the vowel sign I is a spacing mark; the virama joins")
        #expect(DisplayWidth.of(Unicode.Scalar(0x093E)!) == 1, "DEVANAGARI VOWEL SIGN AA is a spacing mark")
        #expect(DisplayCluster.clusters(of: "नमस्ते").map(\.character) == ["न", "म", "स्", "ते"])
    }

    /// Emoji as tmux 3.3 draws them: a skin-tone modifier is a wide cell of its own (alone or
    /// after a base), VS16 adds nothing, a ZWJ sequence is as wide as its first emoji.
    @Test func emojiAsTmuxDrawsThem() {
        #expect(DisplayWidth.of(Character("😀")) == 2)
        #expect(DisplayWidth.of(Character("🏽")) == 2, "a lone skin-tone modifier")
        #expect(DisplayWidth.of(Character("👍🏽")) == 4, "base and modifier")
        #expect(DisplayWidth.of(Character("❤️")) == 1, "text-default heart with VS16")
        #expect(DisplayWidth.of(Character("❤")) == 1, "text-default heart alone")
        #expect(DisplayWidth.of(Character("👨‍👩‍👧")) == 2, "ZWJ family")
        #expect(DisplayWidth.of(Character("👩🏽‍💻")) == 4, "the modifier is a cell; the ZWJ joins the laptop to it")
        #expect(DisplayWidth.of(Character("🇨🇳")) == 2, "two regional indicators, one cell each")
        #expect(DisplayCluster.clusters(of: "👍🏽").map(\.width) == [2, 2])
    }

    @Test func aScalarTheCLibraryCannotMeasureIsDrawnAsAReplacement() {
        let shaking = Unicode.Scalar(0x1FAE8)!
        #expect(DisplayWidth.isUnprintable(shaking))
        #expect(DisplayCluster.clusters(of: "a" + String(shaking)).map(\.character) == ["a", "\u{FFFD}"])
        #expect(DisplayWidth.of(String(shaking)) == 1)
    }

    @Test func marksAndJoinersWithNothingBeforeThemAreDropped() {
        #expect(DisplayCluster.clusters(of: "\u{301}\u{200D}中a").map(\.character) == ["a"])
        #expect(DisplayCluster.clusters(of: "\u{301}x").map(\.character) == ["x"])
        #expect(DisplayCluster.clusters(of: "a\u{200D}b").map(\.width) == [1], "the scalar after a ZWJ joins the cell before it")
        #expect(DisplayCluster.clusters(of: "a\u{200D}").map(\.character) == ["a"], "no cell ends with a ZWJ")
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

    /// The tables are the C library's: for every Unicode scalar (controls aside, which are drawn
    /// as pictures), the width is glibc's `wcwidth` in the C.UTF-8 locale, and the scalars it
    /// gives no width are exactly the ones drawn as U+FFFD.
    @Test func propertyEveryScalarIsMeasuredAsGlibcMeasuresIt() throws {
        let oracle = try #require(GlibcWidth())
        var mismatches: [String] = []
        for value in UInt32(0) ... 0x10FFFF {
            guard let scalar = Unicode.Scalar(value), !GlibcWidth.isControl(value) else { continue }
            let expected = oracle.width(of: scalar)
            let ours = DisplayWidth.isUnprintable(scalar) ? -1 : DisplayWidth.of(scalar)
            if ours != expected, mismatches.count < 20 {
                mismatches.append("U+\(String(value, radix: 16, uppercase: true)): ours \(ours), glibc \(expected)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    /// Property against a model of tmux 3.3's `screen_write_cell` driven by glibc's `wcwidth`:
    /// random text of marks, spacing marks, emoji, modifiers, joiners, selectors, jamo, CJK and
    /// unassigned scalars takes as many cells as the model fills, the clusters' characters fill
    /// the model's cells in the same way, and they cut into the same clusters again.
    @Test func propertyClustersAreTheCellsTmuxFills() throws {
        let oracle = try #require(GlibcWidth())
        var rng = SplitMix64(seed: 7)
        for _ in 0 ..< 2_000 {
            let text = randomTerminalText(&rng)
            let clusters = Array(DisplayCluster.clusters(of: text))
            let cells = oracle.tmuxCells(text)
            #expect(DisplayWidth.of(text) == cells.reduce(0, +), "\(Array(text.unicodeScalars))")
            #expect(clusters.map(\.width) == cells, "\(Array(text.unicodeScalars))")
            let drawn = String(clusters.map(\.character))
            #expect(oracle.tmuxCells(drawn) == cells, "drawn \(Array(drawn.unicodeScalars))")
            #expect(Array(DisplayCluster.clusters(of: drawn)) == clusters)
        }
    }
}

/// Random text from what makes widths hard: Devanagari and Tamil with viramas and spacing
/// signs, emoji with skin tones, ZWJ and VS16, regional indicators, combining marks, conjoining
/// jamo, CJK, ASCII and scalars glibc cannot measure.
func randomTerminalText(_ rng: inout SplitMix64, maxLength: Int = 24) -> String {
    let pieces: [String] = [
        "a", "Z", " ", "中", "，", "न", "म", "स", "्", "त", "े", "ा", "ि", "க", "ீ", "👍", "👩", "💻", "❤", "\u{FE0F}",
        "\u{200D}", "\u{1F3FB}", "\u{1F3FD}", "🇨", "🇳", "\u{301}", "\u{20DD}", "\u{1100}", "\u{1161}", "\u{11A8}", "가",
        "\u{200B}", "\u{1FAE8}", "\u{0378}", "\u{E0001}", "\u{00AD}", "\u{0600}",
    ]
    let length = Int.random(in: 0 ... maxLength, using: &rng)
    return (0 ..< length).map { _ in pieces[Int.random(in: 0 ..< pieces.count, using: &rng)] }.joined()
}
