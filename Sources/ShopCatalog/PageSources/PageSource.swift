import SafeText

/// Something that serves a catalog one page at a time, like the articles' `1.plist`,
/// `2.plist`… Pages are numbered from 1.
///
/// `page(_:)` returns the page's items (with the issues of the items it skipped),
/// ``PageResult/end`` when there are no more pages, or ``PageResult/stopped(_:)`` when reading on
/// would never end (a remote catalog whose next link leads back to a page already read). It
/// throws a ``CatalogError`` when the page cannot be loaded at all (the caller may retry), or
/// `CancellationError` when its task is cancelled.
public protocol PageSource: Sendable {
    /// Loads page `number` (1-based).
    func page(_ number: Int) async throws -> PageResult
}

/// The answer to a page request.
public enum PageResult: Sendable, Equatable {
    /// The page's items and the problems found in it.
    case page(CatalogPage)
    /// There is no page with this number, nor any after it.
    case end
    /// No page with this number, nor any after it, will be read, although the source never said
    /// it was at its end: reading on would go round for ever. The message says why and names the
    /// URL: `page 3 links back to page 2 (http://…/items?page=2): stopping here`.
    case stopped(MessageText)
}

/// One loaded page.
public struct CatalogPage: Sendable, Equatable {
    /// The page's number, from 1.
    public let number: Int
    /// The file the page was read from (used in reports about its items).
    public let source: String
    /// The valid items, in the order they appear in the data.
    public let items: [CatalogItem]
    /// One issue per skipped item or line.
    public let issues: [CatalogIssue]
    /// Files of the source left out quietly as no part of it (a folder's videos, sidecars and
    /// text: neither pictures nor named like them), counted but not reported.
    public let otherFiles: Int
    /// The catalog's name, when the page is the first to know it (a catalog opened with its
    /// first page, ``DeferredSource``); nil otherwise.
    public let catalogName: String?

    /// Creates a page.
    public init(number: Int, source: String, items: [CatalogItem], issues: [CatalogIssue] = [], otherFiles: Int = 0, catalogName: String? = nil) {
        self.number = number
        self.source = source
        self.items = items
        self.issues = issues
        self.otherFiles = otherFiles
        self.catalogName = catalogName
    }
}
