import SafeText
import SeededRandom
import Testing

@testable import WaterfallTUI

@Suite("Canvas drawing", .timeLimit(.minutes(3)))
struct CanvasTests {
    @Test func newCanvasIsBlank() {
        let canvas = Canvas(width: 3, height: 2)
        #expect(canvas.lines() == ["   ", "   "])
        #expect(canvas[0, 0] == .blank)
        #expect(canvas[-1, 5] == .blank)
    }

    @Test func putReturnsColumnsAndStoresStyle() {
        var canvas = Canvas(width: 10, height: 1)
        let style = Style(foreground: .red, attributes: [.bold])
        #expect(canvas.put("abc", x: 2, y: 0, style: style) == 3)
        #expect(canvas.lines() == ["  abc     "])
        #expect(canvas[2, 0].style == style)
        #expect(canvas[5, 0].style == .plain)
    }

    @Test func putClipsAtTheCanvasEdgeAndAtMaxWidth() {
        var canvas = Canvas(width: 6, height: 2)
        #expect(canvas.put("abcdefgh", x: 3, y: 0) == 8)
        #expect(canvas.put("abcdefgh", x: -2, y: 1, maxWidth: 5) == 5)
        #expect(canvas.lines() == ["   abc", "cde   "])
        #expect(canvas.put("zzz", x: 0, y: 2) == 3, "off-canvas row still reports its advance")
    }

    @Test func wideCharactersOccupyTwoCells() {
        var canvas = Canvas(width: 6, height: 1)
        #expect(canvas.put("中文", x: 1, y: 0) == 4)
        #expect(canvas[1, 0].width == 2 && canvas[2, 0].isContinuation)
        #expect(canvas.lines() == [" 中文 "])
    }

    @Test func wideCharacterStraddlingTheEdgeBecomesASpace() {
        var canvas = Canvas(width: 5, height: 2, fill: Cell(character: "."))
        #expect(canvas.put("中文", x: 2, y: 0) == 4)
        #expect(canvas.lines()[0] == "..中 ")
        #expect(canvas.put("中文", x: 0, y: 1, maxWidth: 3) == 3)
        #expect(canvas.lines()[1] == "中 ..")
        var left = Canvas(width: 4, height: 1, fill: Cell(character: "."))
        left.put("中文", x: -1, y: 0)
        #expect(left.lines() == [" 文."])
    }

    @Test func overwritingHalfOfAWideCharacterClearsTheOtherHalf() {
        var canvas = Canvas(width: 6, height: 1)
        canvas.put("中文", x: 0, y: 0)
        canvas.put("x", x: 1, y: 0)
        #expect(canvas.lines() == [" x文  "])
        canvas.put("y", x: 2, y: 0)
        #expect(canvas.lines() == [" xy   "])
        canvas.put("中文", x: 0, y: 0)
        canvas.put("国", x: 1, y: 0)
        #expect(canvas.lines() == [" 国   "])
        #expect(canvas[0, 0] == .blank && canvas[3, 0] == .blank)
    }

    @Test func textIsSanitisedWhenPut() {
        var canvas = Canvas(width: 12, height: 1)
        canvas.put("\u{1B}]0;pwned\u{07}", x: 0, y: 0)
        #expect(canvas.lines() == ["␛]0;pwned␇  "])
        for cell in canvas.cells {
            #expect(TerminalSafeText.isSafe(String(cell.character)))
        }
    }

    @Test func loneZeroWidthCharactersAreSkipped() {
        var canvas = Canvas(width: 4, height: 1)
        #expect(canvas.put("\u{301}ab", x: 0, y: 0) == 2)
        #expect(canvas.lines() == ["ab  "])
        canvas.put("e\u{301}", x: 2, y: 0)
        #expect(canvas[2, 0].character == "e\u{301}")
    }

    @Test func fillCoversTheClippedRectangle() {
        var canvas = Canvas(width: 4, height: 3)
        canvas.fill(Rect(x: 2, y: 1, width: 5, height: 5), with: "#", style: Style(background: .blue))
        #expect(canvas.lines() == ["    ", "  ##", "  ##"])
        #expect(canvas[3, 2].style.background == .blue)
        canvas.fill(Rect(x: 0, y: 0, width: 3, height: 1), with: "中")
        #expect(canvas.lines()[0] == "中  ")
    }

    @Test(arguments: [
        (BorderStyle.light, ["┌──┐", "│  │", "└──┘"]),
        (BorderStyle.heavy, ["┏━━┓", "┃  ┃", "┗━━┛"]),
        (BorderStyle.rounded, ["╭──╮", "│  │", "╰──╯"]),
        (BorderStyle.double, ["╔══╗", "║  ║", "╚══╝"]),
    ])
    func boxesUseTheirBorderCharacters(border: BorderStyle, expected: [String]) {
        var canvas = Canvas(width: 4, height: 3)
        canvas.drawBox(Rect(x: 0, y: 0, width: 4, height: 3), border: border)
        #expect(canvas.lines() == expected)
    }

    @Test func boxesOffTheCanvasOrTinyDrawSafely() {
        var canvas = Canvas(width: 4, height: 3)
        canvas.drawBox(Rect(x: 10, y: 10, width: 5, height: 5))
        canvas.drawBox(Rect(x: -10, y: -10, width: 5, height: 5))
        canvas.drawBox(Rect(x: 0, y: 0, width: 0, height: 3))
        #expect(canvas == Canvas(width: 4, height: 3))
        canvas.drawBox(Rect(x: 1, y: 0, width: 1, height: 3))
        canvas.drawBox(Rect(x: -2, y: 1, width: 4, height: 10))
        #expect(canvas.lines() == [" ┐  ", "─┐  ", " │  "], "right edge of the clipped second box over the first")
    }

    @Test func snapshotOfACardScrolledHalfOffTheTop() {
        var canvas = Canvas(width: 16, height: 4)
        canvas.withRegion(Rect(x: 1, y: -2, width: 12, height: 5)) { card in
            card.drawBox(Rect(x: 0, y: 0, width: 12, height: 5), border: .rounded)
            card.put("hidden", x: 1, y: 1)
            card.put("手机壳 ¥99", x: 1, y: 2, maxWidth: 10)
            card.put("overflowing text", x: 1, y: 3, maxWidth: 10)
        }
        canvas.put("next", x: 0, y: 3)
        #expect(
            canvas.lines(trimmingTrailingSpaces: true) == [
                " │手机壳 ¥99│",
                " │overflowin│",
                " ╰──────────╯",
                "next",
            ])
    }

    @Test func regionClipsEverythingOutsideIt() {
        var canvas = Canvas(width: 10, height: 3, fill: Cell(character: "."))
        canvas.withRegion(Rect(x: 2, y: 1, width: 4, height: 1)) { region in
            region.fill(Rect(x: -5, y: -5, width: 50, height: 50), with: "#")
            region.put("abcdefgh", x: -1, y: 0)
            #expect(region.localClip == Rect(x: 0, y: 0, width: 4, height: 1))
        }
        #expect(canvas.lines() == ["..........", "..bcde....", ".........."])
        #expect(canvas.clip == canvas.bounds && canvas.origin == .zero)
    }

    @Test func nestedClipsIntersect() {
        var canvas = Canvas(width: 8, height: 1)
        canvas.withClip(Rect(x: 0, y: 0, width: 5, height: 1)) { outer in
            outer.withClip(Rect(x: 3, y: 0, width: 5, height: 1)) { inner in
                inner.put("abcdefgh", x: 0, y: 0)
            }
        }
        #expect(canvas.lines() == ["   de   "])
    }

    @Test func clearResetsEveryCell() {
        var canvas = Canvas(width: 3, height: 1)
        canvas.put("中x", x: 0, y: 0)
        canvas.clear()
        #expect(canvas == Canvas(width: 3, height: 1))
    }

    @Test func propertyRandomTextNeverBreaksWideCharacterInvariant() {
        var rng = SplitMix64(seed: 2024)
        var canvas = Canvas(width: 20, height: 5)
        for _ in 0 ..< 2000 {
            let text = randomMixedText(&rng, maxLength: 8)
            let x = Int.random(in: -5 ... 22, using: &rng)
            let y = Int.random(in: -1 ... 5, using: &rng)
            let limit = Bool.random(using: &rng) ? nil : Int.random(in: 0 ... 10, using: &rng)
            let used = canvas.put(text, x: x, y: y, maxWidth: limit)
            #expect(used == min(DisplayWidth.of(text), limit ?? Int.max))
        }
        for row in 0 ..< canvas.height {
            for column in 0 ..< canvas.width {
                let cell = canvas[column, row]
                if cell.width == 2 {
                    #expect(column + 1 < canvas.width && canvas[column + 1, row].isContinuation)
                }
                if cell.isContinuation {
                    #expect(column > 0 && canvas[column - 1, row].width == 2)
                }
            }
            #expect(DisplayWidth.of(canvas.lines()[row]) == canvas.width)
        }
    }
}

@Suite("Cells", .timeLimit(.minutes(3)))
struct CellTests {
    @Test func multiScalarGraphemesRoundTrip() {
        for text in ["e\u{301}", "👨‍👩‍👧", "🇨🇳", "❤️", "a", "中"] {
            let character = Character(text)
            #expect(Cell(character: character).character == character)
        }
        #expect(Cell(character: "e\u{301}") == Cell(character: "e\u{301}"))
        #expect(Cell(character: "e\u{301}") != Cell(character: "e"))
    }

    @Test func cellIsSmallAndTrivial() {
        #expect(MemoryLayout<Cell>.stride <= 16)
        #expect(_isPOD(Cell.self))
    }
}
