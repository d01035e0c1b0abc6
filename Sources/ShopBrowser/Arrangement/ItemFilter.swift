import ShopCatalog

/// Which loaded items the browser shows: a price range, a minimum rating and a text that the
/// title or the shop must contain. An item passes when it meets every part that is set.
package struct ItemFilter: Sendable, Hashable {
    /// The price range in major units (yuan, dollars…), both ends included; nil for any price.
    package var priceRange: ClosedRange<Int64>?
    /// The lowest rating shown, in tenths (40 is ★4.0); nil for any. Unrated items fail it.
    package var minimumRatingTenths: Int?
    /// Text the title or the shop must contain (any case); nil or empty for any.
    package var text: String?

    /// Creates a filter; the default lets everything through.
    package init(priceRange: ClosedRange<Int64>? = nil, minimumRatingTenths: Int? = nil, text: String? = nil) {
        self.priceRange = priceRange
        self.minimumRatingTenths = minimumRatingTenths
        self.text = text
    }

    /// Whether the filter lets everything through.
    package var isEmpty: Bool { priceRange == nil && minimumRatingTenths == nil && (text ?? "").isEmpty }

    /// Whether `item` passes. O(|title| × |text|) with a text, else O(1).
    package func admits(_ item: CatalogItem) -> Bool {
        if let range = priceRange {
            guard let price = item.product?.price else { return false }
            let unit = Grouping.power(ofTen: price.decimals)
            let amount = price.minorUnits
            let (low, lowOverflow) = range.lowerBound.multipliedReportingOverflow(by: unit)
            let (high, highOverflow) = range.upperBound.multipliedReportingOverflow(by: unit)
            if !lowOverflow, amount < low { return false }
            if !highOverflow, amount > high { return false }
        }
        if let floor = minimumRatingTenths {
            guard let rating = item.product?.rating, rating.tenths >= floor else { return false }
        }
        if let text, !text.isEmpty {
            return SearchMatcher.matches(text, in: item.title.raw) || SearchMatcher.matches(text, in: item.origin.raw)
        }
        return true
    }

    /// The parts that are set, for the status line: `price 10–200`, `≥★4`, `“linen”`.
    package var labels: [String] {
        var parts: [String] = []
        if let range = priceRange {
            parts.append("price \(Grouping.grouped(range.lowerBound))–\(Grouping.grouped(range.upperBound))")
        }
        if let floor = minimumRatingTenths {
            parts.append(floor % 10 == 0 ? "≥★\(floor / 10)" : "≥★\(floor / 10).\(floor % 10)")
        }
        if let text, !text.isEmpty { parts.append("“\(text)”") }
        return parts
    }

    /// The minimum ratings the `*` key cycles through, in tenths (nil: none).
    package static let ratingCycle: [Int?] = [nil, 30, 40, 45]

    /// The minimum rating after `tenths` in ``ratingCycle``.
    package static func nextMinimumRating(after tenths: Int?) -> Int? {
        guard let position = ratingCycle.firstIndex(of: tenths) else { return ratingCycle[0] }
        return ratingCycle[(position + 1) % ratingCycle.count]
    }
}
