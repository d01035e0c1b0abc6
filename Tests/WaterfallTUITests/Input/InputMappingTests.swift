import Testing

@testable import WaterfallTUI

@Suite("Input mapping", .timeLimit(.minutes(3)))
struct InputMappingTests {
    @Test func controlCharactersMapToKeys() throws {
        #expect(Key.fromCharacter("\t") == .tab)
        #expect(Key.fromCharacter("\r") == .enter)
        #expect(Key.fromCharacter("\u{1B}") == .escape)
        #expect(Key.fromCharacter("\u{7F}") == .backspace)
        #expect(Key.fromCharacter("\u{04}") == .ctrl("d"))
        #expect(Key.fromCharacter("\u{15}") == .ctrl("u"))
        #expect(Key.fromCharacter("\u{0C}") == .ctrl("l"))
        #expect(Key.fromCharacter("\u{1A}") == .ctrl("z"))
        #expect(Key.fromCharacter("\u{00}") == nil)
        #expect(Key.fromCharacter("q") == .character("q"))
        #expect(Key.fromCharacter("中") == .character("中"))
    }

    @Test func doubleClickNeedsSameSpotAndShortInterval() {
        var detector = DoubleClickDetector(interval: 400)
        #expect(detector.press(x: 5, y: 5, milliseconds: 1000) == .leftClick)
        #expect(detector.press(x: 6, y: 5, milliseconds: 1300) == .leftDoubleClick)
        #expect(detector.press(x: 6, y: 5, milliseconds: 1350) == .leftClick, "a third press starts over")
        #expect(detector.press(x: 6, y: 5, milliseconds: 1800) == .leftClick, "too slow")
        #expect(detector.press(x: 6, y: 7, milliseconds: 1900) == .leftClick, "moved")
        #expect(detector.press(x: 6, y: 7, milliseconds: 2000) == .leftDoubleClick)
    }
}
