import Testing
import WaterfallTUI

@testable import ShopBrowser

@Suite("Search matching", .timeLimit(.minutes(3)))
struct SearchMatcherTests {
    @Test func findsCaseInsensitiveNonOverlappingRanges() {
        let text = "Mug, MUG and mug 马克杯"
        let ranges = SearchMatcher.ranges(of: "mug", in: text)
        #expect(ranges.map { String(text[$0]) } == ["Mug", "MUG", "mug"])
        #expect(SearchMatcher.ranges(of: "马克", in: text).map { String(text[$0]) } == ["马克"])
        #expect(SearchMatcher.ranges(of: "aa", in: "aaaa").count == 2)
        #expect(SearchMatcher.ranges(of: "", in: text).isEmpty)
    }

    @Test func survivesCharactersWhoseLowercaseIsLonger() {
        // "İ" lowercases to two scalars; matching must not crash and still finds plain text.
        #expect(SearchMatcher.ranges(of: "x", in: "İx").count == 1)
        #expect(SearchMatcher.matches("İ", in: "İstanbul"))
    }
}
