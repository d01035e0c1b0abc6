import Foundation
import HTTPTestSupport
import Hummingbird
import ShopBrowser
import ShopBrowserRuntime
import ShopCatalog
import TestSupport
import Testing
import WaterfallTUI

@testable import ShopCatalogHTTP

/// The photo fetcher as the browser's photo source, against hostile photo servers over loopback:
/// each case ends in a named failure on its card within its deadline, the good photo beside it is
/// drawn, and the browser keeps working.
@Suite("PhotoFetcher in the browser: hostile photo servers", .timeLimit(.minutes(3)))
struct PhotoFetcherRemotePhotoSourceTests {
    /// One hostile answer for a photo, and what its card must say.
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let label: String
        let reason: String
        let answer: @Sendable () throws -> Response

        var testDescription: String { name }
    }

    /// The photo deadline of these tests: long enough for a loaded machine, short enough to wait for.
    static let deadline = Duration.seconds(3)

    static let cases: [Case] = [
        Case(name: "a body that never ends", label: "too large", reason: "the answer is larger than the 16777216-byte limit") {
            Response(
                status: .ok, headers: [.contentType: "image/jpeg"],
                body: ResponseBody { writer in
                    try await writer.write(ByteBuffer(bytes: [0xFF, 0xD8, 0xFF, 0xE0]))
                    let chunk = ByteBuffer(repeating: 0x41, count: 64 << 10)
                    while true { try await writer.write(chunk) }
                })
        },
        Case(name: "10 GB announced", label: "too large", reason: "the answer announces 10737418240 bytes, more than the 16777216-byte limit; nothing was read")
        {
            HostileAnswers.tenGigabytes()
        },
        Case(name: "one byte a second", label: "timed out", reason: "no complete answer within 3 s") { HostileAnswers.trickle() },
        Case(
            name: "an HTML page for a JPEG", label: "not a picture",
            reason: "the answer is not a JPEG, PNG, WebP or GIF picture (Content-Type text/html): \"<html><body>Please log in</body></html>\""
        ) {
            Answer.ok("<html><body>Please log in</body></html>", contentType: "text/html")
        },
        Case(name: "404", label: "HTTP 404", reason: "the server answered 404 Not Found") { Answer.status(.notFound) },
        Case(name: "500", label: "HTTP 500", reason: "the server answered 500 Internal Server Error") { Answer.status(.internalServerError) },
        Case(name: "429 with Retry-After", label: "HTTP 429", reason: "the server answered 429 Too Many Requests (retry after 30 s)") {
            Answer.status(.tooManyRequests, headers: [("Retry-After", "30")])
        },
        Case(name: "a reset mid-body", label: "cut off", reason: "the connection closed after") {
            Response(
                status: .ok, headers: [.contentType: "image/jpeg"],
                body: ResponseBody(contentLength: 100_000) { writer in
                    try await writer.write(ByteBuffer(bytes: [0xFF, 0xD8, 0xFF] + [UInt8](repeating: 0, count: 997)))
                    try await Task.sleep(for: .milliseconds(50))
                    throw CancellationError()
                })
        },
        Case(name: "a redirect to file://", label: "bad redirect", reason: "refused a 302 redirect that does not lead to an http(s) URL") {
            Answer.status(.found, headers: [("Location", "file:///etc/passwd")])
        },
        Case(name: "a redirect loop", label: "redirect loop", reason: "the redirects lead in a circle") {
            Answer.status(.found, headers: [("Location", "/hostile")])
        },
    ]

    /// One page of items: the hostile photo and a good one.
    final class TwoItems: PageSource {
        let items: [CatalogItem]

        init(hostile: String, good: String) {
            items = [("hostile", hostile), ("good", good)].map { id, url in
                CatalogItem(
                    id: id, title: CatalogText("Photo \(id)"), price: Price(minorUnits: 100, currency: "CNY") ?? Price(minorUnits: 0, currency: "CNY")!,
                    imageWidth: 400, imageHeight: 300, shop: CatalogText("Shop"), image: .remote(url: url)
                )
            }
        }

        func page(_ number: Int) async throws -> PageResult {
            number == 1 ? .page(CatalogPage(number: 1, source: "memory", items: items)) : .end
        }
    }

    @Test(arguments: cases)
    func aHostilePhotoEndsInANamedFailureOnItsCard(_ hostile: Case) async throws {
        let photo = try TestPhotos.sample("jpg").bytes
        try await withTestServer({ request in
            request.uri.path == "/good.jpg" ? Answer.ok(photo, contentType: "image/jpeg") : try hostile.answer()
        }) { server in
            try await withSession(.patient()) { session in
                let fetcher = PhotoFetcher(
                    session: session, configuration: PhotoFetcher.Configuration(deadline: Self.deadline), headerReader: TestPhotos.headerReader()
                )
                let options = BrowserOptions(columns: 2, catalogName: "hostile")
                let model = BrowserModel(options: options, theme: Theme(colorMode: .ansi256), screenSize: Size(width: 80, height: 40))
                let hostileURL = server.url("/hostile").absoluteString
                let runtime = BrowserRuntime(
                    model: model, source: TwoItems(hostile: hostileURL, good: server.url("/good.jpg").absoluteString),
                    // A failure that may pass is retried at once here: the test is about the last one.
                    services: BrowserServices(photoSource: fetcher, retryClock: RetryClock(ImmediateClock()))
                )
                defer { runtime.shutdown() }
                let driver = DeterministicDriver(runtime: runtime)
                // Settles once every photo has arrived or failed: what ended the hostile one (its
                // deadline, a limit, the server's answer) is named in its failure below.
                await driver.send(.start)
                let cards = model.liveCardPictures
                #expect(cards[1] == .photo, "the good photo beside it is drawn")
                #expect(cards[0] == .failed)
                #expect(model.cardPicture(ofFlat: 0).failureLabel == hostile.label)
                let failure = try #require(model.pictures.failureLog.first)
                #expect(model.pictures.failureLog.count == 1)
                #expect(failure.reference == .remote(url: hostileURL))
                #expect(failure.reason.hasPrefix(hostile.reason), "\(failure.reason)")
                #expect(failure.reason.count <= 200, "a short reason, never the body")
                #expect(model.render().lines().joined().contains("✕ \(hostile.label)"))
                #expect(model.notice?.text.hasPrefix("picture not shown: \(hostileURL): ") == true)
                await driver.send(.input(.key(.character("+"))))
                #expect(model.columnCount == 3, "the browser keeps working")
                #expect(model.liveCardPictures[1] == .photo, "the good photo at the new size, from the decoded copy")
                #expect(model.pictures.failureLog.count == 1, "the failed photo is not fetched again")
            }
        }
    }

    /// A browser over `items` with photos fetched through `session`, settled: every photo it
    /// wanted has arrived or failed.
    func settledBrowser(_ items: TwoItems, session: RemoteSession) async -> BrowserModel {
        let fetcher = PhotoFetcher(session: session, configuration: .patient(), headerReader: TestPhotos.headerReader())
        let options = BrowserOptions(columns: 2, catalogName: "cached")
        let model = BrowserModel(options: options, theme: Theme(colorMode: .ansi256), screenSize: Size(width: 80, height: 40))
        let runtime = BrowserRuntime(model: model, source: items, services: BrowserServices(photoSource: fetcher))
        await DeterministicDriver(runtime: runtime).send(.start)
        runtime.shutdown()
        return model
    }

    @Test func photosComeFromTheDiskCacheOfflineAndADamagedFileIsFetchedAgain() async throws {
        let directory = try TemporaryDirectory()
        let photo = try TestPhotos.sample("jpg").bytes
        let requests = RequestLog()
        try await withTestServer({ request in
            requests.record(request)
            return Answer.ok(photo, contentType: "image/jpeg", headers: [("ETag", "\"v1\"")])
        }) { server in
            let cache = try DiskCache(directory: directory.path, budget: 8 << 20)
            let items = TwoItems(hostile: server.url("/a.jpg").absoluteString, good: server.url("/b.jpg").absoluteString)
            let first = try await withSession(.patient(cache: cache)) { await settledBrowser(items, session: $0) }
            #expect(first.liveCardPictures.sorted { $0.key < $1.key }.map(\.value) == [.photo, .photo])
            #expect(requests.all.count == 2)

            let offline = try await withSession(.patient(offline: true, cache: cache)) { await settledBrowser(items, session: $0) }
            #expect(offline.liveCardPictures.sorted { $0.key < $1.key }.map(\.value) == [.photo, .photo], "offline: both from the disk cache")
            #expect(requests.all.count == 2, "no request offline")

            let file = cache.path(for: server.url("/a.jpg").absoluteString, in: .photos)
            var bytes = try #require(FileManager.default.contents(atPath: file)).map { $0 }
            bytes[bytes.count - 10] ^= 0xFF
            try Data(bytes).write(to: URL(fileURLWithPath: file))
            let damaged = try await withSession(.patient(offline: true, cache: cache)) { await settledBrowser(items, session: $0) }
            #expect(damaged.cardPicture(ofFlat: 0).failureLabel == "not cached", "the damaged copy was dropped, not decoded")
            #expect(damaged.liveCardPictures[1] == .photo)
            #expect(!FileManager.default.fileExists(atPath: file))

            let online = try await withSession(.patient(cache: cache)) { await settledBrowser(items, session: $0) }
            #expect(online.liveCardPictures.sorted { $0.key < $1.key }.map(\.value) == [.photo, .photo], "fetched again")
            #expect(requests.all.count == 4, "the damaged photo fetched anew, the other revalidated: \(requests.all.count)")
        }
    }
}
