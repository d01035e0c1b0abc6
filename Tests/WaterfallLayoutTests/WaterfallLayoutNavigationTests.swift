import SeededRandom
import Testing

@testable import WaterfallLayout

@Suite("Neighbour queries for keyboard focus", .timeLimit(.minutes(3)))
struct WaterfallLayoutNavigationTests {
    /// Brute force: the item of `column` (same section) covering `row`, else the nearest by edge.
    static func nearest(in layout: WaterfallLayout, section: Int, column: Int, row: Int) -> Int? {
        let candidates = layout.itemRange(ofSection: section).filter { layout.column(ofItem: $0) == column }
        func distance(_ index: Int) -> Int {
            let frame = layout.frame(ofItem: index)
            if frame.y > row { return frame.y - row }
            if frame.maxY - 1 < row { return row - (frame.maxY - 1) }
            return 0
        }
        // Ties: the upper item (candidates are top to bottom).
        return candidates.min { distance($0) < distance($1) }
    }

    @Test(arguments: Array(UInt64(1) ... 60))
    func leftAndRightFindTheNearestItemOfTheNeighbouringColumn(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let layout = LayoutCase.random(using: &rng, maxItems: 100).build()
        for index in 0 ..< layout.itemCount {
            let section = layout.section(ofItem: index)
            guard let column = layout.column(ofItem: index) else {
                #expect(layout.itemLeft(of: index) == nil)
                #expect(layout.itemRight(of: index) == nil)
                continue
            }
            let frame = layout.frame(ofItem: index)
            let middle = frame.y + (frame.height - 1) / 2
            #expect(layout.itemLeft(of: index) == Self.nearest(in: layout, section: section, column: column - 1, row: middle))
            #expect(layout.itemRight(of: index) == Self.nearest(in: layout, section: section, column: column + 1, row: middle))
        }
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
