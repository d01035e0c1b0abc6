/// What a failure says about trying again: whether the cause may pass by itself, and when the
/// server asked to be tried again.
public enum RetryAdvice: Sendable, Hashable {
    /// Trying again would fail the same way (a 404, a file that is not JSON, a picture that is
    /// not a picture): nothing is retried by itself; the user may still ask.
    case permanent
    /// The cause may pass (a timeout, a reset connection, 429, 503…): try again, no sooner than
    /// `after` when the server said (`Retry-After`), else after a backoff.
    case transient(after: Duration?)

    /// The advice of `error`: its own when it gives one (``RetryAdvising``), else
    /// ``permanent`` (an unknown failure is not retried without the user).
    public init(of error: any Error) {
        self = (error as? any RetryAdvising)?.retryAdvice ?? .permanent
    }

    /// Whether the cause may pass by itself.
    public var isTransient: Bool {
        if case .transient = self { return true }
        return false
    }
}

/// An error that knows whether trying again may help (``RetryAdvice``).
public protocol RetryAdvising: Error {
    /// Whether and when to try again.
    var retryAdvice: RetryAdvice { get }
}
