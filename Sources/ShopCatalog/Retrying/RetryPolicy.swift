import SeededRandom

/// How often and how soon a failed request is tried again by itself: exponential backoff with
/// jitter, a bounded number of retries, and the server's `Retry-After` honoured (capped).
///
/// Retry *n* (from 1) waits `initialDelay × 2ⁿ⁻¹`, at most ``maximumDelay``, of which a random
/// half is dropped ("equal jitter", so that many clients failing together do not come back
/// together); the random draw is a pure function of the seed given, so a run is reproducible.
/// When the server named a delay, exactly that delay is waited (at least ``minimumDelay``, at
/// most ``maximumServerDelay``), never less: no request goes out before the server asked.
public struct RetryPolicy: Sendable, Hashable {
    /// How many times a request is retried by itself after its first failure.
    public var maximumRetries: Int
    /// The backoff before the first retry, before jitter.
    public var initialDelay: Duration
    /// The longest backoff, before jitter.
    public var maximumDelay: Duration
    /// The longest `Retry-After` honoured; a server asking for more is tried after this.
    public var maximumServerDelay: Duration
    /// The shortest wait, even when the server asks for none.
    public var minimumDelay: Duration

    /// A policy with the given bounds.
    public init(
        maximumRetries: Int, initialDelay: Duration, maximumDelay: Duration, maximumServerDelay: Duration = .seconds(300),
        minimumDelay: Duration = .milliseconds(100)
    ) {
        self.maximumRetries = max(0, maximumRetries)
        self.initialDelay = initialDelay
        self.maximumDelay = maximumDelay
        self.maximumServerDelay = maximumServerDelay
        self.minimumDelay = minimumDelay
    }

    /// For catalog pages: 10 retries from 1 s, backoff up to 60 s (about five minutes in all): a
    /// page that fails 30 % of the time runs out of them once in half a million pages.
    public static let pages = RetryPolicy(maximumRetries: 10, initialDelay: .seconds(1), maximumDelay: .seconds(60))
    /// For photos: 3 retries from 1 s, backoff up to 15 s.
    public static let photos = RetryPolicy(maximumRetries: 3, initialDelay: .seconds(1), maximumDelay: .seconds(15))
    /// Never retries by itself.
    public static let never = RetryPolicy(maximumRetries: 0, initialDelay: .zero, maximumDelay: .zero)

    /// How long to wait before retry number `retry` (from 1) after a failure with `advice`; nil
    /// when the failure is permanent or the retries are used up. `seed` draws the jitter (the
    /// same seed, the same wait). O(1).
    public func delay(beforeRetry retry: Int, advice: RetryAdvice, seed: UInt64) -> Duration? {
        guard case .transient(let after) = advice, retry >= 1, retry <= maximumRetries else { return nil }
        if let after {
            return min(max(after, minimumDelay), maximumServerDelay)
        }
        let doublings = min(retry - 1, 30)
        let backoff = min(initialDelay * (1 << doublings), maximumDelay)
        var random = SplitMix64(seed: SplitMix64.mix(seed ^ UInt64(retry)))
        return max(backoff * (0.5 + 0.5 * random.nextUnit()), minimumDelay)
    }
}
