import ArgumentParser
import ShopBrowser

/// The options that group, sort and filter a shop catalog's cards, shared by the browser and
/// `dump`.
struct ArrangementArguments: ParsableArguments {
    @Option(
        name: .customLong("group-by"),
        help: ArgumentHelp("Group the cards into sections: none, shop, price (bands) or rating (bands).", valueName: "none|shop|price|rating"))
    var groupBy: Grouping = .none

    @Option(
        help: ArgumentHelp(
            "Order within groups: catalog, price (cheapest first), -price (dearest first), rating (best first) or sales (most first).",
            valueName: "catalog|price|-price|rating|sales"))
    var sort: SortArgument = .catalog

    @Option(name: .customLong("min-rating"), help: ArgumentHelp("Show only items rated at least this (0 to 5, one decimal).", valueName: "stars"))
    var minRating: RatingArgument?

    @Option(help: ArgumentHelp("Show only items priced in this range, in whole currency units (e.g. 10-200).", valueName: "low-high"))
    var price: PriceRangeArgument?

    @Option(help: ArgumentHelp("Show only items whose title or shop contains this text (any case).", valueName: "text"))
    var filter: String?

    func validate() throws {
        if let minRating, !minRating.isInRange {
            throw ValidationError("--min-rating must be a rating from 0 to 5 with at most one decimal (e.g. 4 or 4.5), got '\(minRating.text)'.")
        }
        if let price, price.range == nil {
            throw ValidationError("--price must be a range of whole amounts LOW-HIGH with LOW ≤ HIGH (e.g. 10-200), got '\(price.text)'.")
        }
    }

    /// The grouping, order and filter asked for (validated by ``validate()``).
    func rules() -> ArrangementRules {
        ArrangementRules(
            grouping: groupBy, sort: sort.sortOrder,
            filter: ItemFilter(priceRange: price?.range, minimumRatingTenths: minRating?.tenths, text: filter)
        )
    }
}

extension Grouping: ExpressibleByArgument {}

/// `--sort catalog|price|-price|rating|sales`.
enum SortArgument: String, ExpressibleByArgument, CaseIterable {
    case catalog
    case price
    case priceDescending = "-price"
    case rating
    case sales

    /// The order: prices cheapest first unless `-price`; ratings and sales largest first.
    var sortOrder: SortOrder {
        switch self {
        case .catalog: .catalog
        case .price: SortOrder(key: .price)
        case .priceDescending: SortOrder(key: .price, descending: true)
        case .rating: SortOrder(key: .rating, descending: true)
        case .sales: SortOrder(key: .sales, descending: true)
        }
    }
}
