import SeededRandom
import Testing

@testable import WaterfallLayout

@Suite("Placement properties over seeded random layouts", .timeLimit(.minutes(3)))
struct WaterfallLayoutPlacementTests {
    static let seeds: [UInt64] = Array(1 ... 150)

    @Test(arguments: seeds)
    func matchesTheReferenceLayout(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let scenario = LayoutCase.random(using: &rng)
        for settled in [false, true] {
            let layout = scenario.build(settled: settled)
            let reference = ReferenceLayout(scenario, settled: settled)
            #expect((0 ..< layout.itemCount).map(layout.frame(ofItem:)) == reference.frames, "\(scenario)")
            #expect((0 ..< layout.sectionCount).map(layout.headerFrame(inSection:)) == reference.headers)
            #expect((0 ..< layout.sectionCount).map(layout.footerFrame(inSection:)) == reference.footers)
            #expect(layout.contentHeight == reference.contentHeight)
            #expect((0 ..< layout.sectionCount).map(layout.placementOrder(ofSection:)) == reference.orders)
            #expect((0 ..< layout.sectionCount).map(layout.placementMoves(inSection:)) == reference.moves)
        }
    }

    @Test(arguments: seeds)
    func incrementalAppendsEqualOneFullLayout(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let scenario = LayoutCase.random(using: &rng)
        for settled in [false, true] {
            let whole = scenario.build(settled: settled)
            var batchRng = SplitMix64(seed: seed &* 31)
            let batched = scenario.buildInBatches(using: &batchRng, settled: settled)
            #expect((0 ..< whole.itemCount).map(whole.frame(ofItem:)) == (0 ..< batched.itemCount).map(batched.frame(ofItem:)))
            #expect(whole.contentHeight == batched.contentHeight)
            #expect(whole.waitingItems == batched.waitingItems)
            #expect((0 ..< whole.sectionCount).map(whole.placementMoves(inSection:)) == (0 ..< batched.sectionCount).map(batched.placementMoves(inSection:)))
        }
    }

    @Test func appendingNeverMovesPlacedFrames() {
        var rng = SplitMix64(seed: 99)
        for _ in 0 ..< 40 {
            let scenario = LayoutCase.random(using: &rng, maxItems: 80)
            var layout = WaterfallLayout(options: scenario.options, sections: scenario.sections)
            var before: [Int: Rect] = [:]
            for size in scenario.allSizes {
                layout.append([size])
                for (index, frame) in before { #expect(layout.frame(ofItem: index) == frame) }
                for index in 0 ..< layout.itemCount where layout.isPlaced(index) { before[index] = layout.frame(ofItem: index) }
            }
        }
    }

    @Test(arguments: seeds)
    func itemsNeverOverlapAndRespectSpacingAndInsets(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let scenario = LayoutCase.random(using: &rng)
        let layout = scenario.build(settled: true)
        let reference = ReferenceLayout(scenario)
        for section in 0 ..< layout.sectionCount {
            let configuration = layout.configuration(ofSection: section)
            let items = Array(layout.itemRange(ofSection: section))
            let frames = items.map(layout.frame(ofItem:))
            for (position, frame) in frames.enumerated() {
                #expect(frame.y >= reference.itemsTops[section])
                #expect(frame.maxY <= layout.verticalExtent(ofSection: section).upperBound, "inside its section")
                #expect(frame.x >= configuration.insets.left)
                #expect(frame.height >= 1)
                for other in frames[(position + 1)...] {
                    #expect(!frame.intersects(other), "\(frame) overlaps \(other)")
                    // Items of one column are separated by at least the row spacing.
                    if frame.x < other.maxX && other.x < frame.maxX {
                        let gap = max(other.y - frame.maxY, frame.y - other.maxY)
                        #expect(gap >= configuration.rowSpacing)
                    }
                }
            }
            let geometry = layout.geometry(ofSection: section)
            if geometry.columnWidth * configuration.columnCount + configuration.columnSpacing * (configuration.columnCount - 1)
                <= scenario.options.width - configuration.insets.left - configuration.insets.right
            {
                for frame in frames { #expect(frame.maxX <= scenario.options.width - configuration.insets.right) }
            }
        }
    }

    @Test(arguments: seeds)
    func shortestFirstPicksAShortestColumn(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var scenario = LayoutCase.random(using: &rng, allowSpans: false)
        scenario.options.direction = .shortestFirst
        var layout = WaterfallLayout(options: scenario.options, sections: [scenario.sections[0]])
        let columns = layout.configuration(ofSection: 0).columnCount
        let spacing = layout.configuration(ofSection: 0).rowSpacing
        for size in scenario.sizes[0] {
            // The next free row of every column, measured from the frames placed so far.
            var next = Array(repeating: ReferenceLayout(scenario).itemsTops[0], count: columns)
            for index in 0 ..< layout.itemCount {
                let frame = layout.frame(ofItem: index)
                if let column = layout.column(ofItem: index) { next[column] = max(next[column], frame.maxY + spacing) }
            }
            layout.append([size])
            let chosen = layout.column(ofItem: layout.itemCount - 1) ?? -1
            let shortest = next.min() ?? 0
            #expect(next[chosen] == shortest)
            #expect(next.firstIndex(of: shortest) == chosen, "ties go to the leftmost column")
        }
    }

    @Test func fullSpanItemsStartBelowTheTallestColumn() {
        var layout = WaterfallLayout(width: 30, section: SectionConfiguration(columnCount: 3, columnSpacing: 0, rowSpacing: 1))
        layout.append([5, 9, 2].map { ItemSize(height: $0) })
        layout.append([ItemSize(height: 3, isFullSpan: true)])
        layout.append([ItemSize(height: 1)])
        #expect(layout.frame(ofItem: 3) == Rect(x: 0, y: 10, width: 30, height: 3))
        #expect(layout.frame(ofItem: 4) == Rect(x: 0, y: 14, width: 10, height: 1))
        #expect(layout.column(ofItem: 3) == nil)
        #expect(layout.isFullSpan(3))
    }

    @Test func roundRobinDirectionsRestartAfterAFullSpanItem() {
        for (direction, expected) in [(RenderDirection.leftToRight, [0, 1, 2, 0, 1]), (.rightToLeft, [2, 1, 0, 2, 1])] {
            var layout = WaterfallLayout(width: 30, section: SectionConfiguration(columnCount: 3), direction: direction)
            layout.append([9, 1, 1, 1].map { ItemSize(height: $0) })
            layout.append([ItemSize(height: 1, isFullSpan: true)])
            layout.append([1, 1, 1, 1, 1].map { ItemSize(height: $0) })
            #expect((5 ..< 10).map { layout.column(ofItem: $0) } == expected)
        }
    }
}
