import Foundation
import HTTPTestSupport
import HTTPTypes
import Hummingbird
import ShopCatalog
import Synchronization
import TestSupport
import Testing
import WaterfallServer

@testable import ShopCatalogHTTP

/// The disk cache in front of the network: revalidation with `ETag` and `Last-Modified` (304),
/// freshness by `max-age`, `no-store`, `--offline`, and a second run served from the cache.
@Suite("RemoteSession with a disk cache", .timeLimit(.minutes(2)))
struct RemoteSessionCachingTests {
    private func request(_ url: RemoteURL) -> FetchRequest {
        FetchRequest(url: url, kind: .page, accept: "application/json", acceptsCompression: true, maximumBytes: 1 << 20, deadline: .seconds(60))
    }

    /// A server that answers `body` with `headers`, or 304 when the request's validator
    /// (`If-None-Match` or `If-Modified-Since`) equals `validator`; it records each request's validator.
    private func conditionalServer(
        body: String, headers: [(String, String)], validator: (request: HTTPField.Name, value: String)?, seen: RequestLog
    ) -> @Sendable (Request) async throws -> Response {
        { request in
            seen.record(request)
            if let validator, request.headers[validator.request] == validator.value {
                return Answer.status(.notModified, headers: headers)
            }
            return Answer.ok(body, headers: headers)
        }
    }

    private func cache(_ directory: TemporaryDirectory) throws -> DiskCache {
        try DiskCache(directory: directory.path, budget: 8 << 20)
    }

    @Test(arguments: [
        (("ETag", "\"v7\""), HTTPField.Name.ifNoneMatch),
        (("Last-Modified", "Tue, 24 Nov 2026 10:00:00 GMT"), HTTPField.Name.ifModifiedSince),
    ])
    func aStaleCopyIsRevalidatedAndReusedOn304(validator: (String, String), requestHeader: HTTPField.Name) async throws {
        let directory = try TemporaryDirectory()
        let seen = RequestLog()
        try await withTestServer(
            conditionalServer(
                body: "[\"page\"]", headers: [validator, ("Cache-Control", "no-cache")], validator: (requestHeader, validator.1), seen: seen
            )
        ) { server in
            for expected in [LoadedAnswer.Origin.network, .revalidated, .revalidated] {
                try await withSession(.patient(cache: try cache(directory))) { session in
                    let loaded = try await session.load(request(server.url("/items?page=1")), cachedAs: .pages)
                    #expect(loaded.origin == expected)
                    #expect(loaded.body == Array("[\"page\"]".utf8))
                }
            }
        }
        #expect(seen.all.count == 3)
    }

    @Test func aFreshCopyIsUsedWithoutAskingAndNoStoreIsNeverKept() async throws {
        let directory = try TemporaryDirectory()
        let seen = RequestLog()
        try await withTestServer({ request in
            seen.record(request)
            return Answer.ok("{}", headers: [("Cache-Control", request.uri.path == "/fresh" ? "max-age=600" : "no-store")])
        }) { server in
            try await withSession(.patient(cache: try cache(directory))) { session in
                var origins: [LoadedAnswer.Origin] = []
                for path in ["/fresh", "/fresh", "/secret", "/secret"] {
                    origins.append(try await session.load(request(server.url(path)), cachedAs: .pages).origin)
                }
                #expect(origins == [.network, .cache, .network, .network])
            }
        }
        #expect(seen.all == ["/fresh", "/secret", "/secret"])
    }

    @Test func offlineUsesTheCacheAndNamesWhatIsMissing() async throws {
        let directory = try TemporaryDirectory()
        let url = try await withTestServer({ _ in Answer.ok("[1, 2]", headers: [("ETag", "\"a\"")]) }) { server in
            try await withSession(.patient(cache: try cache(directory))) { session in
                _ = try await session.load(request(server.url("/items?page=1")), cachedAs: .pages)
            }
            return server.url("/items?page=1")
        }
        try await withSession(.patient(offline: true, cache: try cache(directory))) { session in
            let loaded = try await session.load(request(url), cachedAs: .pages)
            #expect(loaded.origin == .cache)
            #expect(loaded.body == Array("[1, 2]".utf8))
            let missing = try #require(url.resolving("/items?page=2"))
            await #expect(throws: RemoteError.notCached(url: missing)) { try await session.load(request(missing), cachedAs: .pages) }
        }
    }

    @Test func aCachedPhotoThatIsNoLongerAPictureIsFetchedAgain() async throws {
        let directory = try TemporaryDirectory()
        let photo = try TestPhotos.sample("jpg").bytes
        let seen = RequestLog()
        try await withTestServer({ request in
            seen.record(request)
            return Answer.ok(photo, contentType: "image/jpeg", headers: [("Cache-Control", "max-age=600")])
        }) { server in
            let cache = try cache(directory)
            try await withSession(.patient(cache: cache)) { session in
                let fetcher = PhotoFetcher(session: session, configuration: .patient(), headerReader: TestPhotos.headerReader())
                let url = server.url("/cat.jpg")
                #expect(try await fetcher.photo(at: url, priority: 0).origin == .network)
                #expect(try await fetcher.photo(at: url, priority: 0).origin == .cache)
                var entry = try #require(cache.entry(for: url.absoluteString, in: .photos))
                entry.body = Array("<html>replaced</html>".utf8)
                cache.store(entry, in: .photos)
                let again = try await fetcher.photo(at: url, priority: 0)
                #expect(again.origin == .network)
                #expect(again.bytes == photo)
            }
        }
        #expect(seen.all.count == 2)
    }

    @Test func aSecondRunReadsTheServedCatalogFromTheCacheEvenWithTheServerGone() async throws {
        let directory = try TemporaryDirectory()
        let server = try await CatalogServer(location: .directory(TestFiles.bundledCatalog), pageSize: 30, configuration: .init(port: 0)).start()
        let address = try #require(RemoteURL(server.address))
        let firstRun = try await withSession(.patient(cache: try cache(directory))) { session in
            let catalog = try await RemoteCatalog.open(address, session: session, photos: nil)
            var pages: [PageResult] = []
            for number in 1 ... 2 { pages.append(try await catalog.source.page(number)) }
            return pages
        }
        await server.stop()
        let secondRun = try await withSession(.patient(offline: true, cache: try cache(directory))) { session in
            let catalog = try await RemoteCatalog.open(address, session: session, photos: nil)
            #expect(catalog.name == "Waterfall demo shop")
            var pages: [PageResult] = []
            for number in 1 ... 2 { pages.append(try await catalog.source.page(number)) }
            await #expect(throws: RemoteError.self) { try await catalog.source.page(3) }
            return pages
        }
        #expect(secondRun == firstRun)
    }
}
