import ShopBrowser
import ShopBrowserRuntime
import ShopCatalog
import WaterfallTUI

/// The full-screen view's step (`n`) at 200 × 60, per protocol: the time from the key to the
/// frame that shows the whole next picture, and the bytes that frame sends. With the neighbours
/// made ahead (the browser as it is: while a picture is shown, the ones before and after it are
/// made at the screen's size) against decoding on demand (the decoded photos and the renditions
/// dropped before each key, so the picture is read, decoded and scaled after it; the frame waits
/// for it as the live loop does, collecting as soon as a worker finishes). Bytes are measured
/// against a repaint of the whole view: a step must replace one picture, not repaint the screen.
/// The bundled catalog's photos, cells of 8 × 17 pixels.
enum ViewerBenchmarks {
    static let width = 200
    static let height = 60
    static let steps = 24

    /// One way of stepping measured.
    struct Measured {
        var times: [Double]
        var stepBytes: Int
        var repaintBytes: Int
        var missed: Int
        var aheadBytes = 0
    }

    /// Measures the step in half blocks, sixel and kitty direct placements on the bundled items
    /// with photos, printing one table.
    @MainActor
    static func run(_ pages: MemoryPageSource) async {
        guard let photoPages = pages.photoItemsOnly else {
            print("\n(viewer benchmark skipped: no bundled item has a photo)")
            return
        }
        var rows: [BenchmarkRow] = []
        for output in PixelFrameBenchmarks.outputs.prefix(3) {
            let ahead = await measure(output, pages: photoPages, ahead: true)
            let onDemand = await measure(output, pages: photoPages, ahead: false)
            let name = output.name.replacingOccurrences(of: " (baseline)", with: "")
            let median = percentile(ahead.times, 0.5)
            rows += [
                BenchmarkRow(
                    name: "\(name): key → whole next picture, median (of \(steps) steps; \(ahead.missed) not ready)",
                    ours: formatNanoseconds(median), baseline: formatNanoseconds(percentile(onDemand.times, 0.5)),
                    ratio: "\(format3(median / percentile(onDemand.times, 0.5)))×", goal: goalVerdict("≤ 16 ms", median <= 16e6 && ahead.missed == 0)),
                BenchmarkRow(
                    name: "\(name): key → whole next picture, 95th percentile", ours: formatNanoseconds(percentile(ahead.times, 0.95)),
                    baseline: formatNanoseconds(percentile(onDemand.times, 0.95)),
                    ratio: "\(format3(percentile(ahead.times, 0.95) / percentile(onDemand.times, 0.95)))×", goal: "—"),
                BenchmarkRow(
                    name: "\(name): bytes sent per step (against a repaint of the whole view)", ours: "\(ahead.stepBytes) B",
                    baseline: "\(ahead.repaintBytes) B", ratio: "\(format3(Double(ahead.stepBytes) / Double(max(1, ahead.repaintBytes))))×",
                    goal: goalVerdict("one picture, not a repaint (≤ 1×)", ahead.stepBytes <= ahead.repaintBytes)),
                BenchmarkRow(
                    name: "\(name): bytes sent ahead per step, while the picture is looked at (kitty: the next image)", ours: "\(ahead.aheadBytes) B",
                    baseline: "—", ratio: "—", goal: "—"),
            ]
        }
        printTable(
            title: "Full-screen view: key to the whole next picture (\(width) × \(height), cells 8 × 17 px)",
            baselineName: "decoding on demand (bytes: a repaint)", rows: rows)
    }

    /// The `fraction` percentile of `values` (nearest rank).
    static func percentile(_ values: [Double], _ fraction: Double) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * fraction).rounded()))]
    }

    /// Steps through the view `steps` times drawing with `output`, neighbours made `ahead` or
    /// every picture decoded after its key.
    @MainActor
    static func measure(_ output: PixelFrameBenchmarks.Output, pages: MemoryPageSource, ahead: Bool) async -> Measured {
        let model = BrowserModel(
            options: BrowserOptions(catalogName: "benchmark", pictures: PictureSettings(output: output.output)),
            theme: Theme(colorMode: .ansi256), screenSize: Size(width: width, height: height))
        let runtime = BrowserRuntime(model: model, source: pages)
        defer { runtime.shutdown() }
        runtime.send(.start)
        await BenchmarkBrowser.load(runtime, upTo: steps + 2)
        let driver = DeterministicDriver(runtime: runtime)
        await driver.send(.input(.key(.enter)))
        let backend = TestBackend(cols: width, rows: height, colorMode: .ansi256)
        let terminal = Terminal(backend: backend, pixelWriter: output.writer())
        let before = backend.totalBytes
        terminal.present(model.render())
        let repaint = backend.totalBytes - before
        var measured = Measured(times: [], stepBytes: 0, repaintBytes: repaint, missed: 0)
        let clock = ContinuousClock()
        for _ in 0 ..< steps {
            if !ahead {
                runtime.pictures?.maker.decodedPhotos.removeAll()
                model.forgetRenditions()
            }
            let sent = backend.totalBytes
            let began = clock.now
            runtime.send(.input(.key(.character("n"))))
            // On demand, the frame waits for the picture as the live loop does: it looks again as
            // soon as a worker has finished one (at most 10 s).
            while model.viewerPictureState == .loading, clock.now - began < .seconds(10) {
                _ = runtime.collect(now: runtime.clock(), from: .pictures)
                if model.viewerPictureState == .loading { try? await Task.sleep(for: .microseconds(100)) }
            }
            if model.viewerPictureState != .photo { measured.missed += 1 }
            terminal.present(model.render())
            let (seconds, attoseconds) = (clock.now - began).components
            measured.times.append(Double(seconds) * 1e9 + Double(attoseconds) / 1e9)
            measured.stepBytes += backend.totalBytes - sent
            // The user looks at the picture: its neighbours are made meanwhile, and handed to the
            // terminal ahead as the runtime does after a frame.
            await driver.settle()
            if ahead {
                let before = backend.totalBytes
                model.prepareAhead()
                terminal.prepare(model.viewerNeighbourPlacements)
                measured.aheadBytes += backend.totalBytes - before
            }
        }
        measured.stepBytes /= steps
        measured.aheadBytes /= steps
        return measured
    }
}
