/// What the browser shows: a shop catalog, or folders of pictures (`waterfall photos`). The
/// model, cards and keys are the same; the kind chooses what the sort and grouping keys cycle
/// through, what the cards are called, and whether every page is loaded at once.
package enum CatalogKind: Sendable, Hashable, CaseIterable {
    /// Shop items, loaded a page at a time as the footer comes into view.
    case shop
    /// Pictures of folders, loaded as the scan goes, whatever is in view.
    case photos

    /// The orders `o` cycles through.
    package var sortCycle: [SortOrder] {
        switch self {
        case .shop: SortOrder.shopCycle
        case .photos: SortOrder.photoCycle
        }
    }

    /// The groupings `s` cycles through.
    package var groupingCycle: [Grouping] {
        switch self {
        case .shop: [.none, .shop, .price, .rating]
        case .photos: [.none, .folder]
        }
    }

    /// What one card is called: `item`, `picture`.
    package var noun: String {
        switch self {
        case .shop: "item"
        case .photos: "picture"
        }
    }

    /// `count` cards: `1 item`, `12 pictures`.
    package func counted(_ count: Int) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// Whether the next page is asked for as soon as the last one arrived (a folder scan shows
    /// every picture, sorted and grouped as a whole), rather than when the footer is in view.
    package var loadsEveryPage: Bool { self == .photos }
}
