/// One GET request and the limits its answer must keep.
public struct FetchRequest: Sendable {
    /// What to fetch.
    public var url: RemoteURL
    /// Whether it is a page or a photo (for ``TransferMonitor``).
    public var kind: TransferMonitor.Kind
    /// The `Accept` header.
    public var accept: String
    /// Whether to offer `gzip, deflate` (for JSON; photos are compressed already).
    public var acceptsCompression: Bool
    /// The most bytes of body accepted, after inflating.
    public var maximumBytes: Int
    /// The time allowed for the whole exchange, redirects and body included.
    public var deadline: Duration
    /// When set, only the first bytes are wanted: the request asks for `Range: bytes=0-(n-1)`,
    /// and reading stops as soon as ``enough`` says so or `n` bytes arrived, whatever the
    /// server sends.
    public var firstBytes: Int?
    /// Decides, from the bytes received so far, that no more are needed (with ``firstBytes``).
    public var enough: (@Sendable ([UInt8]) -> Bool)?
    /// Validators of a cached copy, sent as `If-None-Match` / `If-Modified-Since`.
    public var validators: CacheValidators?

    /// A request for `url`; see the properties for the rest.
    public init(
        url: RemoteURL, kind: TransferMonitor.Kind, accept: String, acceptsCompression: Bool,
        maximumBytes: Int, deadline: Duration, firstBytes: Int? = nil,
        enough: (@Sendable ([UInt8]) -> Bool)? = nil, validators: CacheValidators? = nil
    ) {
        self.url = url
        self.kind = kind
        self.accept = accept
        self.acceptsCompression = acceptsCompression
        self.maximumBytes = maximumBytes
        self.deadline = deadline
        self.firstBytes = firstBytes
        self.enough = enough
        self.validators = validators
    }
}

/// What identifies a cached copy to the server: its `ETag` and `Last-Modified`.
public struct CacheValidators: Sendable, Equatable {
    /// The `ETag` the copy was served with.
    public var etag: String?
    /// The `Last-Modified` date the copy was served with.
    public var lastModified: String?

    /// Validators; nil when there are none (`etag` and `lastModified` both nil).
    public init?(etag: String?, lastModified: String?) {
        guard etag != nil || lastModified != nil else { return nil }
        self.etag = etag
        self.lastModified = lastModified
    }
}
