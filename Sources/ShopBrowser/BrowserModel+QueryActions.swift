import ShopCatalog
import WaterfallTUI

extension BrowserModel {
    /// The keymap of `prompt`: the search's or the filter's.
    func promptKeymap(_ prompt: Prompt) -> Keymap<QueryAction> {
        prompt.purpose == .search ? keymaps.searching : keymaps.filtering
    }

    /// Hands a key (`key`, nil for a mouse gesture) to the open ``Prompt`` and carries out what
    /// it did: a submitted search finds its first match, a submitted filter narrows the waterfall (empty removes its
    /// text part); cancelling leaves both as they were.
    func perform(_ action: QueryAction, key: Key?) {
        guard case .prompting(var prompt) = mode else { return }
        switch prompt.update(action, key: key) {
        case .edited:
            mode = .prompting(prompt)
        case .cancelled:
            mode = .browsing
        case .submitted(let text):
            mode = .browsing
            switch prompt.purpose {
            case .search:
                search.query = text.isEmpty ? nil : text
                if search.query != nil { findMatch(forward: true, includingFocused: true) }
            case .filter:
                changeRules { $0.filter.text = text.isEmpty ? nil : text }
            }
        }
    }

    /// The flat indices of the shown items whose title or shop contains `query`, ascending. O(N).
    func searchMatches(for query: String) -> [Int] {
        let order = arrangement.viewOrder
        return order.indices.filter { Self.item(items[order[$0]], matches: query) }
    }

    /// Whether `item`'s title or shop contains `query`.
    static func item(_ item: CatalogItem, matches query: String) -> Bool {
        SearchMatcher.matches(query, in: item.title.raw) || SearchMatcher.matches(query, in: item.origin.raw)
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
