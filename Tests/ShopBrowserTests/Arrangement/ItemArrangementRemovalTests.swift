import SeededRandom
import ShopCatalog
import Testing
import WaterfallViews

@testable import ShopBrowser

@Suite("ItemArrangement: removing items", .timeLimit(.minutes(2)))
struct ItemArrangementRemovalTests {
    /// The oracle's groups of `items` under `rules` without the items `removed` (groups ranked as
    /// with every item loaded; groups left empty dropped).
    static func expected(_ items: [CatalogItem], _ rules: ArrangementRules, removed: Set<Int>) -> [ArrangedGroup] {
        ArrangementOracle.groups(items, rules).compactMap { group in
            var kept = group
            kept.members.removeAll { removed.contains($0) }
            return kept.members.isEmpty ? nil : kept
        }
    }

    @Test("removals between arrivals and re-arrangements: the same as arranging the remaining items from scratch; the paths turn the old sections into the new")
    func removals() throws {
        var rng = SplitMix64(seed: 0x4E3)
        for _ in 0 ..< 200 {
            let all = ArrangementOracle.items(Int.random(in: 1 ... 70, using: &rng), rng: &rng)
            var rules = ArrangementOracle.rules(rng: &rng)
            var arrangement = ItemArrangement(rules: rules)
            var loaded: [CatalogItem] = []
            var removed: Set<Int> = []
            while loaded.count < all.count {
                let take = min(all.count - loaded.count, Int.random(in: 1 ... 20, using: &rng))
                loaded += all[loaded.count ..< loaded.count + take]
                _ = arrangement.append(from: loaded)
                let leaving = Set(loaded.indices.filter { _ in Int.random(in: 0 ..< 5, using: &rng) == 0 })
                var sections = arrangement.groups.map(\.members)
                let removal = arrangement.remove(leaving)
                #expect(removal.items == removal.items.sorted())
                for path in removal.items.reversed() {
                    try #require(sections.indices.contains(path.section) && sections[path.section].indices.contains(path.item))
                    #expect(leaving.contains(sections[path.section][path.item]))
                    sections[path.section].remove(at: path.item)
                }
                for section in removal.emptiedSections.reversed() {
                    #expect(sections[section].isEmpty)
                    sections.remove(at: section)
                }
                #expect(sections == arrangement.groups.map(\.members))
                removed.formUnion(leaving)
                #expect(arrangement.groups == Self.expected(loaded, rules, removed: removed), "\(rules)")
                #expect(arrangement.removedCount == removed.count)
                #expect(removed.allSatisfy { arrangement.flatIndex(ofItem: $0) == nil && arrangement.isRemoved($0) })
                if Bool.random(using: &rng) {
                    rules = ArrangementOracle.rules(rng: &rng)
                    arrangement = arrangement.rearranged(by: rules, items: loaded)
                    #expect(arrangement.groups == Self.expected(loaded, rules, removed: removed), "re-arranged by \(rules)")
                }
            }
        }
    }
}
