import Hummingbird
import Synchronization

/// The requests a test server received, in order (path and query).
public final class RequestLog: Sendable {
    private let entries = Mutex([String]())

    public init() {}

    /// Records `request`.
    public func record(_ request: Request) {
        entries.withLock { $0.append(request.uri.description) }
    }

    /// Everything recorded.
    public var all: [String] { entries.withLock { $0 } }
}
