import SafeText
import ShopCatalog

/// What a paged remote source has read in this run, so that paging that would go round for ever
/// ends instead, with a message naming the URL:
///
/// - a page whose next link (a `next` field, a `Link: rel="next"`) leads to a URL already read as
///   another page — itself, or an earlier page (a cycle): `page 3 links back to page 2
///   (http://…/items?page=2): stopping here`;
/// - a page whose answer, after redirects, comes from another page's URL;
/// - a page with items of which none is new — every one was on an earlier page (a server that
///   ignores the page number or the offset and sends the same products again): `page 4 adds no
///   new item: all 20 were on earlier pages (http://…): stopping here`.
///
/// Reading a page again (a retry, `--infinite`'s next cycle) is not a loop: a URL and an item
/// count against a page only when they belong to another one. Memory: a few words per page and
/// per item id (a 64-bit hash of it).
struct PagingTrail: Sendable {
    /// The page read from each URL (the request's, and the answer's after redirects).
    private var pageAt: [String: Int] = [:]
    /// For each item id read (its FNV-1a hash), the first page it was on.
    private var firstPage: [UInt64: Int] = [:]
    /// Why paging stopped before the source's end, once it has.
    private(set) var stopReason: MessageText?

    /// What a request past the last page gets: ``PageResult/end``, or
    /// ``PageResult/stopped(_:)`` when paging stopped before the end.
    var pastTheEnd: PageResult {
        stopReason.map { .stopped($0) } ?? .end
    }

    /// Before page `number` is fetched from `url` (the previous page's next link): the reason to
    /// stop when `url` was read as another page.
    mutating func check(link url: RemoteURL, toPage number: Int) -> MessageText? {
        guard let earlier = pageAt[url.absoluteString], earlier != number else { return nil }
        let previous = number - 1
        return stop(
            earlier == previous
                ? "page \(previous) links to itself (\(url)): stopping here" : "page \(previous) links back to page \(earlier) (\(url)): stopping here")
    }

    /// After page `number` was asked for at `requested` and answered from `answered` (after
    /// redirects): the reason to stop when the answer came from another page's URL; otherwise
    /// both URLs are recorded as page `number`'s.
    mutating func check(answerFrom answered: RemoteURL, requested: RemoteURL, page number: Int) -> MessageText? {
        if let earlier = pageAt[answered.absoluteString], earlier != number {
            return stop("page \(number) is redirected back to page \(earlier) (\(answered)): stopping here")
        }
        pageAt[requested.absoluteString] = number
        pageAt[answered.absoluteString] = number
        return nil
    }

    /// Once `page` is read from `url`: the reason to stop when it has items and every one of
    /// them was first on another page; otherwise its new items are recorded. A page without a
    /// valid item (all skipped) is not a reason. O(items).
    mutating func check(itemsOf page: CatalogPage, from url: RemoteURL) -> MessageText? {
        let ids = page.items.map { StableHash.fnv1a($0.id.utf8) }
        guard !ids.isEmpty else { return nil }
        if ids.allSatisfy({ firstPage[$0].map { $0 != page.number } ?? false }) {
            let all = ids.count == 1 ? "its one item was on an earlier page" : "all \(ids.count) were on earlier pages"
            return stop("page \(page.number) adds no new item: \(all) (\(url)): stopping here")
        }
        for id in ids where firstPage[id] == nil { firstPage[id] = page.number }
        return nil
    }

    /// Records `reason` as why paging stopped, and returns it.
    private mutating func stop(_ reason: MessageText) -> MessageText {
        stopReason = reason
        return reason
    }
}
