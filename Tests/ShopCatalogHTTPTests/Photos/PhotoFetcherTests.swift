import Foundation
import HTTPTestSupport
import Hummingbird
import ShopCatalog
import Synchronization
import TestSupport
import Testing

@testable import ShopCatalogHTTP

/// The photo fetcher over loopback: only decodable formats asked for and accepted, sizes from
/// first bytes, a few connections per host taken in priority order, cancellation.
@Suite("PhotoFetcher", .timeLimit(.minutes(2)))
struct PhotoFetcherTests {
    /// A switch the test server's handlers wait on.
    final class Latch: Sendable {
        private let isOpen = Mutex(false)

        func open() { isOpen.withLock { $0 = true } }

        func wait() async throws {
            while !isOpen.withLock({ $0 }) { try await Task.sleep(for: .milliseconds(5)) }
        }
    }

    /// Counts requests in flight, the most at once, and every one that came in.
    final class Concurrency: Sendable {
        private let counts = Mutex((now: 0, most: 0, entered: 0))

        func enter() {
            counts.withLock {
                $0.now += 1
                $0.entered += 1
                $0.most = max($0.most, $0.now)
            }
        }
        func leave() { counts.withLock { $0.now -= 1 } }
        var most: Int { counts.withLock { $0.most } }
        var now: Int { counts.withLock { $0.now } }
        var entered: Int { counts.withLock { $0.entered } }
    }

    /// A JPEG whose size (`width × height`) follows `exifBytes` of APP1 data, then `tail` bytes.
    static func jpeg(width: Int, height: Int, exifBytes: Int, tail: Int = 0) -> [UInt8] {
        var bytes: [UInt8] = [0xFF, 0xD8]
        var remaining = exifBytes
        while remaining > 0 {
            let chunk = min(remaining, 65_000)
            bytes += [0xFF, 0xE1, UInt8((chunk + 2) >> 8), UInt8((chunk + 2) & 0xFF)] + [UInt8](repeating: 0x45, count: chunk)
            remaining -= chunk
        }
        bytes += [0xFF, 0xC0, 0x00, 0x11, 0x08, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), 0x03]
        bytes += [UInt8](repeating: 0, count: 9) + [0xFF, 0xD9] + [UInt8](repeating: 0x77, count: tail)
        return bytes
    }

    @Test func aPhotoIsFetchedWithAnAcceptOfDecodableFormatsOnly() async throws {
        let photo = try TestPhotos.sample("png").bytes
        let accepts = Mutex([String]())
        try await withTestServer({ request in
            accepts.withLock { $0.append(request.headers[.accept] ?? "") }
            return Answer.ok(photo, contentType: "application/octet-stream")
        }) { server in
            try await withSession { session in
                let fetched = try await PhotoFetcher(session: session, configuration: .patient(), headerReader: TestPhotos.headerReader()).photo(
                    at: server.url("/p"), priority: 0)
                #expect(fetched.bytes == photo)
                #expect(fetched.format == .png)
            }
        }
        #expect(accepts.withLock { $0 } == ["image/jpeg, image/png, image/webp, image/gif"])
    }

    @Test func anHTMLPageInsteadOfAJPEGIsRefusedByName() async throws {
        try await withTestServer({ _ in
            Answer.ok("<html><head><title>Login required</title></head></html>", contentType: "text/html; charset=utf-8")
        }) { server in
            try await withSession { session in
                let fetcher = PhotoFetcher(session: session, configuration: .patient(), headerReader: TestPhotos.headerReader())
                let url = server.url("/photo.jpg")
                await #expect(
                    throws: RemoteError.notAPicture(
                        url: url, contentType: "text/html; charset=utf-8", excerpt: "<html><head><title>Login required</title></head></html>")
                ) {
                    try await fetcher.photo(at: url, priority: 0)
                }
                await #expect(
                    throws: RemoteError.notAPicture(
                        url: url, contentType: "text/html; charset=utf-8", excerpt: "<html><head><title>Login required</title></head></html>")
                ) {
                    try await fetcher.size(of: url, priority: 0)
                }
            }
        }
    }

    @Test func aSizeIsReadWithARangeRequestFromTheFirstBytesOnly() async throws {
        let big = PhotoFetcherTests.jpeg(width: 1234, height: 567, exifBytes: 90_000, tail: 5 << 20)
        let ranges = Mutex([String]())
        try await withTestServer({ request in
            ranges.withLock { $0.append(request.headers[.range] ?? "none") }
            return Answer.ok(big, contentType: "image/jpeg")
        }) { server in
            try await withSession { session in
                let fetcher = PhotoFetcher(session: session, configuration: .patient(), headerReader: TestPhotos.headerReader(patience: 256 << 10))
                let size = try await fetcher.size(of: server.url("/big.jpg"), priority: 0)
                #expect(size == PhotoSize(width: 1234, height: 567))
                #expect(session.transfers.progress.bytesReceived < 1 << 20, "reading stopped long before the 5 MiB end")
            }
        }
        #expect(ranges.withLock { $0 } == ["bytes=0-262143"])
    }

    @Test func sizesAreKeptInTheDiskCache() async throws {
        let directory = try TemporaryDirectory()
        let seen = RequestLog()
        let sample = try TestPhotos.sample("jpg")
        let photo = sample.bytes
        try await withTestServer({ request in
            seen.record(request)
            return Answer.ok(photo, contentType: "image/jpeg")
        }) { server in
            for _ in 0 ..< 2 {
                let cache = try DiskCache(directory: directory.path, budget: 1 << 20)
                try await withSession(.patient(cache: cache)) { session in
                    let size = try await PhotoFetcher(session: session, configuration: .patient(), headerReader: TestPhotos.headerReader()).size(
                        of: server.url("/cat.jpg"), priority: 0)
                    #expect(size == PhotoSize(width: sample.width, height: sample.height))
                }
            }
        }
        #expect(seen.all == ["/cat.jpg"])
    }

    @Test func aHeaderWithoutASizeIsNamed() async throws {
        let truncated = Array(PhotoFetcherTests.jpeg(width: 10, height: 10, exifBytes: 200_000).prefix(150_000))
        try await withTestServer({ _ in Answer.ok(truncated, contentType: "image/jpeg") }) { server in
            try await withSession { session in
                let fetcher = PhotoFetcher(
                    session: session, configuration: .patient(headerBytes: 100_000), headerReader: TestPhotos.headerReader(patience: 1 << 30)
                )
                let url = server.url("/exif.jpg")
                await #expect(throws: RemoteError.sizeUnknown(url: url, reason: "no size in the first 100000 bytes")) {
                    try await fetcher.size(of: url, priority: 0)
                }
            }
        }
    }

    /// Each answer waits until every fetch is accounted for — in at the server or waiting in the
    /// fetcher's queue, none on its way — and until a second one is in too (or none waits any
    /// more): fetches overlap however slowly a busy machine runs them, and a third one let
    /// through would be on its way, so it is waited for and counted, never missed.
    @Test func atMostTheConfiguredConnectionsRunPerHost() async throws {
        let concurrency = Concurrency()
        let photo = try TestPhotos.sample("jpg").bytes
        let fetches = 8
        let fetcherBox = Mutex<PhotoFetcher?>(nil)
        try await withTestServer({ _ in
            concurrency.enter()
            let deadline = ContinuousClock.now + .seconds(60)
            while true {
                let queued = fetcherBox.withLock { $0 }?.progress.photosQueued ?? 0
                if queued + concurrency.entered == fetches, concurrency.now >= 2 || queued == 0 { break }
                guard ContinuousClock.now < deadline else {
                    Issue.record("the fetches were never all accounted for: \(queued) queued, \(concurrency.entered) in")
                    break
                }
                try await Task.sleep(for: .milliseconds(5))
            }
            concurrency.leave()
            return Answer.ok(photo, contentType: "image/jpeg")
        }) { server in
            try await withSession { session in
                let fetcher = PhotoFetcher(session: session, configuration: .patient(connectionsPerHost: 2), headerReader: TestPhotos.headerReader())
                fetcherBox.withLock { $0 = fetcher }
                try await withThrowingTaskGroup(of: Void.self) { group in
                    for index in 0 ..< fetches {
                        group.addTask { _ = try await fetcher.photo(at: server.url("/p\(index).jpg"), priority: index) }
                    }
                    try await group.waitForAll()
                }
            }
        }
        #expect(concurrency.most == 2)
        #expect(concurrency.entered == fetches)
    }

    @Test func waitingFetchesGoByPriorityAndCanBeMovedOrCancelled() async throws {
        let latch = Latch()
        let order = RequestLog()
        let photo = try TestPhotos.sample("jpg").bytes
        try await withTestServer({ request in
            order.record(request)
            if request.uri.path == "/first.jpg" { try await latch.wait() }
            return Answer.ok(photo, contentType: "image/jpeg")
        }) { server in
            try await withSession { session in
                let fetcher = PhotoFetcher(session: session, configuration: .patient(connectionsPerHost: 1), headerReader: TestPhotos.headerReader())
                let first = Task { try await fetcher.photo(at: server.url("/first.jpg"), priority: 0) }
                while order.all.isEmpty { try await Task.sleep(for: .milliseconds(5)) }
                var waiting: [String: Task<FetchedPhoto, any Error>] = [:]
                for (name, priority) in [("five", 5), ("one", 1), ("three", 3), ("gone", 2), ("moved", 9)] {
                    waiting[name] = Task { try await fetcher.photo(at: server.url("/\(name).jpg"), priority: priority) }
                    while fetcher.progress.photosQueued < waiting.count { try await Task.sleep(for: .milliseconds(5)) }
                }
                waiting["gone"]?.cancel()
                await #expect(throws: CancellationError.self) { try await waiting["gone"]?.value }
                #expect(fetcher.progress.photosQueued == 4)
                fetcher.reprioritize(server.url("/moved.jpg"), to: 0)
                latch.open()
                _ = try await first.value
                for name in ["five", "one", "three", "moved"] { _ = try await waiting[name]?.value }
                #expect(
                    fetcher.progress
                        == TransferProgress(
                            pages: 0, photos: 0, photosQueued: 0, bytesInFlight: 0, bytesReceived: 5 * photo.count, longestRunning: .zero
                        ))
            }
        }
        #expect(order.all == ["/first.jpg", "/moved.jpg", "/one.jpg", "/three.jpg", "/five.jpg"])
    }
}
