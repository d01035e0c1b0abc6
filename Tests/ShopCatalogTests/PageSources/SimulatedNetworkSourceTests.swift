import TestSupport
import Testing

@testable import ShopCatalog

@Suite(.timeLimit(.minutes(3))) struct SimulatedNetworkSourceTests {
    @Test func waitsTheLatencyOnTheInjectedClockBeforeAnswering() async throws {
        let clock = ManualClock()
        let base = ScriptedSource(pages: [["a"]])
        let source = try SimulatedNetworkSource(
            wrapping: base, configuration: .init(latency: .milliseconds(300), jitter: .zero), clock: clock
        )
        let request = Task { try await source.page(1) }
        await clock.waitForSleepers(1)
        #expect(await base.requests.isEmpty)
        clock.advance(by: .milliseconds(299))
        #expect(clock.sleeperCount == 1)
        clock.advance(by: .milliseconds(1))
        guard case .page(let page) = try await request.value else {
            Issue.record("no page")
            return
        }
        #expect(page.items.map(\.id) == ["a"])
        #expect(clock.requestedSleeps == [.milliseconds(300)])
    }

    @Test func jitterStaysInRangeAndFailuresFollowTheRate() {
        let configuration = SimulatedNetworkSource.Configuration(latency: .milliseconds(200), jitter: .milliseconds(100), failureRate: 0.3, seed: 99)
        var failures = 0
        var delays: Set<Duration> = []
        for page in 1 ... 1000 {
            let draw = SimulatedNetworkSource.draw(configuration: configuration, page: page, attempt: 1)
            #expect(draw.delay >= .milliseconds(200) && draw.delay <= .milliseconds(300))
            delays.insert(draw.delay)
            if draw.fails { failures += 1 }
        }
        #expect((240 ... 360).contains(failures))
        #expect(delays.count > 900)
    }

    @Test func drawsDependOnlyOnSeedPageAndAttempt() {
        let configuration = SimulatedNetworkSource.Configuration(failureRate: 0.5, seed: 1)
        let first = SimulatedNetworkSource.draw(configuration: configuration, page: 3, attempt: 2)
        #expect(SimulatedNetworkSource.draw(configuration: configuration, page: 3, attempt: 2) == first)
        let others = (1 ... 20).map { SimulatedNetworkSource.draw(configuration: configuration, page: 3, attempt: $0 + 2) }
        #expect(others.contains { $0 != first })
        var reseeded = configuration
        reseeded.seed = 2
        #expect(
            (1 ... 20).map { SimulatedNetworkSource.draw(configuration: reseeded, page: $0, attempt: 1).fails }
                != (1 ... 20).map { SimulatedNetworkSource.draw(configuration: configuration, page: $0, attempt: 1).fails })
    }

    @Test func failsReproduciblyAndRetriesCountAsNewAttempts() async throws {
        let clock = ManualClock()
        let configuration = SimulatedNetworkSource.Configuration(latency: .zero, jitter: .zero, failureRate: 0.5, seed: 4)
        let source = try SimulatedNetworkSource(wrapping: ScriptedSource(pages: [["a"]]), configuration: configuration, clock: clock)
        for attempt in 1 ... 10 {
            let expectedFailure = SimulatedNetworkSource.draw(configuration: configuration, page: 1, attempt: attempt).fails
            do {
                _ = try await source.page(1)
                #expect(!expectedFailure)
            } catch {
                #expect(expectedFailure)
                #expect(error as? CatalogError == .simulatedFailure(page: 1, attempt: attempt))
            }
        }
        #expect(clock.requestedSleeps.isEmpty)
    }

    @Test func cancellationInterruptsTheWait() async throws {
        let clock = ManualClock()
        let base = ScriptedSource(pages: [["a"]])
        let source = try SimulatedNetworkSource(wrapping: base, configuration: .init(latency: .seconds(2)), clock: clock)
        let request = Task { try await source.page(1) }
        await clock.waitForSleepers(1)
        request.cancel()
        await #expect(throws: CancellationError.self) { try await request.value }
        #expect(await base.requests.isEmpty)
    }

    @Test func rejectsInvalidConfigurations() {
        #expect(throws: CatalogError.invalidOption("failure rate must be from 0 to 1, got 1.5")) {
            try SimulatedNetworkSource.Configuration(failureRate: 1.5).validated()
        }
        #expect(throws: CatalogError.invalidOption("latency must not be negative")) {
            try SimulatedNetworkSource.Configuration(latency: .milliseconds(-1)).validated()
        }
        #expect(throws: CatalogError.self) { try SimulatedNetworkSource.Configuration(failureRate: .nan).validated() }
        #expect(SimulatedNetworkSource.Configuration().latency == .milliseconds(300))
    }
}
