import Foundation
import PhotoFolder
import ShopBrowser
import ShopBrowserRuntime
import ShopCatalog
import WaterfallPictures
import WaterfallTUI

/// `waterfall photos` on a generated folder of 10,000 pictures (``PhotoFolderGenerator``), at
/// 200 × 60 in half blocks and 24-bit colour, decoding in process, against `timg --grid` (Debian's
/// `timg`, `apt-get install timg`) showing the same folder at the same size in the same glyphs:
/// start to the first frame with cards, start to every picture of the first screen drawn (a cold
/// start, a start that writes the thumbnail cache, a start that reads it), then scrolling from the
/// top to the bottom a page at a time: the time from the key to a frame with every picture on
/// screen drawn, with the grid's look-ahead against without, resident memory, renditions made per
/// card shown.
enum PhotoFolderBenchmarks {
    static let width = 200
    static let height = 60
    static let count = 10_000
    static let rounds = 5
    /// The time between keys at a reading pace.
    static let readingInterval = Duration.milliseconds(500)
    /// How many pages the reading-pace runs turn (each takes ``readingInterval`` a page).
    static let readingPages = 120
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
    /// keeps nothing it is sent), with `thumbnails` when given, looking ahead unless told not to.
    static func browser(_ folder: String, thumbnails: ThumbnailCache?, lookAhead: Bool = true) -> (BrowserRuntime, LatencyProbeBackend, Terminal) {
        let options = BrowserOptions(
            catalogName: folder, pictures: PictureSettings(mode: .symbols, lookAhead: lookAhead), arrangement: ArrangementRules(sort: SortOrder(key: .name)),
            kind: .pictureFile
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

    /// Scrolling the folder a page at a time, once the scan is over (``PhotoFolderScrolling``):
    /// without the grid's look-ahead (as before it) and with it, the keys as fast as the pictures
    /// are made (to the bottom) and at a reading pace, a key every ``readingInterval`` (the first
    /// ``readingPages`` pages, for time), side by side.
    static func scrolling(_ folder: String) throws -> [BenchmarkRow] {
        let fastWithout = try PhotoFolderScrolling.run(folder, lookAhead: false, interval: nil, pages: nil)
        let fastWith = try PhotoFolderScrolling.run(folder, lookAhead: true, interval: nil, pages: nil)
        let readingWithout = try PhotoFolderScrolling.run(folder, lookAhead: false, interval: readingInterval, pages: readingPages)
        let readingWith = try PhotoFolderScrolling.run(folder, lookAhead: true, interval: readingInterval, pages: readingPages)
        let slack = 1.1
        let noWorse =
            fastWith.percentile(0.5) <= slack * fastWithout.percentile(0.5) && fastWith.percentile(0.95) <= slack * fastWithout.percentile(0.95)
        return [
            BenchmarkRow(
                name:
                    "scrolling top to bottom without look-ahead (\(fastWithout.frames.count) pages, \(fastWithout.pictures) pictures): key to full frame, median / 95th percentile / worst",
                ours: "\(fastWithout.medianAnd95th) / \(formatNanoseconds(fastWithout.frames.last ?? 0))", baseline: "—", ratio: "—", goal: "—"
            ),
            BenchmarkRow(
                name:
                    "a key every \(formatNanoseconds(nanoseconds(readingInterval))) (the first \(readingWith.frames.count) pages): key to full frame, median / 95th percentile, with look-ahead against without",
                ours: readingWith.medianAnd95th, baseline: readingWithout.medianAnd95th,
                ratio: speedup(baseline: readingWithout.percentile(0.5), ours: readingWith.percentile(0.5)) + " (median)",
                goal: goalVerdict("median ≤ 16 ms", readingWith.percentile(0.5) <= 16_000_000)
            ),
            BenchmarkRow(
                name:
                    "keys as fast as the pictures are made (\(fastWith.frames.count) pages): key to full frame, median / 95th percentile, with look-ahead against without",
                ours: fastWith.medianAnd95th, baseline: fastWithout.medianAnd95th,
                ratio: speedup(baseline: fastWithout.percentile(0.5), ours: fastWith.percentile(0.5)) + " (median)",
                goal: goalVerdict("no worse (median and 95th ≤ 1.1× without)", noWorse)
            ),
        ] + fastWithout.memoryRows("without look-ahead") + fastWith.memoryRows("with look-ahead")
    }

    /// `duration` in nanoseconds.
    static func nanoseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }
}
