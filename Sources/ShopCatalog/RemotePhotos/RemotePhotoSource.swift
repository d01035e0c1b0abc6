/// Where the browser gets the bytes of photos named by URL (``ImageReference/remote(url:)``),
/// as ``PageSource`` is where it gets pages: the picture pipeline asks, the network answers.
/// Defined here, below both, so that the browser knows nothing of HTTP and the HTTP code nothing
/// of the browser (ShopCatalogHTTP's `PhotoFetcher` is the real one; tests pass their own).
///
/// Implementations are thread-safe. A fetch is cancelled by cancelling the task that awaits
/// ``photoBytes(at:priority:)``.
public protocol RemotePhotoSource: AnyObject, Sendable {
    /// The bytes of the photo at `url` (an `http(s)` URL as the catalog wrote it), in a format
    /// the picture decoders read (found from the bytes), waiting for a connection by `priority`
    /// (lower goes first: the distance of its card from the viewport, in rows). Throws a
    /// ``RemotePhotoFailure`` saying why, or `CancellationError`.
    func photoBytes(at url: String, priority: Int) async throws -> [UInt8]

    /// Gives the fetches of `url` still waiting for a connection the priority `priority`.
    func reprioritize(_ url: String, to priority: Int)

    /// What the transfers behind this source (pages included) are doing now, for a status line.
    var transfers: TransferProgress { get }
}

/// Why a photo named by URL could not be had: a short sentence without the URL (the caller names
/// the photo), and a few words for the card itself. Both are printable and quote at most a short
/// excerpt of what the server sent.
public struct RemotePhotoFailure: RetryAdvising, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, e.g. `the server answered 404 Not Found`.
    public let reason: String
    /// A few words for the card's mark, e.g. `HTTP 404`, `timed out`, `not a picture`.
    public let label: String
    /// Whether fetching again may help (a 503 may pass; a 404 will not).
    public let retryAdvice: RetryAdvice

    /// A failure for `reason`, marked `label` on the card; `retryAdvice` says whether trying
    /// again may help (by default it would not).
    public init(reason: String, label: String, retryAdvice: RetryAdvice = .permanent) {
        self.reason = reason
        self.label = label
        self.retryAdvice = retryAdvice
    }

    /// The reason.
    public var description: String { reason }
}
