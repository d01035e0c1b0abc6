import ShopBrowser
import ShopCatalog
import WaterfallTUI

/// Resident memory of the browser in infinite mode while it scrolls down through 100,000 items,
/// against the item records alone (the same items from the same infinite source, without any
/// view). The goal is flat: live cells bounded, memory growing only with the item records.
enum MemoryBenchmarks {
    static let checkpoints = [10_000, 50_000, 100_000]

    /// Measures the baselines, then the browser at each checkpoint, and prints one table.
    @MainActor
    static func run(_ pages: MemoryPageSource) async {
        // Baselines first. Every array stays alive until the end, so no measurement reuses memory
        // another one freed (glibc keeps freed small blocks for reuse without unmapping them).
        var itemBytes: [Int] = []
        var kept: [[CatalogItem]] = []
        for count in checkpoints {
            let before = Harness.residentBytes()
            let items = await itemsAlone(pages, count: count)
            itemBytes.append(Harness.residentBytes() - before)
            kept.append(items)
        }
        let start = Harness.residentBytes()
        let runtime = BenchmarkBrowser.make(PhotoFreeSource(base: pages), width: 200, height: 60, columns: 4)
        let model = runtime.model
        var rows: [BenchmarkRow] = []
        var first: ReuseCounts?
        for (checkpoint, baseline) in zip(checkpoints, itemBytes) {
            await BenchmarkBrowser.load(runtime, upTo: checkpoint)
            let grown = Harness.residentBytes() - start
            let count = model.items.count
            let statistics = model.cellStatistics
            let counts = ReuseCounts(live: statistics.live, created: statistics.created)
            let reference = first ?? counts
            first = reference
            let flat = counts.live <= reference.live * 3 / 2 && counts.created <= reference.created * 3 / 2
            rows.append(
                BenchmarkRow(
                    name:
                        "\(count) items: \(counts.live) live cells, \(counts.created) created; \(grown / max(1, count)) B per item (items alone: \(baseline / max(1, count)) B)",
                    ours: megabytes(grown), baseline: megabytes(baseline),
                    ratio: "\(format3(Double(grown) / Double(max(1, baseline))))× the items alone",
                    goal: goalVerdict("flat: cells bounded", flat)
                ))
        }
        Harness.blackHole(runtime)
        Harness.blackHole(kept)
        printTable(
            title: "Memory in infinite mode (200 × 60 screen, 4 columns; resident growth while scrolling down)",
            baselineName: "item records alone", rows: rows
        )
        print("\n(`CatalogItem` stride: \(MemoryLayout<CatalogItem>.stride) B; titles, shops and thumbnails are shared by the cycled copies.)")
    }

    /// The live and created cell counts at one checkpoint.
    struct ReuseCounts {
        /// Cells live in the view.
        var live: Int
        /// Cells the browser ever made.
        var created: Int
    }

    /// The items the browser would hold after `count` items, built page by page from the same
    /// infinite source, with no loader, pager or view.
    static func itemsAlone(_ pages: MemoryPageSource, count: Int) async -> [CatalogItem] {
        let source = InfiniteSource(cycling: pages)
        var items: [CatalogItem] = []
        var number = 1
        while items.count < count, case .page(let page)? = try? await source.page(number) {
            items.append(contentsOf: page.items)
            number += 1
        }
        return items
    }

    /// `bytes` in megabytes, three significant digits.
    static func megabytes(_ bytes: Int) -> String {
        "\(format3(Double(bytes) / 1e6)) MB"
    }
}
