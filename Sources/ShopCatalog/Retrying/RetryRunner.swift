/// The one record of a job's retries — pages and photos alike: how many times in a row it
/// failed, the retry waiting to go out by itself (from its ``RetryPolicy``: backoff with jitter,
/// the server's `Retry-After`, a bounded count) and its deadline, with the wait slept on the same
/// ``RetryClock`` the deadline is read from.
///
/// A value: its owner keeps it where it keeps the job's state (under its lock), records each
/// outcome, and sleeps ``wait(for:)`` outside the lock.
public struct RetryRunner: Sendable {
    /// When failures are retried by themselves.
    public let policy: RetryPolicy
    /// The clock deadlines are read from and waits slept on.
    public let clock: RetryClock
    /// How many times in a row the job failed: 0 before its first failure and after a success.
    public private(set) var failuresInRow = 0
    /// The retry waiting to go out by itself; nil when none waits (the failure is permanent, the
    /// retries are used up, it was dropped, or nothing failed).
    public private(set) var scheduled: ScheduledRetry?

    /// A runner with nothing failed.
    public init(policy: RetryPolicy, clock: RetryClock) {
        self.policy = policy
        self.clock = clock
    }

    /// Counts a failure with `advice` and schedules the next retry when the policy gives one,
    /// its deadline on the clock; returns it (nil when the job is not retried by itself). `seed`
    /// draws the jitter. O(1).
    @discardableResult
    public mutating func recordFailure(_ advice: RetryAdvice, seed: UInt64) -> ScheduledRetry? {
        failuresInRow += 1
        scheduled = policy.delay(beforeRetry: failuresInRow, advice: advice, seed: seed).map {
            ScheduledRetry(retry: failuresInRow, delay: $0, deadline: clock.now + $0)
        }
        return scheduled
    }

    /// A success: the count starts again and nothing waits.
    public mutating func recordSuccess() {
        failuresInRow = 0
        scheduled = nil
    }

    /// Drops the retry waiting to go out (it goes out now, or is no longer wanted); the count of
    /// failures stays.
    public mutating func dropScheduled() {
        scheduled = nil
    }

    /// Sleeps until `retry` is due on the clock; throws `CancellationError` when the task is
    /// cancelled first.
    public func wait(for retry: ScheduledRetry) async throws {
        try await clock.sleep(until: retry.deadline)
    }
}
