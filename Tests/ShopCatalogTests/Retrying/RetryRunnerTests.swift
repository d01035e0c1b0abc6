import SeededRandom
import ShopCatalog
import TestSupport
import Testing

@Suite("Retry runner: one record of failures, deadlines and waits, all on the clock given")
struct RetryRunnerTests {
    /// Over seeded random outcomes, the runner counts failures in a row (a success starts again),
    /// schedules exactly what the policy says for that count, and puts each deadline on the
    /// injected clock: `now + delay` however much real time passed.
    @Test func failuresAreCountedAndEachRetryIsWhatThePolicySaysOnTheInjectedClock() {
        var random = SplitMix64(seed: 0x36_04)
        let manual = ManualClock()
        let clock = RetryClock(manual)
        var runner = RetryRunner(policy: .photos, clock: clock)
        var inRow = 0
        for step in 0 ..< 400 {
            manual.advance(by: .milliseconds(Int64(random.next() % 5_000)))
            switch random.next() % 4 {
            case 0:
                runner.recordSuccess()
                inRow = 0
                #expect(runner.failuresInRow == 0 && runner.scheduled == nil)
            case 1:
                inRow += 1
                #expect(runner.recordFailure(.permanent, seed: 7) == nil, "step \(step): a permanent failure waits for nobody")
                #expect(runner.failuresInRow == inRow)
            default:
                inRow += 1
                let advice = random.next() % 2 == 0 ? RetryAdvice.transient(after: nil) : .transient(after: .seconds(Int64(random.next() % 30)))
                let seed = random.next()
                let expected = RetryPolicy.photos.delay(beforeRetry: inRow, advice: advice, seed: seed)
                let retry = runner.recordFailure(advice, seed: seed)
                #expect(retry?.delay == expected && retry?.retry == (expected == nil ? nil : inRow), "step \(step)")
                if let retry {
                    #expect(retry.deadline == clock.now + retry.delay, "step \(step): the deadline is on the injected clock")
                    #expect(runner.scheduled == retry)
                }
            }
        }
    }

    @Test func theWaitEndsWhenTheInjectedClockReachesTheDeadlineNotBefore() async throws {
        let manual = ManualClock()
        var runner = RetryRunner(policy: .pages, clock: RetryClock(manual))
        let scheduled = runner.recordFailure(.transient(after: .seconds(5)), seed: 1)
        let retry = try #require(scheduled)
        let waiter = Task { [runner] in try await runner.wait(for: retry) }
        await manual.waitForSleepers(1)
        manual.advance(by: .seconds(4))
        #expect(manual.sleeperCount == 1, "a second early: still waiting")
        manual.advance(by: .seconds(1))
        try await waiter.value
        #expect(manual.requestedSleeps == [.seconds(5)])
        runner.dropScheduled()
        #expect(runner.scheduled == nil && runner.failuresInRow == 1, "dropping the wait keeps the count")
    }
}
