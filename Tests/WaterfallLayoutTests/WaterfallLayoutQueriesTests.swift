import SeededRandom
import Testing

@testable import WaterfallLayout

@Suite("Range and point queries against brute force", .timeLimit(.minutes(3)))
struct WaterfallLayoutQueriesTests {
    @Test(arguments: Array(UInt64(1) ... 120))
    func rangeQueriesEqualALinearFilter(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let scenario = LayoutCase.random(using: &rng, maxItems: 200)
        let layout = scenario.build()
        let frames = (0 ..< layout.itemCount).map(layout.frame(ofItem:))
        let height = max(1, layout.contentHeight)
        for _ in 0 ..< 30 {
            let top = Int.random(in: -5 ... height + 5, using: &rng)
            let rows = top ..< top + Int.random(in: 0 ... 60, using: &rng)
            let expected = frames.indices.filter { frames[$0].intersects(rows: rows) }
            #expect(layout.items(intersecting: rows) == expected, "rows \(rows) in \(scenario)")
        }
        // The whole content holds every placed item exactly once; the look-ahead's waiting items none.
        #expect(layout.items(intersecting: 0 ..< height) == (0 ..< layout.itemCount).filter(layout.isPlaced))
        var seen: [Int] = []
        layout.forEachItem(intersecting: 0 ..< height) { seen.append($0) }
        #expect(seen.count == Set(seen).count, "an item of several columns is reported once")
    }

    @Test(arguments: Array(UInt64(1) ... 60))
    func hitTestingEqualsABruteForceSearch(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let scenario = LayoutCase.random(using: &rng, maxItems: 120)
        let layout = scenario.build()
        let frames = (0 ..< layout.itemCount).map(layout.frame(ofItem:))
        for _ in 0 ..< 200 {
            let x = Int.random(in: -2 ... scenario.options.width + 2, using: &rng)
            let y = Int.random(in: -2 ... layout.contentHeight + 2, using: &rng)
            let expected = frames.indices.first { frames[$0].contains(x: x, y: y) }
            #expect(layout.item(atX: x, y: y) == expected, "(\(x), \(y))")
        }
    }
}
