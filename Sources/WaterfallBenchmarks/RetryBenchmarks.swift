import Foundation
import ShopCatalog
import ShopCatalogHTTP
import Synchronization
import WaterfallServer

/// Pages that heal: `waterfall serve`'s server over loopback failing 30 % of page requests with
/// 503 and `Retry-After: 1`, every page of the bundled catalog read through the pager with its
/// retries and no user. For each page that failed, the time from its first failure to its items,
/// against what the server asked for plus the round trips (each retry waits 1 s, then one round
/// trip, the median of the requests that succeeded at once, all in this run); and every retry's
/// wait since the failure before it, which must never be shorter than the second asked for.
enum RetryBenchmarks {
    /// One call of the source, timed.
    struct Call {
        let page: Int
        let started: ContinuousClock.Instant
        let ended: ContinuousClock.Instant
        let failed: Bool
    }

    /// A page source recording every call's start, end and outcome.
    final class RecordingSource: PageSource {
        let base: any PageSource
        let calls = Mutex([Call]())

        init(base: any PageSource) { self.base = base }

        func page(_ number: Int) async throws -> PageResult {
            let started = ContinuousClock.now
            do {
                let result = try await base.page(number)
                calls.withLock { $0.append(Call(page: number, started: started, ended: .now, failed: false)) }
                return result
            } catch {
                calls.withLock { $0.append(Call(page: number, started: started, ended: .now, failed: true)) }
                throw error
            }
        }
    }

    /// Serves the bundled catalog in pages of 10 with failures, reads it all and prints one table.
    static func run() async {
        do {
            let directory = try MemoryPageSource.bundledDirectory()
            let configuration = CatalogServer.Configuration(port: 0, latency: .milliseconds(20), failureRate: 0.3, seed: 3)
            let server = try await CatalogServer(location: .directory(directory), pageSize: 10, configuration: configuration).start()
            let rows: [BenchmarkRow]
            do {
                rows = try await measure(address: RemoteURL(server.address))
            } catch {
                await server.stop()
                throw error
            }
            await server.stop()
            printTable(
                title: "Pages failing at 30 % with 503 and Retry-After: 1, healed by the pager (loopback, 20 ms latency)",
                baselineName: "Retry-After and the round trips", rows: rows)
        } catch {
            FileHandle.standardError.write(Data("retry benchmarks skipped: \(error)\n".utf8))
        }
    }

    /// The table's rows, the catalog read from the server at `address`.
    private static func measure(address: RemoteURL?) async throws -> [BenchmarkRow] {
        guard let address else { return [] }
        let session = RemoteSession()
        let source: RecordingSource
        do {
            source = try await read(address, session: session)
        } catch {
            await session.shutdown()
            throw error
        }
        await session.shutdown()
        return rows(of: source.calls.withLock { $0 })
    }

    /// Reads every page of the catalog at `address` through a pager, waiting out its retries;
    /// returns the source that recorded the calls.
    private static func read(_ address: RemoteURL, session: RemoteSession) async throws -> RecordingSource {
        let catalog = try await RemoteCatalog.open(address, session: session, photos: nil)
        let source = RecordingSource(base: catalog.source)
        let loader = PageLoader(source: source)
        while loader.status.phase != .exhausted {
            loader.requestNextPage()
            while true {
                await loader.waitUntilSettled()
                if case .failed = loader.status.phase, loader.status.retry != nil {
                    try await Task.sleep(for: .milliseconds(5))
                    continue
                }
                break
            }
            if case .failed = loader.status.phase { throw CatalogError.invalidOption("a page failed for good: \(loader.status.phase)") }
        }
        return source
    }

    /// The table's rows from the recorded `calls`.
    private static func rows(of calls: [Call]) -> [BenchmarkRow] {
        let roundTrips = calls.filter { !$0.failed }.map { $0.ended - $0.started }.sorted()
        let roundTrip = roundTrips[roundTrips.count / 2]
        var healing: [Double] = []
        var expected: [Double] = []
        var early = 0
        var shortestWait = Duration.seconds(1_000)
        for page in Set(calls.map(\.page)) {
            let ofPage = calls.filter { $0.page == page }.sorted { $0.started < $1.started }
            guard let firstFailure = ofPage.first(where: \.failed), let shown = ofPage.last(where: { !$0.failed }) else { continue }
            let retries = ofPage.count - 1
            healing.append(seconds(shown.ended - firstFailure.ended))
            expected.append(seconds((.seconds(1) + roundTrip) * retries))
            for (previous, next) in zip(ofPage, ofPage.dropFirst()) {
                let wait = next.started - previous.ended
                shortestWait = min(shortestWait, wait)
                if wait < .seconds(1) { early += 1 }
            }
        }
        guard !healing.isEmpty else { return [] }
        let ratios = zip(healing, expected).map { $0 / $1 }.sorted()
        let medianHealing = healing.sorted()[healing.count / 2]
        let medianExpected = expected.sorted()[expected.count / 2]
        return [
            BenchmarkRow(
                name: "first failure → page shown, median of \(healing.count) failed pages (of \(Set(calls.map(\.page)).count))",
                ours: formatNanoseconds(medianHealing * 1e9), baseline: formatNanoseconds(medianExpected * 1e9),
                ratio: "\(format3(ratios[ratios.count / 2]))× (worst \(format3(ratios.last ?? 0))×)",
                goal: ratios[ratios.count / 2] <= 1.1 ? "≤ 1.1×: met" : "≤ 1.1×: not met"),
            BenchmarkRow(
                name: "retries sent before Retry-After (of \(calls.count - Set(calls.map(\.page)).count))", ours: "\(early)",
                baseline: "0", ratio: "shortest wait \(formatNanoseconds(seconds(shortestWait) * 1e9))", goal: early == 0 ? "0: met" : "0: not met"),
        ]
    }

    /// `duration` in seconds.
    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
