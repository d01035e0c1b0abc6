import Foundation
import ShopBrowser
import ShopCatalog
import WaterfallPictures
import WaterfallTUI

/// Resident memory while the browser scrolls down through thousands of items that each have a
/// photo of their own (``DistinctPhotoSource``), a screen at a time, every photo the live cards
/// want made before the next step — as a user paging down who waits for the photos. The decoded
/// photos (64 MiB budget) and the finished renditions (16 MiB) are cached; both caches must stay
/// within their budgets, and once they are full memory must grow only with the items.
/// Baseline: the item records alone (the same items, built without any browser).
enum PictureMemoryBenchmarks {
    static let checkpoints = [1_000, 2_500, 5_000]
    static let width = 200
    static let height = 60
    static let columns = 4
    /// The most a browser may add per item, besides the item record, once the caches are full:
    /// the layout's frames and column lists and the pager's id set take about 70 bytes (see the
    /// `memory` group); twice that leaves room for malloc's rounding.
    static let flatBytesPerItem = 150

    /// Measures the baselines, then the browser at each checkpoint, printing one table.
    @MainActor
    static func run(_ pages: MemoryPageSource) async {
        let templates = Array(pages.pages.joined().filter { item in
            if case .file = item.image { return true }
            return false
        })
        let targets = templates.compactMap { item -> String? in
            if case .file(let path) = item.image { return path }
            return nil
        }
        guard !templates.isEmpty else {
            print("\n(picture memory benchmark skipped: no bundled item has a photo file)")
            return
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("waterfall-picture-memory-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let source: DistinctPhotoSource
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            source = DistinctPhotoSource(templates: templates, links: try DistinctPhotoSource.makeLinks(
                count: checkpoints.last ?? 0, to: targets, in: directory
            ))
        } catch {
            print("\n(picture memory benchmark skipped: cannot make the photo links: \(error))")
            return
        }
        // Baselines first, every array kept alive (as in the `memory` group).
        var itemBytes: [Int] = []
        var kept: [[ShopItem]] = []
        for count in checkpoints {
            let before = Harness.residentBytes()
            let items = (0 ..< count).map(source.item)
            itemBytes.append(Harness.residentBytes() - before)
            kept.append(items)
        }
        let start = Harness.residentBytes()
        let model = BrowserModel(
            options: BrowserOptions(columns: columns, catalogName: "benchmark"),
            theme: Theme(colorMode: .ansi256), screenSize: Size(width: width, height: height)
        )
        guard let maker = model.pictures.maker else {
            print("\n(picture memory benchmark skipped: pictures are off)")
            return
        }
        let pager = PagerConnection(loader: PageLoader(source: source))
        let pictures = PictureConnection(maker: maker)
        defer { pictures.shutdown() }
        var effects = model.start().effects
        var rows: [BenchmarkRow] = []
        var previous: (items: Int, grown: Int, baseline: Int)?
        for (checkpoint, baseline) in zip(checkpoints, itemBytes) {
            effects = await scrollDown(model, pager: pager, pictures: pictures, until: checkpoint, effects: effects)
            let grown = Harness.residentBytes() - start
            let count = model.items.count
            let decoded = maker.decodedPhotos.totalBytes
            let renditions = renditionCache(of: model.pictures)
            let withinBudgets = decoded <= maker.decodedPhotos.budget && (renditions.map { $0.totalBytes <= $0.budget } ?? false)
            var flat = true
            var growthText = ""
            if let previous {
                let extra = (grown - previous.grown) - (baseline - previous.baseline)
                let perItem = extra / max(1, count - previous.items)
                flat = perItem <= flatBytesPerItem
                growthText = "; since \(previous.items) items: \(perItem) B per item beyond its record"
            }
            rows.append(BenchmarkRow(
                name: "\(count) items: decoded photos \(mebibytes(decoded)) (\(maker.decodedPhotos.count) photos) of \(mebibytes(maker.decodedPhotos.budget)), "
                    + "renditions \(renditions.map { mebibytes($0.totalBytes) } ?? "unknown") (\(model.pictures.renditionCount)) of "
                    + "\(renditions.map { mebibytes($0.budget) } ?? "?")\(growthText)",
                ours: megabytes(grown), baseline: megabytes(baseline),
                ratio: "+\(megabytes(grown - baseline)) over the items",
                goal: goalVerdict(previous == nil ? "caches within budgets" : "caches within budgets; flat beyond the items (≤ \(flatBytesPerItem) B per item)", withinBudgets && flat)
            ))
            previous = (count, grown, baseline)
        }
        Harness.blackHole(kept)
        printTable(
            title: "Pictures: memory while scrolling through items with distinct photos (\(width) × \(height), \(columns) columns; resident growth)",
            baselineName: "item records alone", rows: rows
        )
    }

    /// Pages down a screen at a time, loading pages when the model asks and making every photo
    /// the live cards want before each step, until `model` holds `target` items (or cannot move).
    /// Returns the effects of the last step.
    @MainActor
    static func scrollDown(
        _ model: BrowserModel, pager: PagerConnection, pictures: PictureConnection, until target: Int, effects start: [BrowserEffect]
    ) async -> [BrowserEffect] {
        var effects = start
        let view = model.collectionView
        while model.items.count < target {
            if effects.contains(.requestNextPage) {
                pager.perform(.requestNextPage)
                await pager.loader.waitUntilSettled()
                effects = pager.takeReport().map { model.receive($0).effects } ?? []
                guard model.pagerStatus.phase == .idle else { break }
                continue
            }
            pictures.feed(model)
            let before = view.scrollOffset
            effects = model.scroll(to: before + view.viewportRows.count).effects
            if view.scrollOffset == before, !effects.contains(.requestNextPage) { break }
        }
        return effects
    }

    /// The browser's cache of finished renditions. `CardPictures` keeps it private; it is read
    /// here by reflection so the benchmark can report its bytes. Nil if it is not found.
    static func renditionCache(of pictures: CardPictures) -> ByteBudgetCache<PictureKey, SymbolRaster>? {
        Mirror(reflecting: pictures).children.first { $0.label == "renditions" }?.value as? ByteBudgetCache<PictureKey, SymbolRaster>
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
