import Testing

@testable import WaterfallTUI

@Suite("Colours", .timeLimit(.minutes(3)))
struct ColorTests {
    @Test func namedColoursKeepTheirIndex() {
        #expect(Color.red.paletteIndex(in: .ansi8) == 1)
        #expect(Color.white.paletteIndex(in: .ansi256) == 7)
        #expect(Color.default.paletteIndex(in: .ansi256) == nil)
        #expect(Color.red.paletteIndex(in: .monochrome) == nil)
    }

    @Test func rgbDowngradesToTheNearest256Entry() {
        #expect(Color.rgb(255, 0, 0).downgraded(to: .ansi256) == .indexed(196))
        #expect(Color.rgb(0, 0, 0).downgraded(to: .ansi256) == .indexed(16))
        #expect(Color.rgb(128, 128, 128).downgraded(to: .ansi256) == .indexed(244))
        #expect(Color.rgb(255, 135, 0).downgraded(to: .ansi256) == .indexed(208))
    }

    @Test func rgbAndIndexedDowngradeTo8Colours() {
        #expect(Color.rgb(250, 10, 10).downgraded(to: .ansi8) == .red)
        #expect(Color.rgb(255, 165, 0).downgraded(to: .ansi8) == .yellow)
        #expect(Color.rgb(20, 20, 20).downgraded(to: .ansi8) == .black)
        #expect(Color.rgb(230, 230, 230).downgraded(to: .ansi8) == .white)
        #expect(Color.indexed(9).downgraded(to: .ansi8) == .red)
        #expect(Color.indexed(21).downgraded(to: .ansi8) == .blue)
        #expect(Color.rgb(1, 2, 3).downgraded(to: .monochrome) == .default)
    }

    @Test func every256EntryHasAn8ColourEquivalent() {
        for index in 0 ... 255 {
            let downgraded = Color.indexed(UInt8(index)).paletteIndex(in: .ansi8)
            #expect(downgraded.map { (0 ..< 8).contains($0) } == true)
        }
    }

    @Test func colorModeFromEnvironment() {
        #expect(ColorMode.fromEnvironment(["NO_COLOR": "1", "TERM": "xterm-256color"]) == .monochrome)
        #expect(ColorMode.fromEnvironment(["NO_COLOR": "", "TERM": "xterm-256color"]) == .ansi256)
        #expect(ColorMode.fromEnvironment(["TERM": "xterm"]) == .ansi8)
        #expect(ColorMode.fromEnvironment(["TERM": "xterm", "COLORTERM": "truecolor"]) == .ansi256)
    }

    @Test func styleHelpers() {
        let style = Style(foreground: .cyan).adding([.bold, .underline]).background(.blue)
        #expect(style.isBold && style.isUnderline && !style.isReverse)
        #expect(style.background == .blue && style.foreground == .cyan)
        #expect(Style.plain.attributes.isEmpty)
    }
}
