import ArgumentParser
import ShopCatalog

/// The options that choose and serve the catalog, shared by the browser and `dump`.
struct CatalogArguments: ParsableArguments {
    @Option(help: ArgumentHelp("A catalog directory, a .json / .jsonl file of items, or an http(s):// URL (see --format).", valueName: "path|url"))
    var data: String?

    @Option(help: ArgumentHelp("Simulated network latency per page, in milliseconds.", valueName: "ms"))
    var latency: Int?

    @Option(name: .customLong("fail-rate"), help: ArgumentHelp("Probability (0 to 1) that a page load fails.", valueName: "p"))
    var failRate: Double = 0

    @Option(help: "Seed of the simulated network's random latency and failures.")
    var seed: UInt64 = 1

    @Option(name: .customLong("page-size"), help: "Items per page for a single-file catalog.")
    var pageSize: Int = CatalogOptions.defaultPageSize

    @Flag(help: "Keep loading pages forever, cycling the catalog with fresh ids.")
    var infinite = false

    @Option(
        name: .customLong("max-file-size"),
        help: ArgumentHelp("How far into a JSON Lines catalog to read, in MiB; the rest is reported, not read.", valueName: "MiB"))
    var maxFileSize: Int = CatalogLimits.maximumLinesFileBytes >> 20

    /// The largest `--max-file-size`: 1 TiB, in MiB.
    static let maximumFileSizeMiB = 1 << 20

    @OptionGroup var remote: RemoteArguments

    func validate() throws {
        if let latency, latency < 0 { throw ValidationError("--latency cannot be negative, got \(latency).") }
        guard failRate.isFinite, (0 ... 1).contains(failRate) else {
            throw ValidationError("--fail-rate must be a probability from 0 to 1, got \(failRate).")
        }
        guard (1 ... 1_000).contains(pageSize) else { throw ValidationError("--page-size must be from 1 to 1000, got \(pageSize).") }
        guard (1 ... Self.maximumFileSizeMiB).contains(maxFileSize) else {
            throw ValidationError("--max-file-size must be from 1 to \(Self.maximumFileSizeMiB) MiB, got \(maxFileSize).")
        }
    }

    /// Locates the catalog and opens it as a page source, with `defaultLatency` milliseconds of
    /// simulated latency unless `--latency` says otherwise. A missing, unreadable or broken
    /// catalog is a ``CommandFailure/badData(_:)`` that names what is wrong and where it looked.
    func makeSource(defaultLatency: Int) throws(CommandFailure) -> (source: any PageSource, name: String) {
        do {
            let location = try CatalogLocator(explicitPath: data).locate()
            let latency = self.latency ?? defaultLatency
            let network: SimulatedNetworkSource.Configuration? =
                latency == 0 && failRate == 0
                ? nil
                : SimulatedNetworkSource.Configuration(
                    latency: .milliseconds(latency), jitter: .milliseconds(latency / 3), failureRate: failRate, seed: seed
                )
            let options = CatalogOptions(pageSize: pageSize, infinite: infinite, network: network, maximumFileBytes: maxFileSize << 20)
            let catalog = try location.open(options: options)
            return (catalog.source, catalog.name)
        } catch {
            throw CommandFailure.badData(error.message)
        }
    }
}
