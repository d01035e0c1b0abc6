import ShopCatalog

/// How the cards are ordered within their group: a key and a direction. Ties keep catalog order.
package struct SortOrder: Sendable, Hashable {
    /// What cards are ordered by.
    package enum Key: String, Sendable, Hashable, CaseIterable {
        /// The catalog's own order.
        case catalog
        /// The price: currency by currency (in the order the catalog first names them; no rates
        /// are known, so amounts are compared within a currency only), then the amount.
        case price
        /// The rating; unrated items after the rated ones when descending.
        case rating
        /// Units sold; items without a count after the others when descending.
        case sales
    }

    /// What cards are ordered by.
    package var key: Key
    /// Whether the largest value comes first.
    package var descending: Bool

    /// Creates an order.
    package init(key: Key, descending: Bool = false) {
        self.key = key
        self.descending = descending
    }

    /// Catalog order.
    package static let catalog = SortOrder(key: .catalog)

    /// The orders the `o` key cycles through, in turn: catalog, price ↑, price ↓, rating ↓, sales ↓.
    package static let cycle: [SortOrder] = [
        .catalog, SortOrder(key: .price), SortOrder(key: .price, descending: true),
        SortOrder(key: .rating, descending: true), SortOrder(key: .sales, descending: true),
    ]

    /// The order after this one in ``cycle`` (the first when this one is not in it).
    package var next: SortOrder {
        guard let position = Self.cycle.firstIndex(of: self) else { return Self.cycle[0] }
        return Self.cycle[(position + 1) % Self.cycle.count]
    }

    /// The same key the other way round (`O`).
    package var reversed: SortOrder { SortOrder(key: key, descending: !descending) }

    /// `price ↑`, `rating ↓`, `catalog order`, `catalog order ↓`.
    package var label: String {
        let arrow = descending ? "↓" : "↑"
        switch key {
        case .catalog: return descending ? "catalog order ↓" : "catalog order"
        case .price, .rating, .sales: return "\(key.rawValue) \(arrow)"
        }
    }

    /// The value `item` (number `index` in the catalog) is sorted by, ascending, after its
    /// currency's rank for the price key; ties are broken by the catalog index. Missing ratings
    /// and sales count as −1 (first ascending, last descending). O(1).
    func sortValue(of item: ShopItem, index: Int) -> Int64 {
        let value: Int64 = switch key {
        case .catalog: Int64(index)
        case .price: item.price.minorUnits
        case .rating: Int64(item.rating?.tenths ?? -1)
        case .sales: Int64(item.sales ?? -1)
        }
        return descending ? -value : value
    }
}
