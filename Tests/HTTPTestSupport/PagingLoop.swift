import Hummingbird
import ShopCatalogHTTP

/// A catalog server whose paging never ends by itself, in one of the source shapes: its next
/// links lead to the page itself or back to an earlier one, or it ignores the page number (or
/// offset) and sends the same items again. For the tests that the catalog stops, with a message
/// naming the URL.
///
/// Page *n* holds the items `10n + 1` and `10n + 2` (the same two, 1 and 2, for
/// ``Loop/sameItems``). Links are absolute, on the server's own origin: the project's format
/// names the next page in `next` (`/items?page=n`), the shop APIs in a `Link: rel="next"` header
/// (`?cursor=n`).
public struct PagingLoop: Sendable {
    /// Where a catalog's pages are, and how they are shaped.
    public enum Shape: String, Sendable, CaseIterable {
        /// `waterfall serve`'s format: a description at `/`, pages at `/items?page=n`.
        case served
        /// Shopify's `/products.json?page=n&limit=l`.
        case shopify
        /// WooCommerce's `/wp-json/wc/store/v1/products?page=n&per_page=l`, 1000 pages by its count.
        case woocommerce
        /// DummyJSON's `/products?limit=l&skip=s`, 10,000 products by its count.
        case dummyjson

        /// The path of the catalog's pages.
        public var path: String {
            switch self {
            case .served: "/items"
            case .shopify: "/products.json"
            case .woocommerce: "/wp-json/wc/store/v1/products"
            case .dummyjson: "/products"
            }
        }

        /// The address to open the catalog at.
        public var start: String { self == .served ? "/" : path }

        /// The `--format` of the shape.
        public var format: String { self == .served ? "waterfall" : rawValue }
    }

    /// How the paging goes round.
    public enum Loop: String, Sendable, CaseIterable {
        /// Page 2 links to itself.
        case selfLink
        /// Page 3 links back to page 2.
        case backLink
        /// Every page holds the same two items (the page number, the offset, is ignored).
        case sameItems
    }

    /// The shape.
    public let shape: Shape
    /// The loop.
    public let loop: Loop
    /// The requests received.
    public let log = RequestLog()

    /// A server in `shape` going round as `loop` says.
    public init(shape: Shape, loop: Loop) {
        self.shape = shape
        self.loop = loop
    }

    /// The number of pages a reader gets before the catalog stops.
    public var pagesBeforeStop: Int {
        switch loop {
        case .selfLink: 2
        case .backLink: 3
        case .sameItems: 1
        }
    }

    /// The path and query of the page the stop message names.
    public var stopTarget: String {
        guard loop == .sameItems else { return shape == .served ? "/items?page=2" : shape.path + "?cursor=2" }
        switch shape {
        case .served: return "/items?page=2"
        case .shopify: return "/products.json?page=2&limit=2"
        case .woocommerce: return "/wp-json/wc/store/v1/products?page=2&per_page=2"
        case .dummyjson: return "/products?limit=2&skip=2"
        }
    }

    /// The message the catalog stops with, `target` being the URL of ``stopTarget`` on the server.
    public func stopMessage(target: RemoteURL) -> String {
        switch loop {
        case .selfLink: "page 2 links to itself (\(target)): stopping here"
        case .backLink: "page 3 links back to page 2 (\(target)): stopping here"
        case .sameItems: "page 2 adds no new item: all 2 were on earlier pages (\(target)): stopping here"
        }
    }

    /// The requests for pages (not the description, nor Shopify's `/meta.json`).
    public var pageRequests: [String] {
        log.all.filter { $0.hasPrefix(shape.path) }
    }

    /// The answer to `request`.
    public func respond(_ request: Request) -> Response {
        log.record(request)
        let origin = "http://" + (request.head.authority ?? "127.0.0.1")
        if shape == .served, request.uri.path == "/" {
            return Answer.ok(#"{"format": "waterfall-pages", "version": 1, "name": "Loop", "pageSize": 2, "first": "/items?page=1"}"#)
        }
        guard request.uri.path == shape.path else { return Answer.status(.notFound) }
        let number = pageNumber(request)
        let ids = loop == .sameItems ? [1, 2] : [10 * number + 1, 10 * number + 2]
        let next: Int? =
            switch loop {
            case .selfLink: number == 1 ? 2 : number
            case .backLink: number == 3 ? 2 : number + 1
            case .sameItems: shape == .served ? number + 1 : nil
            }
        let items = ids.map(item).joined(separator: ",")
        switch shape {
        case .served:
            let link = next.map { "\"\(origin)/items?page=\($0)\"" } ?? "null"
            return Answer.ok(#"{"format": "waterfall-page", "version": 1, "page": \#(number), "items": [\#(items)], "next": \#(link)}"#)
        case .shopify:
            return Answer.ok(#"{"products": [\#(items)]}"#, headers: link(next, origin: origin))
        case .woocommerce:
            return Answer.ok("[\(items)]", headers: link(next, origin: origin) + [("X-WP-TotalPages", "1000")])
        case .dummyjson:
            let skip = request.uri.queryParameters["skip"].flatMap { Int($0) } ?? 0
            return Answer.ok(#"{"products": [\#(items)], "total": 10000, "skip": \#(skip), "limit": 2}"#, headers: link(next, origin: origin))
        }
    }

    /// The page `request` asks for: its `cursor`, else its `page`, else its offset.
    private func pageNumber(_ request: Request) -> Int {
        let query = request.uri.queryParameters
        if let cursor = query["cursor"].flatMap({ Int($0) }) { return cursor }
        if let page = query["page"].flatMap({ Int($0) }) { return page }
        let skip = query["skip"].flatMap { Int($0) } ?? 0
        let limit = query["limit"].flatMap { Int($0) } ?? 2
        return skip / max(limit, 1) + 1
    }

    /// The `Link` header naming `next` (as a cursor), if any.
    private func link(_ next: Int?, origin: String) -> [(String, String)] {
        next.map { [("Link", "<\(origin)\(shape.path)?cursor=\($0)>; rel=\"next\"")] } ?? []
    }

    /// Item `id` in the shape's own format.
    private func item(_ id: Int) -> String {
        switch shape {
        case .served:
            #"{"id": "i\#(id)", "title": "Mug \#(id)", "price": {"amount": 1200, "currency": "USD"}, "width": 400, "height": 300, "shop": "Mugs"}"#
        case .shopify:
            #"{"id": \#(id), "title": "Mug \#(id)", "vendor": "Mugs", "variants": [{"price": "12.00"}], "images": []}"#
        case .woocommerce:
            #"{"id": \#(id), "name": "Mug \#(id)", "prices": {"price": "1200", "currency_code": "USD", "currency_minor_unit": 2}, "images": []}"#
        case .dummyjson:
            #"{"id": \#(id), "title": "Mug \#(id)", "price": 12.5}"#
        }
    }
}
