import Foundation
import HTTPTestSupport
import Hummingbird
import ShopCatalog
import Synchronization
import Testing

@testable import ShopCatalogHTTP

@Suite("Remote errors: which failures are retried, and when", .timeLimit(.minutes(2)))
struct RemoteErrorRetryingTests {
    let url = RemoteURL("http://127.0.0.1:9/items")!

    @Test func transientStatusesAndBrokenConnectionsMayPassTheRestDoNot() {
        for code in [408, 425, 429, 500, 502, 503, 504] {
            #expect(RemoteError.status(url: url, code: code, reason: "", retryAfter: nil, excerpt: nil).retryAdvice == .transient(after: nil), "\(code)")
        }
        for code in [400, 401, 403, 404, 410, 418, 501] {
            #expect(RemoteError.status(url: url, code: code, reason: "", retryAfter: "1 s", excerpt: nil).retryAdvice == .permanent, "\(code)")
        }
        #expect(RemoteError.deadlineExceeded(url: url, deadline: .seconds(30), received: 0).retryAdvice.isTransient)
        #expect(RemoteError.stalled(url: url, idle: .seconds(10), received: 5).retryAdvice.isTransient)
        #expect(RemoteError.truncated(url: url, received: 5, expected: 10).retryAdvice.isTransient)
        #expect(RemoteError.connection(url: url, reason: "connection reset").retryAdvice.isTransient)
        #expect(RemoteError.notAPicture(url: url, contentType: "text/html", excerpt: nil).retryAdvice == .permanent)
        #expect(RemoteError.redirectLoop(url: url).retryAdvice == .permanent)
        #expect(RemoteError.notCached(url: url).retryAdvice == .permanent)
        #expect(RemoteError.inflatedTooLarge(url: url, encoding: "gzip", limit: 10).retryAdvice == .permanent)
    }

    @Test func theServersRetryAfterIsReadInSecondsAndAsADate() {
        let advice = RemoteError.status(url: url, code: 503, reason: "", retryAfter: RemoteSession.retryAfter("7"), excerpt: nil).retryAdvice
        #expect(advice == .transient(after: .seconds(7)))
        #expect(RetryAfter.delay("120") == .seconds(120))
        #expect(RetryAfter.delay("120 s") == .seconds(120))
        let now = 784_111_777  // Sun, 06 Nov 1994 08:49:37 GMT
        #expect(RetryAfter.httpDate("Sun, 06 Nov 1994 08:49:37 GMT") == now)
        #expect(RetryAfter.delay("Sun, 06 Nov 1994 08:50:07 GMT", now: now) == .seconds(30))
        #expect(RetryAfter.delay("Sun, 06 Nov 1994 08:49:00 GMT", now: now) == .zero, "a date past asks for no wait")
        #expect(RetryAfter.delay("Thu, 01 Jan 1970 00:00:00 GMT", now: 0) == .zero)
        #expect(RetryAfter.httpDate("Tue, 29 Feb 2028 23:59:60 GMT") == 1_835_481_600)
        for garbage in ["", "soon", "-5", "1.5", "12345678901", "Sun, 06 Nov 1994 08:49:37", "Sun, 32 Nov 1994 08:49:37 GMT", "Sun, 06 Foo 1994 08:49:37 GMT"] {
            #expect(RetryAfter.delay(garbage, now: now) == nil, "\(garbage)")
        }
    }

    @Test func civilDaysMatchTheCLibraryOverManyYears() {
        for year in 1970 ... 2100 {
            for month in 1 ... 12 {
                var parts = tm()
                parts.tm_year = Int32(year - 1900)
                parts.tm_mon = Int32(month - 1)
                parts.tm_mday = 1
                #expect(RetryAfter.daysSinceEpoch(year: year, month: month, day: 1) * 86_400 == Int(timegm(&parts)), "\(year)-\(month)")
            }
        }
    }

    /// A page answered 503 with `Retry-After: 1` is asked for again by itself, not before the
    /// second has passed, and shown without a key (how soon: the `retry` benchmark).
    @Test func aPageFailingWithRetryAfterIsFetchedAgainAfterItAndNotBefore() async throws {
        let requests = Mutex([(page: String, at: ContinuousClock.Instant)]())
        let handler: @Sendable (Request) async throws -> Response = { request in
            let page = request.uri.queryParameters["page"].map(String.init) ?? "root"
            let count = requests.withLock { list -> Int in
                list.append((page, .now))
                return list.filter { $0.page == page }.count
            }
            switch page {
            case "root":
                return Answer.ok(#"{"format": "waterfall-pages", "version": 1, "name": "Flaky", "pageSize": 1, "first": "/items?page=1"}"#)
            case "1" where count == 1:
                return Answer.status(.serviceUnavailable, headers: [("Retry-After", "1")], body: "busy")
            default:
                let item = #"{"id": "a", "title": "A mug", "price": {"amount": 1200, "currency": "USD"}, "width": 400, "height": 300, "shop": "Mugs"}"#
                return Answer.ok(#"{"format": "waterfall-page", "version": 1, "page": 1, "items": [\#(item)], "next": null}"#)
            }
        }
        try await withTestServer(handler) { server in
            try await withSession { session in
                let arrived = Mutex<ContinuousClock.Instant?>(nil)
                let failed = Mutex<ContinuousClock.Instant?>(nil)
                let catalog = try await RemoteCatalog.open(server.base, session: session, photos: nil)
                let box = Mutex<PageLoader?>(nil)
                let loader = PageLoader(source: catalog.source) {
                    guard let loader = box.withLock({ $0 }) else { return }
                    if case .failed = loader.status.phase { failed.withLock { $0 = $0 ?? .now } }
                    if loader.status.itemsLoaded == 1 { arrived.withLock { $0 = $0 ?? .now } }
                }
                box.withLock { $0 = loader }
                loader.requestNextPage()
                let deadline = ContinuousClock.now + .seconds(20)
                while arrived.withLock({ $0 }) == nil, ContinuousClock.now < deadline {
                    try await Task.sleep(for: .milliseconds(5))
                }
                let pageRequests = requests.withLock { $0.filter { $0.page == "1" } }
                #expect(pageRequests.count == 2, "one failure, one retry")
                let retry = try #require(pageRequests.last).at
                let failure = try #require(failed.withLock { $0 })
                let shown = try #require(arrived.withLock { $0 }, "the page came by itself")
                #expect(retry - pageRequests[0].at >= .seconds(1), "no request before Retry-After")
                // How soon after the failure is measured by `waterfall-benchmarks retry`; here only
                // that it comes after it, by itself (no key was pressed).
                #expect(failure < shown, "shown after the failure, without a key")
                #expect(loader.takeArrivals().map(\.id) == ["a"])
            }
        }
    }
}
