import SeededRandom
import ShopCatalog
import Testing
import WaterfallViews

@testable import ShopBrowser

@Suite("Item arrangement", .timeLimit(.minutes(1)))
struct ItemArrangementTests {
    @Test func fromScratchMatchesTheBruteForceArrangement() {
        var rng = SplitMix64(seed: 42)
        for _ in 0 ..< 300 {
            let items = ArrangementOracle.items(Int.random(in: 0 ... 60, using: &rng), rng: &rng)
            let rules = ArrangementOracle.rules(rng: &rng)
            let arrangement = ItemArrangement(rules: rules, items: items)
            let expected = ArrangementOracle.groups(items, rules)
            #expect(arrangement.groups == expected, "\(rules)")
            #expect(arrangement.viewOrder == expected.flatMap(\.members))
            #expect(arrangement.loadedCount == items.count)
        }
    }

    @Test func flatIndicesMapBothWaysAndNameTheirGroup() {
        var rng = SplitMix64(seed: 42)
        for _ in 0 ..< 100 {
            let items = ArrangementOracle.items(Int.random(in: 0 ... 50, using: &rng), rng: &rng)
            let arrangement = ItemArrangement(rules: ArrangementOracle.rules(rng: &rng), items: items)
            var flat = 0
            for (group, members) in arrangement.groups.map(\.members).enumerated() {
                #expect(arrangement.firstFlatIndex(ofGroup: group) == flat)
                for member in members {
                    #expect(arrangement.item(atFlat: flat) == member)
                    #expect(arrangement.flatIndex(ofItem: member) == flat)
                    #expect(arrangement.group(ofFlat: flat) == group)
                    flat += 1
                }
            }
            let shown = Set(arrangement.viewOrder)
            for index in items.indices where !shown.contains(index) {
                #expect(arrangement.flatIndex(ofItem: index) == nil)
            }
            #expect(arrangement.group(ofFlat: arrangement.count) == nil)
            #expect(arrangement.flatIndex(ofItem: items.count) == nil)
        }
    }

    @Test func arrivalsFoldedInEqualArrangingFromScratch() {
        var rng = SplitMix64(seed: 42)
        for _ in 0 ..< 200 {
            let all = ArrangementOracle.items(Int.random(in: 1 ... 80, using: &rng), rng: &rng)
            let rules = ArrangementOracle.rules(rng: &rng)
            var arrangement = ItemArrangement(rules: rules)
            var loaded: [CatalogItem] = []
            while loaded.count < all.count {
                let take = min(all.count - loaded.count, Int.random(in: 1 ... 15, using: &rng))
                loaded += all[loaded.count ..< loaded.count + take]
                _ = arrangement.append(from: loaded)
                let scratch = ItemArrangement(rules: rules, items: loaded)
                #expect(arrangement.groups == scratch.groups, "\(rules) after \(loaded.count)")
                #expect(arrangement.viewOrder == scratch.viewOrder)
            }
        }
    }

    @Test func reArrangingWithOtherRulesEqualsArrangingFromScratch() {
        var rng = SplitMix64(seed: 42)
        for _ in 0 ..< 200 {
            let items = ArrangementOracle.items(Int.random(in: 0 ... 60, using: &rng), rng: &rng)
            let seen = Int.random(in: 0 ... items.count, using: &rng)
            let before = ItemArrangement(rules: ArrangementOracle.rules(rng: &rng), items: Array(items[..<seen]))
            let rules = ArrangementOracle.rules(rng: &rng)
            let after = before.rearranged(by: rules, items: items)
            #expect(after.rules == rules)
            #expect(after.groups == ArrangementOracle.groups(items, rules), "\(rules)")
            #expect(after.viewOrder == after.groups.flatMap(\.members))
        }
    }

    /// Applying the insertion to the sections as they were (new sections in order, then the new
    /// items in order at their paths) gives the sections as they are: what the view manager does.
    @Test func theInsertionTurnsTheOldSectionsIntoTheNewOnes() throws {
        var rng = SplitMix64(seed: 42)
        for _ in 0 ..< 200 {
            let all = ArrangementOracle.items(Int.random(in: 1 ... 80, using: &rng), rng: &rng)
            let rules = ArrangementOracle.rules(rng: &rng)
            var arrangement = ItemArrangement(rules: rules)
            var loaded: [CatalogItem] = []
            while loaded.count < all.count {
                let take = min(all.count - loaded.count, Int.random(in: 1 ... 15, using: &rng))
                loaded += all[loaded.count ..< loaded.count + take]
                var sections = arrangement.groups.map(\.members)
                let insertion = arrangement.append(from: loaded)
                let now = arrangement.groups.map(\.members)
                #expect(insertion.sections == insertion.sections.sorted())
                #expect(insertion.items == insertion.items.sorted())
                for section in insertion.sections {
                    sections.insert(now[section], at: section)
                }
                for path in insertion.items {
                    try #require(sections.indices.contains(path.section) && path.item <= sections[path.section].count)
                    sections[path.section].insert(now[path.section][path.item], at: path.item)
                }
                #expect(sections == now)
            }
        }
    }

    @Test func bandTitlesNameTheirLimits() {
        #expect(Grouping.priceBandTitle(0) == "price under 10")
        #expect(Grouping.priceBandTitle(4) == "price 100–200")
        #expect(Grouping.priceBandTitle(9) == "price 5,000 and up")
        #expect(Grouping.ratingBandTitle(0) == "★4.5 and up")
        #expect(Grouping.ratingBandTitle(1) == "★4.0–4.4")
        #expect(Grouping.ratingBandTitle(3) == "below ★3.0")
    }

    @Test func cyclesVisitEveryChoiceAndComeBack() {
        var grouping = Grouping.none
        var seen: [Grouping] = []
        for kind in [ItemKind.Tag.product, .pictureFile] {
            let cycle = kind.groupingCycle
            seen = []
            for _ in cycle {
                seen.append(grouping)
                grouping = grouping.next(in: cycle)
            }
            #expect(grouping == .none && seen == cycle)
            var sort = kind.sortCycle[0]
            for _ in kind.sortCycle { sort = sort.next(in: kind.sortCycle) }
            #expect(sort == kind.sortCycle[0])
        }
        #expect(Set(ItemKind.Tag.product.groupingCycle + ItemKind.Tag.pictureFile.groupingCycle) == Set(Grouping.allCases))
        #expect(Set((ItemKind.Tag.product.sortCycle + ItemKind.Tag.pictureFile.sortCycle).map(\.key)) == Set(SortOrder.Key.allCases))
        #expect(SortOrder(key: .price).reversed == SortOrder(key: .price, descending: true))
        #expect(ItemFilter.nextMinimumRating(after: 45) == nil)
        #expect(ItemFilter.nextMinimumRating(after: nil) == 30)
    }
}
