import SafeText
import ShopCatalog

/// The pages of a shop API (``ShopShape``): page *n* is fetched from the `Link` header's `next`
/// of page *n − 1* when it gave one, else from the shape's page-number or offset URL. The
/// catalog ends at an empty page, at the page the API's own count says is last, or at a page
/// whose `Link` header has no `next`; and, with a message naming the URL, at a link back to a
/// page already read or at a page with nothing new (``PagingTrail``). Pages go through the disk
/// cache.
actor ShopAPISource: PageSource {
    /// The API's shape.
    nonisolated let shape: any ShopShape
    /// The catalog's URL, which page URLs are made from.
    nonisolated let base: RemoteURL
    private let options: RemoteCatalogOptions
    private let session: RemoteSession
    private let assembler: PageAssembler
    private var currency: String?
    private var nextLinks: [Int: RemoteURL] = [:]
    private var lastPage: Int?
    private var trail = PagingTrail()

    /// A source for `shape` at `base`, fetching through `session` and reading missing picture
    /// sizes with `photos`.
    init(shape: any ShopShape, base: RemoteURL, options: RemoteCatalogOptions, session: RemoteSession, photos: PhotoFetcher?) {
        self.shape = shape
        self.base = base
        self.options = options
        self.session = session
        self.assembler = PageAssembler(sizes: SizeResolver(photos: photos, deadline: options.sizeDeadline), fallback: options.fallbackSize)
    }

    /// Loads page `number`; ``PageResult/end`` past the last one, ``PageResult/stopped(_:)``
    /// when paging would loop.
    func page(_ number: Int) async throws -> PageResult {
        guard number >= 1 else { throw CatalogError.invalidOption("page numbers start at 1, got \(number)") }
        if let lastPage, number > lastPage { return trail.pastTheEnd }
        let url = nextLinks[number] ?? shape.pageURL(number, pageSize: options.pageSize, base: base)
        if let reason = trail.check(link: url, toPage: number) { return stop(before: number, reason) }
        let loaded = try await session.load(RemoteCatalog.pageRequest(url, options: options, bytes: options.maximumPageBytes), cachedAs: .pages)
        if let reason = trail.check(answerFrom: loaded.url, requested: url, page: number) { return stop(before: number, reason) }
        let answer = try RemoteJSON.parse(loaded.body, from: loaded.url)
        guard let products = shape.products(in: answer) else {
            throw CatalogError.unexpectedContent(
                path: loaded.url.description, message: "the answer is \(answer.typeDescription), not a \(shape.format.rawValue) list of products"
            )
        }
        guard !products.isEmpty else {
            lastPage = number - 1
            return .end
        }
        let links = LinkHeader(loaded.headers["link"], relativeTo: loaded.url)
        if let next = links.next {
            nextLinks[number + 1] = next
        } else if links.isPresent || shape.isLastPage(number, pageSize: options.pageSize, count: products.count, answer: answer, headers: loaded.headers) {
            lastPage = number
        }
        let context = ShapeContext(page: loaded.url, currency: await shopCurrency())
        var drafts: [(index: Int, draft: ProductDraft)] = []
        var issues: [CatalogIssue] = []
        for (index, product) in products.prefix(RemoteCatalogOptions.maximumItemsPerPage).enumerated() {
            guard let members = RemoteJSON.object(product) else {
                issues.append(
                    CatalogIssue(
                        file: loaded.url.description, location: .item(index + 1), itemID: nil, field: nil,
                        message: "expected an object, got \(product.typeDescription)"))
                continue
            }
            do {
                drafts.append((index, try shape.draft(of: members, context: context)))
            } catch {
                issues.append(
                    CatalogIssue(
                        file: loaded.url.description, location: .item(index + 1),
                        itemID: RemoteJSON.string(members["id"]) ?? RemoteJSON.numberText(members["id"]), field: error.field, message: error.message
                    ))
            }
        }
        if products.count > RemoteCatalogOptions.maximumItemsPerPage {
            issues.append(RemoteCatalog.overflowIssue(url: loaded.url, page: number, count: products.count))
        }
        let page = await assembler.page(number: number, url: loaded.url, drafts: drafts, issues: issues)
        if let reason = trail.check(itemsOf: page, from: loaded.url) { return stop(before: number, reason) }
        return .page(page)
    }

    /// Ends the catalog before page `number`, for `reason`.
    private func stop(before number: Int, _ reason: MessageText) -> PageResult {
        lastPage = number - 1
        return .stopped(reason)
    }

    /// The currency of prices the API writes without one: Shopify's shop currency, read once from
    /// the shop's `/meta.json` (`currency`); US dollars when that fails.
    private func shopCurrency() async -> String {
        if let currency { return currency }
        var found = "USD"
        if shape.format == .shopify, let meta = base.resolving("/meta.json"),
            let loaded = try? await session.load(RemoteCatalog.pageRequest(meta, options: options, bytes: 1 << 20), cachedAs: .pages),
            let members = RemoteJSON.object(try? JSONParser.parse(loaded.body)),
            let code = RemoteJSON.string(members["currency"]), Price.isCurrencyCode(code)
        {
            found = code
        }
        currency = found
        return found
    }
}
