import Foundation
import ShopBrowser
import ShopBrowserRuntime
import ShopCatalog
import WaterfallPictures
import WaterfallTUI

/// Resident memory while the browser pages down through thousands of items that each have a
/// photo of their own (``DistinctPhotoSource``), a screen at a time, every photo the live cards
/// want made before the next step — as a user paging down who waits for the photos. The decoded
/// photos (64 MiB budget) and the finished renditions (16 MiB) are cached; both caches must stay
/// within their budgets, and once they are full the photos' share of memory (resident growth
/// beyond the same browser's with pictures off, paged the same way) must stay flat: it may
/// grow by at most ``flatSlack`` from one checkpoint to the next. The item records alone are
/// shown for scale.
enum PictureMemoryBenchmarks {
    static let checkpoints = [2_500, 5_000, 10_000, 20_000]
    static let width = 200
    static let height = 60
    static let columns = 4
    /// How much the photos' share of memory may grow between checkpoints once the decoded-photo
    /// cache is full: 2 % of the two budgets together, 1.7 MB. Resident memory moves by about
    /// ±1 MB between runs here (freed photos leave holes of varying sizes in the workers' malloc
    /// arenas); a leak of one decoded card photo (~90 KB) per hundred items would add 9 MB
    /// from 10,000 to 20,000 items.
    static let flatSlack = (PictureSettings.defaultCacheBytes + CardPictures.defaultRenditionBytes) / 50

    /// One checkpoint of one browser.
    struct Reading {
        /// Items loaded.
        var items: Int
        /// Resident growth since the browser was made.
        var grown: Int
    }

    /// A browser being paged down, with the runtime that feeds it.
    final class PagingBrowser {
        /// The browser.
        let model: BrowserModel
        /// What carries out its effects: pages and photos.
        let runtime: BrowserRuntime
        /// Resident memory before it was made.
        let startBytes: Int

        /// A browser over `source` on a `width` × `height` screen with `pictures` (photos named by
        /// URL fetched from `photoSource`), started.
        init(_ source: any PageSource, pictures mode: PictureMode, photoSource: (any RemotePhotoSource)? = nil) {
            startBytes = Harness.residentBytes()
            let model = BrowserModel(
                options: BrowserOptions(
                    columns: PictureMemoryBenchmarks.columns, catalogName: "benchmark", pictures: PictureSettings(mode: mode)
                ),
                theme: Theme(colorMode: .ansi256),
                screenSize: Size(width: PictureMemoryBenchmarks.width, height: PictureMemoryBenchmarks.height)
            )
            self.model = model
            runtime = BrowserRuntime(model: model, source: source, services: BrowserServices(photoSource: photoSource))
            runtime.send(.start)
        }

        deinit {
            runtime.shutdown()
        }
    }

    /// Measures the baselines, then the browser with photos at each checkpoint, printing one table.
    @MainActor
    static func run(_ pages: MemoryPageSource) async {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("waterfall-picture-memory-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let source: DistinctPhotoSource
        do {
            guard let made = try DistinctPhotoSource.make(from: pages, count: checkpoints.last ?? 0, in: directory) else {
                print("\n(picture memory benchmark skipped: no bundled item has a photo file)")
                return
            }
            source = made
        } catch {
            print("\n(picture memory benchmark skipped: cannot make the photo links: \(error))")
            return
        }
        // Baselines first, every structure kept alive until the end (as in the `memory` group).
        var itemBytes: [Int] = []
        var kept: [[CatalogItem]] = []
        for count in checkpoints {
            let before = Harness.residentBytes()
            let items = (0 ..< count).map(source.item)
            itemBytes.append(Harness.residentBytes() - before)
            kept.append(items)
        }
        let withoutPhotos = PagingBrowser(source, pictures: .off)
        var plain: [Reading] = []
        for checkpoint in checkpoints {
            plain.append(await pageDown(withoutPhotos, to: checkpoint))
        }
        let browser = PagingBrowser(source, pictures: .auto)
        guard let maker = browser.runtime.pictures?.maker else {
            print("\n(picture memory benchmark skipped: pictures are off)")
            return
        }
        let budgets = maker.decodedPhotos.budget + browser.model.pictures.renditionBytes.budget
        var rows: [BenchmarkRow] = []
        var previous: (overhead: Int, cacheFull: Bool, items: Int)?
        for (index, checkpoint) in checkpoints.enumerated() {
            let reading = await pageDown(browser, to: checkpoint)
            let decoded = maker.decodedPhotos
            let renditions = browser.model.pictures.renditionBytes
            let withinBudgets = decoded.totalBytes <= decoded.budget && renditions.held <= renditions.budget
            let overhead = reading.grown - plain[index].grown
            rows.append(
                BenchmarkRow(
                    name: "\(reading.items) items: decoded photos \(mebibytes(decoded.totalBytes)) (\(decoded.count) photos) of \(mebibytes(decoded.budget)), "
                        + "renditions \(mebibytes(renditions.held)) (\(browser.model.pictures.renditionCount)) of "
                        + "\(mebibytes(renditions.budget)); item records alone \(megabytes(itemBytes[index]))",
                    ours: megabytes(reading.grown), baseline: megabytes(plain[index].grown),
                    ratio: "+\(megabytes(overhead)) for photos (\(format3(Double(overhead) / Double(budgets)))× the budgets)",
                    goal: goalVerdict("caches within budgets", withinBudgets)
                ))
            if let previous, previous.cacheFull {
                let growth = overhead - previous.overhead
                rows.append(
                    BenchmarkRow(
                        name: "growth of the photos' share from \(previous.items) to \(reading.items) items (caches full)",
                        ours: megabytes(growth), baseline: "—", ratio: "—",
                        goal: goalVerdict("flat: ≤ \(megabytes(flatSlack))", growth <= flatSlack)
                    ))
            }
            previous = (overhead, decoded.totalBytes * 10 >= decoded.budget * 9, reading.items)
        }
        Harness.blackHole(kept)
        Harness.blackHole(withoutPhotos)
        printTable(
            title: "Pictures: memory while paging down through items with distinct photos (\(width) × \(height), \(columns) columns; resident growth)",
            baselineName: "same browser, pictures off", rows: rows
        )
    }

    /// Pages `browser` down a screen at a time, loading pages when it asks and making every photo
    /// its live cards want before each step, until it holds `target` items (or cannot move on).
    @MainActor
    static func pageDown(_ browser: PagingBrowser, to target: Int) async -> Reading {
        let model = browser.model
        let driver = DeterministicDriver(runtime: browser.runtime)
        await driver.settle()
        while model.items.count < target, model.pagerStatus.phase == .idle {
            let before = model.scrollOffset
            await driver.send(.command(.scroll(to: before + model.viewportScreenRows.count)))
            if model.scrollOffset == before { break }
        }
        return Reading(items: model.items.count, grown: Harness.residentBytes() - browser.startBytes)
    }

    /// `bytes` in megabytes (10⁶ bytes), three significant digits.
    static func megabytes(_ bytes: Int) -> String {
        MemoryBenchmarks.megabytes(bytes)
    }

    /// `bytes` in mebibytes (2²⁰ bytes, as the cache budgets are given), three significant digits.
    static func mebibytes(_ bytes: Int) -> String {
        "\(format3(Double(bytes) / Double(1 << 20))) MiB"
    }
}
