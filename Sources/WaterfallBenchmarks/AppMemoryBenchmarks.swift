import ShopBrowser
import ShopBrowserRuntime
import ShopCatalog
import WaterfallTUI

/// Resident memory of the browser fed as the app feeds it in infinite mode: every page file of the
/// bundled catalog decoded from disk on every read (cycled copies included), through the pager,
/// into the model and its view. Two measurements, each beside the item records alone:
/// the bytes per item beyond the record at 10,000 and 100,000 items, and resident memory across
/// reload cycles (`r`) at a few thousand items, which must stay flat.
/// `Scripts/measure-app-memory.sh` measures the same in the real `waterfall` process.
enum AppMemoryBenchmarks {
    /// Item counts at which the growth per item is read.
    static let checkpoints = [10_000, 100_000]
    /// The most bytes per item the browser may hold beyond the item record.
    static let goalBytesBeyondRecord = 300
    /// Reload cycles run.
    static let reloadCycles = 50
    /// The items loaded before the first reload and again after each one.
    static let reloadItems = 3_000
    /// The most resident memory the later reload cycles (after the tenth) may add, per cycle. A
    /// leak of anything a cycle makes is far larger: a pager with its id set of 3,000 ids holds
    /// about 64 KB, the model's 3,000 items 480 KB.
    static let goalBytesPerLaterCycle = 4_096

    /// Measures both and prints two tables. `records` serves the same catalog from memory, for
    /// the item records alone; `directory` is the bundled catalog read from disk.
    @MainActor
    static func run(records: MemoryPageSource, directory: String) async {
        do {
            var kept: [Any] = []
            try await growth(records: records, directory: directory, keeping: &kept)
            try await reloads(records: records, directory: directory, keeping: &kept)
            Harness.blackHole(kept)
        } catch {
            print("\n(app-fed memory benchmarks skipped: \(error))")
        }
    }

    /// The bundled catalog read from disk, page file by page file, as `waterfall --infinite
    /// --latency 0` reads it (``BenchmarkBrowser/make(_:width:height:columns:)`` cycles it);
    /// photos left out (their caches have budgets of their own, measured by the pictures group).
    static func diskSource(_ directory: String) throws -> any PageSource {
        PhotoFreeSource(base: try BundledCatalogSource(directory: directory))
    }

    /// Growth per item while scrolling down to each checkpoint, against the item records alone.
    @MainActor
    private static func growth(records: MemoryPageSource, directory: String, keeping kept: inout [Any]) async throws {
        var recordBytes: [Int] = []
        for count in checkpoints {
            let before = Harness.residentBytes()
            let items = await MemoryBenchmarks.itemsAlone(records, count: count)
            recordBytes.append(Harness.residentBytes() - before)
            kept.append(items)
        }
        let start = Harness.residentBytes()
        let runtime = BenchmarkBrowser.make(try diskSource(directory), width: 200, height: 60, columns: 4)
        let model = runtime.model
        var rows: [BenchmarkRow] = []
        for (checkpoint, records) in zip(checkpoints, recordBytes) {
            await BenchmarkBrowser.load(runtime, upTo: checkpoint)
            let count = max(1, model.items.count)
            let grown = Harness.residentBytes() - start
            let beyond = (grown - records) / count
            rows.append(
                BenchmarkRow(
                    name: "\(count) items: \(grown / count) B per item, \(beyond) B beyond the record (records alone: \(records / count) B per item)",
                    ours: MemoryBenchmarks.megabytes(grown), baseline: MemoryBenchmarks.megabytes(records),
                    ratio: "\(format3(Double(grown) / Double(max(1, records))))× the records alone",
                    goal: goalVerdict("≤ \(goalBytesBeyondRecord) B per item beyond the record", beyond <= goalBytesBeyondRecord)
                ))
        }
        kept.append(runtime)
        printTable(
            title: "Memory fed as the app is: page files decoded from disk, cycled (200 × 60 screen, 4 columns)",
            baselineName: "item records alone", rows: rows
        )
    }

    /// Resident memory after each of ``reloadCycles`` reloads, each followed by scrolling down to
    /// ``reloadItems`` items again.
    @MainActor
    private static func reloads(records: MemoryPageSource, directory: String, keeping kept: inout [Any]) async throws {
        let recordsStart = Harness.residentBytes()
        let items = await MemoryBenchmarks.itemsAlone(records, count: reloadItems)
        let recordBytes = Harness.residentBytes() - recordsStart
        kept.append(items)
        let start = Harness.residentBytes()
        let runtime = BenchmarkBrowser.make(try diskSource(directory), width: 200, height: 60, columns: 4)
        let model = runtime.model
        await BenchmarkBrowser.load(runtime, upTo: reloadItems)
        let loaded = Harness.residentBytes() - start
        var afterCycle: [Int] = []
        let bottom = BrowserMessage.command(.scroll(to: Int.max))
        for _ in 0 ..< reloadCycles {
            await DeterministicDriver(runtime: runtime).send(.input(.key(.character("r")))) { model in
                model.items.count < reloadItems ? bottom : nil
            }
            afterCycle.append(Harness.residentBytes() - start)
        }
        kept.append(runtime)
        let residentPerCycle = laterGrowthPerCycle(afterCycle)
        let rows = [
            BenchmarkRow(
                name: "\(model.items.count) items loaded, before any reload", ours: MemoryBenchmarks.megabytes(loaded),
                baseline: MemoryBenchmarks.megabytes(recordBytes),
                ratio: "\(format3(Double(loaded) / Double(max(1, recordBytes))))× the records alone", goal: ""
            ),
            BenchmarkRow(
                name: "resident growth after reload 1 · 10 · \(reloadCycles)",
                ours: milestones(afterCycle).map(MemoryBenchmarks.megabytes).joined(separator: " · "),
                baseline: "—", ratio: "—", goal: ""
            ),
            BenchmarkRow(
                name: "resident growth per cycle, reload 10 to \(reloadCycles)", ours: "\(residentPerCycle) B",
                baseline: "—", ratio: "—",
                goal: goalVerdict("flat: ≤ \(goalBytesPerLaterCycle) B per cycle", residentPerCycle <= goalBytesPerLaterCycle)
            ),
        ]
        printTable(
            title: "Memory across \(reloadCycles) reloads (`r`) at \(reloadItems) items, fed as the app is (resident growth since the browser was made)",
            baselineName: "item records alone", rows: rows
        )
    }

    /// The values after cycle 1, cycle 10 and the last cycle.
    private static func milestones(_ values: [Int]) -> [Int] {
        [values.first, values.dropFirst(9).first, values.last].compactMap { $0 }
    }

    /// The mean growth per cycle from cycle 10 to the last one (after the first growth settled).
    private static func laterGrowthPerCycle(_ values: [Int]) -> Int {
        guard values.count > 10, let last = values.last else { return 0 }
        return (last - values[9]) / (values.count - 10)
    }
}
