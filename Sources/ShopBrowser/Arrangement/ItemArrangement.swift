import ShopCatalog
import WaterfallViews

/// The loaded items as the browser shows them: filtered, grouped into sections and sorted within
/// each group, by ``ArrangementRules``. The one place that maps the view manager's flat item
/// indices (view order over all sections) to indices into the loaded items (catalog order) and
/// back. Section `s < groups.count` is group `s`.
///
/// Arrivals are folded in by ``append(from:)``, which says where they went (new sections, new
/// items) so that the view manager can insert them without a reload; the result is the same as
/// arranging every item from scratch. Groups are ranked by ``Grouping``; within a group items
/// are ordered by their ``SortOrder`` value (by price: currency by currency, in the order the
/// catalog first names them, then the amount), ties in catalog order.
package struct ItemArrangement: Sendable {
    /// How the items are arranged.
    package private(set) var rules: ArrangementRules
    /// The groups shown (never empty ones), by ascending rank.
    package private(set) var groups: [ArrangedGroup] = []
    /// The item indices in view order (those the filter admits, grouped and sorted): the view
    /// manager's flat index `f` shows item `viewOrder[f]`.
    package private(set) var viewOrder: [Int] = []
    /// The flat index of every loaded item, −1 for one the filter hides.
    private var flatIndexOfItem: [Int] = []
    /// The first flat index of every group, then the number of items in view order.
    private var groupStarts: [Int] = [0]
    /// The sort value of every loaded item.
    private var sortValues: [Int64] = []
    /// The rank of every loaded item's currency when sorting by price (0 otherwise): amounts in
    /// different currencies are never compared.
    private var sortCurrencies: [Int32] = []
    /// The rank of every currency seen, by first appearance in the catalog.
    private var currencyRanks: [String: Int] = [:]
    /// The rank of every shop seen, by first appearance in the catalog.
    private var shopRanks: [String: Int] = [:]
    /// The shop rank of every loaded item (whatever the grouping, so that re-arranging does not
    /// hash every shop name again).
    private var shopOrdinals: [Int32] = []
    /// The loaded items removed since they arrived (a picture deleted from its folder): never
    /// shown again, whatever the rules.
    private var removed: Set<Int> = []

    /// An arrangement of no items.
    package init(rules: ArrangementRules = ArrangementRules()) {
        self.rules = rules
    }

    /// `items` arranged by `rules` from scratch. O(N log N).
    package init(rules: ArrangementRules, items: [CatalogItem]) {
        self.rules = rules
        shopOrdinals.reserveCapacity(items.count)
        for index in items.indices {
            shopOrdinals.append(Int32(shopRank(items[index].origin.raw)))
        }
        arrange(items)
    }

    /// The same items arranged by `rules`: as ``init(rules:items:)`` with the items seen so far
    /// (`items` must start with them), reusing what does not depend on the rules. O(N log N).
    package func rearranged(by rules: ArrangementRules, items: [CatalogItem]) -> ItemArrangement {
        var arrangement = ItemArrangement(rules: rules)
        arrangement.shopRanks = shopRanks
        arrangement.shopOrdinals = shopOrdinals
        arrangement.currencyRanks = currencyRanks
        arrangement.removed = removed
        for index in shopOrdinals.count ..< items.count {
            arrangement.shopOrdinals.append(Int32(arrangement.shopRank(items[index].origin.raw)))
        }
        arrangement.arrange(items)
        return arrangement
    }

    /// Sorts, filters and groups every item of `items` (whose shop ordinals are known) by
    /// ``rules``, from scratch. O(N log N).
    private mutating func arrange(_ items: [CatalogItem]) {
        let grouping = rules.grouping
        let filter = rules.filter
        let sort = rules.sort
        let filtering = !filter.isEmpty
        sortValues = []
        sortValues.reserveCapacity(items.count)
        sortCurrencies = []
        sortCurrencies.reserveCapacity(items.count)
        // Groups in a table indexed by rank (ranks are small), members in catalog order first.
        var slots = Array(repeating: [Int](), count: grouping.maximumRank(shopCount: shopRanks.count) + 1)
        var admitted = 0
        for index in items.indices {
            sortValues.append(sort.sortValue(of: items[index], index: index))
            sortCurrencies.append(currencySortRank(of: items[index]))
            if filtering, !filter.admits(items[index]) { continue }
            if removed.contains(index) { continue }
            admitted += 1
            slots[grouping.rank(of: items[index], shopOrdinal: Int(shopOrdinals[index]))].append(index)
        }
        groups = []
        for (rank, members) in slots.enumerated() {
            guard let first = members.first else { continue }
            groups.append(ArrangedGroup(key: GroupKey(rank: rank, title: grouping.title(ofRank: rank, member: items[first])), members: members))
        }
        slots = []
        let values = sortValues
        let currencies = sortCurrencies
        for position in groups.indices {
            if sort.key == .catalog {
                if sort.descending { groups[position].members.reverse() }
            } else {
                groups[position].members.sort { (currencies[$0], values[$0], $0) < (currencies[$1], values[$1], $1) }
            }
        }
        flatIndexOfItem = Array(repeating: -1, count: items.count)
        viewOrder.reserveCapacity(admitted)
        renumber()
    }

    /// The number of loaded items the arrangement has seen.
    package var loadedCount: Int { flatIndexOfItem.count }

    /// The number of items shown.
    package var count: Int { viewOrder.count }

    /// The loaded item shown at flat index `flat` (must be in `0 ..< count`). O(1).
    package func item(atFlat flat: Int) -> Int { viewOrder[flat] }

    /// The flat index of loaded item `item`, nil when the filter hides it or it is unknown. O(1).
    package func flatIndex(ofItem item: Int) -> Int? {
        guard flatIndexOfItem.indices.contains(item) else { return nil }
        let flat = flatIndexOfItem[item]
        return flat < 0 ? nil : flat
    }

    /// The group (section) holding flat index `flat`, nil outside `0 ..< count`. O(log G).
    package func group(ofFlat flat: Int) -> Int? {
        guard flat >= 0, flat < viewOrder.count else { return nil }
        var low = 0
        var high = groups.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if groupStarts[mid] <= flat { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The flat index of the first item of group `group` (must exist). O(1).
    package func firstFlatIndex(ofGroup group: Int) -> Int { groupStarts[group] }

    /// Folds in `items[loadedCount...]` (the items loaded since the last call; `items` starts
    /// with the ones seen before) and returns where they went. O(m (log N + G) + N) for `m` new
    /// items among `N`, in `G` groups (the last term renumbers).
    package mutating func append(from items: [CatalogItem]) -> ArrangementInsertion {
        let start = loadedCount
        guard start < items.count else { return ArrangementInsertion() }
        let grouping = rules.grouping
        var newRanks: Set<Int> = []
        var arrived: [Int] = []
        for index in start ..< items.count {
            let item = items[index]
            sortValues.append(rules.sort.sortValue(of: item, index: index))
            sortCurrencies.append(currencySortRank(of: item))
            let ordinal = shopRank(item.origin.raw)
            shopOrdinals.append(Int32(ordinal))
            let rank = grouping.rank(of: item, shopOrdinal: ordinal)
            flatIndexOfItem.append(-1)
            guard rules.filter.admits(item) else { continue }
            arrived.append(index)
            var position = groupPosition(ofRank: rank)
            if position == groups.count || groups[position].key.rank != rank {
                groups.insert(ArrangedGroup(key: GroupKey(rank: rank, title: grouping.title(ofRank: rank, member: item)), members: []), at: position)
                newRanks.insert(rank)
                position = groupPosition(ofRank: rank)
            }
            groups[position].members.insert(index, at: memberPosition(of: index, in: groups[position].members))
        }
        var insertion = ArrangementInsertion()
        for (position, group) in groups.enumerated() where newRanks.contains(group.key.rank) {
            insertion.sections.append(position)
        }
        for index in arrived {
            let rank = grouping.rank(of: items[index], shopOrdinal: Int(shopOrdinals[index]))
            guard !newRanks.contains(rank) else { continue }
            let position = groupPosition(ofRank: rank)
            insertion.items.append(ItemPath(section: position, item: memberPosition(of: index, in: groups[position].members) - 1))
        }
        insertion.items.sort()
        renumber()
        return insertion
    }

    /// Removes the loaded items `indices` for good and says where they were: their paths before
    /// the removal, ascending, and the groups they leave empty (indices before the removal). The
    /// result is the same as arranging the remaining items from scratch. O(N).
    package mutating func remove(_ indices: Set<Int>) -> ArrangementRemoval {
        removed.formUnion(indices)
        var removal = ArrangementRemoval()
        for (position, group) in groups.enumerated() {
            let gone = group.members.indices.filter { indices.contains(group.members[$0]) }
            removal.items += gone.map { ItemPath(section: position, item: $0) }
            if !gone.isEmpty, gone.count == group.members.count { removal.emptiedSections.append(position) }
        }
        guard !removal.items.isEmpty else { return removal }
        for position in groups.indices {
            groups[position].members.removeAll { indices.contains($0) }
        }
        groups.removeAll { $0.members.isEmpty }
        renumber()
        return removal
    }

    /// How many loaded items were removed. O(1).
    package var removedCount: Int { removed.count }

    /// Whether loaded item `item` was removed. O(1).
    package func isRemoved(_ item: Int) -> Bool { removed.contains(item) }

    /// The first group whose rank is not below `rank`. O(log G).
    private func groupPosition(ofRank rank: Int) -> Int {
        var low = 0
        var high = groups.count
        while low < high {
            let mid = (low + high) / 2
            if groups[mid].key.rank < rank { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// Where `index` goes in `members` (ordered by currency rank, sort value, then index): after
    /// every member ordered before or equal to it. O(log M).
    private func memberPosition(of index: Int, in members: [Int]) -> Int {
        let key = (sortCurrencies[index], sortValues[index], index)
        var low = 0
        var high = members.count
        while low < high {
            let mid = (low + high) / 2
            let member = members[mid]
            if (sortCurrencies[member], sortValues[member], member) <= key { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The rank `item`'s currency sorts by: its order of first appearance when sorting by
    /// price, else 0. Items without a price (pictures) rank as one more currency, in the order
    /// they first appear. O(1) expected.
    private mutating func currencySortRank(of item: CatalogItem) -> Int32 {
        let currency = item.product?.price.currency ?? Self.noCurrency
        let rank = currencyRanks[currency] ?? currencyRanks.count
        currencyRanks[currency] = rank
        return rules.sort.key == .price ? Int32(rank) : 0
    }

    /// The currencies of the loaded items, in the order the catalog first names them (the order
    /// a price sort shows them in).
    package var currencies: [String] {
        currencyRanks.sorted { $0.value < $1.value }.map(\.key).filter { $0 != Self.noCurrency }
    }

    /// What ``currencySortRank(of:)`` counts an item without a price under (no currency code is
    /// empty).
    private static let noCurrency = ""

    /// The rank of `shop`, giving a new shop the next one. O(1) expected.
    private mutating func shopRank(_ shop: String) -> Int {
        if let rank = shopRanks[shop] { return rank }
        let rank = shopRanks.count
        shopRanks[shop] = rank
        return rank
    }

    /// Rebuilds ``viewOrder``, the flat index of every item and the group starts. O(N).
    private mutating func renumber() {
        viewOrder.removeAll(keepingCapacity: true)
        groupStarts.removeAll(keepingCapacity: true)
        for index in flatIndexOfItem.indices { flatIndexOfItem[index] = -1 }
        for group in groups {
            groupStarts.append(viewOrder.count)
            for member in group.members {
                flatIndexOfItem[member] = viewOrder.count
                viewOrder.append(member)
            }
        }
        groupStarts.append(viewOrder.count)
    }
}
