import Hummingbird
import Logging
import NIOCore
import ShopCatalog

/// `waterfall serve`: a real HTTP server (Hummingbird) that serves a catalog and its photos in
/// the project's own format, page by page (docs/data-format.md, *Served pages*), optionally
/// through a simulated network (latency, jitter, failures, seeded).
public struct CatalogServer: Sendable {
    /// Where to listen and how the simulated network behaves.
    public struct Configuration: Sendable {
        /// The address to bind, `127.0.0.1` by default (this machine only).
        public var host: String
        /// The port; 0 lets the system choose a free one.
        public var port: Int
        /// Added to every page and photo request.
        public var latency: Duration
        /// Largest random extra delay.
        public var jitter: Duration
        /// Probability (0…1) that a page or photo request fails with 503.
        public var failureRate: Double
        /// Seed of the delays and failures.
        public var seed: UInt64

        /// A configuration; the defaults bind 127.0.0.1:8080 with no simulated network.
        public init(
            host: String = "127.0.0.1", port: Int = 8080, latency: Duration = .zero, jitter: Duration = .zero,
            failureRate: Double = 0, seed: UInt64 = 1
        ) {
            self.host = host
            self.port = port
            self.latency = latency
            self.jitter = jitter
            self.failureRate = failureRate
            self.seed = seed
        }
    }

    /// The behaviour.
    public let configuration: Configuration
    private let catalog: ServedCatalog

    /// A server for the catalog at `location` (single files cut into pages of `pageSize`).
    /// Throws the catalog's error (a bad manifest) or one for an option out of range.
    public init(location: CatalogLocation, pageSize: Int, configuration: Configuration = Configuration()) throws(CatalogError) {
        guard (0 ... 65_535).contains(configuration.port) else {
            throw CatalogError.invalidOption("port must be from 0 to 65535, got \(configuration.port)")
        }
        guard configuration.latency >= .zero, configuration.jitter >= .zero else {
            throw CatalogError.invalidOption("latency must not be negative")
        }
        guard configuration.failureRate >= 0, configuration.failureRate <= 1 else {
            throw CatalogError.invalidOption("failure rate must be from 0 to 1, got \(configuration.failureRate)")
        }
        let opened = try location.open(options: CatalogOptions(pageSize: pageSize, infinite: false, network: nil))
        let size = if case .directory(let path) = location { (try BundledCatalogSource(directory: path)).manifest.pageSize } else { pageSize }
        self.configuration = configuration
        self.catalog = ServedCatalog(source: opened.source, name: opened.name, pageSize: size)
    }

    /// Serves until the task is cancelled (or, when `stopsOnSignals`, until SIGINT or SIGTERM),
    /// calling `onListening` with `http://host:port` once the socket is bound. Throws when the
    /// address cannot be bound.
    public func run(stopsOnSignals: Bool = false, onListening: @escaping @Sendable (String) async -> Void) async throws {
        let conditions =
            configuration.latency == .zero && configuration.jitter == .zero && configuration.failureRate == 0
            ? nil
            : NetworkConditions(latency: configuration.latency, jitter: configuration.jitter, failureRate: configuration.failureRate, seed: configuration.seed)
        let responder = CatalogResponder(
            catalog: catalog, conditions: conditions, boundOrigin: ListeningAddress("http://\(configuration.host):\(configuration.port)"))
        var logger = Logger(label: "waterfall-serve")
        logger.logLevel = .critical
        let host = configuration.host
        let app = Application(
            responder: responder,
            configuration: ApplicationConfiguration(address: .hostname(host, port: configuration.port), serverName: "waterfall"),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? 0
                let origin = "http://\(host.contains(":") ? "[\(host)]" : host):\(port)"
                responder.boundOrigin.origin = origin
                await onListening(origin + "/")
            },
            logger: logger
        )
        if stopsOnSignals {
            try await app.runService()
        } else {
            try await app.runService(gracefulShutdownSignals: [])
        }
    }
}
