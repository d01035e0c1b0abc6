import SeededRandom
import Testing

@testable import WaterfallLayout

@Suite("Column geometry", .timeLimit(.minutes(3)))
struct SectionGeometryTests {
    @Test(arguments: Array(UInt64(1) ... 50))
    func columnsAreEqualCenteredAndInsideTheInsets(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let section = SectionConfiguration(
            columnCount: Int.random(in: 1 ... 16, using: &rng), columnSpacing: Int.random(in: 0 ... 3, using: &rng),
            insets: EdgeInsets(left: Int.random(in: 0 ... 5, using: &rng), right: Int.random(in: 0 ... 5, using: &rng))
        ).normalized
        let needed = section.insets.left + section.insets.right + section.columnCount * (section.columnSpacing + 1)
        let width = Int.random(in: needed ... needed + 300, using: &rng)
        let geometry = SectionGeometry(section: section, width: width)
        let available = width - section.insets.left - section.insets.right - (section.columnCount - 1) * section.columnSpacing
        #expect(geometry.columnWidth == available / section.columnCount)
        let leftMargin = geometry.contentX - section.insets.left
        let rightMargin = width - section.insets.right - (geometry.contentX + geometry.fullSpanWidth)
        #expect(leftMargin >= 0 && rightMargin >= leftMargin && rightMargin - leftMargin <= 1)
        #expect(leftMargin + rightMargin == available % section.columnCount)
        for column in 0 ..< section.columnCount {
            let x = geometry.x(ofColumn: column)
            #expect(geometry.column(atX: x) == column)
            #expect(geometry.column(atX: x + geometry.columnWidth - 1) == column)
            if section.columnSpacing > 0 { #expect(geometry.column(atX: x + geometry.columnWidth) == nil) }
        }
        #expect(geometry.column(atX: geometry.contentX - 1) == nil)
    }

    @Test func columnWidthIsAtLeastOne() {
        let geometry = SectionGeometry(section: SectionConfiguration(columnCount: 8, columnSpacing: 2).normalized, width: 5)
        #expect(geometry.columnWidth == 1)
    }
}
