/// A search reading on in the catalog because the loaded items hold no (further) match: the
/// pages after the loaded ones are asked for one after another until a new item matches, the
/// catalog ends, or ``pageLimit`` pages were read.
package struct SearchAhead: Equatable, Sendable {
    /// The query looked for.
    package let query: String
    /// The items loaded when it started: only the items after them are new.
    package let firstNewItem: Int
    /// The pages loaded when it started.
    package let firstPage: Int
    /// The most pages it reads; nil for all of them.
    package let pageLimit: Int?

    /// A search for `query` reading on from `items` loaded items and `pages` loaded pages, at
    /// most `pageLimit` pages (nil: to the end).
    package init(query: String, items: Int, pages: Int, pageLimit: Int?) {
        self.query = query
        self.firstNewItem = items
        self.firstPage = pages
        self.pageLimit = pageLimit
    }

    /// The pages read since it started, when `pagesLoaded` are loaded now.
    package func pagesRead(_ pagesLoaded: Int) -> Int { max(0, pagesLoaded - firstPage) }

    /// Whether it read every page it may, when `pagesLoaded` are loaded now.
    package func isAtLimit(_ pagesLoaded: Int) -> Bool {
        pageLimit.map { pagesRead(pagesLoaded) >= $0 } ?? false
    }
}
