import AsyncHTTPClient
import NIOCore
import NIOSSL

/// The one HTTP client of a run, with its rules: deadlines, byte limits, at most
/// ``Configuration/maximumRedirects`` redirects and never from `https` to `http` nor to any other
/// scheme, gzip and deflate inflated within a limit, HTTP/2 where the server offers it (over
/// TLS), failures in words (a refused connection at once, TLS problems by name:
/// ``TLSProblem``), and an optional ``DiskCache`` in front of the network (see
/// ``load(_:cachedAs:)``). Thread-safe.
///
/// Call ``shutdown()`` (or ``shutdownBlocking()`` from synchronous code) exactly once when done,
/// on every path out of the command; until then the client keeps its connections and threads.
public final class RemoteSession: Sendable {
    /// How the session behaves.
    public struct Configuration: Sendable {
        /// Time allowed to open a connection (TCP and TLS).
        public var connectTimeout: Duration
        /// The longest silence allowed while a head or body is awaited.
        public var readTimeout: Duration
        /// Redirects followed per request, at most.
        public var maximumRedirects: Int
        /// Connections AsyncHTTPClient opens per host and port (the photo fetcher asks for fewer).
        public var connectionsPerHost: Int
        /// Never use the network: answer from the disk cache or fail with ``RemoteError/notCached(url:)``.
        public var offline: Bool
        /// The disk cache, if any.
        public var cache: DiskCache?
        /// The `User-Agent` header.
        public var userAgent: String
        /// Certificates trusted besides the system's (PEM files), for the tests against a local
        /// TLS server.
        var additionalTrustRoots: [String] = []

        /// The defaults: 5 s to connect, 10 s of silence at most, 5 redirects, 8 connections per
        /// host, online, no disk cache.
        public init(
            connectTimeout: Duration = .seconds(5), readTimeout: Duration = .seconds(10), maximumRedirects: Int = 5,
            connectionsPerHost: Int = 8, offline: Bool = false, cache: DiskCache? = nil, userAgent: String = "waterfall/1"
        ) {
            self.connectTimeout = connectTimeout
            self.readTimeout = readTimeout
            self.maximumRedirects = maximumRedirects
            self.connectionsPerHost = connectionsPerHost
            self.offline = offline
            self.cache = cache
            self.userAgent = userAgent
        }
    }

    /// The most any compressed answer may inflate to, whatever its request allows (each request
    /// also has its own, usually smaller, ``FetchRequest/maximumBytes``): 64 MiB.
    public static let maximumInflatedBytes = 64 << 20

    /// The behaviour.
    public let configuration: Configuration
    /// What the session's fetches are doing.
    public let transfers = TransferMonitor()
    /// The AsyncHTTPClient client.
    let client: HTTPClient

    /// A session with `configuration`; no connection is opened until the first fetch.
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
        var settings = HTTPClient.Configuration(
            redirectConfiguration: .disallow,
            timeout: HTTPClient.Configuration.Timeout(
                connect: RemoteSession.timeAmount(configuration.connectTimeout),
                read: RemoteSession.timeAmount(configuration.readTimeout)
            ),
            connectionPool: RemoteSession.connectionPool(configuration),
            decompression: .enabled(limit: .size(RemoteSession.maximumInflatedBytes))
        )
        settings.httpVersion = .automatic
        if !configuration.additionalTrustRoots.isEmpty {
            var tls = TLSConfiguration.makeClientConfiguration()
            tls.additionalTrustRoots = configuration.additionalTrustRoots.map { .file($0) }
            settings.tlsConfiguration = tls
        }
        client = HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: settings)
    }

    /// The connection pool: idle connections kept 30 s, ``Configuration/connectionsPerHost`` of
    /// them, and a connection that cannot be made (refused, a failed TLS handshake) failing its
    /// requests at once — AsyncHTTPClient would otherwise try again and again until the connect
    /// timeout, and then report only that time ran out.
    static func connectionPool(_ configuration: Configuration) -> HTTPClient.Configuration.ConnectionPool {
        var pool = HTTPClient.Configuration.ConnectionPool(
            idleTimeout: .seconds(30), concurrentHTTP1ConnectionsPerHostSoftLimit: max(1, configuration.connectionsPerHost)
        )
        pool.retryConnectionEstablishment = false
        return pool
    }

    /// Closes every connection and stops the client. Fetches still running fail. Call once.
    public func shutdown() async {
        try? await client.shutdown()
    }

    /// ``shutdown()`` for synchronous code (a command's `run()`): blocks until the client stopped.
    /// Never call it from a task.
    @available(*, noasync, message: "use shutdown() in asynchronous code")
    public func shutdownBlocking() {
        try? client.syncShutdown()
    }

    /// `duration` as NIO's `TimeAmount`.
    static func timeAmount(_ duration: Duration) -> TimeAmount {
        .nanoseconds(Int64(duration.components.seconds) * 1_000_000_000 + duration.components.attoseconds / 1_000_000_000)
    }
}
