import HTTPTestSupport
import ShopCatalog
import Testing

@testable import ShopCatalogHTTP

/// The photos of products with several: every shop API's `images[]` and the project's `"images"`
/// over HTTP, served by a local server: kept in order after the card's picture, a bad entry left
/// out and reported by its index (the product kept), repeats dropped, at most
/// ``CatalogLimits/maximumPhotos``.
@Suite("Products with several photos over HTTP", .timeLimit(.minutes(2)))
struct ShopAPIPhotosTests {
    /// The products in `fixture` (a JSON text replacing the fixture file `name`), read from `path`
    /// as `format`, and the issues, with the server's origin in place of `ORIGIN`.
    private func read(_ path: String, format: RemoteFormat, fixture name: String, _ text: String) async throws -> (
        items: [CatalogItem], issues: [String], origin: String
    ) {
        var fixtures = ShopFixtureServer()
        fixtures.fixtureTexts[name] = text
        let server = fixtures
        return try await withTestServer({ try await server.respond($0) }) { http in
            try await withSession { session in
                let photos = PhotoFetcher(session: session, configuration: .patient(), headerReader: TestPhotos.headerReader())
                let options = RemoteCatalogOptions(format: format, pageSize: 10, sizeDeadline: .seconds(30))
                let catalog = try await RemoteCatalog.open(http.url(path), options: options, session: session, photos: photos)
                let pages = try await Pages.all(catalog.source)
                let origin = String(http.base.absoluteString.dropLast())
                return (pages.flatMap(\.items), pages.flatMap(\.issues).map { $0.description.replacingOccurrences(of: origin, with: "ORIGIN") }, origin)
            }
        }
    }

    /// `count` picture URLs on the fixture host, `p0.jpg`, `p1.jpg`…
    private func urls(_ count: Int, prefix: String = "p") -> [String] {
        (0 ..< count).map { "\"https://cdn.shop.example/\(prefix)\($0).jpg\"" }
    }

    /// A Shopify product `id` whose `images` is `images` (raw JSON).
    private func shopify(_ id: Int, images: String) -> String {
        #"{"id": \#(id), "title": "Mug \#(id)", "vendor": "Mugs", "variants": [{"price": "9.00"}], "images": \#(images)}"#
    }

    /// Shopify image objects for `sources` (raw JSON values of `src`).
    private func shopifyImages(_ sources: [String]) -> String {
        "[" + sources.map { #"{"src": \#($0), "width": 400, "height": 300}"# }.joined(separator: ",") + "]"
    }

    @Test func shopifyProductsKeepEveryImage() async throws {
        let products = [
            shopify(1, images: shopifyImages(urls(3))),
            shopify(2, images: shopifyImages(urls(1))),
            shopify(3, images: "[]"),
            shopify(4, images: #""not a list""#),
            shopify(
                5, images: shopifyImages(urls(1) + [#""file:///etc/passwd""#, "42", #""https://cdn.shop.example/p0.jpg""#, #""//cdn.shop.example/q.png""#])),
            shopify(6, images: shopifyImages(urls(40))),
        ]
        let result = try await read(
            "/products.json", format: .shopify, fixture: "shopify-products.json", #"{"products": [\#(products.joined(separator: ","))]}"#)
        let photo = { (name: String) in ImageReference.remote(url: result.origin + "/" + name) }
        #expect(result.items.map(\.id) == ["1", "2", "3", "4", "5", "6"])
        #expect(result.items[0].photos == [photo("p0.jpg"), photo("p1.jpg"), photo("p2.jpg")])
        #expect(result.items[1].photos == [photo("p0.jpg")] && result.items[1].morePhotos.isEmpty)
        #expect(result.items[2].photos.isEmpty && result.items[3].photos.isEmpty)
        #expect(result.items[4].photos == [photo("p0.jpg"), photo("q.png")], "the bad entries are left out, the repeat dropped")
        #expect(result.items[5].photos == (0 ..< CatalogLimits.maximumPhotos).map { photo("p\($0).jpg") })
        let page = "ORIGIN/products.json?page=1&limit=10: "
        #expect(
            result.issues == [
                page
                    + #"item 5 ("id": "5"): field "images[1].src": a catalog read over HTTP may name only http(s) pictures, not a file: URL; this photo is left out, the item is kept"#,
                page + #"item 5 ("id": "5"): field "images[2].src": expected a string, got a number; this photo is left out, the item is kept"#,
                page + #"item 6 ("id": "6"): field "images": an item keeps at most 32 photos; 8 more entries are left out"#,
            ])
    }

    @Test func wooCommerceProductsKeepEveryImage() async throws {
        func product(_ id: Int, images: String) -> String {
            #"{"id": \#(id), "name": "Poster \#(id)", "prices": {"price": "1200", "currency_code": "USD", "currency_minor_unit": 2}, "images": \#(images)}"#
        }
        func images(_ sources: [String]) -> String { "[" + sources.map { #"{"id": 1, "src": \#($0)}"# }.joined(separator: ",") + "]" }
        let products = [
            product(1, images: images(urls(2))),
            product(2, images: "[]"),
            product(3, images: images(urls(1) + [#""ftp://cdn.shop.example/x.jpg""#] + urls(1, prefix: "r"))),
        ]
        let result = try await read(
            "/wp-json/wc/store/v1/products", format: .woocommerce, fixture: "woocommerce-products.json", "[" + products.joined(separator: ",") + "]")
        let photo = { (name: String) in ImageReference.remote(url: result.origin + "/" + name) }
        #expect(result.items.map(\.photos) == [[photo("p0.jpg"), photo("p1.jpg")], [], [photo("p0.jpg"), photo("r0.jpg")]])
        #expect(
            result.issues == [
                "ORIGIN/wp-json/wc/store/v1/products?page=1&per_page=10: item 3 (\"id\": \"3\"): field \"images[1].src\": a catalog read over HTTP may name only http(s) pictures, not a local path or another scheme; this photo is left out, the item is kept"
            ])
    }

    @Test func dummyJSONProductsKeepTheirThumbnailThenEveryImage() async throws {
        func product(_ id: Int, thumbnail: String?, images: String?) -> String {
            var text = #"{"id": \#(id), "title": "Lipstick \#(id)", "price": 9.99"#
            if let thumbnail { text += #", "thumbnail": "\#(thumbnail)""# }
            if let images { text += #", "images": \#(images)"# }
            return text + "}"
        }
        let products = [
            product(1, thumbnail: "https://cdn.shop.example/t.png", images: "[" + urls(2).joined(separator: ",") + "]"),
            product(2, thumbnail: nil, images: "[" + urls(3).joined(separator: ",") + "]"),
            product(3, thumbnail: "https://cdn.shop.example/t.png", images: nil),
            product(4, thumbnail: "https://cdn.shop.example/t.png", images: #"["https://cdn.shop.example/t.png", {"src": "x"}]"#),
        ]
        let result = try await read(
            "/products", format: .dummyjson, fixture: "dummyjson-products.json", #"{"products": [\#(products.joined(separator: ","))], "total": 4, "skip": 0}"#)
        let photo = { (name: String) in ImageReference.remote(url: result.origin + "/" + name) }
        #expect(
            result.items.map(\.photos) == [
                [photo("t.png"), photo("p0.jpg"), photo("p1.jpg")], [photo("p0.jpg"), photo("p1.jpg"), photo("p2.jpg")], [photo("t.png")],
                [photo("t.png")],
            ])
        #expect(
            result.issues == [
                "ORIGIN/products?limit=10&skip=0: item 4 (\"id\": \"4\"): field \"images[1]\": expected a string, got an object; this photo is left out, the item is kept"
            ])
    }
}
