/// How to serve a located catalog: page size for single-file catalogs, endless cycling, and
/// the simulated network in front of it.
public struct CatalogOptions: Sendable, Equatable {
    /// The default page size for single-file catalogs, as in the bundled catalog.
    public static let defaultPageSize = 30

    /// Items per page when the catalog is one file (a catalog directory has its own pages).
    public var pageSize: Int
    /// Whether to cycle the catalog forever with fresh ids (``InfiniteSource``).
    public var infinite: Bool
    /// The simulated network (latency 300 ms, jitter 100 ms, no failures by default), or
    /// `nil` to serve pages directly.
    public var network: SimulatedNetworkSource.Configuration?
    /// How far into a JSON Lines file reading goes, in bytes
    /// (``CatalogLimits/maximumLinesFileBytes`` unless raised).
    public var maximumFileBytes: Int

    /// Creates options; the defaults are 30 items per page, finite, simulated network on,
    /// JSON Lines files read up to 4 GiB.
    public init(
        pageSize: Int = CatalogOptions.defaultPageSize,
        infinite: Bool = false,
        network: SimulatedNetworkSource.Configuration? = SimulatedNetworkSource.Configuration(),
        maximumFileBytes: Int = CatalogLimits.maximumLinesFileBytes
    ) {
        self.pageSize = pageSize
        self.infinite = infinite
        self.network = network
        self.maximumFileBytes = maximumFileBytes
    }
}

extension CatalogLocation {
    /// Opens the catalog as a page source: the catalog itself, cycled if
    /// ``CatalogOptions/infinite``, behind the simulated network if configured (sleeping on
    /// `clock`). Fails for a bad manifest or out-of-range options; problems in page files show
    /// up when their pages load.
    public func makeSource(
        options: CatalogOptions = CatalogOptions(),
        clock: any Clock<Duration> = ContinuousClock()
    ) throws(CatalogError) -> any PageSource {
        try open(options: options, clock: clock).source
    }

    /// Opens the catalog as ``makeSource(options:clock:)`` does, and also gives its name for
    /// display: the manifest's `name` for a catalog directory, the file name for a single file.
    public func open(
        options: CatalogOptions = CatalogOptions(),
        clock: any Clock<Duration> = ContinuousClock()
    ) throws(CatalogError) -> (source: any PageSource, name: String) {
        var source: any PageSource
        let name: String
        switch self {
        case .directory(let path):
            let catalog = try BundledCatalogSource(directory: path)
            source = catalog
            name = catalog.manifest.name
        case .file(let path):
            source = try FileCatalogSource(path: path, pageSize: options.pageSize, maximumFileBytes: options.maximumFileBytes)
            name = String(path.split(separator: "/").last ?? Substring(path))
        }
        if options.infinite { source = InfiniteSource(cycling: source) }
        if let network = options.network {
            source = try SimulatedNetworkSource(wrapping: source, configuration: network, clock: clock)
        }
        return (source, name)
    }
}
