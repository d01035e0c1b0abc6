import Synchronization

/// A clock whose time only moves when a test calls `advance(by:)`, so simulated latency costs
/// no real time. It records every sleep it was asked for.
public final class ManualClock: Clock, Sendable {
    /// A moment: how far the clock has been advanced.
    public struct Instant: InstantProtocol {
        /// The time advanced since the clock was made.
        public var offset: Duration

        /// The moment `duration` later.
        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        /// The time from this moment to `other`.
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        /// Whether `lhs` comes before `rhs`.
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private struct Sleeper {
        let id: Int
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now = Instant(offset: .zero)
        var nextID = 0
        var sleepers: [Sleeper] = []
        var cancelled: Set<Int> = []
        var requested: [Duration] = []
    }

    private let state = Mutex(State())

    /// A clock at offset zero with nobody asleep.
    public init() {}

    /// The time now: the sum of every advance.
    public var now: Instant { state.withLock { $0.now } }
    /// Any duration can be slept.
    public var minimumResolution: Duration { .zero }

    /// Every duration a caller slept for (or started sleeping for), in order.
    public var requestedSleeps: [Duration] { state.withLock { $0.requested } }

    /// How many callers are currently asleep.
    public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

    /// Sleeps until the clock is advanced to `deadline` (or the task is cancelled).
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let id = state.withLock { state in
            state.nextID += 1
            state.requested.append(state.now.duration(to: deadline))
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                state.withLock { state in
                    if state.cancelled.contains(id) {
                        continuation.resume(throwing: CancellationError())
                    } else if deadline <= state.now {
                        continuation.resume()
                    } else {
                        state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    }
                }
            }
        } onCancel: {
            state.withLock { state in
                if let index = state.sleepers.firstIndex(where: { $0.id == id }) {
                    state.sleepers.remove(at: index).continuation.resume(throwing: CancellationError())
                } else {
                    state.cancelled.insert(id)
                }
            }
        }
    }

    /// Moves time forward, waking every sleeper whose deadline has come.
    public func advance(by duration: Duration) {
        state.withLock { state in
            state.now = state.now.advanced(by: duration)
            let now = state.now
            let due = state.sleepers.filter { $0.deadline <= now }
            state.sleepers.removeAll { $0.deadline <= now }
            for sleeper in due { sleeper.continuation.resume() }
        }
    }

    /// Yields until at least `count` callers are asleep (no real time passes).
    public func waitForSleepers(_ count: Int) async {
        while sleeperCount < count { await Task.yield() }
    }
}
