import SeededRandom
import Testing

@testable import WaterfallLayout

@Suite("Items of several columns", .timeLimit(.minutes(3)))
struct WaterfallLayoutSpanTests {
    /// The next free row of every column of section 0, from the frames placed so far.
    static func columnTops(of layout: WaterfallLayout, itemsTop: Int) -> [Int] {
        let spacing = layout.configuration(ofSection: 0).rowSpacing
        var tops = Array(repeating: itemsTop, count: layout.configuration(ofSection: 0).columnCount)
        for index in 0 ..< layout.itemCount {
            guard let columns = layout.columnRange(ofItem: index) else { continue }
            for column in columns { tops[column] = max(tops[column], layout.frame(ofItem: index).maxY + spacing) }
        }
        return tops
    }

    /// Brute force from the frames alone: every span goes to a run of its columns whose top (the
    /// tallest of them) is the highest of all runs, the leftmost such run (the rightmost from the
    /// right), directly below that top.
    @Test(arguments: Array(UInt64(1) ... 80))
    func aSpanGoesToTheRunWhoseTopIsHighest(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var scenario = LayoutCase.random(using: &rng, fillGaps: false)
        let itemsTop = ReferenceLayout(scenario).itemsTops[0]
        scenario.options.direction = [RenderDirection.shortestFirst, .leftToRight, .rightToLeft][Int(seed % 3)]
        var layout = WaterfallLayout(options: scenario.options, sections: [scenario.sections[0]])
        let columnCount = layout.configuration(ofSection: 0).columnCount
        for size in scenario.sizes[0] {
            let tops = Self.columnTops(of: layout, itemsTop: itemsTop)
            layout.append([size])
            let index = layout.itemCount - 1
            let span = size.span.columnCount(inSectionOf: columnCount)
            #expect(layout.columnSpan(ofItem: index) == span)
            guard span > 1, let placed = layout.columnRange(ofItem: index) else { continue }
            let runs = (0 ... columnCount - span).map { first in (first, tops[first ..< first + span].max() ?? 0) }
            let highest = runs.map(\.1).min() ?? 0
            let tied = runs.filter { $0.1 == highest }.map(\.0)
            #expect(placed.lowerBound == (scenario.options.direction == .rightToLeft ? tied.last : tied.first), "\(tops) \(size)")
            #expect(layout.frame(ofItem: index).y == highest)
        }
    }

    @Test func spansAreClampedToTheirSectionAndTheClampIsVisible() {
        var layout = WaterfallLayout(options: LayoutOptions(width: 30), sections: [SectionConfiguration(columnCount: 2, columnSpacing: 0)])
        layout.append([ItemSize(height: 2, span: .columns(3)), ItemSize(height: 2, span: .columns(0)), ItemSize(height: 2, span: .columns(-4))])
        layout.appendSection(SectionConfiguration(columnCount: 4, columnSpacing: 0))
        layout.append([ItemSize(height: 2, span: .columns(3))])
        #expect((0 ..< 4).map(layout.columnSpan(ofItem:)) == [2, 1, 1, 3], "each section clamps to its own column count")
        #expect(layout.span(ofItem: 0) == .columns(3), "what was asked for stays")
        #expect(layout.span(ofItem: 2) == .columns(1), "a count below 1 is stored as 1")
        #expect(ItemSpan.columns(3).isClamped(inSectionOf: 2) && ItemSpan.columns(0).isClamped(inSectionOf: 2))
        #expect(!ItemSpan.columns(2).isClamped(inSectionOf: 2) && !ItemSpan.full.isClamped(inSectionOf: 1))
        #expect(layout.frame(ofItem: 0) == Rect(x: 0, y: 0, width: 30, height: 2))
        #expect(layout.column(ofItem: 0) == 0 && !layout.isFullSpan(0))
        #expect(layout.frame(ofItem: 3).width == 21)
    }

    @Test func aSpanCoversTheGapsBetweenItsColumns() {
        // Three columns 9 wide, 2 apart: x 0, 11, 22.
        var layout = WaterfallLayout(width: 31, section: SectionConfiguration(columnCount: 3, columnSpacing: 2))
        layout.append([ItemSize(height: 5), ItemSize(height: 1), ItemSize(height: 1), ItemSize(height: 3, span: .columns(2))])
        #expect(layout.frame(ofItem: 3) == Rect(x: 11, y: 1, width: 20, height: 3))
        #expect(layout.item(atX: 20, y: 2) == 3, "the gap between its columns is part of its frame")
        #expect(layout.item(atX: 9, y: 2) == nil, "the gap left of it is not")
        #expect(layout.items(intersecting: 2 ..< 3) == [0, 3])
        #expect(layout.whiteSpace(inSection: 0) == WhiteSpace(emptyRows: 0, laidOutRows: 5 + 4 + 4))
    }

    @Test func widthsForAMeasureCoverEachSpan() {
        let layout = WaterfallLayout(width: 31, section: SectionConfiguration(columnCount: 3, columnSpacing: 2))
        let widths = layout.widthsForAppending
        #expect(widths == ItemWidths(column: 9, fullSpan: 31, columnCount: 3, columnSpacing: 2))
        #expect([ItemSpan.single, .columns(2), .columns(3), .columns(9), .full].map(widths.width(of:)) == [9, 20, 31, 31, 31])
        let old = ItemWidths(column: 9, fullSpan: 31)
        #expect(old.width(of: .full) == 31 && old.width(of: .columns(2)) == 9, "widths made without the column count know one column")
    }

    @Test func isFullSpanStaysTheNameOfTheFullCase() {
        var size = ItemSize(height: 3, isFullSpan: true)
        #expect(size.span == .full && size.isFullSpan)
        size.isFullSpan = false
        #expect(size == ItemSize(height: 3) && size.span == .single)
        size.span = .columns(2)
        #expect(!size.isFullSpan)
    }

    @Test func roundRobinGoesOnAfterASpansRun() {
        for (direction, expected) in [(RenderDirection.leftToRight, [0, 1, 2, 3, 0]), (.rightToLeft, [3, 2, 1, 0, 3])] {
            var layout = WaterfallLayout(width: 40, section: SectionConfiguration(columnCount: 4, columnSpacing: 0), direction: direction)
            layout.append([ItemSize(height: 1), ItemSize(height: 1), ItemSize(height: 1, span: .columns(2))])
            layout.append([1, 1, 1, 1, 1].map { ItemSize(height: $0) })
            // The span takes the two empty columns; the round robin goes on after them.
            #expect(layout.columnRange(ofItem: 2) == (direction == .leftToRight ? 2 ..< 4 : 0 ..< 2))
            #expect((3 ..< 8).map { layout.column(ofItem: $0) } == expected)
        }
    }

    @Test(arguments: Array(UInt64(1) ... 40))
    func changingTheWidthOrColumnsRelaysOutSpansAsAFreshLayout(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let scenario = LayoutCase.random(using: &rng, maxItems: 60)
        var layout = scenario.build()
        var wider = scenario
        wider.options.width += Int.random(in: 1 ... 40, using: &rng)
        wider.sections[0].columnCount = Int.random(in: 1 ... 8, using: &rng)
        let sizes = scenario.allSizes
        layout.setOptions(wider.options) { index, _ in sizes[index] }
        layout.setConfiguration(wider.sections[0], ofSection: 0) { index, _ in sizes[index] }
        let fresh = wider.build()
        #expect((0 ..< layout.itemCount).map(layout.frame(ofItem:)) == (0 ..< fresh.itemCount).map(fresh.frame(ofItem:)))
        #expect(layout.waitingItems == fresh.waitingItems)
    }
}
