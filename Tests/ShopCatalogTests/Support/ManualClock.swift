import Synchronization

/// A clock whose time only moves when a test calls `advance(by:)`, so simulated latency costs
/// no real time. It records every sleep it was asked for.
final class ManualClock: Clock, Sendable {
    struct Instant: InstantProtocol {
        var offset: Duration

        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
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

    var now: Instant { state.withLock { $0.now } }
    var minimumResolution: Duration { .zero }

    /// Every duration a caller slept for (or started sleeping for), in order.
    var requestedSleeps: [Duration] { state.withLock { $0.requested } }

    /// How many callers are currently asleep.
    var sleeperCount: Int { state.withLock { $0.sleepers.count } }

    func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
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
    func advance(by duration: Duration) {
        state.withLock { state in
            state.now = state.now.advanced(by: duration)
            let now = state.now
            let due = state.sleepers.filter { $0.deadline <= now }
            state.sleepers.removeAll { $0.deadline <= now }
            for sleeper in due { sleeper.continuation.resume() }
        }
    }

    /// Yields until at least `count` callers are asleep (no real time passes).
    func waitForSleepers(_ count: Int) async {
        while sleeperCount < count { await Task.yield() }
    }
}
