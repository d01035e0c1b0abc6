import Foundation
import ShopBrowser
import ShopBrowserRuntime
import ShopCatalog
import ShopCatalogHTTP
import WaterfallServer
import WaterfallTUI

/// `waterfall serve` ⇄ the browser over loopback, with photos (the `remote` group), each against
/// a baseline measured in the same run:
///
/// - start to the first screen with every on-screen photo drawn (200 × 60, the bundled catalog):
///   from the server with an empty disk cache (cold), with a full one (warm: every page and photo
///   revalidated with a 304), and `--offline` from the disk cache, against the same catalog read
///   from its files;
/// - with the server's latency at 200 ms (no jitter), the next page's cards on screen after the
///   footer came into view, against the latency itself (goal: latency + ≤ 50 ms).
///
/// The server runs in this process (`CatalogServer`, as `waterfall serve` runs it); each start
/// builds the browser as the app does (a session with a disk cache in a temporary directory, the
/// catalog recognised from its first answer, the photo fetcher as the browser's network).
enum RemotePhotoBenchmarks {
    /// Starts measured per row (after one warm-up start).
    static let rounds = 7
    /// The server's latency for the next-page measurement.
    static let latency = Duration.milliseconds(200)
    /// Pages timed after the first, each a scroll to the footer.
    static let nextPages = 8
    /// ``latency`` in nanoseconds.
    static var budgetNanoseconds: Double {
        Double(latency.components.seconds) * 1e9 + Double(latency.components.attoseconds) / 1e9
    }

    /// Measures both tables.
    @MainActor
    static func run() async {
        do {
            let directory = try MemoryPageSource.bundledDirectory()
            try await startTable(directory: directory)
            try await nextPageTable(directory: directory)
        } catch {
            FileHandle.standardError.write(Data("remote photo benchmarks skipped: \(error)\n".utf8))
        }
    }

    /// Runs `body` with a session over the disk cache in `cacheDirectory`, `offline` if asked, and
    /// its photo fetcher (a served catalog never needs a picture's first bytes for its size); shuts
    /// the session down afterwards, whatever `body` does.
    @MainActor
    static func withSession<T>(
        cacheDirectory: String, offline: Bool = false, _ body: (RemoteSession, PhotoFetcher) async throws -> T
    ) async throws -> T {
        let cache = try? DiskCache(directory: cacheDirectory, budget: 256 << 20)
        let session = RemoteSession(configuration: RemoteSession.Configuration(offline: offline, cache: cache))
        let photos = PhotoFetcher(session: session) { _ in .unreadable(reason: "a served catalog gives every size") }
        do {
            let result = try await body(session, photos)
            await session.shutdown()
            return result
        } catch {
            await session.shutdown()
            throw error
        }
    }

    /// Runs `body` with the address of a server (in this process) for the catalog in `directory`
    /// with `configuration`; stops it afterwards, whatever `body` does.
    @MainActor
    static func withServer<T>(
        directory: String, configuration: CatalogServer.Configuration, _ body: (String) async throws -> T
    ) async throws -> T {
        let server = try await CatalogServer(location: .directory(directory), pageSize: 30, configuration: configuration).start()
        do {
            let result = try await body(server.address)
            await server.stop()
            return result
        } catch {
            await server.stop()
            throw error
        }
    }

    /// Start to first screen, from files and from the server (cold, warm, offline).
    @MainActor
    static func startTable(directory: String) async throws {
        let rows = try await withServer(directory: directory, configuration: .init(port: 0)) { try await startRows(address: $0) }
        printTable(
            title:
                "Photos over HTTP: start to the first screen with every photo drawn (bundled catalog, \(PictureStartupBenchmarks.width) × \(PictureStartupBenchmarks.height), `waterfall serve` on loopback, median of \(rounds))",
            baselineName: "the same catalog from its files", rows: rows
        )
    }

    @MainActor
    private static func startRows(address: String) async throws -> [BenchmarkRow] {
        guard let url = RemoteURL(address) else { throw PictureStartupBenchmarks.Failure(description: "bad address \(address)") }
        let files = try await PictureStartupBenchmarks.median { try await PictureStartupBenchmarks.firstFrame(photos: true) }
        let root = NSTemporaryDirectory() + "waterfall-remote-benchmark-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: root) }
        var serial = 0
        let cold = try await PictureStartupBenchmarks.median {
            serial += 1
            return try await remoteFirstFrame(url, cacheDirectory: "\(root)/cold-\(serial)")
        }
        let warmDirectory = "\(root)/warm"
        let warm = try await PictureStartupBenchmarks.median { try await remoteFirstFrame(url, cacheDirectory: warmDirectory) }
        let offline = try await PictureStartupBenchmarks.median { try await remoteFirstFrame(url, cacheDirectory: warmDirectory, offline: true) }
        let used = (try? DiskCache(directory: warmDirectory, budget: 256 << 20))?.usedBytes ?? 0
        func row(_ name: String, _ start: PictureStartupBenchmarks.FirstFrame, goal: String) -> BenchmarkRow {
            BenchmarkRow(
                name:
                    "\(name) (\(start.screen.drawn) photos drawn on \(start.screen.cards) cards, \(start.screen.failed) failed; \(start.wanted) wanted with the buffer)",
                ours: formatNanoseconds(start.nanoseconds), baseline: formatNanoseconds(files.nanoseconds),
                ratio: "\(format3(start.nanoseconds / files.nanoseconds))× the files", goal: goal
            )
        }
        return [
            row("cold: empty disk cache, every page and photo fetched", cold, goal: ""),
            row("warm: every page and photo in the disk cache, revalidated (304)", warm, goal: ""),
            row("`--offline`: from the disk cache (\(PictureMemoryBenchmarks.mebibytes(used)) held), no request", offline, goal: ""),
        ]
    }

    /// One start of the browser on the catalog at `url`, timed as ``PictureStartupBenchmarks``
    /// times a start from files: from opening the catalog (the session made, the first answer
    /// recognised) to the first screen with every on-screen photo drawn.
    @MainActor
    static func remoteFirstFrame(_ url: RemoteURL, cacheDirectory: String, offline: Bool = false) async throws -> PictureStartupBenchmarks.FirstFrame {
        let clock = ContinuousClock()
        let start = clock.now
        return try await withSession(cacheDirectory: cacheDirectory, offline: offline) { session, photos in
            let catalog = try await RemoteCatalog.open(url, session: session, photos: photos)
            let options = BrowserOptions(catalogName: catalog.name)
            return try PictureStartupBenchmarks.settleFirstFrame(
                options: options, source: catalog.source, services: BrowserServices(photoSource: photos), clock: clock, start: start
            )
        }
    }

    /// The next page's cards on screen after the footer came into view, with the server's
    /// latency at ``latency``.
    @MainActor
    static func nextPageTable(directory: String) async throws {
        let configuration = CatalogServer.Configuration(port: 0, latency: latency, jitter: .zero)
        let times = try await withServer(directory: directory, configuration: configuration) { try await nextPageTimes(address: $0) }
        let sorted = times.sorted()
        let median = sorted[sorted.count / 2]
        let worst = sorted.last ?? median
        let budget = budgetNanoseconds
        printTable(
            title:
                "Photos over HTTP: the next page's cards on screen after the footer appears (`waterfall serve` with a latency of \(formatNanoseconds(budgetNanoseconds)), no jitter; \(times.count) pages, \(PictureStartupBenchmarks.width) × \(PictureStartupBenchmarks.height))",
            baselineName: "the server's latency",
            rows: [
                BenchmarkRow(
                    name: "median page: footer in view → the page's cards on screen", ours: formatNanoseconds(median),
                    baseline: formatNanoseconds(budget), ratio: "+\(formatNanoseconds(median - budget))",
                    goal: goalVerdict("latency + ≤ 50 ms", median - budget <= 50_000_000)
                ),
                BenchmarkRow(
                    name: "slowest page", ours: formatNanoseconds(worst), baseline: formatNanoseconds(budget),
                    ratio: "+\(formatNanoseconds(worst - budget))", goal: ""
                ),
            ]
        )
    }

    /// For each of ``nextPages`` pages: scrolls to the bottom (the footer comes into view, the
    /// browser asks for the next page), then folds in what finishes each time the terminal is
    /// woken until a card of the new page is on screen, and presents that frame. The photos load
    /// meanwhile, as they do for a user.
    @MainActor
    private static func nextPageTimes(address: String) async throws -> [Double] {
        guard let url = RemoteURL(address) else { throw PictureStartupBenchmarks.Failure(description: "bad address \(address)") }
        let root = NSTemporaryDirectory() + "waterfall-remote-latency-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: root) }
        return try await withSession(cacheDirectory: root) { session, photos in
            try await measureNextPages(url, session: session, photos: photos)
        }
    }

    @MainActor
    private static func measureNextPages(_ url: RemoteURL, session: RemoteSession, photos: PhotoFetcher) async throws -> [Double] {
        let catalog = try await RemoteCatalog.open(url, session: session, photos: photos)
        let options = BrowserOptions(catalogName: catalog.name)
        let (width, height) = (PictureStartupBenchmarks.width, PictureStartupBenchmarks.height)
        let model = BrowserModel(options: options, theme: Theme(colorMode: .ansi256), screenSize: Size(width: width, height: height))
        let backend = TestBackend(cols: width, rows: height, idleLimit: .seconds(10))
        let terminal = Terminal(backend: backend)
        let runtime = BrowserRuntime(model: model, source: catalog.source, terminal: terminal, services: BrowserServices(photoSource: photos))
        defer { runtime.shutdown() }
        let clock = ContinuousClock()
        runtime.send(.start)
        func foldIn(until done: () -> Bool) throws {
            while !done() {
                guard backend.nextEvent(timeoutMilliseconds: -1) == nil else {
                    throw PictureStartupBenchmarks.Failure(description: "nothing arrived within 10 s")
                }
                _ = runtime.collect(now: clock.now)
            }
        }
        try foldIn { !runtime.pager.isLoading && model.pagerStatus != .initial }
        var times: [Double] = []
        for _ in 0 ..< nextPages {
            let loaded = model.items.count
            let start = clock.now
            runtime.send(.command(.scroll(to: model.maximumScrollOffset)))
            guard runtime.pager.isLoading else { break }
            try foldIn {
                let viewport = model.scrollOffset ..< model.scrollOffset + model.viewportScreenRows.count
                return model.items.count > loaded && (loaded ..< model.shownItemCount).contains { model.frame(ofItem: $0).intersects(rows: viewport) }
            }
            terminal.present(model.render())
            let (seconds, attoseconds) = (clock.now - start).components
            times.append(Double(seconds) * 1e9 + Double(attoseconds) / 1e9)
        }
        return times
    }
}
