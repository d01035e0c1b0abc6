import Foundation
import ShopBrowser
import ShopBrowserRuntime
import ShopCatalog
import WaterfallTUI

/// The event loop: how long a finished photo waits before its frame is on the terminal, with the
/// event-driven `LiveDriver` against the loop it replaced (wait up to 80 ms for input, then look;
/// ``PollingLoopBaseline``), both carrying out the same runtime over the bundled photo items on
/// a 200 × 60 screen, from start until every photo on screen is drawn; and how often each loop
/// woke up meanwhile without anything to draw.
enum LoopBenchmarks {
    static let width = 200
    static let height = 60
    static let rounds = 5

    /// One run: the wake-up-to-frame times and the loop's empty waits.
    struct Run {
        var latencies: [Double]
        var emptyWaits: Int
        var frames: Int
    }

    /// Measures both loops and prints one table.
    @MainActor
    static func run(_ pages: MemoryPageSource) {
        guard let photoPages = pages.photoItemsOnly else {
            print("\n(loop benchmark skipped: no bundled item has a photo)")
            return
        }
        var live: [Run] = []
        var polling: [Run] = []
        for _ in 0 ..< rounds {
            live.append(measure(photoPages, eventDriven: true))
            polling.append(measure(photoPages, eventDriven: false))
        }
        let liveLatencies = live.flatMap(\.latencies).sorted()
        let pollingLatencies = polling.flatMap(\.latencies).sorted()
        let rows = [
            BenchmarkRow(
                name: "photo (or page) finished → its frame flushed, mean of \(liveLatencies.count) (\(rounds) starts)",
                ours: formatNanoseconds(mean(liveLatencies)), baseline: formatNanoseconds(mean(pollingLatencies)),
                ratio: speedup(baseline: mean(pollingLatencies), ours: mean(liveLatencies)),
                goal: goalVerdict("≤ 16 ms (one frame)", mean(liveLatencies) <= 16_000_000)
            ),
            BenchmarkRow(
                name: "the same, slowest",
                ours: formatNanoseconds(liveLatencies.last ?? 0), baseline: formatNanoseconds(pollingLatencies.last ?? 0),
                ratio: speedup(baseline: pollingLatencies.last ?? 0, ours: liveLatencies.last ?? 0),
                goal: goalVerdict("≤ 16 ms", (liveLatencies.last ?? 0) <= 16_000_000)
            ),
            BenchmarkRow(
                name: "frames flushed per start (every photo on screen drawn)",
                ours: "\(live.map(\.frames).reduce(0, +) / rounds)", baseline: "\(polling.map(\.frames).reduce(0, +) / rounds)",
                ratio: "—", goal: ""
            ),
        ]
        printTable(
            title: "Event loop: a finished photo to the screen (bundled photo items, \(width) × \(height), zero latency)",
            baselineName: "the polling loop it replaced (80 ms input wait)", rows: rows
        )
    }

    /// One start of the browser until every photo on screen is drawn, on the event-driven loop or
    /// the polling one.
    @MainActor
    static func measure(_ pages: MemoryPageSource, eventDriven: Bool) -> Run {
        let model = BrowserModel(
            options: BrowserOptions(catalogName: "benchmark"), theme: Theme(colorMode: .ansi256),
            screenSize: Size(width: width, height: height)
        )
        let backend = LatencyProbeBackend(width: width, height: height, wakeUpsEndWaits: eventDriven) {
            model.pagerStatus.pagesLoaded > 0 && ScreenPictures(model).isSettled
        }
        let terminal = Terminal(backend: backend)
        let runtime = BrowserRuntime(model: model, source: pages, terminal: terminal)
        if eventDriven {
            LiveDriver(runtime: runtime, terminal: terminal).run()
        } else {
            PollingLoopBaseline(runtime: runtime, terminal: terminal).run()
        }
        return Run(latencies: backend.wakeUpToFrame(), emptyWaits: backend.waits, frames: backend.flushes.count)
    }

    /// The mean of `values` (0 when empty).
    static func mean(_ values: [Double]) -> Double {
        values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
    }
}
