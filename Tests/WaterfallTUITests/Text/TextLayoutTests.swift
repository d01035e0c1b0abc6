import SeededRandom
import Testing

@testable import WaterfallTUI

@Suite("Truncation", .timeLimit(.minutes(3)))
struct TruncationTests {
    @Test func textThatFitsIsUnchanged() {
        #expect(TextLayout.truncate("hello", toWidth: 5) == "hello")
        #expect(TextLayout.truncate("中文", toWidth: 4) == "中文")
    }

    @Test func longTextGetsAnEllipsis() {
        #expect(TextLayout.truncate("hello world", toWidth: 8) == "hello w…")
        #expect(TextLayout.truncate("hello", toWidth: 1) == "…")
        #expect(TextLayout.truncate("hello", toWidth: 0) == "")
    }

    @Test func wideCharacterThatDoesNotFitIsPaddedWithASpace() {
        #expect(TextLayout.truncate("中文标题", toWidth: 6) == "中文 …")
        #expect(TextLayout.truncate("中文标题", toWidth: 5) == "中文…")
        #expect(TextLayout.truncate("a中文", toWidth: 3) == "a …")
    }

    /// `नमस्ते` is four cells, as glibc and tmux count it: cut to four it fits, to three it
    /// loses its last cell.
    @Test func indicTextIsCutWhereTheTerminalCutsIt() {
        #expect(TextLayout.truncate("नमस्ते", toWidth: 4) == "नमस्ते")
        #expect(TextLayout.truncate("नमस्ते", toWidth: 3) == "नम…")
        #expect(TextLayout.truncate("👍🏽👍🏽", toWidth: 5) == "👍🏽…")
    }

    @Test func controlsAreSanitisedBeforeMeasuring() {
        #expect(TextLayout.truncate("\u{1B}[31mred", toWidth: 4) == "␛[3…")
    }

    @Test func propertyTruncatedIsAPrefixPlusEllipsisWithinTheLimit() {
        var rng = SplitMix64(seed: 7)
        for index in 0 ..< 1000 {
            let raw = index % 2 == 0 ? randomMixedText(&rng) : randomTerminalText(&rng)
            let text = String(DisplayCluster.clusters(of: raw).map(\.character))
            #expect(TextLayout.truncate(raw, toWidth: 300) == text, "text that fits comes back as it is drawn")
            let limit = Int.random(in: 0 ... 30, using: &rng)
            let result = TextLayout.truncate(text, toWidth: limit)
            #expect(DisplayWidth.of(result) <= limit)
            if DisplayWidth.of(text) <= limit {
                #expect(result == text)
            } else if limit == 0 {
                #expect(result.isEmpty)
            } else {
                #expect(DisplayWidth.of(result) == limit)
                #expect(result.unicodeScalars.last == "…")
                var prefix = Array(result.unicodeScalars.dropLast())
                while prefix.last == " ", !text.unicodeScalars.starts(with: prefix) {
                    prefix.removeLast()
                }
                #expect(text.unicodeScalars.starts(with: prefix), "\(result) from \(text)")
            }
        }
    }
}

@Suite("Wrapping", .timeLimit(.minutes(3)))
struct WrappingTests {
    @Test func englishBreaksAtSpaces() {
        #expect(TextLayout.wrap("the quick brown fox jumps", width: 10) == ["the quick", "brown fox", "jumps"])
    }

    @Test func longWordsAreBroken() {
        #expect(TextLayout.wrap("abcdefghijkl", width: 5) == ["abcde", "fghij", "kl"])
    }

    @Test func cjkBreaksBetweenIdeographs() {
        #expect(TextLayout.wrap("无线蓝牙耳机降噪", width: 6) == ["无线蓝", "牙耳机", "降噪"])
        #expect(TextLayout.wrap("无线蓝牙耳机", width: 5) == ["无线", "蓝牙", "耳机"])
    }

    @Test func closingPunctuationDoesNotStartALine() {
        #expect(TextLayout.wrap("新款手机，包邮", width: 8) == ["新款手", "机，包邮"])
    }

    @Test func mixedScriptsBreakAroundIdeographs() {
        #expect(TextLayout.wrap("iPhone手机壳", width: 8) == ["iPhone手", "机壳"])
        #expect(TextLayout.wrap("iPhone 手机壳", width: 7) == ["iPhone", "手机壳"])
    }

    @Test func lastLineIsEllipsisedWhenTextDoesNotFit() {
        #expect(TextLayout.wrap("the quick brown fox jumps over", width: 10, maxLines: 2) == ["the quick", "brown fox…"])
        #expect(TextLayout.wrap("无线蓝牙耳机降噪运动", width: 6, maxLines: 2) == ["无线蓝", "牙耳 …"])
    }

    @Test func degenerateArguments() {
        #expect(TextLayout.wrap("text", width: 0) == [])
        #expect(TextLayout.wrap("text", width: 3, maxLines: 0) == [])
        #expect(TextLayout.wrap("   ", width: 3) == [])
        #expect(TextLayout.wrap("中", width: 1) == ["…"])
    }

    @Test func propertyLinesFitAndNothingIsLost() {
        var rng = SplitMix64(seed: 99)
        for index in 0 ..< 800 {
            let text = index % 2 == 0 ? randomMixedText(&rng) : randomTerminalText(&rng)
            let width = Int.random(in: 2 ... 24, using: &rng)
            let lines = TextLayout.wrap(text, width: width)
            for line in lines {
                #expect(DisplayWidth.of(line) <= width, "\(line) > \(width)")
            }
            let original = DisplayCluster.clusters(of: text).map(\.character).filter { $0 != " " }
            let wrapped = lines.flatMap { DisplayCluster.clusters(of: $0).map(\.character) }.filter { $0 != " " }
            #expect(wrapped == original, "\(lines) from \(text)")
        }
    }

    @Test func propertyMaxLinesIsRespected() {
        var rng = SplitMix64(seed: 5)
        for _ in 0 ..< 300 {
            let text = randomMixedText(&rng, maxLength: 80)
            let width = Int.random(in: 1 ... 16, using: &rng)
            let maxLines = Int.random(in: 1 ... 4, using: &rng)
            let lines = TextLayout.wrap(text, width: width, maxLines: maxLines)
            #expect(lines.count <= maxLines)
            #expect(lines.allSatisfy { DisplayWidth.of($0) <= width })
        }
    }
}
