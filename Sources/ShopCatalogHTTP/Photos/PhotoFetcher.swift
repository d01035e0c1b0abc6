import ShopCatalog

/// Fetches photos named by URL for the picture pipeline: whole photos (``photo(at:priority:)``)
/// and sizes read from their first bytes (``size(of:priority:)``), through the session's rules
/// and disk cache.
///
/// - At most ``Configuration/connectionsPerHost`` fetches run per origin; the others wait, the
///   lowest priority number first (the pipeline passes the distance from the viewport), and
///   ``reprioritize(_:to:)`` moves a waiting fetch as the viewport moves.
/// - Cancelling the calling task cancels the fetch: a waiting one leaves the queue, a running
///   one closes its connection.
/// - Requests send `Accept: image/jpeg, image/png, image/webp, image/gif` and no other format;
///   the body is streamed within ``Configuration/maximumBytes`` and ``Configuration/deadline``,
///   and its format is found from its bytes (an HTML error page is refused as
///   ``RemoteError/notAPicture(url:contentType:excerpt:)``).
/// - A size is read by asking for the first ``Configuration/headerBytes`` bytes (a range
///   request) and stopping as soon as the header reader has its answer, whatever the server
///   sends; sizes are kept in the disk cache.
/// - ``progress`` reports what is in flight, for a status line.
///
/// Thread-safe; one fetcher per session.
public final class PhotoFetcher: Sendable {
    /// Limits of photo fetches.
    public struct Configuration: Sendable {
        /// Fetches running at once per origin.
        public var connectionsPerHost: Int
        /// The largest photo accepted, in bytes.
        public var maximumBytes: Int
        /// Time allowed for one whole photo.
        public var deadline: Duration
        /// The most bytes read to find a size.
        public var headerBytes: Int
        /// Time allowed to find one size.
        public var headerDeadline: Duration

        /// The defaults: 4 connections per host, 16 MiB and 20 s per photo, sizes from at most
        /// 256 KiB in 5 s (a JPEG's size follows its EXIF block, which may hold a thumbnail).
        public init(
            connectionsPerHost: Int = 4, maximumBytes: Int = 16 << 20, deadline: Duration = .seconds(20),
            headerBytes: Int = 256 << 10, headerDeadline: Duration = .seconds(5)
        ) {
            self.connectionsPerHost = connectionsPerHost
            self.maximumBytes = maximumBytes
            self.deadline = deadline
            self.headerBytes = headerBytes
            self.headerDeadline = headerDeadline
        }
    }

    /// The session fetches go through.
    public let session: RemoteSession
    /// The limits.
    public let configuration: Configuration
    private let headerReader: HeaderReader
    private let gate: HostGate

    /// A fetcher over `session` that reads sizes with `headerReader`.
    public init(session: RemoteSession, configuration: Configuration = Configuration(), headerReader: @escaping HeaderReader) {
        self.session = session
        self.configuration = configuration
        self.headerReader = headerReader
        self.gate = HostGate(limit: configuration.connectionsPerHost, monitor: session.transfers)
    }

    /// The photo at `url`: its bytes and their format, from the disk cache when it holds a
    /// usable copy. Waits for a connection by `priority` (lower first). Throws a ``RemoteError``
    /// or `CancellationError`.
    public func photo(at url: RemoteURL, priority: Int) async throws -> FetchedPhoto {
        let request = FetchRequest(
            url: url, kind: .photo, accept: PhotoFormat.acceptHeader, acceptsCompression: false,
            maximumBytes: configuration.maximumBytes, deadline: configuration.deadline
        )
        let loaded = try await gate.run(origin: url.origin, key: url.absoluteString, priority: priority) {
            try await session.load(request, cachedAs: .photos) { body, headers, source in
                guard PhotoFormat.sniff(body) != nil else {
                    throw RemoteError.notAPicture(
                        url: source, contentType: headers["content-type"].flatMap { PrintableExcerpt.of(Array($0.utf8), maximumLength: 40) },
                        excerpt: PrintableExcerpt.of(body)
                    )
                }
            }
        }
        guard let format = PhotoFormat.sniff(loaded.body) else { throw RemoteError.notAPicture(url: url, contentType: nil, excerpt: nil) }
        return FetchedPhoto(url: loaded.url, bytes: loaded.body, format: format, origin: loaded.origin)
    }

    /// The size of the photo at `url` in pixels, read from its first bytes (or from the disk
    /// cache: a size found before, or the whole photo). Waits for a connection by `priority`.
    /// Throws a ``RemoteError`` (``RemoteError/sizeUnknown(url:reason:)`` when the bytes hold no
    /// size) or `CancellationError`.
    public func size(of url: RemoteURL, priority: Int) async throws -> PhotoSize {
        let key = url.absoluteString
        let cache = session.configuration.cache
        if let entry = cache?.entry(for: key, in: .sizes), let size = PhotoSize(text: entry.body) {
            return size
        }
        if let entry = cache?.entry(for: key, in: .photos), case .size(let width, let height) = headerReader(entry.body),
            let size = PhotoSize(width: width, height: height)
        {
            return size
        }
        let reader = headerReader
        let request = FetchRequest(
            url: url, kind: .photo, accept: PhotoFormat.acceptHeader, acceptsCompression: false,
            maximumBytes: configuration.headerBytes, deadline: configuration.headerDeadline,
            firstBytes: configuration.headerBytes, enough: { reader($0) != .needMoreBytes }
        )
        let answer = try await gate.run(origin: url.origin, key: key, priority: priority) {
            try await session.fetch(request)
        }
        guard PhotoFormat.sniff(answer.body) != nil else {
            throw RemoteError.notAPicture(
                url: answer.url, contentType: answer.headers["content-type"].flatMap { PrintableExcerpt.of(Array($0.utf8), maximumLength: 40) },
                excerpt: PrintableExcerpt.of(answer.body)
            )
        }
        switch headerReader(answer.body) {
        case .size(let width, let height):
            guard let size = PhotoSize(width: width, height: height) else {
                throw RemoteError.sizeUnknown(url: answer.url, reason: "the header gives an impossible size \(width)×\(height)")
            }
            cache?.store(
                CacheEntry(url: key, source: answer.url.absoluteString, storedAt: RemoteSession.now(), headers: AnswerHeaders([]), body: size.text),
                in: .sizes
            )
            return size
        case .needMoreBytes:
            throw RemoteError.sizeUnknown(url: answer.url, reason: "no size in the first \(answer.body.count) bytes")
        case .unreadable(let reason):
            throw RemoteError.sizeUnknown(url: answer.url, reason: PrintableExcerpt.of(Array(reason.utf8), maximumLength: 80) ?? "unreadable header")
        }
    }

    /// Gives the fetches of `url` still waiting for a connection the priority `priority`.
    public func reprioritize(_ url: RemoteURL, to priority: Int) {
        gate.reprioritize(url.absoluteString, to: priority)
    }

    /// What the session's fetches are doing (pages included), for a status line.
    public var progress: TransferProgress {
        session.transfers.progress
    }
}

/// A photo's bytes, as fetched.
public struct FetchedPhoto: Sendable {
    /// The URL that gave it, after redirects.
    public let url: RemoteURL
    /// The file's bytes (to decode).
    public let bytes: [UInt8]
    /// The format its bytes start with.
    public let format: PhotoFormat
    /// Network or disk cache.
    public let origin: LoadedAnswer.Origin
}

/// A picture's size in pixels, both sides from 1 to ``CatalogLimits/maximumImageSide``.
public struct PhotoSize: Sendable, Hashable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int

    /// A size; nil when a side is outside 1…``CatalogLimits/maximumImageSide``.
    public init?(width: Int, height: Int) {
        let sides = 1 ... CatalogLimits.maximumImageSide
        guard sides.contains(width), sides.contains(height) else { return nil }
        self.width = width
        self.height = height
    }

    /// A size known to be within the limits (a constant).
    init(checkedWidth width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Reads `width height` as the size cache stores it.
    init?(text: [UInt8]) {
        let parts = String(decoding: text, as: UTF8.self).split(separator: " ")
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else { return nil }
        self.init(width: width, height: height)
    }

    /// `width height`, as the size cache stores it.
    var text: [UInt8] { Array("\(width) \(height)".utf8) }
}
