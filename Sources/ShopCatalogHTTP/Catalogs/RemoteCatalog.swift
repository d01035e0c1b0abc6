import ShopCatalog

/// A catalog read over HTTP: its page source and its name, from ``open(_:options:session:photos:)``.
public struct RemoteCatalog: Sendable {
    /// The `Accept` header of catalog requests.
    static let accept = "application/json, application/x-ndjson;q=0.9, */*;q=0.1"

    /// The pages.
    public let source: any PageSource
    /// The name to show: the served catalog's name, the file's name, or the shop API's host.
    public let name: String
    /// The format, as given or recognised.
    public let format: RemoteFormat

    /// Opens the catalog at `url`. With a shop API's ``RemoteCatalogOptions/format``, nothing is
    /// fetched yet (pages load, and fail, one by one). Otherwise the URL is fetched once (through
    /// the disk cache) to recognise what it serves: the description `waterfall serve` gives, a
    /// JSON array or JSON Lines file, a Shopify, WooCommerce or DummyJSON answer
    /// (docs/data-format.md). `photos` reads the sizes that an API does not give; nil leaves them
    /// at the fallback. Throws a ``CatalogError`` or ``RemoteError`` naming the URL.
    public static func open(
        _ url: RemoteURL, options: RemoteCatalogOptions = RemoteCatalogOptions(), session: RemoteSession, photos: PhotoFetcher?
    ) async throws -> RemoteCatalog {
        guard (1 ... CatalogLimits.maximumPageSize).contains(options.pageSize) else {
            throw CatalogError.invalidOption("page size must be from 1 to \(CatalogLimits.maximumPageSize), got \(options.pageSize)")
        }
        if let format = options.format, let shape = shape(for: format) {
            return api(shape, base: url, options: options, session: session, photos: photos)
        }
        let loaded = try await session.load(pageRequest(url, options: options, bytes: options.maximumDocumentBytes), cachedAs: .pages)
        return try recognise(loaded, options: options, session: session, photos: photos)
    }

    /// The shape of a shop API format; nil for the project's own.
    static func shape(for format: RemoteFormat) -> (any ShopShape)? {
        switch format {
        case .waterfall: return nil
        case .shopify: return ShopifyShape()
        case .woocommerce: return WooCommerceShape()
        case .dummyjson: return DummyJSONShape()
        }
    }

    /// The catalog that `loaded`, the answer at the catalog's URL, shows.
    private static func recognise(
        _ loaded: LoadedAnswer, options: RemoteCatalogOptions, session: RemoteSession, photos: PhotoFetcher?
    ) throws -> RemoteCatalog {
        let url = loaded.url
        let guessing = options.format == nil
        switch JSONParser.firstSignificantByte(of: loaded.body) {
        case UInt8(ascii: "[")?:
            guard case .array(let elements) = try RemoteJSON.parse(loaded.body, from: url) else {
                throw CatalogError.unexpectedContent(path: url.description, message: "expected a JSON array")
            }
            if guessing, let first = elements.first, WooCommerceShape.looksLikeProduct(first) {
                return api(WooCommerceShape(), base: url, options: options, session: session, photos: photos)
            }
            return document(url, records: .array(elements), options: options)
        case UInt8(ascii: "{")?:
            let whole: JSONValue
            do {
                whole = try RemoteJSON.parse(loaded.body, from: url)
            } catch {
                let lines = RemoteDocumentSource.lines(of: loaded.body)
                guard lines.count > 1 else { throw error }
                return document(url, records: .lines(lines), options: options)
            }
            if let members = RemoteJSON.object(whole) {
                if members["format"] == .string(ServedCatalogFormat.description) {
                    return try served(url, description: members, options: options, session: session)
                }
                if guessing, ShopifyShape().products(in: whole) != nil {
                    let shape: any ShopShape = DummyJSONShape.hasCounters(whole) ? DummyJSONShape() : ShopifyShape()
                    return api(shape, base: url, options: options, session: session, photos: photos)
                }
            }
            return document(url, records: .lines(RemoteDocumentSource.lines(of: loaded.body)), options: options)
        case nil:
            throw CatalogError.unexpectedContent(path: url.description, message: "the answer is empty; expected a catalog")
        default:
            let type = loaded.headers["content-type"].map { " (Content-Type \($0))" } ?? ""
            throw CatalogError.unexpectedContent(
                path: url.description,
                message:
                    "the answer is not JSON\(type); expected a JSON array or JSON Lines of items, the description of `waterfall serve`, or a Shopify, WooCommerce or DummyJSON answer"
            )
        }
    }

    /// A served catalog from its root `description`.
    private static func served(
        _ url: RemoteURL, description: [String: JSONValue], options: RemoteCatalogOptions, session: RemoteSession
    ) throws -> RemoteCatalog {
        guard description["version"] == .number(String(ServedCatalogFormat.version)) else {
            throw CatalogError.unexpectedContent(path: url.description, message: "field \"version\": only version 1 is supported")
        }
        guard let firstText = RemoteJSON.string(description["first"]), let first = url.resolving(firstText) else {
            throw CatalogError.unexpectedContent(path: url.description, message: "field \"first\" must be the http(s) link of the first page")
        }
        let name = RemoteJSON.string(description["name"]).map { CatalogText($0).sanitized } ?? url.host
        return RemoteCatalog(source: ServedPagesSource(first: first, options: options, session: session), name: name, format: .waterfall)
    }

    private static func document(_ url: RemoteURL, records: RemoteDocumentSource.Records, options: RemoteCatalogOptions) -> RemoteCatalog {
        RemoteCatalog(
            source: RemoteDocumentSource(url: url, records: records, pageSize: options.pageSize),
            name: CatalogText(url.lastPathComponent).sanitized, format: .waterfall
        )
    }

    private static func api(
        _ shape: any ShopShape, base: RemoteURL, options: RemoteCatalogOptions, session: RemoteSession, photos: PhotoFetcher?
    ) -> RemoteCatalog {
        RemoteCatalog(
            source: ShopAPISource(shape: shape, base: base, options: options, session: session, photos: photos),
            name: base.host, format: shape.format
        )
    }

    /// The request for a catalog page or file at `url`, at most `bytes` long.
    static func pageRequest(_ url: RemoteURL, options: RemoteCatalogOptions, bytes: Int) -> FetchRequest {
        FetchRequest(url: url, kind: .page, accept: accept, acceptsCompression: true, maximumBytes: bytes, deadline: options.pageDeadline)
    }

    /// Decodes project-format `elements` of page `number` read from `url`: at most
    /// ``RemoteCatalogOptions/maximumItemsPerPage`` of them, each passing the picture rule
    /// (``RemoteImagePolicy``, for `"image"` and every `"images"` entry) and the catalog's decoder;
    /// `location` names element *i* (from 1).
    static func decodePage(
        number: Int, url: RemoteURL, elements: [JSONValue], location: (Int) -> CatalogIssue.Location
    ) -> CatalogPage {
        var decoder = PageDecoder(file: url.description, imageBase: url.absoluteString, photoRule: { RemoteImagePolicy.refusal(of: $0) })
        for (index, element) in elements.prefix(RemoteCatalogOptions.maximumItemsPerPage).enumerated() {
            if let issue = RemoteImagePolicy.issue(for: element, file: url.description, location: location(index + 1)) {
                decoder.report(issue)
            } else {
                decoder.add(element, at: location(index + 1))
            }
        }
        var issues = decoder.result.issues
        if elements.count > RemoteCatalogOptions.maximumItemsPerPage {
            issues.append(overflowIssue(url: url, page: number, count: elements.count))
        }
        return CatalogPage(number: number, source: url.description, items: decoder.result.items, issues: issues)
    }

    /// The one report for a page holding more items than are read.
    static func overflowIssue(url: RemoteURL, page: Int, count: Int) -> CatalogIssue {
        CatalogIssue(
            file: url.description, location: .page(page), itemID: nil, field: nil,
            message:
                "the page holds \(count) items; only the first \(RemoteCatalogOptions.maximumItemsPerPage) are read, the other \(count - RemoteCatalogOptions.maximumItemsPerPage) are skipped"
        )
    }
}
