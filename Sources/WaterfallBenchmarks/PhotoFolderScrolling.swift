import Foundation
import ShopBrowser
import WaterfallTUI

/// One run of paging down through the folder of ``PhotoFolderBenchmarks`` once its scan is over,
/// with or without the grid's look-ahead, the keys coming as soon as the screen is complete or at
/// a fixed interval (a reading pace, the browser idle in between, folding in what the workers
/// finish as the app does): per page, the time from the key to the frame with every picture on
/// screen drawn; resident memory at the top, at each quarter of the way and at the bottom; the
/// renditions made and the cards shown.
struct PhotoFolderScrolling {
    /// Key to full frame per page, in nanoseconds, in ascending order.
    let frames: [Double]
    /// Resident memory at the top, a quarter, half and three quarters of the way (when the run
    /// got there) and at the end.
    let residents: [Int]
    /// How much the two picture caches grew from the top to the end.
    let cachesGrowth: Int
    /// The two picture budgets together: decoded photos and renditions.
    let budgets: Int
    /// The renditions the workers made.
    let made: Int
    /// The cards that were on screen at some point.
    let shown: Int
    /// The pictures the browser showed (the folder's).
    let pictures: Int

    /// Pages down through `folder` in a browser with `lookAhead`, a key `interval` after the one
    /// before (nil: as soon as the screen is complete), for at most `pages` pages (nil: to the
    /// bottom).
    static func run(_ folder: String, lookAhead: Bool, interval: Duration?, pages: Int?) throws -> PhotoFolderScrolling {
        let (runtime, backend, terminal) = PhotoFolderBenchmarks.browser(folder, thumbnails: nil, lookAhead: lookAhead)
        defer { runtime.shutdown() }
        let model = runtime.model
        let clock = ContinuousClock()
        runtime.send(.start)
        var made = 0
        var shown: Set<Int> = []
        /// Folds in what the pager and the workers finished, after waiting at most `milliseconds`
        /// for them to wake the terminal.
        func collect(waiting milliseconds: Int) {
            _ = backend.nextEvent(timeoutMilliseconds: milliseconds)
            if let report = runtime.pager.takeReport() {
                runtime.send(.pager(report))
            }
            if let report = runtime.pictures?.takeReport(now: .now) {
                made += report.finished.count
                runtime.send(.pictures(report))
            }
        }
        func settle() throws {
            let started = clock.now
            while runtime.pager.isLoading || model.pagerStatus.phase != .exhausted || !ScreenPictures(model).isSettled {
                guard clock.now - started < PhotoFolderBenchmarks.patience else { throw PhotoFolderBenchmarks.Failure(description: "scrolling stalled") }
                collect(waiting: 1_000)
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
        var lastKey = clock.now
        while model.scrollOffset < model.maximumScrollOffset, frames.count < pages ?? .max {
            if let interval {
                while clock.now < lastKey + interval {
                    let left = (lastKey + interval - clock.now).components
                    collect(waiting: max(1, Int(left.seconds * 1_000 + left.attoseconds / 1_000_000_000_000_000)))
                }
            }
            let begin = clock.now
            lastKey = begin
            runtime.send(.input(.key(.pageDown)))
            try settle()
            frames.append(PhotoFolderBenchmarks.nanoseconds(clock.now - begin))
            if quarters.count < 3, model.scrollOffset * 4 >= (quarters.count + 1) * model.maximumScrollOffset {
                quarters.append(Harness.residentBytes())
            }
        }
        return PhotoFolderScrolling(
            frames: frames.sorted(), residents: [top] + quarters + [Harness.residentBytes()], cachesGrowth: cached() - cachedAtTop,
            budgets: (runtime.pictures?.maker.decodedPhotos.budget ?? 0) + model.pictures.renditionBytes.budget, made: made, shown: shown.count,
            pictures: model.itemCount
        )
    }

    /// The key-to-frame time below which `fraction` of the pages came (0.5: the median). O(1).
    func percentile(_ fraction: Double) -> Double {
        frames.isEmpty ? 0 : frames[min(frames.count - 1, Int(Double(frames.count) * fraction))]
    }

    /// The median and the 95th percentile, as printed.
    var medianAnd95th: String {
        "\(formatNanoseconds(percentile(0.5))) / \(formatNanoseconds(percentile(0.95)))"
    }

    /// The growth of resident memory from the top to the end.
    var growth: Int { (residents.last ?? 0) - (residents.first ?? 0) }

    /// The rows of resident memory and renditions made per card shown, named with `label`.
    func memoryRows(_ label: String) -> [BenchmarkRow] {
        [
            BenchmarkRow(
                name:
                    "\(label): resident memory at the top, a quarter, half, three quarters of the way and the bottom (the caches' growth: \(cachesGrowth >> 20) MiB)",
                ours: residents.map { "\($0 >> 20)" }.joined(separator: " / ") + " MiB",
                baseline: "\(budgets >> 20) MiB (picture budgets: decoded photos and renditions)",
                ratio:
                    "+\(growth >> 20) MiB: \(format3(Double(growth) / Double(max(1, budgets))))× the budgets, \((growth - cachesGrowth) >> 20) MiB beyond the caches",
                goal: goalVerdict("growth within the budgets", growth <= budgets)
            ),
            BenchmarkRow(
                name: "\(label): renditions made per card shown while scrolling", ours: format3(Double(made) / Double(max(1, shown))),
                baseline: "\(made) made, \(shown) shown", ratio: "—", goal: goalVerdict("≤ 1.5", Double(made) <= 1.5 * Double(max(1, shown)))
            ),
        ]
    }
}
