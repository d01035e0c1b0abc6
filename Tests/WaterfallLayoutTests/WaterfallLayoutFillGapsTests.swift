import SeededRandom
import Testing

@testable import WaterfallLayout

@Suite("Filling the gaps above spans", .timeLimit(.minutes(3)))
struct WaterfallLayoutFillGapsTests {
    /// A scenario whose every section fills gaps with a look-ahead of 1–12.
    static func fillingScenario(seed: UInt64, maxItems: Int = 150) -> LayoutCase {
        var rng = SplitMix64(seed: seed)
        var scenario = LayoutCase.random(using: &rng, maxItems: maxItems)
        for index in scenario.sections.indices {
            scenario.sections[index].placement = .fillGaps(lookahead: Int.random(in: 1 ... 12, using: &rng))
        }
        return scenario
    }

    /// Photo-like cards: heights of pictures 3:1 to 1:2 at the column width, a tenth of them two
    /// columns wide, with two rows of text.
    static func photoCards(count: Int, widths: ItemWidths, using rng: inout SplitMix64) -> [ItemSize] {
        (0 ..< count).map { _ in
            let wide = Int.random(in: 0 ..< 10, using: &rng) == 0
            let span: ItemSpan = wide ? .columns(2) : .single
            let aspect = wide ? Double.random(in: 2 ... 4, using: &rng) : Double.random(in: 0.5 ... 1.8, using: &rng)
            return ItemSize(height: Int(Double(widths.width(of: span)) / aspect / 2) + 2, span: span)
        }
    }

    @Test(arguments: Array(UInt64(1) ... 100))
    func noItemMovesMoreThanTheLookaheadAndEveryItemIsPlacedOnce(seed: UInt64) {
        let scenario = Self.fillingScenario(seed: seed)
        let layout = scenario.build(settled: true)
        for section in 0 ..< layout.sectionCount {
            let range = layout.itemRange(ofSection: section)
            let order = layout.placementOrder(ofSection: section)
            #expect(order.sorted() == Array(range), "every item placed exactly once")
            let lookahead = layout.configuration(ofSection: section).placement.lookahead
            for (position, index) in order.enumerated() {
                #expect(index - range.lowerBound - position <= lookahead, "item \(index) placed \(index - range.lowerBound - position) places early")
            }
            for move in layout.placementMoves(inSection: section) {
                #expect(move.item > move.placedBefore && move.item - move.placedBefore <= lookahead)
                #expect(layout.columnSpan(ofItem: move.item) == 1 && layout.columnSpan(ofItem: move.placedBefore) > 1)
                let filler = layout.frame(ofItem: move.item)
                let span = layout.frame(ofItem: move.placedBefore)
                #expect(filler.maxY <= span.y && filler.x >= span.x && filler.maxX <= span.maxX, "a filler stands in a hole above its span")
            }
        }
    }

    @Test(arguments: Array(UInt64(1) ... 60))
    func theSameInputGivesTheSameLayout(seed: UInt64) {
        let scenario = Self.fillingScenario(seed: seed)
        let first = scenario.build()
        let second = scenario.build()
        #expect((0 ..< first.itemCount).map(first.frame(ofItem:)) == (0 ..< second.itemCount).map(second.frame(ofItem:)))
        #expect((0 ..< first.sectionCount).map(first.placementMoves(inSection:)) == (0 ..< second.sectionCount).map(second.placementMoves(inSection:)))
    }

    @Test(arguments: Array(UInt64(1) ... 60))
    func pagesOfThirtyGiveTheLayoutOfAllAtOnceOnceSettled(seed: UInt64) {
        let scenario = Self.fillingScenario(seed: seed, maxItems: 300)
        var paged = WaterfallLayout(options: scenario.options, sections: [scenario.sections[0]])
        for (index, section) in scenario.sections.enumerated() {
            if index > 0 { paged.appendSection(section) }
            var rest = scenario.sizes[index][...]
            while !rest.isEmpty {
                paged.append(rest.prefix(30))
                rest = rest.dropFirst(30)
                // What waits is at most the look-ahead and the span before it.
                #expect(paged.waitingItems.count <= section.placement.lookahead + 1)
            }
        }
        paged.placeWaitingItems()
        let whole = scenario.build(settled: true)
        #expect(paged.waitingItems.isEmpty)
        #expect((0 ..< whole.itemCount).map(whole.frame(ofItem:)) == (0 ..< paged.itemCount).map(paged.frame(ofItem:)))
        #expect(whole.contentHeight == paged.contentHeight)
    }

    @Test func aSpanNearTheEndWaitsForTheItemsAfterIt() {
        let section = SectionConfiguration(columnCount: 2, columnSpacing: 0, placement: .fillGaps(lookahead: 3))
        var layout = WaterfallLayout(width: 20, section: section)
        layout.append([ItemSize(height: 6), ItemSize(height: 2), ItemSize(height: 2, span: .columns(2)), ItemSize(height: 4)])
        // The span (item 2) needs three items after it before it is placed.
        #expect(layout.waitingItems == [2, 3])
        #expect(!layout.isPlaced(2) && layout.frame(ofItem: 2) == Rect(x: 0, y: 6, width: 20, height: 0))
        #expect(layout.columnRange(ofItem: 3) == nil && layout.itemAbove(3) == nil && layout.itemLeft(of: 3) == nil)
        #expect(layout.items(intersecting: 0 ..< 100) == [0, 1])
        #expect(layout.contentHeight == 6)
        layout.append([ItemSize(height: 9)])
        #expect(layout.waitingItems == [2, 3, 4])
        layout.append([ItemSize(height: 1)])
        // Item 3 (4 rows) fills the hole of 4 rows under item 1 exactly, then the span goes below.
        #expect(layout.waitingItems.isEmpty)
        #expect(layout.placementMoves(inSection: 0) == [PlacementMove(item: 3, placedBefore: 2)])
        #expect(layout.placementOrder(ofSection: 0) == [0, 1, 3, 2, 4, 5])
        #expect(layout.frame(ofItem: 3) == Rect(x: 10, y: 2, width: 10, height: 4))
        #expect(layout.frame(ofItem: 2) == Rect(x: 0, y: 6, width: 20, height: 2))
        #expect(layout.whiteSpace(inSection: 0).emptyRows == 0)
    }

    @Test func settlingPlacesWhatWaitsAndLaterAppendsWaitAgain() {
        let section = SectionConfiguration(columnCount: 2, columnSpacing: 0, placement: .fillGaps(lookahead: 8))
        var layout = WaterfallLayout(width: 20, section: section)
        layout.append([ItemSize(height: 5), ItemSize(height: 1), ItemSize(height: 2, span: .columns(2)), ItemSize(height: 3)])
        #expect(layout.waitingItems == [2, 3])
        layout.placeWaitingItems()
        #expect(layout.waitingItems.isEmpty)
        #expect(layout.placementOrder(ofSection: 0) == [0, 1, 3, 2], "item 3 goes into the hole of 4 rows above the two-column item")
        let placed = (0 ..< 4).map(layout.frame(ofItem:))
        layout.append([ItemSize(height: 1, span: .columns(2)), ItemSize(height: 1)])
        #expect(layout.waitingItems == [4, 5])
        #expect((0 ..< 4).map(layout.frame(ofItem:)) == placed, "settled frames never move")
        layout.appendSection(SectionConfiguration(columnCount: 3))
        #expect(layout.waitingItems.isEmpty, "a new section settles the one before")
        #expect(layout.isPlaced(4) && layout.isPlaced(5))
    }

    @Test func aFullSpanItemIsABarrier() {
        let section = SectionConfiguration(columnCount: 2, columnSpacing: 0, placement: .fillGaps(lookahead: 8))
        var layout = WaterfallLayout(width: 20, section: section)
        layout.append([ItemSize(height: 5), ItemSize(height: 1), ItemSize(height: 2, span: .full), ItemSize(height: 3)])
        #expect(layout.waitingItems.isEmpty, "nothing waits for a banner")
        #expect(layout.placementMoves(inSection: 0).isEmpty, "no gap is filled above a banner")
        #expect(layout.frame(ofItem: 2).y == 5)
        layout.append([ItemSize(height: 2, span: .columns(2)), ItemSize(height: 1), ItemSize(height: 9, span: .full), ItemSize(height: 4)])
        // Item 4 (two columns) waits for no more: the banner at 6 ends its window; item 7 after
        // the banner is never taken.
        #expect(layout.waitingItems.isEmpty)
        #expect(layout.placementMoves(inSection: 0).allSatisfy { $0.item < 6 })
    }

    /// Over seeded photo-like cards, filling the gaps never leaves more white space than the greedy
    /// rule on average, and more look-ahead leaves less.
    @Test func fillingTheGapsLeavesLessWhiteSpaceThanTheGreedyRule() {
        var totals: [Int: WhiteSpace] = [:]
        for seed in UInt64(1) ... 30 {
            for columns in [3, 4, 6] {
                for lookahead in [0, 2, 8] {
                    var rng = SplitMix64(seed: seed)
                    let placement: PlacementRule = lookahead == 0 ? .shortestColumn : .fillGaps(lookahead: lookahead)
                    var layout = WaterfallLayout(width: 120, section: SectionConfiguration(columnCount: columns, placement: placement))
                    layout.append(Self.photoCards(count: 300, widths: layout.widthsForAppending, using: &rng))
                    layout.placeWaitingItems()
                    totals[lookahead, default: WhiteSpace(emptyRows: 0, laidOutRows: 0)] =
                        totals[lookahead, default: WhiteSpace(emptyRows: 0, laidOutRows: 0)] + layout.whiteSpace(inSection: 0)
                }
            }
        }
        let greedy = totals[0]?.emptyRows ?? 0
        let two = totals[2]?.emptyRows ?? 0
        let eight = totals[8]?.emptyRows ?? 0
        #expect(greedy > 0)
        #expect(two < greedy && eight < two, "greedy \(greedy), look-ahead 2: \(two), 8: \(eight)")
    }

    @Test(arguments: Array(UInt64(1) ... 40))
    func insertsAndRemovalsRepackAsAFreshLayout(seed: UInt64) {
        let scenario = Self.fillingScenario(seed: seed, maxItems: 60)
        var layout = scenario.build()
        var rng = SplitMix64(seed: seed &+ 7)
        var sizes = scenario.sizes
        let section = Int.random(in: 0 ..< sizes.count, using: &rng)
        let position = Int.random(in: 0 ... sizes[section].count, using: &rng)
        let start = sizes[..<section].reduce(0) { $0 + $1.count } + position
        let new = [ItemSize(height: 7, span: .columns(2)), ItemSize(height: 3)]
        layout.insertItems(at: start, count: new.count, inSection: section) { index, _ in new[index - start] }
        sizes[section].insert(contentsOf: new, at: position)
        var expected = scenario
        expected.sizes = sizes
        let fresh = expected.build()
        #expect((0 ..< layout.itemCount).map(layout.frame(ofItem:)) == (0 ..< fresh.itemCount).map(fresh.frame(ofItem:)))
        #expect((0 ..< layout.sectionCount).map(layout.placementMoves(inSection:)) == (0 ..< fresh.sectionCount).map(fresh.placementMoves(inSection:)))
        layout.removeItems(in: start ..< start + 1)
        sizes[section].remove(at: position)
        expected.sizes = sizes
        let afterRemoval = expected.build()
        #expect((0 ..< layout.itemCount).map(layout.frame(ofItem:)) == (0 ..< afterRemoval.itemCount).map(afterRemoval.frame(ofItem:)))
    }
}

@Suite("The gap filler's choice against every subset", .timeLimit(.minutes(3)))
struct GapFillerTests {
    @Test(arguments: Array(UInt64(1) ... 40))
    func choosesAsTheReference(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        for _ in 0 ..< 50 {
            var filler = GapFiller()
            filler.tops = (0 ..< Int.random(in: 2 ... 9, using: &rng)).map { _ in Int.random(in: 0 ... 120, using: &rng) }
            let rows = (0 ..< Int.random(in: 0 ... 10, using: &rng)).map { _ in Int.random(in: 1 ... 70, using: &rng) }
            filler.candidates = rows.enumerated().map { GapFiller.Candidate(item: 100 + $0.offset, rows: $0.element) }
            let before = filler.tops
            let expected = ReferenceLayout.fillGaps(tops: before, rows: rows)
            filler.choose()
            #expect(filler.choices.map { [$0.candidate, $0.column] } == expected.map { [$0.0, $0.1] }, "tops \(before) rows \(rows)")
            var after = before
            for (candidate, column) in expected { after[column] += rows[candidate] }
            #expect(filler.tops == after)
            #expect(filler.whiteSpace <= ReferenceLayout.whiteSpace(before), "never more white space than before")
        }
    }
}

@Suite("Reading order: the item placed before and after", .timeLimit(.minutes(3)))
struct WaterfallLayoutPlacementOrderTests {
    @Test(arguments: Array(UInt64(1) ... 60))
    func stepsFollowThePlacementOrderAcrossSections(seed: UInt64) {
        let scenario = WaterfallLayoutFillGapsTests.fillingScenario(seed: seed)
        for settled in [false, true] {
            let layout = scenario.build(settled: settled)
            let order = (0 ..< layout.sectionCount).flatMap(layout.placementOrder(ofSection:))
            for (position, index) in order.enumerated() {
                #expect(layout.itemPlaced(after: index) == (position + 1 < order.count ? order[position + 1] : nil), "after \(index)")
                #expect(layout.itemPlaced(before: index) == (position > 0 ? order[position - 1] : nil), "before \(index)")
            }
            for index in layout.waitingItems {
                #expect(layout.itemPlaced(after: index) == nil && layout.itemPlaced(before: index) == nil)
            }
            #expect(layout.isSettled == settled)
            #expect(layout.lastPlacedItem == order.last && layout.firstPlacedItem == order.first)
        }
    }
}
