/// A retry waiting to go out by itself: which attempt it will be, and how long after the
/// failure it was scheduled (what the status line counts down from).
public struct ScheduledRetry: Sendable, Hashable {
    /// The retry's number, from 1 (the request's second attempt).
    public let retry: Int
    /// The wait from the failure to the retry.
    public let delay: Duration
    /// When the retry goes out, on the continuous clock.
    public let deadline: ContinuousClock.Instant

    /// A retry numbered `retry` going out `delay` after now.
    public init(retry: Int, delay: Duration, deadline: ContinuousClock.Instant) {
        self.retry = retry
        self.delay = delay
        self.deadline = deadline
    }

    /// The whole seconds left at `now` (rounded up, at least 0, at most the whole delay): what
    /// "retrying in 4 s" says. Without `now`, the whole delay.
    public func secondsLeft(at now: ContinuousClock.Instant?) -> Int {
        min(delay, now.map { deadline - $0 } ?? delay).wholeSecondsRoundedUp
    }
}
