/// The browser's search: the query in force (after `/` and Enter) and, while one is typed, how
/// many loaded items it matches.
package struct SearchState: Equatable, Sendable {
    /// The search in force, nil when none.
    package internal(set) var query: String?
    /// While typing a search, how many loaded items match the query typed so far.
    package internal(set) var typedMatches = 0
    /// The search reading on in the catalog for a match beyond the loaded items; nil when none.
    package internal(set) var ahead: SearchAhead?

    /// No search.
    package init() {}
}
