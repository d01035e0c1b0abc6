/// Runs `work`, and if it has not finished after `limit`, cancels it and throws what `expired`
/// makes. Cancelling the caller cancels `work` too. AsyncHTTPClient's own deadline covers only
/// the wait for the answer's head, so the body's time is bounded here.
func withDeadline<T: Sendable>(
    _ limit: Duration,
    expired: @escaping @Sendable () -> any Error,
    _ work: @escaping @Sendable () async throws -> T
) async throws -> T {
    try await withThrowingTaskGroup(of: T?.self) { group in
        group.addTask { try await work() }
        group.addTask {
            try await Task.sleep(for: limit)
            return nil
        }
        defer { group.cancelAll() }
        guard let first = try await group.next() else { throw CancellationError() }
        guard let value = first else { throw expired() }
        return value
    }
}
