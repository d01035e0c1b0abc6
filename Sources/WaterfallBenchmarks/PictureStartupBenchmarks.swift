import Foundation
import ShopBrowser
import ShopBrowserRuntime
import ShopCatalog
import WaterfallPictures
import WaterfallTUI

/// Start to the first frame with every on-screen card's photo drawn, on the bundled catalog at
/// 200 × 60 with zero latency, against the first frame with placeholders (thumbnails). In process:
/// a `BrowserModel` and its `BrowserRuntime` built as the app builds them, timed
/// from opening the catalog until the first frame is full and, for photos, until no card on
/// screen is still waiting for its photo. Then the real binary, `waterfall dump`, which waits
/// for every photo the live cards want (those on screen and in the buffer above and below),
/// against `--images off` and `/bin/true`.
enum PictureStartupBenchmarks {
    static let width = 200
    static let height = 60
    static let rounds = 11
    /// How long the photos may take before the measurement is abandoned.
    static let patience = Duration.seconds(10)

    /// One start: its time and what the screen showed.
    struct FirstFrame {
        /// From opening the catalog to the frame, in nanoseconds.
        var nanoseconds: Double
        /// The cards on screen and their photos.
        var screen: ScreenPictures
        /// The photos the live cards wanted when the first page was in.
        var wanted: Int
    }

    /// Why a start could not be measured.
    struct Failure: Error, CustomStringConvertible {
        /// What went wrong.
        let description: String
    }

    /// Measures both, in process and as processes, printing one table.
    @MainActor
    static func run() async {
        var rows: [BenchmarkRow] = []
        do {
            let placeholders = try await median { try await firstFrame(photos: false) }
            let photos = try await median { try await firstFrame(photos: true) }
            let cell = PixelFrameBenchmarks.cellSize
            let sixel = try await median {
                try await firstFrame(photos: true, pixels: (.pixels(cellSize: cell, placeholderCells: false), { SixelWriter(cellSize: cell) }))
            }
            let kitty = try await median {
                try await firstFrame(photos: true, pixels: (.pixels(cellSize: cell, placeholderCells: false), { KittyPlacementWriter(cellSize: cell) }))
            }
            for (name, start) in [("sixel", sixel), ("kitty direct placements", kitty)] {
                rows.append(
                    BenchmarkRow(
                        name: "in process: start to a full screen of pictures in \(name), sent to the terminal (\(start.screen.drawn) photos on screen)",
                        ours: formatNanoseconds(start.nanoseconds), baseline: formatNanoseconds(placeholders.nanoseconds),
                        ratio: "+\(formatNanoseconds(start.nanoseconds - placeholders.nanoseconds))",
                        goal: goalVerdict("≤ 200 ms", start.nanoseconds <= 200_000_000 && start.screen.isSettled)
                    ))
            }
            rows.append(
                BenchmarkRow(
                    name:
                        "in process: start to first frame with every on-screen photo drawn (\(photos.screen.drawn) photos on \(photos.screen.cards) cards on screen; \(photos.wanted) wanted with the buffer)",
                    ours: formatNanoseconds(photos.nanoseconds), baseline: formatNanoseconds(placeholders.nanoseconds),
                    ratio: "+\(formatNanoseconds(photos.nanoseconds - placeholders.nanoseconds))",
                    goal: goalVerdict("≤ 150 ms", photos.nanoseconds <= 150_000_000 && photos.screen.isSettled)
                ))
            rows.append(
                BenchmarkRow(
                    name: "in process: start to first frame with placeholders", ours: formatNanoseconds(placeholders.nanoseconds),
                    baseline: "—", ratio: "—", goal: goalVerdict("≤ 50 ms", placeholders.nanoseconds <= 50_000_000)
                ))
        } catch {
            print("\n(in-process picture start-up skipped: \(error))")
        }
        rows += binaryRows()
        printTable(
            title: "Pictures: start to first frame (bundled catalog, \(width) × \(height), automatic columns, zero latency)",
            baselineName: "first frame with placeholders (in process) / `/bin/true` (binary)", rows: rows
        )
    }

    /// The median of `rounds` starts (after one warm-up start), by time; the start it came from.
    @MainActor
    static func median(_ start: () async throws -> FirstFrame) async throws -> FirstFrame {
        _ = try await start()
        var starts: [FirstFrame] = []
        for _ in 0 ..< rounds {
            starts.append(try await start())
        }
        starts.sort { $0.nanoseconds < $1.nanoseconds }
        return starts[starts.count / 2]
    }

    /// One start of the browser, with or without photos, as the app starts: the catalog opened
    /// with zero latency, the runtime carrying out the model's effects (a page loaded whenever
    /// it asks, the photos it wants handed to the two workers as soon as it asks), and the news
    /// folded in each time a page or a photo wakes the terminal, until no page is loading and
    /// (with photos) no card on screen still waits for its photo.
    ///
    /// With `pixels`, the photos are made in pixels for that output and the first frame is
    /// presented through a terminal with the writer (into a test backend), pictures included.
    /// `decoding` is called once the clock runs (so starting helper processes is timed).
    @MainActor
    static func firstFrame(
        photos: Bool, pixels: (output: PictureOutput, writer: () -> any PixelWriter)? = nil, decoding: () -> PhotoDecoding = { .inProcess }
    ) async throws -> FirstFrame {
        let clock = ContinuousClock()
        let start = clock.now
        let catalog = try CatalogLocator().locate().open(options: CatalogOptions(network: nil))
        let options = BrowserOptions(
            catalogName: catalog.name,
            pictures: PictureSettings(mode: photos ? .auto : .off, output: pixels?.output ?? .symbols)
        )
        return try settleFirstFrame(
            options: options, source: catalog.source, services: BrowserServices(decoding: decoding()), pixelWriter: pixels?.writer(), clock: clock,
            start: start
        )
    }

    /// Starts a browser with `options` and `services` over `source` on a test terminal (with
    /// `pixelWriter`) and
    /// folds in what finishes each time a page or a photo wakes the terminal, until no page is
    /// loading and no card on screen still waits for its photo; presents that frame. Timed from
    /// `start` on `clock`.
    @MainActor
    static func settleFirstFrame(
        options: BrowserOptions, source: any PageSource, services: BrowserServices = BrowserServices(), pixelWriter: (any PixelWriter)? = nil,
        clock: ContinuousClock, start: ContinuousClock.Instant
    ) throws -> FirstFrame {
        let model = BrowserModel(options: options, theme: Theme(colorMode: .ansi256), screenSize: Size(width: width, height: height))
        let backend = TestBackend(cols: width, rows: height, idleLimit: patience)
        let terminal = Terminal(backend: backend, pixelWriter: pixelWriter)
        let runtime = BrowserRuntime(model: model, source: source, terminal: terminal, services: services)
        defer { runtime.shutdown() }
        var wanted = 0
        runtime.send(.start)
        while runtime.pager.isLoading || model.pagerStatus == .initial || !ScreenPictures(model).isSettled {
            guard backend.nextEvent(timeoutMilliseconds: -1) == nil else {
                throw Failure(description: "the first screen was not complete within \(patience)")
            }
            _ = runtime.collect(now: clock.now)
            wanted = max(wanted, model.pictures.wanted.count)
        }
        terminal.present(model.render())
        let (seconds, attoseconds) = (clock.now - start).components
        return FirstFrame(nanoseconds: Double(seconds) * 1e9 + Double(attoseconds) / 1e9, screen: ScreenPictures(model), wanted: wanted)
    }

    /// `waterfall dump` with and without photos, plain and in 256 colours, against `/bin/true`.
    static func binaryRows() -> [BenchmarkRow] {
        guard let executable = CatalogLocator.runningExecutablePath() else {
            print("\n(picture start-up of the binary skipped: cannot find this executable's path)")
            return []
        }
        let waterfall = URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent("waterfall").path
        guard access(waterfall, X_OK) == 0 else {
            print("\n(picture start-up of the binary skipped: \(waterfall) not found; run `swift build -c release` first)")
            return []
        }
        let plain = StartupBenchmarks.childEnvironment().filter { !$0.hasPrefix("TERM=") && !$0.hasPrefix("NO_COLOR=") }
        let colour = plain + ["TERM=xterm-256color"]
        let floor = PictureCardBenchmarks.processNanoseconds("/bin/true", [], environment: plain)
        let base = ["dump", "--width", "\(width)", "--height", "\(height)"]
        let runs: [(arguments: [String], environment: [String], goal: Double, goalText: String)] = [
            (base, plain, 150_000_000, "≤ 150 ms"),
            (base + ["--images", "off"], plain, 50_000_000, "≤ 50 ms"),
            (base + ["--ansi"], colour, 150_000_000, "≤ 150 ms"),
            (base + ["--ansi", "--images", "off"], colour, 50_000_000, "≤ 50 ms"),
        ]
        var rows: [BenchmarkRow] = []
        for run in runs {
            let command = "`waterfall \(run.arguments.joined(separator: " "))`" + (run.environment == colour ? " (TERM=xterm-256color)" : "")
            guard StartupBenchmarks.spawnAndWait(waterfall, run.arguments, environment: run.environment) == 0 else {
                print("\n(\(command) failed; its row is skipped)")
                continue
            }
            let time = PictureCardBenchmarks.processNanoseconds(waterfall, run.arguments, environment: run.environment)
            rows.append(
                BenchmarkRow(
                    name: "binary: \(command)", ours: formatNanoseconds(time), baseline: formatNanoseconds(floor),
                    ratio: "\(format3(time / floor))× the floor", goal: goalVerdict(run.goalText, time <= run.goal)
                ))
        }
        return rows
    }
}
