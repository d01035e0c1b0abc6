/// A clock whose sleeps end at once (unless the task is cancelled): for tests where waits before
/// retries would only slow them down, the retries themselves being what is tested.
public struct ImmediateClock: Clock {
    /// The continuous clock's time.
    public var now: ContinuousClock.Instant { .now }
    /// Any duration can be slept.
    public var minimumResolution: Duration { .zero }

    /// A clock that never waits.
    public init() {}

    /// Returns at once; throws `CancellationError` when the task is cancelled.
    public func sleep(until deadline: ContinuousClock.Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
    }
}
