import Foundation
import HTTPTestSupport
import HTTPTypes
import Hummingbird
import ShopCatalog
import Synchronization

/// Serves the three shop API fixtures as the real APIs would, in pages, with every
/// `https://…example/` host of the fixtures rewritten to this server, and serves photos
/// (`.jpg` → the first JPEG of Data/photos, `.png` → the first PNG, see ``TestPhotos/sample(_:)``):
///
/// - `/products.json?page=N&limit=L` and `/meta.json` (Shopify; with `cursor` links when
///   `shopifyLinks`),
/// - `/wp-json/wc/store/v1/products?page=N&per_page=L` with `X-WP-TotalPages` (WooCommerce),
/// - `/products?limit=L&skip=S` (DummyJSON).
struct ShopFixtureServer: Sendable {
    /// Requests received.
    let log = RequestLog()
    /// Whether Shopify pages are linked with `Link` headers (cursor paging) instead of page numbers.
    var shopifyLinks = false
    /// Photo paths that never answer (until the server stops).
    var stalledPhotos: Set<String> = []
    /// Fixture texts served instead of the files of the same name.
    var fixtureTexts: [String: String] = [:]

    /// The answer to `request`.
    func respond(_ request: Request) async throws -> Response {
        log.record(request)
        let origin = "http://" + (request.head.authority ?? "127.0.0.1")
        let path = request.uri.path
        let query = request.uri.queryParameters
        func number(_ name: String, _ fallback: Int) -> Int { query[Substring(name)].flatMap { Int($0) } ?? fallback }
        switch path {
        case "/products.json":
            let products = try fixtureProducts("shopify-products.json", origin: origin) { RemoteJSONAccess.members($0)?["products"] }
            let limit = number("limit", 30)
            let page = shopifyLinks ? number("cursor", 1) : number("page", 1)
            let slice = Self.slice(products, from: (page - 1) * limit, count: limit)
            var headers: [(String, String)] = []
            if shopifyLinks {
                var links = ["<\(origin)/products.json?limit=\(limit)&cursor=\(page - 1)>; rel=\"previous\""]
                if page * limit < products.count { links.append("<\(origin)/products.json?limit=\(limit)&cursor=\(page + 1)>; rel=\"next\"") }
                headers.append(("Link", links.joined(separator: ", ")))
            }
            return Answer.ok(JSONText.write(.object(["products": .array(slice)])), headers: headers)
        case "/meta.json":
            return Answer.ok(try TestFiles.fixture("shopify-meta.json"))
        case "/wp-json/wc/store/v1/products":
            let products = try fixtureProducts("woocommerce-products.json", origin: origin) { $0 }
            let perPage = number("per_page", 10)
            let pages = (products.count + perPage - 1) / perPage
            let slice = Self.slice(products, from: (number("page", 1) - 1) * perPage, count: perPage)
            return Answer.ok(JSONText.write(.array(slice)), headers: [("X-WP-Total", "\(products.count)"), ("X-WP-TotalPages", "\(pages)")])
        case "/products":
            let products = try fixtureProducts("dummyjson-products.json", origin: origin) { RemoteJSONAccess.members($0)?["products"] }
            let limit = number("limit", 30)
            let skip = number("skip", 0)
            let slice = Self.slice(products, from: skip, count: limit)
            return Answer.ok(
                JSONText.write(
                    .object([
                        "products": .array(slice), "total": .number("\(products.count)"), "skip": .number("\(skip)"), "limit": .number("\(limit)"),
                    ])))
        default:
            if stalledPhotos.contains(path) {
                while true { try await Task.sleep(for: .seconds(3600)) }
            }
            if path.hasSuffix(".jpg") { return Answer.ok(try TestPhotos.sample("jpg").bytes, contentType: "image/jpeg") }
            if path.hasSuffix(".png") { return Answer.ok(try TestPhotos.sample("png").bytes, contentType: "image/png") }
            return Answer.status(.notFound, body: "<html><body>Not found</body></html>")
        }
    }

    /// The products of fixture `name` (found by `products`), with `https://…example` hosts
    /// replaced by `origin`.
    private func fixtureProducts(_ name: String, origin: String, _ products: (JSONValue) -> JSONValue?) throws -> [JSONValue] {
        let text = try (fixtureTexts[name] ?? TestFiles.fixtureText(name))
            .replacingOccurrences(of: #"https://[a-z.]*example"#, with: origin, options: .regularExpression)
            .replacingOccurrences(of: #"//cdn\.shop\.example"#, with: "//" + origin.dropFirst("http://".count), options: .regularExpression)
        guard case .array(let elements)? = products(try JSONParser.parse(Array(text.utf8))) else { return [] }
        return elements
    }

    private static func slice(_ elements: [JSONValue], from start: Int, count: Int) -> [JSONValue] {
        guard start >= 0, start < elements.count, count > 0 else { return [] }
        return Array(elements[start ..< min(elements.count, start + count)])
    }
}

/// Reads members of parsed JSON in the tests.
enum RemoteJSONAccess {
    /// The members of `value` when it is an object.
    static func members(_ value: JSONValue) -> [String: JSONValue]? {
        if case .object(let members) = value { return members }
        return nil
    }
}
