import SeededRandom
import Testing

@testable import WaterfallLayout

@Suite("Updates re-pack exactly like a fresh layout", .timeLimit(.minutes(3)))
struct WaterfallLayoutUpdatesTests {
    static func frames(_ layout: WaterfallLayout) -> [Rect] { (0 ..< layout.itemCount).map(layout.frame(ofItem:)) }

    /// Builds a fresh layout of the same options and sections with the given per-section sizes.
    static func fresh(_ scenario: LayoutCase, sizes: [[ItemSize]]) -> WaterfallLayout {
        var copy = scenario
        copy.sizes = sizes
        return copy.build()
    }

    @Test(arguments: Array(UInt64(1) ... 80))
    func insertingAndRemovingMatchesAFreshLayout(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let scenario = LayoutCase.random(using: &rng, maxItems: 60)
        var layout = scenario.build()
        var sizes = scenario.sizes
        for _ in 0 ..< 6 {
            if Bool.random(using: &rng), layout.itemCount > 0 {
                let start = Int.random(in: 0 ..< layout.itemCount, using: &rng)
                let end = min(layout.itemCount, start + Int.random(in: 1 ... 5, using: &rng))
                layout.removeItems(in: start ..< end)
                var offset = 0
                for section in sizes.indices {
                    let range = offset ..< offset + sizes[section].count
                    let cut = range.clamped(to: start ..< end)
                    if !cut.isEmpty { sizes[section].removeSubrange((cut.lowerBound - offset) ..< (cut.upperBound - offset)) }
                    offset = range.upperBound
                }
            } else {
                let section = Int.random(in: 0 ..< sizes.count, using: &rng)
                let position = Int.random(in: 0 ... sizes[section].count, using: &rng)
                let start = sizes[..<section].reduce(0) { $0 + $1.count } + position
                let new = (0 ..< Int.random(in: 1 ... 4, using: &rng)).map { _ in
                    ItemSize(height: Int.random(in: 1 ... 20, using: &rng), isFullSpan: Int.random(in: 0 ..< 8, using: &rng) == 0)
                }
                layout.insertItems(at: start, count: new.count, inSection: section) { index, _ in new[index - start] }
                sizes[section].insert(contentsOf: new, at: position)
            }
            let expected = Self.fresh(scenario, sizes: sizes)
            #expect(Self.frames(layout) == Self.frames(expected))
            #expect(layout.contentHeight == expected.contentHeight)
            #expect((0 ..< layout.sectionCount).map(layout.itemRange(ofSection:)) == (0 ..< expected.sectionCount).map(expected.itemRange(ofSection:)))
            #expect(layout.items(intersecting: 0 ..< max(1, layout.contentHeight)) == (0 ..< layout.itemCount).filter(layout.isPlaced))
        }
    }

    @Test(arguments: Array(UInt64(1) ... 40))
    func changingHeightsMatchesAFreshLayout(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let scenario = LayoutCase.random(using: &rng, maxItems: 60)
        var layout = scenario.build()
        guard layout.itemCount > 0 else { return }
        var all = scenario.allSizes
        let changed = (0 ..< 3).map { _ in Int.random(in: 0 ..< layout.itemCount, using: &rng) }
        for index in changed { all[index].height = Int.random(in: 1 ... 30, using: &rng) }
        let snapshot = all
        layout.invalidateItems(changed) { index, _ in snapshot[index] }
        var sizes: [[ItemSize]] = []
        var offset = 0
        for section in scenario.sizes {
            sizes.append(Array(all[offset ..< offset + section.count]))
            offset += section.count
        }
        #expect(Self.frames(layout) == Self.frames(Self.fresh(scenario, sizes: sizes)))
    }

    @Test(arguments: Array(UInt64(1) ... 40))
    func newWidthColumnsAndDirectionMatchAFreshLayout(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var scenario = LayoutCase.random(using: &rng, maxItems: 60)
        var layout = scenario.build()
        // Heights depend on the column width, as an image scaled to it would.
        let measure: ItemMeasure = { index, widths in ItemSize(height: (index % 7 + 1) * widths.column / 10) }
        var measured = scenario
        measured.sizes = scenario.sizes.map { $0.map { _ in ItemSize(height: 0) } }
        layout.setOptions(LayoutOptions(width: scenario.options.width + 13, direction: .rightToLeft), measure: measure)
        scenario.options = LayoutOptions(width: scenario.options.width + 13, direction: .rightToLeft)
        scenario.sections[0].columnCount = scenario.sections[0].columnCount % 16 + 1
        layout.setConfiguration(scenario.sections[0], ofSection: 0, measure: measure)
        var expected = WaterfallLayout(options: scenario.options, sections: [scenario.sections[0]])
        for (index, section) in scenario.sections.enumerated() {
            if index > 0 { expected.appendSection(section) }
            expected.append(count: scenario.sizes[index].count, measure: measure)
        }
        #expect(Self.frames(layout) == Self.frames(expected))
        #expect(layout.contentHeight == expected.contentHeight)
    }

    @Test func unchangedOptionsDoNotMeasure() {
        var layout = WaterfallLayout(width: 40)
        layout.append([ItemSize(height: 3)])
        var calls = 0
        layout.setOptions(layout.options) { _, _ in
            calls += 1
            return ItemSize(height: 1)
        }
        layout.setConfiguration(layout.configuration(ofSection: 0), ofSection: 0) { _, _ in
            calls += 1
            return ItemSize(height: 1)
        }
        var spaced = layout.configuration(ofSection: 0)
        spaced.rowSpacing += 2
        layout.setConfiguration(spaced, ofSection: 0) { _, _ in
            calls += 1
            return ItemSize(height: 1)
        }
        #expect(calls == 0, "row spacing moves frames but not widths: re-pack without measuring")
        #expect(layout.frame(ofItem: 0).height == 3)
    }

    @Test func removingEverythingLeavesAValidEmptyLayout() {
        var layout = WaterfallLayout(width: 40, section: SectionConfiguration(footerHeight: 2))
        layout.append([3, 4, 5].map { ItemSize(height: $0) })
        layout.removeAllItems()
        #expect(layout.itemCount == 0)
        #expect(layout.footerFrame(inSection: 0) == Rect(x: 0, y: 0, width: 40, height: 2))
        #expect(layout.contentHeight == 2)
    }
}
