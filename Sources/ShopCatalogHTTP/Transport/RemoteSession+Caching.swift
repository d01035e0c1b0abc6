#if canImport(Glibc)
import Glibc
#endif

/// An answer as the catalog and photo code use it: from the network or from the disk cache.
public struct LoadedAnswer: Sendable {
    /// Where it came from.
    public enum Origin: Sendable, Equatable {
        /// Fetched now.
        case network
        /// From the disk cache, after the server said it is unchanged (304).
        case revalidated
        /// From the disk cache without asking (fresh by `max-age`, or `--offline`).
        case cache
    }

    /// The URL that gave the answer, after redirects (relative links resolve against it).
    public let url: RemoteURL
    /// The answer's kept headers.
    public let headers: AnswerHeaders
    /// The body.
    public let body: [UInt8]
    /// Where it came from.
    public let origin: Origin
}

extension RemoteSession {
    /// Loads `request` through the disk cache when `namespace` is given: a fresh cached copy (or
    /// any cached copy when offline) is used as is; a stale one is revalidated with its
    /// `ETag` / `Last-Modified` and reused on 304; a new answer is stored unless it says
    /// `no-store`. `validate` checks a body before it is used or stored (a cached copy that fails
    /// it is dropped and fetched again); it throws the ``RemoteError`` to report.
    public func load(
        _ request: FetchRequest, cachedAs namespace: DiskCache.Namespace?,
        validate: (@Sendable (_ body: [UInt8], _ headers: AnswerHeaders, _ url: RemoteURL) throws -> Void)? = nil
    ) async throws -> LoadedAnswer {
        let key = request.url.absoluteString
        let cache = namespace == nil ? nil : configuration.cache
        var cached: CacheEntry?
        if let cache, let namespace, let entry = cache.entry(for: key, in: namespace) {
            if let source = RemoteURL(entry.source), RemoteSession.passes(entry, validate) {
                cached = entry
                if configuration.offline || entry.isFresh(at: RemoteSession.now()) {
                    return LoadedAnswer(url: source, headers: entry.headers, body: entry.body, origin: .cache)
                }
            } else {
                cache.remove(key, in: namespace)
            }
        }
        var conditional = request
        conditional.validators = cached?.validators
        let answer = try await fetch(conditional)
        if answer.status == 304, let cached, let cache, let namespace, let source = RemoteURL(cached.source) {
            var refreshed = cached
            refreshed.storedAt = RemoteSession.now()
            refreshed.headers = cached.headers.merging(answer.headers)
            // Rewritten only when it matters: new headers, or a max-age counted from now. (Reading
            // the entry already marked it as used.)
            if refreshed.headers != cached.headers || (refreshed.headers.maxAge ?? 0) > 0 {
                cache.store(refreshed, in: namespace)
            }
            return LoadedAnswer(url: source, headers: refreshed.headers, body: cached.body, origin: .revalidated)
        }
        try validate?(answer.body, answer.headers, answer.url)
        if let cache, let namespace, answer.status == 200, !answer.headers.forbidsStoring {
            cache.store(
                CacheEntry(url: key, source: answer.url.absoluteString, storedAt: RemoteSession.now(), headers: answer.headers, body: answer.body),
                in: namespace
            )
        }
        return LoadedAnswer(url: answer.url, headers: answer.headers, body: answer.body, origin: .network)
    }

    /// Whether the cached `entry` passes `validate` (every entry passes when there is none).
    private static func passes(
        _ entry: CacheEntry, _ validate: (@Sendable ([UInt8], AnswerHeaders, RemoteURL) throws -> Void)?
    ) -> Bool {
        guard let validate, let source = RemoteURL(entry.source) else { return true }
        do {
            try validate(entry.body, entry.headers, source)
            return true
        } catch {
            return false
        }
    }

    /// Seconds since 1970.
    static func now() -> Int64 {
        Int64(time(nil))
    }
}
