import Foundation
import ShopCatalog
import ShopCatalogHTTP
import WaterfallServer

/// A catalog page fetched from `waterfall serve`'s server over loopback and decoded, against the
/// same page read from its file, in the same run: the price of HTTP (through AsyncHTTPClient and
/// Hummingbird, the project's JSON written and parsed once more) and of the disk cache.
enum HTTPBenchmarks {
    /// The page timed alone.
    static let page = 7
    /// Rounds per measurement (after one warm-up round).
    static let rounds = 15

    /// Serves the bundled catalog in this process, times the reads and prints one table.
    static func run() async {
        do {
            let directory = try MemoryPageSource.bundledDirectory()
            let server = try await CatalogServer(location: .directory(directory), pageSize: 30, configuration: .init(port: 0)).start()
            let rows: [BenchmarkRow]
            do {
                rows = try await measure(directory: directory, address: RemoteURL(server.address))
            } catch {
                await server.stop()
                throw error
            }
            await server.stop()
            printTable(title: "A catalog page over loopback HTTP (30 items, median of \(rounds))", baselineName: "the same page from its file", rows: rows)
        } catch {
            FileHandle.standardError.write(Data("http benchmarks skipped: \(error)\n".utf8))
        }
    }

    /// The table's rows, timed against the server at `address`.
    private static func measure(directory: String, address: RemoteURL?) async throws -> [BenchmarkRow] {
        guard let address else { return [] }
        let files = try BundledCatalogSource(directory: directory)
        let file = try await median { _ = try await files.page(page) }
        let fileAll = try await median { for number in 1 ... files.pageCount { _ = try await files.page(number) } }

        let session = RemoteSession()
        let served = try await RemoteCatalog.open(address, session: session, photos: nil).source
        for number in 1 ... page { _ = try await served.page(number) }
        let network = try await median { _ = try await served.page(page) }
        let networkAll = try await median {
            let fresh = try await RemoteCatalog.open(address, session: session, photos: nil).source
            for number in 1 ... files.pageCount + 1 { _ = try await fresh.page(number) }
        }
        await session.shutdown()

        let cacheDirectory = NSTemporaryDirectory() + "waterfall-benchmark-cache-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: cacheDirectory) }
        guard let cache = try? DiskCache(directory: cacheDirectory, budget: 64 << 20) else { return [] }
        let cachedSession = RemoteSession(configuration: RemoteSession.Configuration(cache: cache))
        let cached = try await RemoteCatalog.open(address, session: cachedSession, photos: nil).source
        for number in 1 ... page { _ = try await cached.page(number) }
        let revalidated = try await median { _ = try await cached.page(page) }
        await cachedSession.shutdown()
        let offlineSession = RemoteSession(configuration: RemoteSession.Configuration(offline: true, cache: cache))
        let offline = try await RemoteCatalog.open(address, session: offlineSession, photos: nil).source
        for number in 1 ... page { _ = try await offline.page(number) }
        let fromCache = try await median { _ = try await offline.page(page) }
        await offlineSession.shutdown()

        func row(_ name: String, _ ours: Double, _ baseline: Double) -> BenchmarkRow {
            BenchmarkRow(
                name: name, ours: formatNanoseconds(ours), baseline: formatNanoseconds(baseline),
                ratio: "\(format3(ours / baseline))× the file", goal: ""
            )
        }
        return [
            row("page \(page): fetched from `waterfall serve` and decoded", network, file),
            row("page \(page): revalidated from the disk cache (304)", revalidated, file),
            row("page \(page): from the disk cache (`--offline`)", fromCache, file),
            row("all \(files.pageCount) pages, opening included", networkAll, fileAll),
        ]
    }

    /// The median time of `body` over ``rounds`` rounds, in nanoseconds, after one warm-up round.
    private static func median(_ body: () async throws -> Void) async throws -> Double {
        var samples: [Double] = []
        for round in 0 ... rounds {
            let start = ContinuousClock.now
            try await body()
            let (seconds, attoseconds) = (ContinuousClock.now - start).components
            if round > 0 { samples.append(Double(seconds) * 1e9 + Double(attoseconds) / 1e9) }
        }
        return samples.sorted()[samples.count / 2]
    }
}
