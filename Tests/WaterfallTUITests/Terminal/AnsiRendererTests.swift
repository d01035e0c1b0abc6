import Testing

@testable import WaterfallTUI

@Suite("ANSI renderer", .timeLimit(.minutes(3)))
struct AnsiRendererTests {
    @Test func plainCanvasHasNoEscapes() {
        var canvas = Canvas(width: 6, height: 1)
        canvas.put("中ab", x: 0, y: 0)
        #expect(canvas.ansiLines(colorMode: .ansi256) == ["中ab  "])
    }

    @Test func styledCellsGetSGRAndARowReset() {
        var canvas = Canvas(width: 4, height: 1)
        canvas.put("ab", x: 1, y: 0, style: Style(foreground: .red, attributes: [.bold]))
        #expect(canvas.ansiLines(colorMode: .ansi8) == [" \u{1B}[0;1;31mab\u{1B}[0m "])
        #expect(canvas.ansiLines(colorMode: .ansi256) == [" \u{1B}[0;1;38;5;1mab\u{1B}[0m "])
    }

    @Test func monochromeKeepsAttributesAndDropsColours() {
        var canvas = Canvas(width: 2, height: 1)
        canvas.put("a", x: 0, y: 0, style: Style(foreground: .rgb(255, 0, 0), attributes: [.reverse]))
        canvas.put("b", x: 1, y: 0, style: Style(foreground: .green, attributes: [.reverse]))
        #expect(canvas.ansiLines(colorMode: .monochrome) == ["\u{1B}[0;7mab\u{1B}[0m"])
    }

    @Test func rgbIsDowngradedPerMode() {
        let style = Style(foreground: .rgb(255, 0, 0), background: .rgb(0, 0, 255))
        #expect(AnsiRenderer.sgr(for: style, colorMode: .ansi256) == "\u{1B}[0;38;5;196;48;5;21m")
        #expect(AnsiRenderer.sgr(for: style, colorMode: .ansi8) == "\u{1B}[0;31;44m")
        #expect(AnsiRenderer.sgr(for: style, colorMode: .monochrome) == "\u{1B}[0m")
    }

    @Test func hostileTextCannotEmitEscapes() {
        var canvas = Canvas(width: 20, height: 1)
        canvas.put("\u{1B}]0;pwned\u{07}\u{9B}2J", x: 0, y: 0)
        let line = canvas.ansiLines(colorMode: .ansi256)[0]
        #expect(!line.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x9B })
    }

    @Test func runsRenderWithCursorMoves() {
        let old = Canvas(width: 10, height: 3)
        var new = old
        new.put("hi", x: 3, y: 1, style: Style(attributes: [.underline]))
        let output = AnsiRenderer.render(runs: new.diff(from: old), colorMode: .ansi8)
        #expect(output == "\u{1B}[2;4H\u{1B}[0;4mhi\u{1B}[0m")
        #expect(AnsiRenderer.render(runs: [], colorMode: .ansi8).isEmpty)
    }
}
