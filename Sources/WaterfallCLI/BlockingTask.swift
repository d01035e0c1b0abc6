import Dispatch
import Synchronization

/// Runs asynchronous work to completion from synchronous code (a command's `run()` on the main
/// thread), blocking the calling thread meanwhile. The work runs on Swift's cooperative pool, so
/// the caller must not be one of its threads.
enum BlockingTask {
    /// The result of `operation`, or its error.
    static func run<T: Sendable>(_ operation: @escaping @Sendable () async throws -> T) throws -> T {
        let outcome = Mutex<Result<T, any Error>?>(nil)
        let done = DispatchSemaphore(value: 0)
        Task {
            let result: Result<T, any Error>
            do {
                result = .success(try await operation())
            } catch {
                result = .failure(error)
            }
            outcome.withLock { $0 = result }
            done.signal()
        }
        done.wait()
        guard let result = outcome.withLock({ $0 }) else { throw CancellationError() }
        return try result.get()
    }
}
