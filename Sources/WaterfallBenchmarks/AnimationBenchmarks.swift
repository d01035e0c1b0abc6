import CImageTestEncoders
import Foundation
import PhotoFolder
import ShopBrowser
import ShopBrowserRuntime
import Synchronization
import WaterfallTUI

/// What moving pictures cost an idle browser: a folder of 10 animated GIFs (`waterfall photos`,
/// `--animate all`) on a 200 × 60 screen, in half blocks and in kitty direct placements, played
/// for 10 s of the runtime's clock (driven from deadline to deadline, as the live loop wakes)
/// into a `TestBackend`: the processor time the steps take (frames advanced, drawn, diffed and
/// written) as a share of those 10 s, and the bytes the terminal is sent per second; against the
/// same screen with `--animate off`, which never wakes. The photos are made before timing.
enum AnimationBenchmarks {
    static let width = 200
    static let height = 60
    static let gifs = 10
    static let seconds = 10
    static let cellSize = Size(width: 8, height: 17)

    /// One way to the screen.
    struct Output {
        let name: String
        let output: PictureOutput
        let writer: () -> (any PixelWriter)?
    }

    /// What one run measured.
    struct Measured {
        var cpuShare: Double
        var bytesPerSecond: Double
        var frames: Int
        var dropped: Int
    }

    /// Writes the GIFs, measures both outputs playing and still, printing one table.
    @MainActor
    static func run() async {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("waterfall-animation-benchmark-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        do {
            try writeGIFs(into: folder)
        } catch {
            print("\n(animation benchmark skipped: \(error))")
            return
        }
        let outputs = [
            Output(name: "half blocks", output: .symbols, writer: { nil }),
            Output(
                name: "kitty direct placements", output: .pixels(cellSize: cellSize, placeholderCells: false),
                writer: { KittyPlacementWriter(cellSize: cellSize) }),
        ]
        var rows: [BenchmarkRow] = []
        for output in outputs {
            let playing = await measure(output, folder: folder, animate: .all)
            let still = await measure(output, folder: folder, animate: .off)
            rows += [
                BenchmarkRow(
                    name: "\(output.name): processor share (\(playing.frames) frames shown, \(playing.dropped) dropped in \(seconds) s)",
                    ours: "\(format3(playing.cpuShare * 100)) %", baseline: "\(format3(still.cpuShare * 100)) %", ratio: "—",
                    goal: goalVerdict("≤ 10 % of a core", playing.cpuShare <= 0.10)),
                BenchmarkRow(
                    name: "\(output.name): bytes to the terminal per second", ours: "\(Int(playing.bytesPerSecond)) B/s",
                    baseline: "\(Int(still.bytesPerSecond)) B/s", ratio: "—",
                    goal: goalVerdict(
                        "within the budget, \(CardPictures.defaultFrameBytesPerSecond) B/s",
                        playing.bytesPerSecond <= Double(CardPictures.defaultFrameBytesPerSecond))),
            ]
        }
        printTable(
            title:
                "Moving pictures: an idle screen of \(gifs) animated GIFs playing (\(width) × \(height), --animate all, \(seconds) s of the runtime's clock)",
            baselineName: "the same screen still (--animate off)", rows: rows)
    }

    /// `gifs` GIFs of 160 × 120 pixels and 12 frames of 100 ms, a diagonal gradient moving on
    /// with each frame.
    static func writeGIFs(into folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let (gifWidth, gifHeight, frameCount) = (160, 120, 12)
        for index in 0 ..< gifs {
            let palette = (0 ..< 256).flatMap { [UInt8($0), UInt8((index * 37) % 256), UInt8(255 - $0)] }
            let indices = (0 ..< frameCount).map { frame in
                (0 ..< gifWidth * gifHeight).map { UInt8(truncatingIfNeeded: $0 % gifWidth + $0 / gifWidth + frame * 21) }
            }
            var buffer = ite_buffer()
            defer { ite_buffer_release(&buffer) }
            let bases = indices.map { frame in
                let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: frame.count)
                copy.initialize(from: frame, count: frame.count)
                return copy
            }
            defer { for base in bases { base.deallocate() } }
            let frames = bases.map { base in
                ite_gif_frame(
                    indices: base, left: 0, top: 0, width: UInt32(gifWidth), height: UInt32(gifHeight), transparent_index: -1, interlaced: 0,
                    palette: nil, palette_entries: 0)
            }
            let delays = [Int32](repeating: 10, count: frameCount)
            let disposals = [Int32](repeating: 0, count: frameCount)
            let status = ite_encode_gif_animation(
                UInt32(gifWidth), UInt32(gifHeight), palette, 256, frames, delays, disposals, Int32(frameCount), &buffer)
            guard status == 0, let bytes = buffer.bytes else { throw CocoaError(.fileWriteUnknown) }
            try Data(bytes: bytes, count: buffer.size).write(to: URL(fileURLWithPath: "\(folder)/moving-\(index).gif"))
        }
    }

    /// `seconds` of the runtime's clock with the folder's GIFs shown in `output`, as `animate` says.
    @MainActor
    static func measure(_ output: Output, folder: String, animate: AnimationPolicy) async -> Measured {
        var settings = PictureSettings(mode: .symbols, output: output.output, animate: animate)
        settings.terminalKeepsImages = output.writer() != nil
        let model = BrowserModel(
            options: BrowserOptions(catalogName: folder, pictures: settings, kind: .pictureFile), theme: Theme(colorMode: .truecolor),
            screenSize: Size(width: width, height: height))
        let backend = TestBackend(cols: width, rows: height, colorMode: .truecolor)
        let time = BenchmarkTime()
        let runtime = BrowserRuntime(
            model: model, source: FolderSource(roots: [folder], recursive: false), terminal: Terminal(backend: backend, pixelWriter: output.writer()),
            clock: { time.now })
        defer { runtime.shutdown() }
        runtime.start()
        // The folder is scanned in the background: wait until every GIF is in and made.
        while runtime.isWorking || model.pictures.renditionCount < gifs {
            await runtime.waitUntilSettled()
            runtime.collect(now: time.now, from: [.pages, .pictures])
            if !runtime.isWorking, model.pictures.renditionCount < gifs { try? await Task.sleep(for: .milliseconds(5)) }
        }
        runtime.presentIfNeeded(now: time.now)
        let start = time.now
        let bytesBefore = backend.totalBytes
        let cpuBefore = processorSeconds()
        while let deadline = runtime.nextDeadline, deadline - start < .seconds(seconds) {
            time.advance(to: deadline)
            runtime.collect(now: time.now)
            runtime.presentIfNeeded(now: time.now)
        }
        let playback = model.pictures.playback
        return Measured(
            cpuShare: (processorSeconds() - cpuBefore) / Double(seconds), bytesPerSecond: Double(backend.totalBytes - bytesBefore) / Double(seconds),
            frames: playback.shownFrames, dropped: playback.droppedFrames)
    }

    /// The processor time this process has used, in seconds.
    static func processorSeconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }
}

/// The runtime's clock in the benchmark: it moves only when the benchmark moves it.
final class BenchmarkTime: Sendable {
    private let instant = Mutex(ContinuousClock.now)

    /// The time now.
    var now: ContinuousClock.Instant { instant.withLock { $0 } }

    /// Moves the time on to `later` (never back).
    func advance(to later: ContinuousClock.Instant) {
        instant.withLock { $0 = max($0, later) }
    }
}
