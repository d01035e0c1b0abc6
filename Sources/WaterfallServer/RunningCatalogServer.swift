/// A ``CatalogServer`` running in the background of this process (for tests and benchmarks):
/// its address, and ``stop()``.
public final class RunningCatalogServer: Sendable {
    /// `http://host:port/`.
    public let address: String
    private let task: Task<Void, any Error>

    fileprivate init(address: String, task: Task<Void, any Error>) {
        self.address = address
        self.task = task
    }

    /// Stops the server and waits until it has.
    public func stop() async {
        task.cancel()
        _ = await task.result
    }
}

/// Why a server did not start.
public struct CatalogServerStartFailure: Error, CustomStringConvertible {
    /// What the server threw.
    public let description: String
}

extension CatalogServer {
    /// Starts serving in a new task and returns once the socket is bound; throws when it cannot
    /// be (the port is taken).
    public func start() async throws -> RunningCatalogServer {
        let (addresses, continuation) = AsyncStream.makeStream(of: String.self)
        let task = Task {
            defer { continuation.finish() }
            try await run { address in continuation.yield(address) }
        }
        var iterator = addresses.makeAsyncIterator()
        guard let address = await iterator.next() else {
            let reason =
                switch await task.result {
                case .failure(let error): String(describing: error)
                case .success: "it stopped before listening"
                }
            throw CatalogServerStartFailure(description: reason)
        }
        return RunningCatalogServer(address: address, task: task)
    }
}
