import Foundation
import PhotoFolder
import ShopBrowser
import ShopCatalog
import WaterfallPictures
import WaterfallTUI

/// `waterfall photos` on a generated folder of 10,000 pictures (``PhotoFolderGenerator``), at
/// 200 × 60 in half blocks and 24-bit colour, decoding in process, against `timg --grid` (Debian's
/// `timg`, `apt-get install timg`) showing the same folder at the same size in the same glyphs:
/// start to the first frame with cards, start to every picture of the first screen drawn (a cold
/// start, a start that writes the thumbnail cache, a start that reads it), then scrolling from the
/// top to the bottom a page at a time: the time from the key to a frame with every picture on
/// screen drawn, resident memory, renditions made per card shown.
enum PhotoFolderBenchmarks {
    static let width = 200
    static let height = 60
    static let count = 10_000
    static let rounds = 5
    /// How long one start may take before the measurement is abandoned.
    static let patience = Duration.seconds(60)

    /// Why a measurement could not be made.
    struct Failure: Error, CustomStringConvertible {
        /// What went wrong.
        let description: String
    }

    /// One start: when the first frame with cards came, and when every picture on it was drawn.
    struct Start {
        var firstFrame: Double
        var fullScreen: Double
        var cards: Int
    }

    /// The folder (made once under the temporary directory), the measurements, one table.
    static func run() async {
        do {
            let folder = try PhotoFolderGenerator.make(at: NSTemporaryDirectory() + "waterfall-benchmark-photos-\(count)", count: count)
            let cache = NSTemporaryDirectory() + "waterfall-benchmark-thumbnails-\(getpid())"
            defer { try? FileManager.default.removeItem(atPath: cache) }
            let cold = try median { try start(folder, thumbnails: nil) }
            let writing = try start(folder, thumbnails: ThumbnailCache(root: cache))
            let warm = try median { try start(folder, thumbnails: ThumbnailCache(root: cache)) }
            let timg = try median { try timgStart(folder) }
            let scroll = try scrolling(folder)
            var rows = [
                BenchmarkRow(
                    name: "start to the first frame with cards (\(cold.cards) cards on screen)", ours: formatNanoseconds(cold.firstFrame),
                    baseline: formatNanoseconds(timg.firstFrame), ratio: speedup(baseline: timg.firstFrame, ours: cold.firstFrame),
                    goal: goalVerdict("≤ 300 ms", cold.firstFrame <= 300_000_000)
                ),
                BenchmarkRow(
                    name: "start to every picture of the first screen drawn, no thumbnail cache", ours: formatNanoseconds(cold.fullScreen),
                    baseline: formatNanoseconds(timg.fullScreen), ratio: speedup(baseline: timg.fullScreen, ours: cold.fullScreen), goal: "—"
                ),
                BenchmarkRow(
                    name: "the same, writing large thumbnails of the first screen's pictures (one start)", ours: formatNanoseconds(writing.fullScreen),
                    baseline: formatNanoseconds(timg.fullScreen), ratio: speedup(baseline: timg.fullScreen, ours: writing.fullScreen), goal: "—"
                ),
                BenchmarkRow(
                    name: "the same, a second start reading the thumbnail cache", ours: formatNanoseconds(warm.fullScreen),
                    baseline: formatNanoseconds(cold.fullScreen) + " (no cache)", ratio: speedup(baseline: cold.fullScreen, ours: warm.fullScreen),
                    goal: goalVerdict("faster than without", warm.fullScreen < cold.fullScreen)
                ),
            ]
            rows += scroll
            printTable(
                title: "Photos: a folder of \(count) pictures (\(width) × \(height), half blocks, 24-bit colour, decoded in process)",
                baselineName: "`timg --grid=7 -g\(width)x\(height) -ph` on the same files", rows: rows
            )
        } catch {
            print("\n(photo folder benchmarks skipped: \(error))")
        }
    }

    /// The median of `rounds` runs of `body` (after a warm-up run), by time to the full screen.
    static func median(_ body: () throws -> Start) throws -> Start {
        _ = try body()
        var starts: [Start] = []
        for _ in 0 ..< rounds { starts.append(try body()) }
        starts.sort { $0.fullScreen < $1.fullScreen }
        return starts[starts.count / 2]
    }

    /// A browser of `folder` as `waterfall photos` makes one (in process, its terminal one that
    /// keeps nothing it is sent), with `thumbnails` when given.
    static func browser(_ folder: String, thumbnails: ThumbnailCache?) -> (BrowserRuntime, LatencyProbeBackend, Terminal) {
        let options = BrowserOptions(
            catalogName: folder, pictures: PictureSettings(mode: .symbols), arrangement: ArrangementRules(sort: SortOrder(key: .name)), kind: .photos
        )
        let model = BrowserModel(options: options, theme: Theme(colorMode: .truecolor), screenSize: Size(width: width, height: height))
        let backend = LatencyProbeBackend(width: width, height: height, colorMode: .truecolor) { false }
        let terminal = Terminal(backend: backend)
        let runtime = BrowserRuntime(
            model: model, source: FolderSource(roots: [folder], recursive: false), terminal: terminal, services: BrowserServices(thumbnails: thumbnails)
        )
        return (runtime, backend, terminal)
    }

    /// One start: the scan and the workers running as in the app, the news folded in whenever
    /// they wake the terminal; timed to the first frame with cards and to the frame with every
    /// picture on screen drawn.
    static func start(_ folder: String, thumbnails: ThumbnailCache?) throws -> Start {
        let clock = ContinuousClock()
        let begin = clock.now
        let (runtime, backend, terminal) = browser(folder, thumbnails: thumbnails)
        defer { runtime.shutdown() }
        let model = runtime.model
        runtime.send(.start)
        var firstFrame: Double?
        while firstFrame == nil || !ScreenPictures(model).isSettled {
            if firstFrame == nil, model.shownItemCount > 0 {
                terminal.present(model.render())
                firstFrame = nanoseconds(clock.now - begin)
            }
            guard clock.now - begin < patience else { throw Failure(description: "the first screen was not complete within \(patience)") }
            _ = backend.nextEvent(timeoutMilliseconds: -1)
            _ = runtime.collect(now: clock.now)
        }
        terminal.present(model.render())
        return Start(firstFrame: firstFrame ?? 0, fullScreen: nanoseconds(clock.now - begin), cards: ScreenPictures(model).cards)
    }

    /// `timg` showing the folder's pictures (in name order, as the shell sorts them) in a grid of
    /// 7 columns at 200 × 60 in half blocks: the time to its first byte and to a screen of 60
    /// lines written; then it is stopped.
    static func timgStart(_ folder: String) throws -> Start {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timg")
        process.arguments = ["--grid=7", "-g\(width)x\(height)", "-ph"] + names.map { folder + "/" + $0 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        let clock = ContinuousClock()
        let begin = clock.now
        do {
            try process.run()
        } catch {
            throw Failure(description: "timg cannot be started (apt-get install timg): \(error)")
        }
        defer {
            // timg catches SIGTERM and would go on writing into the full pipe: end it for good.
            try? pipe.fileHandleForReading.close()
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        var firstByte: Double?
        var lines = 0
        while lines < height {
            let data = pipe.fileHandleForReading.availableData
            guard !data.isEmpty else { throw Failure(description: "timg ended before a screen was written") }
            if firstByte == nil { firstByte = nanoseconds(clock.now - begin) }
            lines += data.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        }
        return Start(firstFrame: firstByte ?? 0, fullScreen: nanoseconds(clock.now - begin), cards: 0)
    }

    /// Scrolling the whole folder a page at a time, once the scan is over: per page, the time
    /// from the key to the frame with every picture on screen drawn; resident memory at the top
    /// and at the bottom; renditions made per card shown.
    static func scrolling(_ folder: String) throws -> [BenchmarkRow] {
        let (runtime, backend, terminal) = browser(folder, thumbnails: nil)
        defer { runtime.shutdown() }
        let model = runtime.model
        let clock = ContinuousClock()
        runtime.send(.start)
        var made = 0
        var shown: Set<Int> = []
        func settle() throws {
            let started = clock.now
            while runtime.pager.isLoading || model.pagerStatus.phase != .exhausted || !ScreenPictures(model).isSettled {
                guard clock.now - started < patience else { throw Failure(description: "scrolling stalled") }
                _ = backend.nextEvent(timeoutMilliseconds: 1_000)
                if let report = runtime.pager.takeReport() {
                    runtime.send(.pager(report))
                }
                if let report = runtime.pictures?.takeReport() {
                    made += report.finished.count
                    runtime.send(.pictures(report))
                }
            }
            let viewport = model.scrollOffset ..< model.scrollOffset + model.viewportScreenRows.count
            shown.formUnion(model.liveCardPictures.keys.filter { model.frame(ofItem: $0).intersects(rows: viewport) })
            terminal.present(model.render())
        }
        /// The bytes both picture caches hold now.
        func cached() -> Int {
            (runtime.pictures?.maker.decodedPhotos.totalBytes ?? 0) + model.pictures.renditionBytes.held
        }
        try settle()
        let top = Harness.residentBytes()
        let cachedAtTop = cached()
        var frames: [Double] = []
        var quarters: [Int] = []
        while model.scrollOffset < model.maximumScrollOffset {
            let begin = clock.now
            runtime.send(.input(.key(.pageDown)))
            try settle()
            frames.append(nanoseconds(clock.now - begin))
            if quarters.count < 3, model.scrollOffset * 4 >= (quarters.count + 1) * model.maximumScrollOffset {
                quarters.append(Harness.residentBytes())
            }
        }
        let bottom = Harness.residentBytes()
        let budgets = (runtime.pictures?.maker.decodedPhotos.budget ?? 0) + model.pictures.renditionBytes.budget
        let beyondCaches = (bottom - top) - (cached() - cachedAtTop)
        frames.sort()
        let percentile = { (fraction: Double) in frames.isEmpty ? 0 : frames[min(frames.count - 1, Int(Double(frames.count) * fraction))] }
        return [
            BenchmarkRow(
                name: "scrolling top to bottom (\(frames.count) pages, \(model.itemCount) pictures): key to full frame, median / 95th percentile / worst",
                ours: "\(formatNanoseconds(percentile(0.5))) / \(formatNanoseconds(percentile(0.95))) / \(formatNanoseconds(frames.last ?? 0))",
                baseline: "—", ratio: "—", goal: "—"
            ),
            BenchmarkRow(
                name:
                    "resident memory at the top, a quarter, half, three quarters of the way and the bottom (the caches' growth: \((cached() - cachedAtTop) >> 20) MiB)",
                ours: ([top] + quarters + [bottom]).map { "\($0 >> 20)" }.joined(separator: " / ") + " MiB",
                baseline: "\(budgets >> 20) MiB (picture budgets: decoded photos and renditions)",
                ratio:
                    "+\((bottom - top) >> 20) MiB: \(format3(Double(bottom - top) / Double(max(1, budgets))))× the budgets, \(beyondCaches >> 20) MiB beyond the caches",
                goal: goalVerdict("growth within the budgets", bottom - top <= budgets)
            ),
            BenchmarkRow(
                name: "renditions made per card shown while scrolling", ours: format3(Double(made) / Double(max(1, shown.count))),
                baseline: "\(made) made, \(shown.count) shown", ratio: "—", goal: goalVerdict("≤ 1.5", Double(made) <= 1.5 * Double(max(1, shown.count)))
            ),
        ]
    }

    /// `duration` in nanoseconds.
    static func nanoseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }
}
