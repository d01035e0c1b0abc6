import ShopCatalog

/// The browser's search: the query in force (after `/` and Enter) and, while one is typed, how
/// many loaded items it matches.
package struct SearchState: Equatable, Sendable {
    /// The search in force, nil when none.
    package internal(set) var query: String?
    /// While typing a search, how many loaded items match the query typed so far.
    package internal(set) var typedMatches = 0

    /// No search.
    package init() {}

    /// The indices of `items` whose title or shop contains `query` (any case), ascending. O(N).
    static func matches(for query: String, in items: [ShopItem]) -> [Int] {
        items.indices.filter { index in
            SearchMatcher.matches(query, in: items[index].title.raw) || SearchMatcher.matches(query, in: items[index].shop.raw)
        }
    }
}
