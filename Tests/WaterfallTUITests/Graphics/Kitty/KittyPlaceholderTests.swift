import Testing

@testable import WaterfallTUI

@Suite("kitty Unicode placeholders", .timeLimit(.minutes(1)))
struct KittyPlaceholderTests {
    @Test func theDiacriticsTableIsTheProtocolsAndCombines() {
        #expect(KittyDiacritics.marks.count == 297)
        #expect(KittyDiacritics.mark(for: 0)?.value == 0x0305)
        #expect(KittyDiacritics.mark(for: 1)?.value == 0x030D)
        #expect(KittyDiacritics.mark(for: 296)?.value == 0x1D244)
        #expect(KittyDiacritics.mark(for: 297) == nil)
        #expect(KittyDiacritics.marks.allSatisfy { DisplayWidth.of($0) == 0 }, "marks take no cell")
        #expect(DisplayWidth.of(KittyPlaceholder.placeholder) == 1)
        #expect(Set(KittyDiacritics.marks).count == 297)
    }

    @Test func cellsOfA3By2ImageWithAHighByteAreExact() {
        let id: UInt32 = 0x0100_0007
        var canvas = Canvas(width: 6, height: 4)
        canvas.drawKittyPlaceholders(id: id, in: Rect(x: 1, y: 1, width: 3, height: 2))
        for row in 0 ..< 2 {
            for column in 0 ..< 3 {
                let cell = canvas[1 + column, 1 + row]
                let scalars = Array(cell.character.unicodeScalars).map(\.value)
                #expect(scalars == [0x10EEEE, KittyDiacritics.marks[row].value, KittyDiacritics.marks[column].value, KittyDiacritics.marks[1].value])
                #expect(cell.style.foreground == .indexed(7) && cell.width == 1)
            }
        }
        #expect(canvas[0, 1] == .blank && canvas[4, 1] == .blank, "nothing outside the rectangle")
        let low = KittyPlaceholder.cell(id: 9, row: 0, column: 0)
        #expect(low.map { Array($0.character.unicodeScalars).count } == 3, "no third mark without a high byte")
    }

    @Test func clippingKeepsEachCellsOwnRowAndColumn() {
        var canvas = Canvas(width: 10, height: 5)
        canvas.withRegion(Rect(x: 0, y: 1, width: 10, height: 3)) { view in
            view.drawKittyPlaceholders(id: 5, in: Rect(x: 2, y: -2, width: 4, height: 4))
        }
        // Rows 2 and 3 of the image are visible at canvas rows 1 and 2.
        let first = canvas[2, 1]
        #expect(Array(first.character.unicodeScalars).map(\.value) == [0x10EEEE, KittyDiacritics.marks[2].value, KittyDiacritics.marks[0].value])
        #expect(canvas[2, 0] == .blank && canvas[2, 3] == .blank)
    }
}
