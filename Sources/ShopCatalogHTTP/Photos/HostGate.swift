import Synchronization

/// Lets at most `limit` fetches run at once per origin (`scheme://host:port`); the others wait,
/// and the waiter with the lowest priority number goes first (ties: first come). A waiter whose
/// task is cancelled leaves the queue at once. Thread-safe; choosing the next waiter is a linear
/// scan of that origin's queue.
final class HostGate: Sendable {
    private struct Waiter {
        let id: Int
        let key: String
        var priority: Int
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct Origin {
        var running = 0
        var waiting: [Waiter] = []
    }

    private struct State {
        var origins: [String: Origin] = [:]
        var nextID = 0
    }

    /// The most fetches running at once per origin.
    let limit: Int
    private let state = Mutex(State())
    private let monitor: TransferMonitor

    /// A gate letting `limit` (at least 1) fetches run per origin, counting waiters in `monitor`.
    init(limit: Int, monitor: TransferMonitor) {
        self.limit = max(1, limit)
        self.monitor = monitor
    }

    /// Runs `work` once a slot of `origin` is free, waiting by `priority` (lower first) under
    /// `key` (for ``reprioritize(_:to:)``). Throws `CancellationError` if cancelled while waiting.
    func run<T: Sendable>(
        origin: String, key: String, priority: Int, _ work: () async throws -> T
    ) async throws -> T {
        try await acquire(origin: origin, key: key, priority: priority)
        defer { release(origin: origin) }
        return try await work()
    }

    /// Gives the waiters under `key` the priority `priority`.
    func reprioritize(_ key: String, to priority: Int) {
        state.withLock { state in
            for (name, var entry) in state.origins {
                for index in entry.waiting.indices where entry.waiting[index].key == key {
                    entry.waiting[index].priority = priority
                }
                state.origins[name] = entry
            }
        }
    }

    /// The number of fetches waiting, over all origins.
    var waitingCount: Int {
        state.withLock { $0.origins.values.reduce(0) { $0 + $1.waiting.count } }
    }

    private func acquire(origin: String, key: String, priority: Int) async throws {
        try Task.checkCancellation()
        let id = state.withLock { state -> Int in
            state.nextID += 1
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                // Checked under the lock: a cancellation handler that ran before this found no
                // waiter to remove, so the waiter must not be queued.
                let outcome = state.withLock { state -> Bool? in
                    if Task.isCancelled { return nil }
                    var entry = state.origins[origin, default: Origin()]
                    defer { state.origins[origin] = entry }
                    if entry.running < limit, entry.waiting.isEmpty {
                        entry.running += 1
                        return true
                    }
                    entry.waiting.append(Waiter(id: id, key: key, priority: priority, continuation: continuation))
                    monitor.queueChanged(by: 1)
                    return false
                }
                switch outcome {
                case nil: continuation.resume(throwing: CancellationError())
                case true?: continuation.resume()
                case false?: break
                }
            }
        } onCancel: {
            let removed = state.withLock { state -> Waiter? in
                guard let index = state.origins[origin]?.waiting.firstIndex(where: { $0.id == id }) else { return nil }
                monitor.queueChanged(by: -1)
                return state.origins[origin]?.waiting.remove(at: index)
            }
            if let removed {
                removed.continuation.resume(throwing: CancellationError())
            }
        }
    }

    private func release(origin: String) {
        let next = state.withLock { state -> Waiter? in
            guard var entry = state.origins[origin] else { return nil }
            defer { state.origins[origin] = entry.running == 0 && entry.waiting.isEmpty ? nil : entry }
            guard
                let best = entry.waiting.indices.min(by: {
                    (entry.waiting[$0].priority, entry.waiting[$0].id) < (entry.waiting[$1].priority, entry.waiting[$1].id)
                })
            else {
                entry.running -= 1
                return nil
            }
            monitor.queueChanged(by: -1)
            return entry.waiting.remove(at: best)
        }
        if let next {
            next.continuation.resume()
        }
    }
}
