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
        /// The title (a picture's file name), bytewise by its first seven bytes, then in the
        /// order the items arrived (a folder scan's order is bytewise by name).
        case name
        /// When a picture was taken (EXIF), else when its file last changed; items that are no
        /// files first ascending.
        case date
        /// The size of a picture's file in bytes; items that are no files first ascending.
        case fileSize = "file size"
        /// The shape: height over width, the widest first ascending.
        case shape
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

    /// The orders the `o` key cycles through in a shop catalog, in turn: catalog, price ↑,
    /// price ↓, rating ↓, sales ↓.
    package static let shopCycle: [SortOrder] = [
        .catalog, SortOrder(key: .price), SortOrder(key: .price, descending: true),
        SortOrder(key: .rating, descending: true), SortOrder(key: .sales, descending: true),
    ]

    /// The orders the `o` key cycles through for pictures, in turn: name ↑, date ↓ (newest
    /// first), file size ↓ (largest first), shape ↑ (widest first).
    package static let photoCycle: [SortOrder] = [
        SortOrder(key: .name), SortOrder(key: .date, descending: true), SortOrder(key: .fileSize, descending: true), SortOrder(key: .shape),
    ]

    /// The order after this one in `cycle` (the first when this one is not in it).
    package func next(in cycle: [SortOrder]) -> SortOrder {
        guard let position = cycle.firstIndex(of: self) else { return cycle[0] }
        return cycle[(position + 1) % cycle.count]
    }

    /// The same key the other way round (`O`).
    package var reversed: SortOrder { SortOrder(key: key, descending: !descending) }

    /// `price ↑`, `rating ↓`, `catalog order`, `catalog order ↓`.
    package var label: String {
        let arrow = descending ? "↓" : "↑"
        switch key {
        case .catalog: return descending ? "catalog order ↓" : "catalog order"
        case .price, .rating, .sales, .name, .date, .fileSize, .shape: return "\(key.rawValue) \(arrow)"
        }
    }

    /// The value `item` (number `index` in the catalog) is sorted by, ascending, after its
    /// currency's rank for the price key; ties are broken by the catalog index. Missing prices,
    /// ratings, sales, dates and file sizes count as −1 (first ascending, last descending). O(1).
    func sortValue(of item: CatalogItem, index: Int) -> Int64 {
        let value: Int64 =
            switch key {
            case .catalog: Int64(index)
            case .price: item.product?.price.minorUnits ?? -1
            case .rating: Int64(item.product?.rating?.tenths ?? -1)
            case .sales: Int64(item.product?.sales ?? -1)
            case .name: Self.nameValue(item.title.raw)
            case .date: item.file?.date ?? -1
            case .fileSize: item.file?.byteCount ?? -1
            case .shape: Int64(item.imageHeight) * 1_000_000 / Int64(max(1, item.imageWidth))
            }
        return descending ? -value : value
    }

    /// The first seven bytes of `name`'s UTF-8 as a big-endian number (shorter names padded with
    /// zeros), so that numbers compare as the names' starts do bytewise; never negative. O(1).
    static func nameValue(_ name: String) -> Int64 {
        var value: Int64 = 0
        var taken = 0
        for byte in name.utf8.prefix(7) {
            value = value << 8 | Int64(byte)
            taken += 1
        }
        return value << (8 * Int64(7 - taken))
    }
}
