/// The browser's search: the query in force (after `/` and Enter) and the search reading on
/// for it (what is being typed is the ``Prompt``'s).
package struct SearchState: Equatable, Sendable {
    /// The search in force, nil when none.
    package internal(set) var query: String?
    /// The search reading on in the catalog for a match beyond the loaded items; nil when none.
    package internal(set) var ahead: SearchAhead?

    /// No search.
    package init() {}
}
