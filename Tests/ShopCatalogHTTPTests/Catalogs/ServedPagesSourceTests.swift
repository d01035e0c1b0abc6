import Foundation
import HTTPTestSupport
import Hummingbird
import SafeText
import ShopCatalog
import Synchronization
import Testing
import WaterfallServer

@testable import ShopCatalogHTTP

/// Catalogs in the project's format over HTTP: served by `waterfall serve`'s server, and by
/// servers that send broken, huge or hostile pages.
@Suite("Served pages over HTTP", .timeLimit(.minutes(2)))
struct ServedPagesSourceTests {
    /// A server whose root describes a catalog whose page *n* is `pages(n)` (a JSON text).
    private func servedPages(_ pages: @escaping @Sendable (Int) -> String?) -> @Sendable (Request) async throws -> Response {
        { request in
            if request.uri.path == "/" {
                return Answer.ok(#"{"format": "waterfall-pages", "version": 1, "name": "Hostile", "pageSize": 30, "first": "/items?page=1"}"#)
            }
            let number = request.uri.queryParameters["page"].flatMap { Int($0) } ?? 1
            guard let page = pages(number) else { return Answer.status(.notFound) }
            return Answer.ok(page)
        }
    }

    /// A page answer holding `items` (JSON texts), linking to the next page unless `last`.
    private func page(_ number: Int, _ items: [String], last: Bool = false) -> String {
        #"{"format": "waterfall-page", "version": 1, "page": \#(number), "items": [\#(items.joined(separator: ","))], "next": \#(last ? "null" : "\"/items?page=\(number + 1)\"")}"#
    }

    /// An item in the project's format.
    private func item(_ id: String, title: String = "A mug", image: String? = nil) -> String {
        var text =
            #"{"id": "\#(id)", "title": \#(JSONText.quoted(title)), "price": {"amount": 1200, "currency": "USD"}, "width": 400, "height": 300, "shop": "Mugs"#
        if let image { text += #"", "image": \#(JSONText.quoted(image))"# } else { text += "\"" }
        return text + "}"
    }

    /// Opens the catalog at `server`'s root.
    private func open(_ server: TestServer, session: RemoteSession) async throws -> RemoteCatalog {
        try await RemoteCatalog.open(server.base, session: session, photos: nil)
    }

    @Test func theBundledCatalogServedReadsExactlyLikeItsFiles() async throws {
        let server = try await CatalogServer(location: .directory(TestFiles.bundledCatalog), pageSize: 30, configuration: .init(port: 0)).start()
        let remote = try await withSession { session in
            let catalog = try await RemoteCatalog.open(try #require(RemoteURL(server.address)), session: session, photos: nil)
            #expect(catalog.name == "Waterfall demo shop")
            #expect(catalog.format == .waterfall)
            return try await Pages.all(catalog.source)
        }
        await server.stop()
        let local = try await Pages.all(try BundledCatalogSource(directory: TestFiles.bundledCatalog))
        #expect(remote.count == 20)
        #expect(remote.map(\.items.count) == local.map(\.items.count))
        #expect(remote.allSatisfy { $0.issues.isEmpty })
        for (remotePage, localPage) in zip(remote, local) {
            for (index, (remoteItem, localItem)) in zip(remotePage.items, localPage.items).enumerated() {
                let expectedImage: ImageReference? = localItem.image.map { _ in .remote(url: server.address + "photos/\(localPage.number)/\(index + 1)") }
                #expect(remoteItem.image == expectedImage)
                #expect(
                    CatalogItem(
                        id: remoteItem.id, title: remoteItem.title, kind: remoteItem.kind, imageWidth: remoteItem.imageWidth,
                        imageHeight: remoteItem.imageHeight, color: remoteItem.color, thumbnail: remoteItem.thumbnail,
                        image: localItem.image, span: remoteItem.span
                    ) == localItem)
            }
        }
    }

    @Test func invalidJSONOnAPageIsNamedAndTheCatalogStaysUsable() async throws {
        try await withTestServer(
            servedPages { number in
                number == 1 ? "{\"format\": \"waterfall-page\",\n \"items\": [{\"id\": " : nil
            }
        ) { server in
            try await withSession { session in
                let catalog = try await open(server, session: session)
                await #expect(
                    throws: CatalogError.invalidJSON(
                        path: server.url("/items?page=1").description, line: 2, column: 19, message: "unexpected end of input, expected a value")
                ) {
                    try await catalog.source.page(1)
                }
            }
        }
    }

    @Test func aPageOfAHundredThousandItemsKeepsTheFirstThousandAndSaysSo() async throws {
        let huge = page(1, (1 ... 100_000).map { item("i\($0)") }, last: true)
        try await withTestServer(servedPages { $0 == 1 ? huge : nil }) { server in
            try await withSession { session in
                let catalog = try await open(server, session: session)
                guard case .page(let first) = try await catalog.source.page(1) else {
                    Issue.record("no page")
                    return
                }
                #expect(first.items.count == 1000)
                #expect(first.items.last?.id == "i1000")
                #expect(
                    first.issues.map(\.description) == [
                        "\(server.url("/items?page=1")): page 1: the page holds 100000 items; only the first 1000 are read, the other 99000 are skipped"
                    ])
                #expect(try await catalog.source.page(2) == .end)
            }
        }
    }

    @Test func terminalEscapesInTitlesAreKeptFlaggedAndShownSafely() async throws {
        let title = "Mug \u{1B}]0;owned\u{07}\u{1B}[2J now"
        try await withTestServer(servedPages { $0 == 1 ? page(1, [item("m1", title: title)], last: true) : nil }) { server in
            try await withSession { session in
                let catalog = try await open(server, session: session)
                guard case .page(let first) = try await catalog.source.page(1), let mug = first.items.first else {
                    Issue.record("no item")
                    return
                }
                #expect(mug.title.raw == title)
                #expect(mug.title.hasControlCharacters)
                #expect(mug.title.sanitized == "Mug ␛]0;owned␇␛[2J now")
            }
        }
    }

    @Test func localPicturesInARemoteCatalogAreRefusedItemByItem() async throws {
        let items = [
            item("local", image: "/etc/passwd"), item("relative", image: "../photos/cat-bed.jpg"),
            item("file", image: "file:///etc/passwd"), item("ftp", image: "ftp://example.com/a.jpg"),
            item("web", image: "https://cdn.example/a.jpg"), item("none"),
        ]
        try await withTestServer(servedPages { $0 == 1 ? page(1, items, last: true) : nil }) { server in
            try await withSession { session in
                let catalog = try await open(server, session: session)
                guard case .page(let first) = try await catalog.source.page(1) else {
                    Issue.record("no page")
                    return
                }
                #expect(first.items.map(\.id) == ["web", "none"])
                #expect(first.items.first?.image == .remote(url: "https://cdn.example/a.jpg"))
                #expect(first.issues.map(\.itemID) == ["local", "relative", "file", "ftp"])
                #expect(first.issues.allSatisfy { $0.field == "image" && !$0.message.text.contains("passwd") })
                #expect(
                    first.issues.map(\.message) == [
                        "a catalog read over HTTP may name only http(s) pictures, not a local path or another scheme",
                        "a catalog read over HTTP may name only http(s) pictures, not a local path or another scheme",
                        "a catalog read over HTTP may name only http(s) pictures, not a file: URL",
                        "a catalog read over HTTP may name only http(s) pictures, not a local path or another scheme",
                    ])
            }
        }
    }

    @Test func aFailedPageIsRetriedAndNothingLoadedIsLost() async throws {
        let attempts = Mutex(0)
        let handler = servedPages { number in
            number == 1 ? page(1, [item("a"), item("b")]) : page(2, [item("c")], last: true)
        }
        try await withTestServer({ request in
            if request.uri.queryParameters["page"] == "2",
                attempts.withLock({ value -> Int in
                    value += 1
                    return value
                }) == 1
            {
                return Answer.status(.internalServerError, body: "database is down")
            }
            return try await handler(request)
        }) { server in
            try await withSession { session in
                let loader = PageLoader(source: try await open(server, session: session).source)
                loader.requestNextPage()
                await loader.waitUntilSettled()
                #expect(loader.takeArrivals().map(\.id) == ["a", "b"])
                loader.requestNextPage()
                await loader.waitUntilSettled()
                guard case .failed(let page, let reason) = loader.status.phase else {
                    Issue.record("\(loader.status.phase)")
                    return
                }
                #expect(page == 2)
                #expect(reason == "\(server.url("/items?page=2")): the server answered 500 Internal Server Error: \"database is down\"")
                #expect(loader.status.itemsLoaded == 2)
                loader.retry()
                await loader.waitUntilSettled()
                #expect(loader.takeArrivals().map(\.id) == ["c"])
                loader.requestNextPage()
                await loader.waitUntilSettled()
                #expect(loader.status.phase == .exhausted)
                #expect(loader.status.itemsLoaded == 3)
            }
        }
    }

    @Test(arguments: [
        (
            "<!doctype html><html><body>Shop</body></html>", "text/html",
            "the answer is not JSON (Content-Type text/html); expected a JSON array or JSON Lines of items, the description of `waterfall serve`, or a Shopify, WooCommerce or DummyJSON answer"
        ),
        ("", "application/json", "the answer is empty; expected a catalog"),
        (#"{"format": "waterfall-pages", "version": 2, "first": "/items"}"#, "application/json", #"field "version": only version 1 is supported"#),
        (
            #"{"format": "waterfall-pages", "version": 1, "first": "file:///etc/passwd"}"#, "application/json",
            #"field "first" must be the http(s) link of the first page"#
        ),
    ])
    func whatIsNotACatalogIsSaidSo(body: String, type: String, message: String) async throws {
        try await withTestServer({ _ in Answer.ok(body, contentType: type) }) { server in
            try await withSession { session in
                await #expect(throws: CatalogError.unexpectedContent(path: server.base.description, message: MessageText(stringLiteral: message))) {
                    try await open(server, session: session)
                }
            }
        }
    }
}
