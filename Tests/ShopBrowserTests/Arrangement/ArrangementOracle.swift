import SeededRandom
import ShopCatalog

@testable import ShopBrowser

/// Random items and rules for the arrangement's property tests, and the brute-force arrangement
/// they are checked against.
enum ArrangementOracle {
    static let shops = ["Acme Store", "宜家家居 IKEA", "Zeta", "月光 Moon", "Bolt"]
    static let words = ["linen", "Shirt", "陶瓷", "mug", "Jacket", "茶", "lamp", "LINEN"]

    /// `count` items with random shops and titles; half of them products with random prices (CNY
    /// and JPY), ratings and sales, half files (random sizes, change and taken dates), as pictures
    /// of a folder are.
    static func items(_ count: Int, rng: inout SplitMix64) -> [CatalogItem] {
        (0 ..< count).map { index in
            let currency = Int.random(in: 0 ..< 5, using: &rng) == 0 ? "JPY" : "CNY"
            let title = (0 ..< Int.random(in: 1 ... 3, using: &rng)).map { _ in words.randomElement(using: &rng) ?? "" }.joined(separator: " ")
            let shop = CatalogText(shops.randomElement(using: &rng) ?? "")
            let file =
                Bool.random(using: &rng)
                ? ItemFile(
                    path: "/p/\(index)", name: CatalogText(title), folder: CatalogText("/p"), group: shop, format: "JPEG",
                    byteCount: Int64.random(in: 1 ... 5_000, using: &rng), modified: Int64.random(in: 0 ... 1_000, using: &rng),
                    taken: Bool.random(using: &rng) ? Int64.random(in: 0 ... 1_000, using: &rng) : nil
                ) : nil
            let price = Price(minorUnits: Int64.random(in: 0 ... 800_000, using: &rng), currency: currency) ?? Price(minorUnits: 0, currency: "CNY")!
            let (width, height) = (Int.random(in: 100 ... 800, using: &rng), Int.random(in: 100 ... 800, using: &rng))
            let rating = Bool.random(using: &rng) ? Rating(tenths: Int.random(in: 0 ... 50, using: &rng)) : nil
            let sales = Bool.random(using: &rng) ? Int.random(in: 0 ... 50, using: &rng) : nil
            let kind = file.map(ItemKind.pictureFile) ?? .product(Product(shop: shop, price: price, rating: rating, sales: sales))
            return CatalogItem(id: "item-\(index)", title: CatalogText(title), kind: kind, imageWidth: width, imageHeight: height)
        }
    }

    /// Random rules: any grouping, key and direction; each filter part set half the time.
    static func rules(rng: inout SplitMix64) -> ArrangementRules {
        let grouping = Grouping.allCases.randomElement(using: &rng) ?? .none
        let key = SortOrder.Key.allCases.randomElement(using: &rng) ?? .catalog
        var filter = ItemFilter()
        if Bool.random(using: &rng) {
            let low = Int64.random(in: 0 ... 3_000, using: &rng)
            filter.priceRange = low ... low + Int64.random(in: 0 ... 5_000, using: &rng)
        }
        if Bool.random(using: &rng) { filter.minimumRatingTenths = Int.random(in: 0 ... 50, using: &rng) }
        if Bool.random(using: &rng) { filter.text = words.randomElement(using: &rng) }
        return ArrangementRules(grouping: grouping, sort: SortOrder(key: key, descending: Bool.random(using: &rng)), filter: filter)
    }

    /// The groups `items` should form under `rules`, by brute force: filter, group, order the
    /// groups, sort each group with a plain comparison.
    static func groups(_ items: [CatalogItem], _ rules: ArrangementRules) -> [ArrangedGroup] {
        var shopOrder: [String] = []
        for item in items where !shopOrder.contains(item.origin.raw) { shopOrder.append(item.origin.raw) }
        var byRank: [Int: [Int]] = [:]
        for index in items.indices where admits(items[index], rules.filter) {
            byRank[rank(items[index], rules.grouping, shopOrder), default: []].append(index)
        }
        return byRank.keys.sorted().map { rank in
            let members = (byRank[rank] ?? []).sorted { before($0, $1, items, rules.sort) }
            return ArrangedGroup(key: GroupKey(rank: rank, title: title(rank, items[members[0]], rules.grouping)), members: members)
        }
    }

    static func admits(_ item: CatalogItem, _ filter: ItemFilter) -> Bool {
        if let range = filter.priceRange {
            guard let price = item.product?.price else { return false }
            let unit = price.currency == "JPY" ? 1.0 : 100.0
            let amount = Double(price.minorUnits) / unit
            if amount < Double(range.lowerBound) || amount > Double(range.upperBound) { return false }
        }
        if let floor = filter.minimumRatingTenths, (item.product?.rating?.tenths ?? -1) < floor { return false }
        if let text = filter.text?.lowercased(), !text.isEmpty {
            return item.title.raw.lowercased().contains(text) || item.origin.raw.lowercased().contains(text)
        }
        return true
    }

    static func rank(_ item: CatalogItem, _ grouping: Grouping, _ shopOrder: [String]) -> Int {
        switch grouping {
        case .none: return 0
        case .shop, .folder: return shopOrder.firstIndex(of: item.origin.raw) ?? -1
        case .price:
            guard let price = item.product?.price else { return Grouping.priceBandLimits.count + 1 }
            let major = price.minorUnits / (price.currency == "JPY" ? 1 : 100)
            return Grouping.priceBandLimits.filter { $0 <= major }.count
        case .rating:
            guard let tenths = item.product?.rating?.tenths else { return 4 }
            if tenths >= 45 { return 0 }
            if tenths >= 40 { return 1 }
            if tenths >= 30 { return 2 }
            return 3
        }
    }

    static func title(_ rank: Int, _ item: CatalogItem, _ grouping: Grouping) -> String {
        switch grouping {
        case .none: ""
        case .shop, .folder: item.origin.raw
        case .price: rank > Grouping.priceBandLimits.count ? "no price" : Grouping.priceBandTitle(rank)
        case .rating: rank == 4 ? "no rating" : Grouping.ratingBandTitle(rank)
        }
    }

    /// Whether item `a` comes before item `b` in `sort` (by price: the currency the catalog names
    /// first comes first, whatever the direction, and items without a price are a group of their
    /// own in that order; amounts are compared within a currency).
    static func before(_ a: Int, _ b: Int, _ items: [CatalogItem], _ sort: SortOrder) -> Bool {
        if sort.key == .price, items[a].product?.price.currency != items[b].product?.price.currency {
            let first = items.firstIndex { $0.product?.price.currency == items[a].product?.price.currency } ?? 0
            let second = items.firstIndex { $0.product?.price.currency == items[b].product?.price.currency } ?? 0
            return first < second
        }
        if sort.key == .name {
            // Names by their first seven bytes, then catalog order.
            let (left, right) = (Array(items[a].title.raw.utf8.prefix(7)), Array(items[b].title.raw.utf8.prefix(7)))
            if left != right { return sort.descending ? right.lexicographicallyPrecedes(left) : left.lexicographicallyPrecedes(right) }
            return a < b
        }
        func value(_ index: Int) -> Int64 {
            switch sort.key {
            case .catalog, .name: Int64(index)
            case .price: items[index].product?.price.minorUnits ?? -1
            case .rating: Int64(items[index].product?.rating?.tenths ?? -1)
            case .sales: Int64(items[index].product?.sales ?? -1)
            case .date: items[index].file.map { $0.taken ?? $0.modified } ?? -1
            case .fileSize: items[index].file?.byteCount ?? -1
            case .shape: Int64(items[index].imageHeight) * 1_000_000 / Int64(items[index].imageWidth)
            }
        }
        let (left, right) = (value(a), value(b))
        if left != right { return sort.descending ? left > right : left < right }
        return a < b
    }
}
