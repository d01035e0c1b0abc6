import Foundation
import HTTPTestSupport
import ShopCatalog
import Testing

@testable import ShopCatalogHTTP

/// The three shop APIs, served from their fixtures by a local server in pages as the real APIs
/// page: recognised from the answer, paged to the end, every field mapped as docs/data-format.md
/// says, the sizes they do not give read from the pictures' first bytes.
@Suite("Shop APIs over HTTP", .timeLimit(.minutes(2)))
struct ShopAPISourceTests {
    /// Opens `path` on a fixture server (configured by `configure`) with `options` and reads
    /// every page, through a session and a photo fetcher with `photos`' limits; also returns the
    /// server's origin and the requests it received.
    private func read(
        _ path: String, options: RemoteCatalogOptions, session configuration: RemoteSession.Configuration = .patient(),
        photos limits: PhotoFetcher.Configuration = .patient(), configure: (inout ShopFixtureServer) -> Void = { _ in }
    ) async throws -> (catalog: RemoteCatalog, pages: [CatalogPage], origin: String, requests: [String]) {
        var fixtures = ShopFixtureServer()
        configure(&fixtures)
        let server = fixtures
        return try await withTestServer({ try await server.respond($0) }) { http in
            try await withSession(configuration) { session in
                let photos = PhotoFetcher(session: session, configuration: limits, headerReader: TestPhotos.headerReader())
                let catalog = try await RemoteCatalog.open(http.url(path), options: options, session: session, photos: photos)
                let pages = try await Pages.all(catalog.source)
                let origin = String(http.base.absoluteString.dropLast())
                return (catalog, pages, origin, server.log.all)
            }
        }
    }

    @Test func shopifyProductsAreRecognisedPagedAndMapped() async throws {
        let result = try await read("/products.json", options: RemoteCatalogOptions(pageSize: 2, sizeDeadline: .seconds(30)))
        #expect(result.catalog.format == .shopify)
        #expect(result.catalog.name == "127.0.0.1")
        #expect(result.pages.map { $0.items.map(\.id) } == [["7701234567001", "7701234567002"], ["7701234567004"]])
        let items = result.pages.flatMap(\.items)
        #expect(items.map(\.title.raw) == ["Linen Apron — Natural", "Enamel Mug, 350 ml", "Tea Towel Set"])
        #expect(
            items.map(\.product?.price) == [
                Price(minorUnits: 4650, currency: "EUR"), Price(minorUnits: 1299, currency: "EUR"), Price(minorUnits: 2200, currency: "EUR"),
            ])
        #expect(items.map(\.origin.raw) == ["Fog Linen Work", "127.0.0.1", "Fog Linen Work"])
        #expect(items.map { [$0.imageWidth, $0.imageHeight] } == [[1200, 1800], [800, 800], [1000, 1000]])
        #expect(
            items.map(\.image) == [
                .remote(url: result.origin + "/files/apron.jpg?v=1740837600"), .remote(url: result.origin + "/files/mug.png"), nil,
            ])
        let issues = result.pages.flatMap(\.issues)
        #expect(
            issues.map(\.description) == [
                "\(result.origin)/products.json?page=2&limit=2: item 1 (\"id\": \"7701234567003\"): field \"variants[1].price\": not a decimal amount like 19.99"
            ])
        #expect(result.requests.contains("/products.json?page=3&limit=2"), "the empty third page ends the catalog")
        #expect(result.requests.filter { $0 == "/meta.json" }.count == 1, "the currency is read once")
    }

    @Test func shopifyLinkHeadersArePreferredAndTheirEndIsRespected() async throws {
        let result = try await read("/products.json", options: RemoteCatalogOptions(format: .shopify, pageSize: 3)) { $0.shopifyLinks = true }
        #expect(result.pages.map { $0.items.map(\.id) } == [["7701234567001", "7701234567002"], ["7701234567004"]])
        let pageRequests = result.requests.filter { $0.hasPrefix("/products.json") }
        #expect(pageRequests == ["/products.json?page=1&limit=3", "/products.json?limit=3&cursor=2"])
    }

    @Test func wooCommerceProductsGetTheirSizesFromTheirPictures() async throws {
        let result = try await read("/wp-json/wc/store/v1/products", options: RemoteCatalogOptions(pageSize: 2, sizeDeadline: .seconds(30)))
        #expect(result.catalog.format == .woocommerce)
        let items = result.pages.flatMap(\.items)
        #expect(items.map(\.id) == ["34", "35", "37"])
        #expect(items.map(\.title.raw) == ["Beanie & Scarf – Wool", "Café Poster", "Gift Wrap"])
        #expect(
            items.map(\.product?.price) == [
                Price(minorUnits: 1800, currency: "USD"), Price(minorUnits: 1250, currency: "JPY"), Price(minorUnits: 300, currency: "USD"),
            ])
        #expect(items.map(\.product?.rating?.tenths) == [45, nil, 50])
        let (jpeg, png) = (try TestPhotos.sample("jpg"), try TestPhotos.sample("png"))
        #expect(items.map { [$0.imageWidth, $0.imageHeight] } == [jpeg.sides, png.sides, [1000, 1000]])
        #expect(
            result.pages.flatMap(\.issues).map(\.description) == [
                "\(result.origin)/wp-json/wc/store/v1/products?page=2&per_page=2: item 1 (\"id\": \"36\"): field \"images[0].src\": a catalog read over HTTP may name only http(s) pictures, not a file: URL"
            ])
        #expect(!result.requests.contains { $0.contains("page=3") }, "X-WP-TotalPages ends the catalog without asking for page 3")
        #expect(result.requests.contains("/wp-content/uploads/beanie.jpg"))
    }

    @Test func dummyJSONProductsArePagedByOffsetUntilTheTotal() async throws {
        let result = try await read("/products", options: RemoteCatalogOptions(pageSize: 2, sizeDeadline: .seconds(30)))
        #expect(result.catalog.format == .dummyjson)
        #expect(result.pages.map { $0.items.map(\.id) } == [["1", "2"], ["3"], ["5"]])
        let items = result.pages.flatMap(\.items)
        #expect(items.map(\.product?.price.minorUnits) == [999, 1999, 1499, 899])
        #expect(items.map(\.product?.rating?.tenths) == [49, 33, 38, 43])
        #expect(items.map(\.origin.raw) == ["Essence", "Glamour Beauty", "127.0.0.1", "Nail Couture"])
        #expect(
            items.map(\.image) == [
                .remote(url: result.origin + "/products/images/beauty/mascara/thumbnail.png"),
                .remote(url: result.origin + "/products/images/beauty/palette/thumbnail.jpg"),
                .remote(url: result.origin + "/products/images/beauty/powder/1.png"),
                .remote(url: result.origin + "/products/images/beauty/polish/thumbnail.png"),
            ])
        let (jpeg, png) = (try TestPhotos.sample("jpg"), try TestPhotos.sample("png"))
        #expect(items.map { [$0.imageWidth, $0.imageHeight] } == [png.sides, jpeg.sides, png.sides, png.sides])
        #expect(result.pages.flatMap(\.issues).map(\.field) == ["price"])
        #expect(
            result.requests.filter { $0.hasPrefix("/products?") } == [
                "/products?limit=2&skip=0", "/products?limit=2&skip=2", "/products?limit=2&skip=4",
            ])
    }

    @Test func aPictureThatDoesNotAnswerInTimeLeavesItsCardAtTheFallbackSize() async throws {
        // The stalled photo never answers, and no timeout of the session or the photo fetcher
        // ends its fetch within the suite's time limit (ten minutes each): reading ends at all
        // only because each page waits at most 8 s for sizes.
        let unhurried = Duration.seconds(600)
        let result = try await read(
            "/products", options: RemoteCatalogOptions(format: .dummyjson, pageSize: 2, sizeDeadline: .seconds(8)),
            session: RemoteSession.Configuration(connectTimeout: unhurried, readTimeout: unhurried),
            photos: PhotoFetcher.Configuration(deadline: unhurried, headerDeadline: unhurried)
        ) { $0.stalledPhotos = ["/products/images/beauty/palette/thumbnail.jpg"] }
        let first = try #require(result.pages.first)
        #expect(first.items.map { [$0.imageWidth, $0.imageHeight] } == [try TestPhotos.sample("png").sides, [1000, 1000]])
    }
}
