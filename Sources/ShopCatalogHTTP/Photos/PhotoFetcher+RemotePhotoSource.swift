import ShopCatalog

/// The photo fetcher as the browser's source of photo bytes: the same queue, limits and disk
/// cache as ``PhotoFetcher/photo(at:priority:)``, with each ``RemoteError`` turned into a
/// ``RemotePhotoFailure`` (its problem without the URL, a label for the card, and whether
/// fetching again may help).
extension PhotoFetcher: RemotePhotoSource {
    /// The bytes of the photo at `url` (see ``photo(at:priority:)``). Throws
    /// ``RemotePhotoFailure`` or `CancellationError`.
    public func photoBytes(at url: String, priority: Int) async throws -> [UInt8] {
        guard let remote = RemoteURL(url) else {
            throw RemotePhotoFailure(reason: "not a usable http(s) URL (it needs a host, and no spaces or control characters)", label: "bad URL")
        }
        do {
            return try await photo(at: remote, priority: priority).bytes
        } catch let error as RemoteError {
            throw RemotePhotoFailure(reason: error.problem, label: error.label, retryAdvice: error.retryAdvice)
        }
    }

    /// Gives the fetches of `url` still waiting for a connection the priority `priority`.
    public func reprioritize(_ url: String, to priority: Int) {
        if let remote = RemoteURL(url) {
            reprioritize(remote, to: priority)
        }
    }

    /// The session's transfers (``progress``).
    public var transfers: TransferProgress { progress }
}

extension RemoteError {
    /// A few words for a card whose photo failed this way: `HTTP 404`, `timed out`, `too large`…
    public var label: String {
        switch self {
        case .status(_, let code, _, _, _): return "HTTP \(code)"
        case .announcedTooLarge, .tooLarge, .inflatedTooLarge: return "too large"
        case .badCompression: return "bad compression"
        case .deadlineExceeded: return "timed out"
        case .stalled: return "stalled"
        case .tooManyRedirects, .redirectLoop: return "redirect loop"
        case .insecureRedirect, .unsupportedRedirect: return "bad redirect"
        case .connection: return "no connection"
        case .tls(_, .notTLS): return "not TLS"
        case .tls(_, .untrusted), .tls(_, .expired), .tls(_, .notYetValid), .tls(_, .wrongHost): return "bad certificate"
        case .tls: return "TLS failed"
        case .truncated: return "cut off"
        case .notAPicture: return "not a picture"
        case .sizeUnknown: return "no size"
        case .notCached: return "not cached"
        }
    }
}
