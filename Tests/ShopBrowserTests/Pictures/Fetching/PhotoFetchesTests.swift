import ShopCatalog
import Synchronization
import TestSupport
import Testing

@testable import ShopBrowser
@testable import ShopBrowserRuntime

@Suite("Photo fetches: one per URL, cancelled when unwanted, delivered once", .timeLimit(.minutes(1)))
struct PhotoFetchesTests {
    /// What the fetches delivered, in order.
    final class Deliveries: Sendable {
        private let list = Mutex([(key: PictureKey, priority: Int, fetched: Result<[UInt8], PictureFailure>)]())

        func append(_ key: PictureKey, _ priority: Int, _ fetched: Result<[UInt8], PictureFailure>) {
            list.withLock { $0.append((key, priority, fetched)) }
        }

        var all: [(key: PictureKey, priority: Int, fetched: Result<[UInt8], PictureFailure>)] { list.withLock { $0 } }
    }

    func key(_ url: String, columns: Int = 10) -> PictureKey {
        PictureKey(reference: .remote(url: url), columns: columns, rows: 4)
    }

    @Test func renditionsOfOneURLShareOneFetchAndEachGetsTheBytes() async {
        let source = FakePhotoSource(files: ["http://h/a.jpg": [1, 2, 3]])
        source.hold("http://h/a.jpg")
        let deliveries = Deliveries()
        let fetches = PhotoFetches(source: source, deliver: deliveries.append)
        fetches.fetch(key("http://h/a.jpg", columns: 10), url: "http://h/a.jpg", priority: 5)
        fetches.fetch(key("http://h/a.jpg", columns: 20), url: "http://h/a.jpg", priority: 2)
        #expect(fetches.urls == ["http://h/a.jpg"])
        source.release("http://h/a.jpg")
        await fetches.waitUntilIdle()
        #expect(source.requests == ["http://h/a.jpg"], "one request for both sizes")
        #expect(source.priorities["http://h/a.jpg"] == [2], "the second, more urgent rendition raised the fetch's priority")
        let delivered = deliveries.all.sorted { $0.key.columns < $1.key.columns }
        #expect(delivered.map(\.key.columns) == [10, 20])
        #expect(delivered.map(\.priority) == [5, 2])
        #expect(delivered.allSatisfy { (try? $0.fetched.get()) == [1, 2, 3] })
        #expect(fetches.isIdle)
    }

    @Test func aFetchNoRenditionWantsIsCancelledAndNothingIsDelivered() async throws {
        let source = FakePhotoSource(files: ["http://h/a.jpg": [1], "http://h/b.jpg": [2]])
        source.hold("http://h/a.jpg")
        source.hold("http://h/b.jpg")
        let deliveries = Deliveries()
        let fetches = PhotoFetches(source: source, deliver: deliveries.append)
        fetches.fetch(key("http://h/a.jpg"), url: "http://h/a.jpg", priority: 0)
        fetches.fetch(key("http://h/b.jpg"), url: "http://h/b.jpg", priority: 1)
        while source.requests.count < 2 { try await Task.sleep(for: .milliseconds(1)) }
        let dropped = fetches.keep { $0.reference == .remote(url: "http://h/b.jpg") }
        #expect(dropped == [key("http://h/a.jpg")])
        while source.cancelled.isEmpty { try await Task.sleep(for: .milliseconds(1)) }
        #expect(source.cancelled == ["http://h/a.jpg"], "the running request was cancelled")
        source.release("http://h/b.jpg")
        await fetches.waitUntilIdle()
        #expect(deliveries.all.map(\.key) == [key("http://h/b.jpg")], "only the wanted one arrived")
    }

    @Test func aFailureReachesEveryRenditionWithItsReasonAndLabel() async {
        let source = FakePhotoSource()
        source.fail("http://h/x.jpg", with: RemotePhotoFailure(reason: "no complete answer within 20 s (12 bytes received)", label: "timed out"))
        let deliveries = Deliveries()
        let fetches = PhotoFetches(source: source, deliver: deliveries.append)
        fetches.fetch(key("http://h/x.jpg", columns: 8), url: "http://h/x.jpg", priority: 0)
        fetches.fetch(key("http://h/x.jpg", columns: 9), url: "http://h/x.jpg", priority: 0)
        await fetches.waitUntilIdle()
        let failures = deliveries.all.compactMap { delivery -> PictureFailure? in
            if case .failure(let failure) = delivery.fetched { return failure }
            return nil
        }
        #expect(failures.count == 2)
        #expect(failures.allSatisfy { $0.label == "timed out" && $0.reason == "no complete answer within 20 s (12 bytes received)" })
        #expect(failures.first?.description == "http://h/x.jpg: no complete answer within 20 s (12 bytes received)")
    }

    @Test func aHostileReasonIsSanitisedBeforeItReachesTheScreen() async {
        let source = FakePhotoSource()
        source.fail("http://h/x.jpg", with: RemotePhotoFailure(reason: "bad \u{1B}]0;owned\u{07} answer", label: "x\u{1B}[2J"))
        let deliveries = Deliveries()
        let fetches = PhotoFetches(source: source, deliver: deliveries.append)
        fetches.fetch(key("http://h/x.jpg"), url: "http://h/x.jpg", priority: 0)
        await fetches.waitUntilIdle()
        guard case .failure(let failure)? = deliveries.all.first?.fetched else {
            Issue.record("a failure is delivered")
            return
        }
        #expect(!failure.reason.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
        #expect(!failure.label.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
    }

    @Test func prioritiesFollowTheMostUrgentRendition() async throws {
        let source = FakePhotoSource(files: ["http://h/a.jpg": [1]])
        source.hold("http://h/a.jpg")
        let fetches = PhotoFetches(source: source, deliver: Deliveries().append)
        let near = key("http://h/a.jpg", columns: 10)
        let far = key("http://h/a.jpg", columns: 12)
        fetches.fetch(near, url: "http://h/a.jpg", priority: 3)
        fetches.fetch(far, url: "http://h/a.jpg", priority: 9)
        fetches.reprioritize([near: 7, far: 9])
        fetches.reprioritize([near: 7, far: 1])
        fetches.reprioritize([near: 7, far: 1])
        #expect(source.priorities["http://h/a.jpg"] == [7, 1], "told only when the fetch's priority changed")
        fetches.shutdown()
        await fetches.waitUntilIdle()
        fetches.fetch(near, url: "http://h/a.jpg", priority: 0)
        #expect(fetches.isIdle, "nothing starts after shutdown")
    }

    @Test func aFetchThatMayPassIsTriedAgainAfterTheServersWaitAndDeliversOnlyTheLastOutcome() async throws {
        let source = FakePhotoSource(files: ["http://h/a.jpg": [7]])
        let busy = RemotePhotoFailure(reason: "the server answered 503", label: "HTTP 503", retryAdvice: .transient(after: .seconds(2)))
        source.fail("http://h/a.jpg", with: busy, times: 2)
        let clock = ManualClock()
        let retryClock = RetryClock(clock)
        let deliveries = Deliveries()
        let fetches = PhotoFetches(source: source, retryClock: retryClock, deliver: deliveries.append)
        fetches.fetch(key("http://h/a.jpg"), url: "http://h/a.jpg", priority: 0)
        for attempt in 1 ... 2 {
            await clock.waitForSleepers(1)
            #expect(source.requests.count == attempt, "no request before the wait is over")
            #expect(deliveries.all.isEmpty, "a failure that is retried is not delivered")
            let waiting = fetches.waitingRetries
            #expect(waiting.count == 1 && !waiting.othersInFlight, "the status line can tell the photo waits")
            #expect(waiting.secondsLeft(at: retryClock.now) == 2, "its deadline is on the retry clock, which has not moved")
            clock.advance(by: .seconds(2))
        }
        await fetches.waitUntilIdle()
        #expect(fetches.waitingRetries == .none)
        #expect(source.requests.count == 3)
        #expect(clock.requestedSleeps == [.seconds(2), .seconds(2)])
        #expect(deliveries.all.map { try? $0.fetched.get() } == [[7]])
    }

    @Test func aPermanentFailureIsDeliveredAtOnceAndRetriesAreBounded() async throws {
        let source = FakePhotoSource()
        let clock = ManualClock()
        let deliveries = Deliveries()
        let fetches = PhotoFetches(source: source, retryClock: RetryClock(clock), deliver: deliveries.append)
        fetches.fetch(key("http://h/missing.jpg"), url: "http://h/missing.jpg", priority: 0)
        await fetches.waitUntilIdle()
        #expect(source.requests.count == 1 && clock.requestedSleeps.isEmpty, "a 404 is not retried")
        let down = RemotePhotoFailure(reason: "timed out", label: "timed out", retryAdvice: .transient(after: nil))
        source.fail("http://h/down.jpg", with: down)
        fetches.fetch(key("http://h/down.jpg"), url: "http://h/down.jpg", priority: 0)
        for _ in 0 ..< RetryPolicy.photos.maximumRetries {
            await clock.waitForSleepers(1)
            clock.advance(by: RetryPolicy.photos.maximumDelay)
        }
        await fetches.waitUntilIdle()
        #expect(source.requests.filter { $0 == "http://h/down.jpg" }.count == RetryPolicy.photos.maximumRetries + 1)
        #expect(deliveries.all.last.map { (try? $0.fetched.get()) == nil } == true, "the last failure is delivered")
    }

    @Test func aPhotoNoCardWantsDuringItsWaitIsDroppedAndFetchedAfreshWhenWantedAgain() async throws {
        let source = FakePhotoSource(files: ["http://h/a.jpg": [1]])
        source.fail("http://h/a.jpg", with: RemotePhotoFailure(reason: "reset", label: "no connection", retryAdvice: .transient(after: nil)), times: 1)
        let clock = ManualClock()
        let deliveries = Deliveries()
        let fetches = PhotoFetches(source: source, retryClock: RetryClock(clock), deliver: deliveries.append)
        fetches.fetch(key("http://h/a.jpg"), url: "http://h/a.jpg", priority: 0)
        await clock.waitForSleepers(1)
        fetches.keep { _ in false }
        await fetches.waitUntilIdle()
        #expect(clock.sleeperCount == 0, "the wait was cancelled with the fetch")
        clock.advance(by: .seconds(60))
        #expect(source.requests.count == 1 && deliveries.all.isEmpty)
        fetches.fetch(key("http://h/a.jpg"), url: "http://h/a.jpg", priority: 0)
        await fetches.waitUntilIdle()
        #expect(deliveries.all.map { try? $0.fetched.get() } == [[1]], "fetched afresh when its card came back")
    }
}
