import SafeText
import ShopCatalog

/// The pages of a catalog served as `waterfall serve` serves it: the catalog's description
/// names the first page, and each page `{"format": "waterfall-page", "page": n, "items": […],
/// "next": "/items?page=n+1"}` names the next one (`null` on the last). Items are in the
/// project's format, checked by the catalog's own decoder, pictures only `http(s)`. Pages go
/// through the disk cache. A `next` link back to a page already read, or a page with nothing new,
/// stops the catalog with a message naming the URL (``PagingTrail``).
actor ServedPagesSource: PageSource {
    private let options: RemoteCatalogOptions
    private let session: RemoteSession
    private var pageURLs: [Int: RemoteURL]
    private var lastPage: Int?
    private var trail = PagingTrail()

    /// A source whose first page is at `first`.
    init(first: RemoteURL, options: RemoteCatalogOptions, session: RemoteSession) {
        self.options = options
        self.session = session
        self.pageURLs = [1: first]
    }

    /// Loads page `number`; ``PageResult/end`` past the last one, ``PageResult/stopped(_:)``
    /// when paging would loop. Pages are asked for in order (each names the next), as the pager
    /// does.
    func page(_ number: Int) async throws -> PageResult {
        guard number >= 1 else { throw CatalogError.invalidOption("page numbers start at 1, got \(number)") }
        if let lastPage, number > lastPage { return trail.pastTheEnd }
        guard let url = pageURLs[number] else {
            throw CatalogError.invalidOption("page \(number) was asked for before page \(number - 1), which names it")
        }
        if let reason = trail.check(link: url, toPage: number) { return stop(before: number, reason) }
        let loaded = try await session.load(RemoteCatalog.pageRequest(url, options: options, bytes: options.maximumPageBytes), cachedAs: .pages)
        if let reason = trail.check(answerFrom: loaded.url, requested: url, page: number) { return stop(before: number, reason) }
        let answer = try RemoteJSON.parse(loaded.body, from: loaded.url)
        guard let members = RemoteJSON.object(answer), members["format"] == .string(ServedCatalogFormat.page),
            let items = RemoteJSON.array(members["items"])
        else {
            throw CatalogError.unexpectedContent(
                path: loaded.url.description, message: "expected a page like {\"format\": \"waterfall-page\", \"items\": [...]}, got \(answer.typeDescription)"
            )
        }
        switch members["next"] {
        case .string(let next)?:
            guard let resolved = loaded.url.resolving(next) else {
                throw CatalogError.unexpectedContent(path: loaded.url.description, message: "field \"next\" is not an http(s) link")
            }
            pageURLs[number + 1] = resolved
        default:
            lastPage = items.isEmpty ? number - 1 : number
        }
        if items.isEmpty, lastPage == number - 1 { return .end }
        let page = RemoteCatalog.decodePage(number: number, url: loaded.url, elements: items, location: CatalogIssue.Location.item)
        if let reason = trail.check(itemsOf: page, from: loaded.url) { return stop(before: number, reason) }
        return .page(page)
    }

    /// Ends the catalog before page `number`, for `reason`.
    private func stop(before number: Int, _ reason: MessageText) -> PageResult {
        lastPage = number - 1
        return .stopped(reason)
    }
}
