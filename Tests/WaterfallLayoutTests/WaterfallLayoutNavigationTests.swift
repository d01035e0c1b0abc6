import SeededRandom
import Testing

@testable import WaterfallLayout

@Suite("Neighbour queries for keyboard focus", .timeLimit(.minutes(3)))
struct WaterfallLayoutNavigationTests {
    /// Brute force: of the items of `section` covering `column` (full-span items are not beside
    /// anything), the one sharing the most rows with `rows` (ties: the upper), else the nearest by
    /// edge (ties: the upper).
    static func beside(in layout: WaterfallLayout, section: Int, column: Int, rows: Range<Int>) -> Int? {
        let candidates = layout.itemRange(ofSection: section)
            .filter { !layout.isFullSpan($0) && layout.columnRange(ofItem: $0)?.contains(column) == true }
            .sorted { layout.frame(ofItem: $0).y < layout.frame(ofItem: $1).y }
        func overlap(_ index: Int) -> Int {
            let frame = layout.frame(ofItem: index)
            return max(0, min(frame.maxY, rows.upperBound) - max(frame.y, rows.lowerBound))
        }
        func distance(_ index: Int) -> Int {
            let frame = layout.frame(ofItem: index)
            return frame.y >= rows.upperBound ? frame.y - rows.upperBound : rows.lowerBound - frame.maxY
        }
        // Both `min`s keep the first of equal elements: the upper item.
        if let most = candidates.min(by: { overlap($0) > overlap($1) }), overlap(most) > 0 { return most }
        return candidates.min { distance($0) < distance($1) }
    }

    /// Brute force: the item above (or below) `index` among `section`'s items covering one of
    /// `columns` and its full-span items — the nearest edge, ties to the leftmost searched column,
    /// a full-span item last.
    static func vertical(in layout: WaterfallLayout, from index: Int, section: Int, columns: Range<Int>, above: Bool) -> Int? {
        let frame = layout.frame(ofItem: index)
        let candidates = layout.itemRange(ofSection: section).filter { candidate in
            guard candidate != index, let range = layout.columnRange(ofItem: candidate) else { return false }
            let other = layout.frame(ofItem: candidate)
            let inColumns = layout.isFullSpan(candidate) || range.overlaps(columns)
            let side = layout.section(ofItem: index) != section || (above ? other.maxY <= frame.y : other.y >= frame.maxY)
            return inColumns && side
        }
        func key(_ candidate: Int) -> (Int, Int) {
            let other = layout.frame(ofItem: candidate)
            let column = layout.isFullSpan(candidate) ? Int.max : max(columns.lowerBound, layout.columnRange(ofItem: candidate)?.lowerBound ?? 0)
            return (above ? -other.maxY : other.y, column)
        }
        return candidates.min { key($0) < key($1) }
    }

    @Test(arguments: Array(UInt64(1) ... 60))
    func leftAndRightFindTheItemBesideThatSharesTheMostRows(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let layout = LayoutCase.random(using: &rng, maxItems: 100).build()
        for index in 0 ..< layout.itemCount {
            let section = layout.section(ofItem: index)
            guard let columns = layout.columnRange(ofItem: index), !layout.isFullSpan(index) else {
                #expect(layout.itemLeft(of: index) == nil)
                #expect(layout.itemRight(of: index) == nil)
                continue
            }
            let frame = layout.frame(ofItem: index)
            let rows = frame.y ..< frame.maxY
            #expect(layout.itemLeft(of: index) == Self.beside(in: layout, section: section, column: columns.lowerBound - 1, rows: rows))
            #expect(layout.itemRight(of: index) == Self.beside(in: layout, section: section, column: columns.upperBound, rows: rows))
        }
    }

    @Test(arguments: Array(UInt64(1) ... 60))
    func upAndDownFindTheNearestItemOfTheSameColumns(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let layout = LayoutCase.random(using: &rng, maxItems: 100).build()
        for index in 0 ..< layout.itemCount {
            let section = layout.section(ofItem: index)
            guard let own = layout.columnRange(ofItem: index) else {
                #expect(layout.itemAbove(index) == nil && layout.itemBelow(index) == nil, "a waiting item has no neighbours")
                continue
            }
            let columns = layout.isFullSpan(index) ? 0 ..< layout.configuration(ofSection: section).columnCount : own
            func crossing(_ other: Int) -> Range<Int> {
                let count = layout.configuration(ofSection: other).columnCount
                if layout.isFullSpan(index) { return 0 ..< count }
                let first = min(columns.lowerBound, count - 1)
                return first ..< max(first + 1, min(columns.upperBound, count))
            }
            let above =
                Self.vertical(in: layout, from: index, section: section, columns: columns, above: true)
                ?? (0 ..< section).reversed().first { !layout.itemRange(ofSection: $0).isEmpty }.flatMap {
                    Self.vertical(in: layout, from: index, section: $0, columns: crossing($0), above: true)
                }
            let below =
                Self.vertical(in: layout, from: index, section: section, columns: columns, above: false)
                ?? (section + 1 ..< layout.sectionCount).first { !layout.itemRange(ofSection: $0).isEmpty }.flatMap {
                    Self.vertical(in: layout, from: index, section: $0, columns: crossing($0), above: false)
                }
            #expect(layout.itemAbove(index) == above, "above \(index)")
            #expect(layout.itemBelow(index) == below, "below \(index)")
        }
    }

    @Test func besideAWideItemTheItemSharingTheMostRowsIsChosen() {
        // Four columns, one item in each, then a two-column item on the run whose top is highest
        // (columns 1–2, whose tallest ends at row 3).
        var layout = WaterfallLayout(width: 40, section: SectionConfiguration(columnCount: 4, columnSpacing: 0))
        layout.append([9, 2, 3, 8].map { ItemSize(height: $0) })
        layout.append([ItemSize(height: 4, span: .columns(2))])
        #expect(layout.columnRange(ofItem: 4) == 1 ..< 3)
        #expect(layout.frame(ofItem: 4) == Rect(x: 10, y: 3, width: 20, height: 4))
        #expect(layout.itemLeft(of: 4) == 0)
        #expect(layout.itemRight(of: 4) == 3)
        #expect(layout.itemRight(of: 0) == 4, "the wide item shares rows 3–6 with item 0, item 1 only rows 0–1")
        #expect(layout.itemLeft(of: 3) == 4)
        #expect(layout.itemAbove(4) == 2, "the lowest of the items above its two columns")
        #expect(layout.itemBelow(1) == 4 && layout.itemBelow(2) == 4)
        #expect(layout.item(atX: 19, y: 4) == 4 && layout.item(atX: 20, y: 4) == 4)
    }

    @Test(arguments: Array(UInt64(1) ... 60))
    func upAndDownStayInTheColumnAndVisitEveryItemOfIt(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var scenario = LayoutCase.random(using: &rng, maxItems: 100, allowSpans: false)
        scenario.sections = [scenario.sections[0]]
        scenario.sizes = [scenario.sizes[0]]
        let layout = scenario.build()
        let columns = layout.configuration(ofSection: 0).columnCount
        for column in 0 ..< columns {
            let members = (0 ..< layout.itemCount).filter { layout.column(ofItem: $0) == column }
            guard let first = members.first else { continue }
            var walked = [first]
            while let next = layout.itemBelow(walked[walked.count - 1]) { walked.append(next) }
            #expect(walked == members)
            #expect(layout.itemAbove(first) == nil)
            for (position, index) in members.enumerated().dropFirst() {
                #expect(layout.itemAbove(index) == members[position - 1])
            }
        }
    }

    @Test func fullSpanItemsAreReachedFromAboveAndBelow() {
        var layout = WaterfallLayout(width: 30, section: SectionConfiguration(columnCount: 3, columnSpacing: 0))
        layout.append([5, 9, 2].map { ItemSize(height: $0) })
        layout.append([ItemSize(height: 3, isFullSpan: true)])
        layout.append([4, 4, 4].map { ItemSize(height: $0) })
        #expect(layout.itemBelow(0) == 3)
        #expect(layout.itemBelow(2) == 3)
        #expect(layout.itemAbove(3) == 1, "the lowest item above the banner")
        #expect(layout.itemBelow(3) == 4, "the leftmost of the highest items below")
        #expect(layout.itemAbove(5) == 3)
    }

    @Test func verticalMovesCrossSections() {
        var layout = WaterfallLayout(options: LayoutOptions(width: 30), sections: [SectionConfiguration(columnCount: 3)])
        layout.append([2, 3, 4].map { ItemSize(height: $0) })
        layout.appendSection(SectionConfiguration(columnCount: 2, headerHeight: 1))
        layout.append([1, 1, 1].map { ItemSize(height: $0) })
        #expect(layout.itemBelow(2) == 4, "column 2 maps to the last column of a narrower section")
        #expect(layout.itemBelow(0) == 3)
        #expect(layout.itemAbove(3) == 0)
        #expect(layout.itemAbove(4) == 1)
        #expect(layout.itemBelow(5) == nil)
    }
}
