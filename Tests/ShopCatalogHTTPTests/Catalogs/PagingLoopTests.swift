import HTTPTestSupport
import SafeText
import ShopCatalog
import Testing

@testable import ShopCatalogHTTP

/// Paging that would go round for ever ends, for every source shape: a next link to the page
/// itself, a link back to an earlier page, and a server that sends the same items whatever page
/// is asked for each stop the catalog after the pages that were new, with a message naming the
/// URL, and within a bounded number of requests.
@Suite("Paging that ends", .timeLimit(.minutes(2)))
struct PagingLoopTests {
    static let cases = PagingLoop.Shape.allCases.flatMap { shape in PagingLoop.Loop.allCases.map { (shape, $0) } }

    /// Opens the catalog of `loop` on `server` with pages of two items.
    private func open(_ loop: PagingLoop, _ server: TestServer, session: RemoteSession) async throws -> RemoteCatalog {
        let format = RemoteFormat(rawValue: loop.shape.format)
        return try await RemoteCatalog.open(
            server.url(loop.shape.start), options: RemoteCatalogOptions(format: format, pageSize: 2), session: session, photos: nil)
    }

    @Test(arguments: cases)
    func theSourceStopsWithAMessageNamingTheURL(shape: PagingLoop.Shape, kind: PagingLoop.Loop) async throws {
        let loop = PagingLoop(shape: shape, loop: kind)
        try await withTestServer({ loop.respond($0) }) { server in
            try await withSession { session in
                let source = try await open(loop, server, session: session).source
                let expected = loop.stopMessage(target: server.url(loop.stopTarget))
                for number in 1 ... loop.pagesBeforeStop {
                    guard case .page(let page) = try await source.page(number) else {
                        Issue.record("page \(number) of \(shape) \(kind) was not read")
                        return
                    }
                    #expect(page.items.count == 2)
                }
                let stop = try await source.page(loop.pagesBeforeStop + 1)
                #expect(stop == .stopped(MessageText(stringLiteral: expected)), "\(stop)")
                #expect(try await source.page(loop.pagesBeforeStop + 2) == stop, "past the stop, the same answer")
                #expect(try await source.page(1) != stop, "page 1 can be read again (a retry, the next cycle)")
                #expect(loop.pageRequests.count <= loop.pagesBeforeStop + 2, "\(loop.pageRequests)")
            }
        }
    }

    @Test(arguments: cases)
    func thePagerEndsWithTheReason(shape: PagingLoop.Shape, kind: PagingLoop.Loop) async throws {
        let loop = PagingLoop(shape: shape, loop: kind)
        try await withTestServer({ loop.respond($0) }) { server in
            try await withSession { session in
                let loader = PageLoader(source: try await open(loop, server, session: session).source)
                var requests = 0
                while loader.status.phase != .exhausted, requests < 50 {
                    loader.requestNextPage()
                    await loader.waitUntilSettled()
                    requests += 1
                }
                let status = loader.status
                #expect(status.phase == .exhausted, "\(status.phase)")
                #expect(status.stopReason?.text == loop.stopMessage(target: server.url(loop.stopTarget)))
                #expect(status.pagesLoaded == loop.pagesBeforeStop && status.itemsLoaded == 2 * loop.pagesBeforeStop)
                #expect(status.itemsSkipped == 0, "no duplicate was delivered")
            }
        }
    }

    @Test func aRedirectBackToAnEarlierPageStops() async throws {
        let log = RequestLog()
        try await withTestServer({ request in
            log.record(request)
            let page = request.uri.queryParameters["page"].flatMap { Int($0) } ?? 1
            if page == 3 { return Answer.status(.found, headers: [("Location", "/products.json?page=1&limit=2")]) }
            return Answer.ok(#"{"products": [{"id": \#(page), "title": "T", "vendor": "V", "variants": [{"price": "1.00"}]}]}"#)
        }) { server in
            try await withSession { session in
                let source = try await RemoteCatalog.open(
                    server.url("/products.json"), options: RemoteCatalogOptions(format: .shopify, pageSize: 2), session: session, photos: nil
                ).source
                #expect(try await Pages.all(source, limit: 20).count == 2)
                let target = server.url("/products.json?page=1&limit=2")
                #expect(try await source.page(3) == .stopped("page 3 is redirected back to page 1 (\(target)): stopping here"))
            }
        }
    }

    @Test func aPageOfOnlyBadItemsIsNoReasonToStopAndOneNewItemIsEnoughToGoOn() {
        var trail = PagingTrail()
        let url = RemoteURL("http://127.0.0.1/p")!
        let items = ["a", "b", "c"].map {
            CatalogItem(id: $0, title: CatalogText($0), price: Price(minorUnits: 1, currency: "USD")!, imageWidth: 1, imageHeight: 1, shop: CatalogText("s"))
        }
        #expect(trail.check(itemsOf: CatalogPage(number: 1, source: "p", items: Array(items[0 ..< 2])), from: url) == nil)
        #expect(trail.check(itemsOf: CatalogPage(number: 2, source: "p", items: []), from: url) == nil)
        #expect(trail.check(itemsOf: CatalogPage(number: 3, source: "p", items: [items[0], items[2]]), from: url) == nil)
        #expect(trail.check(itemsOf: CatalogPage(number: 1, source: "p", items: Array(items[0 ..< 2])), from: url) == nil, "a page read again")
        #expect(trail.stopReason == nil && trail.pastTheEnd == .end)
        #expect(trail.check(itemsOf: CatalogPage(number: 4, source: "p", items: [items[1]]), from: url) != nil)
        #expect(trail.pastTheEnd == .stopped("page 4 adds no new item: its one item was on an earlier page (http://127.0.0.1/p): stopping here"))
    }
}
