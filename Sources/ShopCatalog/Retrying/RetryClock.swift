/// The clock retries are timed on: any `Clock` with `Duration`s (the continuous clock in the app,
/// a test's manual clock), read as instants of the continuous clock so that a retry's deadline
/// and its wait are on the same clock, and a status line can count down to it.
///
/// With the continuous clock its instants are the continuous clock's own. With another clock
/// they start at the continuous clock's time when it was made and move only as that clock moves
/// (a manual clock: when it is advanced); make one and share it, so that every deadline and wait
/// reads the same time.
public struct RetryClock: Sendable {
    private let reading: @Sendable () -> ContinuousClock.Instant
    private let sleeper: @Sendable (Duration) async throws -> Void

    /// A retry clock timed by `clock`.
    public init(_ clock: any Clock<Duration>) {
        (reading, sleeper) = Self.open(clock)
    }

    /// The continuous clock itself.
    public static let continuous = RetryClock(ContinuousClock())

    /// The time now on the wrapped clock. O(1).
    public var now: ContinuousClock.Instant { reading() }

    /// Sleeps until `deadline` on the wrapped clock (at once when it has passed); throws
    /// `CancellationError` when the task is cancelled.
    public func sleep(until deadline: ContinuousClock.Instant) async throws {
        try await sleeper(max(.zero, deadline - now))
    }

    /// How the wrapped clock's time and its sleeps are read, with its instant type opened.
    private static func open<C: Clock<Duration>>(_ clock: C) -> (@Sendable () -> ContinuousClock.Instant, @Sendable (Duration) async throws -> Void) {
        let sleep: @Sendable (Duration) async throws -> Void = { try await clock.sleep(for: $0) }
        if let continuous = clock as? ContinuousClock {
            return ({ continuous.now }, sleep)
        }
        let start = clock.now
        let origin = ContinuousClock.now
        return ({ origin + start.duration(to: clock.now) }, sleep)
    }
}
