import SeededRandom
import TestSupport
import Testing

@testable import ShopCatalog

@Suite(.timeLimit(.minutes(3))) struct PageLoaderTests {
    @Test func loadsPagesInOrderAndReportsStatus() async throws {
        let loader = PageLoader(source: ScriptedSource(pages: [["a", "b"], ["b", "c"]]))
        #expect(loader.status == PagerStatus(phase: .idle, pagesLoaded: 0, itemsLoaded: 0))
        loader.requestNextPage()
        await loader.waitUntilSettled()
        loader.requestNextPage()
        await loader.waitUntilSettled()
        #expect(loader.takeArrivals().map(\.id) == ["a", "b", "c"])
        loader.requestNextPage()
        await loader.waitUntilSettled()
        let status = loader.status
        #expect(status.phase == .exhausted && status.pagesLoaded == 2 && status.itemsLoaded == 3)
        #expect(status.itemsSkipped == 1)
        #expect(status.skipped.kept.first?.itemID == "b")
    }

    @Test func oneRequestInFlightThenFailureAndRetry() async throws {
        let clock = ManualClock()
        let base = ScriptedSource(pages: [["a"]], failures: [1: 1])
        let network = try SimulatedNetworkSource(wrapping: base, configuration: .init(latency: .milliseconds(300), jitter: .zero), clock: clock)
        let loader = PageLoader(source: network)
        loader.requestNextPage()
        loader.requestNextPage()
        loader.requestNextPage()
        #expect(loader.status.phase == .loading(page: 1))
        await clock.waitForSleepers(1)
        clock.advance(by: .milliseconds(300))
        await loader.waitUntilSettled()
        #expect(loader.status.phase == .failed(page: 1, reason: "page-1.json: cannot read: scripted failure"))
        #expect(await base.requests == [1])
        loader.requestNextPage()
        #expect(loader.status.phase == .failed(page: 1, reason: "page-1.json: cannot read: scripted failure"))
        loader.retry()
        await clock.waitForSleepers(1)
        clock.advance(by: .milliseconds(300))
        await loader.waitUntilSettled()
        #expect(loader.takeArrivals().map(\.id) == ["a"])
        #expect(loader.status.phase == .idle)
    }

    @Test func aTransientFailureIsRetriedByItselfAfterTheServersDelayAndNotBefore() async throws {
        let clock = ManualClock()
        let base = ScriptedSource(pages: [["a"], ["b"]], failures: [1: 2], advice: .transient(after: .seconds(2)))
        let loader = PageLoader(source: base, clock: RetryClock(clock))
        loader.requestNextPage()
        await loader.waitUntilSettled()
        let first = try #require(loader.status.retry, "a retry is scheduled")
        #expect(first.retry == 1 && first.delay == .seconds(2))
        #expect(loader.status.phase == .failed(page: 1, reason: "scripted transient failure"))
        await clock.waitForSleepers(1)
        clock.advance(by: .milliseconds(1999))
        #expect(await base.requests == [1], "nothing is sent before the server's delay")
        clock.advance(by: .milliseconds(1))
        try await waitUntil { await base.requests.count == 2 }
        await loader.waitUntilSettled()
        #expect(loader.status.retry?.retry == 2, "the second failure schedules the second retry")
        await clock.waitForSleepers(1)
        clock.advance(by: .seconds(2))
        try await waitUntil { loader.status.phase == .idle }
        #expect(loader.takeArrivals().map(\.id) == ["a"])
        #expect(loader.status.retry == nil)
        #expect(clock.requestedSleeps == [.seconds(2), .seconds(2)])
    }

    @Test func permanentFailuresWaitForTheUserAndRetriesAreBounded() async throws {
        let clock = ManualClock()
        let permanent = PageLoader(source: ScriptedSource(pages: [["a"]], failures: [1: 1]), clock: RetryClock(clock))
        permanent.requestNextPage()
        await permanent.waitUntilSettled()
        #expect(permanent.status.retry == nil && clock.sleeperCount == 0)

        let policy = RetryPolicy(maximumRetries: 2, initialDelay: .seconds(1), maximumDelay: .seconds(8))
        let base = ScriptedSource(pages: [["a"]], failures: [1: 10], advice: .transient(after: nil))
        let bounded = PageLoader(source: base, retryPolicy: policy, clock: RetryClock(clock))
        bounded.requestNextPage()
        for retry in 1 ... 2 {
            await bounded.waitUntilSettled()
            #expect(bounded.status.retry?.retry == retry)
            await clock.waitForSleepers(1)
            clock.advance(by: .seconds(8))
            try await waitUntil { await base.requests.count == retry + 1 }
        }
        await bounded.waitUntilSettled()
        #expect(bounded.status.retry == nil, "the retries are used up")
        if case .failed = bounded.status.phase {} else { Issue.record("still failed: \(bounded.status.phase)") }
    }

    @Test func aRetryByTheUserGoesNowAndDropsTheScheduledOne() async throws {
        let clock = ManualClock()
        let base = ScriptedSource(pages: [["a"]], failures: [1: 1], advice: .transient(after: .seconds(30)))
        let loader = PageLoader(source: base, clock: RetryClock(clock))
        loader.requestNextPage()
        await loader.waitUntilSettled()
        await clock.waitForSleepers(1)
        loader.retry()
        #expect(loader.status.retry == nil)
        await loader.waitUntilSettled()
        #expect(loader.takeArrivals().map(\.id) == ["a"])
        #expect(clock.sleeperCount == 0, "the scheduled retry was cancelled")
        clock.advance(by: .seconds(30))
        #expect(await base.requests == [1, 1])
    }

    @Test func cancelStopsTheInFlightLoad() async throws {
        let clock = ManualClock()
        let base = ScriptedSource(pages: [["a"]])
        let loader = PageLoader(source: try SimulatedNetworkSource(wrapping: base, configuration: .init(latency: .seconds(2)), clock: clock))
        loader.requestNextPage()
        await clock.waitForSleepers(1)
        loader.cancel()
        #expect(loader.status.phase == .idle)
        #expect(clock.sleeperCount == 0)
        #expect(await base.requests.isEmpty)
        #expect(loader.takeArrivals().isEmpty)
    }

    @Test func randomDriverInterleavingsNeverDuplicateOrLoseItems() async throws {
        for seed in UInt64(0) ..< 20 {
            var random = SplitMix64(seed: seed)
            let pages = (0 ..< 4).map { page in (0 ..< 3).map { "s\(page)-\($0)" } + ["shared\(random.next() % 3)"] }
            let failures = Dictionary(uniqueKeysWithValues: (1 ... 4).map { ($0, Int(random.next() % 3)) })
            let loader = PageLoader(source: InfiniteSource(cycling: ScriptedSource(pages: pages, failures: failures)))
            var delivered: [String] = []
            for _ in 0 ..< 40 {
                switch random.next() % 4 {
                case 0: loader.requestNextPage()
                case 1: loader.retry()
                case 2: loader.cancel()
                default: await loader.waitUntilSettled()
                }
                delivered += loader.takeArrivals().map(\.id)
            }
            await loader.waitUntilSettled()
            delivered += loader.takeArrivals().map(\.id)
            #expect(Set(delivered).count == delivered.count)
            #expect(loader.status.itemsLoaded == delivered.count)
        }
    }

    /// Yields until `condition` holds (no real time passes; at most a few seconds of yielding).
    private func waitUntil(_ condition: () async -> Bool) async throws {
        let deadline = ContinuousClock.now + .seconds(10)
        while !(await condition()) {
            guard ContinuousClock.now < deadline else { throw CancellationError() }
            await Task.yield()
        }
    }
}
