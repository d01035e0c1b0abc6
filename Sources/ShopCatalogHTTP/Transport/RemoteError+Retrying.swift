import ShopCatalog

extension RemoteError: RetryAdvising {
    /// The answers a server gives when the cause may pass: 408 Request Timeout, 425 Too Early,
    /// 429 Too Many Requests, 500, 502, 503 and 504.
    static let transientStatuses: Set<Int> = [408, 425, 429, 500, 502, 503, 504]

    /// Whether fetching again may help: yes for the transient statuses (after the server's
    /// `Retry-After` when it sent one), timeouts, stalls, connections that failed or broke and
    /// answers cut off; no for everything that would come back the same (404, 410, a bomb, a
    /// redirect loop, a picture that is not a picture, `--offline`).
    public var retryAdvice: RetryAdvice {
        switch self {
        case .status(_, let code, _, let retryAfter, _):
            guard Self.transientStatuses.contains(code) else { return .permanent }
            return .transient(after: retryAfter.flatMap { RetryAfter.delay($0) })
        case .deadlineExceeded, .stalled, .connection, .truncated:
            return .transient(after: nil)
        default:
            return .permanent
        }
    }
}
