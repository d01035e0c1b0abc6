import ShopCatalog

/// What the browser groups its cards by: each group is a section with a header band.
package enum Grouping: String, Sendable, Hashable, CaseIterable {
    /// One run of cards, no headers.
    case none
    /// One group per shop, in the order the shops first appear in the catalog.
    case shop
    /// Price bands (major units, any currency), cheapest first.
    case price
    /// Rating bands, best first; unrated items last.
    case rating
    /// One group per folder of pictures (the item's shop is its folder), in the order the scan
    /// first met them.
    case folder

    /// The grouping after this one in `cycle` (the first when this one is not in it).
    package func next(in cycle: [Grouping]) -> Grouping {
        guard let position = cycle.firstIndex(of: self) else { return cycle[0] }
        return cycle[(position + 1) % cycle.count]
    }

    /// The band limits in major units: band `k` holds prices in `[limits[k-1], limits[k])`.
    static let priceBandLimits: [Int64] = [10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000]

    /// The rating bands' lower limits in tenths, best first (below the last: the "below" band).
    static let ratingBandFloors = [45, 40, 30]

    /// The rank of `item`'s group: groups are shown by ascending rank, from 0 to at most
    /// ``maximumRank(shopCount:)``. `shopOrdinal` is the item's shop's place in the order the
    /// shops first appeared. O(1).
    func rank(of item: CatalogItem, shopOrdinal: Int) -> Int {
        switch self {
        case .none:
            return 0
        case .shop, .folder:
            return shopOrdinal
        case .price:
            guard let price = item.product?.price else { return Self.priceBandLimits.count + 1 }
            let major = price.minorUnits / Self.power(ofTen: price.decimals)
            return Self.priceBandLimits.firstIndex { major < $0 } ?? Self.priceBandLimits.count
        case .rating:
            guard let rating = item.product?.rating else { return Self.ratingBandFloors.count + 1 }
            return Self.ratingBandFloors.firstIndex { rating.tenths >= $0 } ?? Self.ratingBandFloors.count
        }
    }

    /// The largest rank a group can have when `shopCount` shops are known.
    func maximumRank(shopCount: Int) -> Int {
        switch self {
        case .none: 0
        case .shop, .folder: max(0, shopCount - 1)
        case .price: Self.priceBandLimits.count + 1
        case .rating: Self.ratingBandFloors.count + 1
        }
    }

    /// The header title of the group of rank `rank`, of which `member` is an item.
    func title(ofRank rank: Int, member: CatalogItem) -> String {
        switch self {
        case .none: ""
        case .shop, .folder: member.origin.raw
        case .price: rank > Self.priceBandLimits.count ? "no price" : Self.priceBandTitle(rank)
        case .rating: rank > Self.ratingBandFloors.count ? "no rating" : Self.ratingBandTitle(rank)
        }
    }

    /// `price 20–50`, `price under 10`, `price 5,000 and up`.
    static func priceBandTitle(_ band: Int) -> String {
        let limits = priceBandLimits
        if band == 0 { return "price under \(grouped(limits[0]))" }
        if band >= limits.count { return "price \(grouped(limits[limits.count - 1])) and up" }
        return "price \(grouped(limits[band - 1]))–\(grouped(limits[band]))"
    }

    /// `★4.5 and up`, `★4.0–4.4`, `★3.0–3.9`, `below ★3.0`.
    static func ratingBandTitle(_ band: Int) -> String {
        let floors = ratingBandFloors
        let text = { (tenths: Int) in "\(tenths / 10).\(tenths % 10)" }
        if band == 0 { return "★\(text(floors[0])) and up" }
        if band >= floors.count { return "below ★\(text(floors[floors.count - 1]))" }
        return "★\(text(floors[band]))–\(text(floors[band - 1] - 1))"
    }

    /// `1,000` for 1000.
    static func grouped(_ value: Int64) -> String {
        let digits = Array(String(value))
        var out = ""
        for (position, digit) in digits.enumerated() {
            if position > 0, (digits.count - position) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return out
    }

    /// 10 to the power `exponent` (0 … 18).
    static func power(ofTen exponent: Int) -> Int64 {
        var value: Int64 = 1
        for _ in 0 ..< max(0, min(18, exponent)) { value *= 10 }
        return value
    }
}

/// A group's identity: groups are shown by ascending ``rank``; ``title`` is its header's name.
package struct GroupKey: Hashable, Sendable {
    /// The group's place among the groups (lower first).
    package var rank: Int
    /// The name on the group's header band.
    package var title: String
}
