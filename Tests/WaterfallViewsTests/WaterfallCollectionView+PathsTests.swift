import SeededRandom
import Testing
import WaterfallLayout
import WaterfallViews

@Suite("Item paths and flat indices", .timeLimit(.minutes(3)))
struct WaterfallCollectionViewPathsTests {
    @Test(arguments: UInt64(1) ... 10)
    func pathsAndIndicesMatchABruteForceNumbering(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let counts = (0 ..< Int.random(in: 1 ... 6, using: &rng)).map { _ in
            Int.random(in: 0 ... 3, using: &rng) == 0 ? 0 : Int.random(in: 1 ... 30, using: &rng)
        }
        let source = TestDataSource(sectionCounts: counts, seed: seed)
        let view = source.makeView(
            WaterfallViewConfiguration(
                options: LayoutOptions(width: 40), viewportHeight: 10, sections: counts.map { _ in SectionConfiguration() }
            ))
        var index = 0
        for (section, count) in counts.enumerated() {
            #expect(view.numberOfItems(inSection: section) == count)
            #expect(view.layout.itemRange(ofSection: section).count == count)
            for item in 0 ..< count {
                let path = ItemPath(section: section, item: item)
                #expect(view.index(of: path) == index)
                #expect(view.itemPath(of: index) == path)
                index += 1
            }
            #expect(view.index(of: ItemPath(section: section, item: count)) == nil)
            #expect(view.index(of: ItemPath(section: section, item: -1)) == nil)
        }
        #expect(view.itemPath(of: index) == nil && view.itemPath(of: -1) == nil)
        #expect(view.index(of: ItemPath(section: counts.count, item: 0)) == nil)
        #expect(view.numberOfItems(inSection: counts.count) == 0)
        #expect(source.numberingMismatches.isEmpty, "the data source saw the same numbering while measuring")
    }

    @Test func pathsOrderBySectionThenItem() {
        #expect(ItemPath(section: 0, item: 9) < ItemPath(section: 1, item: 0))
        #expect(ItemPath(section: 1, item: 2) < ItemPath(section: 1, item: 3))
        #expect(!(ItemPath(section: 1, item: 3) < ItemPath(section: 1, item: 3)))
        #expect(ItemPath(section: 2, item: 4).description == "item 4 of section 2")
    }
}
