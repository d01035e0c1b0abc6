import ShopCatalog
import WaterfallTUI

extension BrowserModel {
    /// Carries out a key typed into the search `query`; the number of matches follows the
    /// typing.
    func performSearch(_ action: QueryAction, key: Key?, query: String) {
        switch action {
        case .cancel:
            mode = .browsing
        case .submit:
            mode = .browsing
            search.query = query.isEmpty ? nil : query
            if search.query != nil { findMatch(forward: true, includingFocused: true) }
        case .deleteCharacter:
            typeQuery(String(query.dropLast()))
        case .typeCharacter:
            if case .character(let character) = key { typeQuery(query + String(character)) }
        }
    }

    /// Shows `query` in the search prompt with the number of shown items it matches.
    private func typeQuery(_ query: String) {
        mode = .searching(query: query)
        search.typedMatches = query.isEmpty ? 0 : searchMatches(for: query).count
    }

    /// The flat indices of the shown items whose title or shop contains `query`, ascending. O(N).
    func searchMatches(for query: String) -> [Int] {
        let order = arrangement.viewOrder
        return order.indices.filter { Self.item(items[order[$0]], matches: query) }
    }

    /// Whether `item`'s title or shop contains `query`.
    static func item(_ item: ShopItem, matches query: String) -> Bool {
        SearchMatcher.matches(query, in: item.title.raw) || SearchMatcher.matches(query, in: item.shop.raw)
    }

    /// Carries out a key typed into the narrowing filter `query`: submitting applies it (empty
    /// removes the text part), cancelling leaves the filter as it was.
    func performFilter(_ action: QueryAction, key: Key?, query: String) {
        switch action {
        case .cancel:
            mode = .browsing
        case .submit:
            mode = .browsing
            changeRules { $0.filter.text = query.isEmpty ? nil : query }
        case .deleteCharacter:
            mode = .filtering(query: String(query.dropLast()))
        case .typeCharacter:
            if case .character(let character) = key { mode = .filtering(query: query + String(character)) }
        }
    }

    /// n / N: focus the next (previous) loaded item whose title or shop matches the search, and
    /// say which match of how many it is. Forward, when no loaded item after the focused one
    /// matches and the catalog has more pages, reads on instead of wrapping round
    /// (``startSearchAhead(_:)``).
    func findMatch(forward: Bool, includingFocused: Bool = false) {
        guard let query = search.query else {
            notice = "no search: press \(key(.startSearch)) to search"
            return
        }
        search.ahead = nil
        let found = searchMatches(for: query)
        let focused = selectedFlat
        let further = found.contains { flat in focused.map { includingFocused ? flat >= $0 : flat > $0 } ?? true }
        if forward, !further, pagerStatus.phase != .exhausted, !isReloading {
            startSearchAhead(query)
            return
        }
        guard !found.isEmpty else {
            notice = "/\(query): no match in all \(arrangement.count) shown \(options.kind.noun)s"
            return
        }
        let position: Int
        if let focused {
            if forward {
                position = found.firstIndex { includingFocused ? $0 >= focused : $0 > focused } ?? 0
            } else {
                position = found.lastIndex { $0 < focused } ?? found.count - 1
            }
        } else {
            position = forward ? 0 : found.count - 1
        }
        select(flat: found[position])
        notice = "/\(query): match \(position + 1) of \(found.count) · \(matchKeys) for the next"
    }
}
