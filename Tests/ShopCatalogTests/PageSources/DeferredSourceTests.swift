import Synchronization
import TestSupport
import Testing

@testable import ShopCatalog

@Suite("Deferred source: a catalog opened with its first page", .timeLimit(.minutes(1)))
struct DeferredSourceTests {
    @Test func opensOnceNamesPageOneAndServesTheRest() async throws {
        let opens = Mutex(0)
        let source = DeferredSource {
            opens.withLock { $0 += 1 }
            return DeferredSource.Opened(source: ScriptedSource(pages: [["a"], ["b"]]), name: "Mugs")
        }
        #expect(opens.withLock { $0 } == 0, "nothing is opened before a page is asked for")
        async let first = source.page(1)
        async let second = source.page(2)
        let (one, two) = try await (first, second)
        #expect(opens.withLock { $0 } == 1, "one opening for the pages asking together")
        guard case .page(let page) = one, case .page(let next) = two else {
            Issue.record("\(one) \(two)")
            return
        }
        #expect(page.catalogName == "Mugs" && page.items.map(\.id) == ["a"])
        #expect(next.catalogName == nil && next.items.map(\.id) == ["b"])
        #expect(try await source.page(3) == .end)
    }

    @Test func aFailedOpeningFailsThePageWithItsAdviceAndTheNextRequestOpensAgain() async throws {
        let opens = Mutex(0)
        let source = DeferredSource {
            let count = opens.withLock { value -> Int in
                value += 1
                return value
            }
            if count == 1 { throw ScriptedFailure(retryAdvice: .transient(after: .seconds(3))) }
            return DeferredSource.Opened(source: ScriptedSource(pages: [["a"]]), name: "Mugs")
        }
        let clock = ManualClock()
        let loader = PageLoader(source: source, clock: RetryClock(clock))
        loader.requestNextPage()
        await loader.waitUntilSettled()
        #expect(loader.status.retry?.delay == .seconds(3), "the opening's advice reaches the pager")
        #expect(loader.status.catalogName == nil)
        await clock.waitForSleepers(1)
        clock.advance(by: .seconds(3))
        let deadline = ContinuousClock.now + .seconds(10)
        while loader.status.pagesLoaded == 0, ContinuousClock.now < deadline { await Task.yield() }
        #expect(opens.withLock { $0 } == 2)
        #expect(loader.status.catalogName == "Mugs", "the name reaches the status with page 1")
        #expect(loader.takeArrivals().map(\.id) == ["a"])
    }
}
