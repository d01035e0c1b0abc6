import SeededRandom
import Testing

@testable import ShopCatalog

@Suite struct RetryPolicyTests {
    @Test func permanentFailuresAreNeverRetried() {
        for retry in 1 ... 10 {
            #expect(RetryPolicy.pages.delay(beforeRetry: retry, advice: .permanent, seed: 1) == nil)
        }
    }

    @Test func retriesStopAfterTheMaximum() {
        let policy = RetryPolicy.pages
        #expect(policy.delay(beforeRetry: policy.maximumRetries, advice: .transient(after: nil), seed: 3) != nil)
        #expect(policy.delay(beforeRetry: policy.maximumRetries + 1, advice: .transient(after: nil), seed: 3) == nil)
        #expect(policy.delay(beforeRetry: 0, advice: .transient(after: nil), seed: 3) == nil)
        #expect(RetryPolicy.never.delay(beforeRetry: 1, advice: .transient(after: nil), seed: 3) == nil)
    }

    @Test func theServersDelayIsHonouredExactlyWithinItsCap() {
        let policy = RetryPolicy.pages
        #expect(policy.delay(beforeRetry: 1, advice: .transient(after: .seconds(1)), seed: 9) == .seconds(1))
        #expect(policy.delay(beforeRetry: 4, advice: .transient(after: .seconds(7)), seed: 9) == .seconds(7), "no backoff added on later retries")
        #expect(policy.delay(beforeRetry: 1, advice: .transient(after: .seconds(3600)), seed: 9) == policy.maximumServerDelay)
        #expect(policy.delay(beforeRetry: 1, advice: .transient(after: .zero), seed: 9) == policy.minimumDelay)
    }

    @Test func backoffDoublesWithinEqualJitterAndIsReproducible() {
        let policy = RetryPolicy(maximumRetries: 12, initialDelay: .seconds(1), maximumDelay: .seconds(60))
        var random = SplitMix64(seed: 42)
        for _ in 0 ..< 500 {
            let seed = random.next()
            for retry in 1 ... 12 {
                let base = min(Duration.seconds(1) * (1 << (retry - 1)), .seconds(60))
                guard let delay = policy.delay(beforeRetry: retry, advice: .transient(after: nil), seed: seed) else {
                    Issue.record("retry \(retry) not scheduled")
                    continue
                }
                #expect(delay >= base / 2 && delay <= base, "retry \(retry): \(delay) outside \(base / 2)…\(base)")
                #expect(policy.delay(beforeRetry: retry, advice: .transient(after: nil), seed: seed) == delay)
            }
        }
    }

    @Test func jitterSpreadsClientsThatFailedTogether() {
        let delays = Set((0 ..< 50).compactMap { RetryPolicy.pages.delay(beforeRetry: 3, advice: .transient(after: nil), seed: UInt64($0)) })
        #expect(delays.count > 40)
    }

    @Test func secondsLeftRoundUpAndNeverGoBelowZero() {
        let start = ContinuousClock.now
        let retry = ScheduledRetry(retry: 1, delay: .milliseconds(3500), deadline: start + .milliseconds(3500))
        #expect(retry.secondsLeft(at: nil) == 4)
        #expect(retry.secondsLeft(at: start) == 4)
        #expect(retry.secondsLeft(at: start + .milliseconds(500)) == 3)
        #expect(retry.secondsLeft(at: start + .seconds(5)) == 0)
    }

    @Test func simulatedNetworkErrorsMayPassAndDataErrorsDoNot() {
        #expect(RetryAdvice(of: CatalogError.simulatedFailure(page: 2, attempt: 1)) == .transient(after: nil))
        #expect(RetryAdvice(of: CatalogError.fileNotFound(path: "x.json")) == .permanent)
        #expect(RetryAdvice(of: CancellationError()) == .permanent)
    }
}
