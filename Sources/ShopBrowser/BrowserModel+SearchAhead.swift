import ShopCatalog

extension BrowserModel {
    /// Starts reading on in the catalog for `query` (the next page is asked for as soon as the
    /// pager is idle, wherever the waterfall is scrolled), at most ``BrowserOptions/searchPages``
    /// pages.
    func startSearchAhead(_ query: String) {
        search.ahead = SearchAhead(query: query, items: items.count, pages: pagerStatus.pagesLoaded, pageLimit: options.searchPages)
        notice = nil
    }

    /// After a pager report, goes on with the search reading ahead: focuses the first new item
    /// that matches (in the order shown) and stops; stops when the catalog ended, the page limit
    /// is reached or a page failed for good, saying how far it looked.
    func continueSearchAhead() {
        guard let ahead = search.ahead else { return }
        let read = ahead.pagesRead(pagerStatus.pagesLoaded)
        let pages = read == 1 ? "1 more page" : "\(read) more pages"
        let newItems = items.indices.dropFirst(ahead.firstNewItem)
        let match = newItems.lazy.filter { Self.item(self.items[$0], matches: ahead.query) }.compactMap { self.arrangement.flatIndex(ofItem: $0) }.min()
        if let match {
            search.ahead = nil
            select(flat: match)
            let found = searchMatches(for: ahead.query)
            let position = (found.firstIndex(of: match) ?? 0) + 1
            notice = StatusNotice("/\(ahead.query): match \(position) of \(found.count), found after reading \(pages) · \(matchKeys) for the next")
            return
        }
        switch pagerStatus.phase {
        case .exhausted:
            stopSearchAhead(saying: "/\(ahead.query): no further match in the whole catalog (\(options.kind.counted(itemCount)); read \(pages))")
        case .failed(let page, _) where pagerStatus.retry == nil:
            stopSearchAhead(saying: "/\(ahead.query): stopped looking, page \(page) failed (after \(pages)) · \(key(BrowsingAction.retryFailed)) retries it")
        case .idle where ahead.isAtLimit(pagerStatus.pagesLoaded):
            stopSearchAhead(saying: "/\(ahead.query): no match in \(options.kind.counted(itemCount)) (read \(pages)) · \(key(.nextMatch)) reads on")
        default:
            break
        }
    }

    /// Stops the search reading ahead, telling `text` (a warning: nothing was found).
    func stopSearchAhead(saying text: String) {
        search.ahead = nil
        notice = StatusNotice(text, isWarning: true)
    }

    /// What the status line says while a search reads ahead.
    var searchAheadText: String? {
        guard let ahead = search.ahead else { return nil }
        let read = ahead.pagesRead(pagerStatus.pagesLoaded)
        let limit = ahead.pageLimit.map { " of up to \($0)" } ?? ""
        return "/\(ahead.query): looking further… \(read)\(limit) more page\(read == 1 ? "" : "s") read · \(key(.clearSearchOrFilter)) stops"
    }
}
