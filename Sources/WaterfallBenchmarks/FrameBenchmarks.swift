import ShopBrowser
import WaterfallTUI

/// The browser's frame after a one-line scroll: the CPU time to produce it and the bytes it sends,
/// against a full repaint of the same frame. The browser holds a few thousand items of the bundled
/// catalog (cycled, their thumbnails as pictures: the `picture-frame` group measures photos),
/// loaded through its pager as when a user scrolls down; each step is the `j` key.
enum FrameBenchmarks {
    static let width = 200
    static let height = 60
    static let columns = 4
    static let itemCount = 4_000
    static let colorMode = ColorMode.ansi256

    /// Times frames and counts bytes, printing one table.
    @MainActor
    static func run(_ pages: MemoryPageSource) async {
        let runtime = BenchmarkBrowser.make(PhotoFreeSource(base: pages), width: width, height: height, columns: columns)
        await BenchmarkBrowser.load(runtime, upTo: itemCount)
        let model = runtime.model
        // Start well inside the content: the steps below stay far from the footer, so no page is
        // requested while timing.
        runtime.send(.command(.scroll(to: 1_000)))
        let measured = FrameMeasurement(model: model, colorMode: colorMode) { runtime.send(.input(.key(.character("j")))) }
        let renderOnly = measured.renderOnly
        let (samples, diffBytes, fullBytes) = (measured.samples, measured.diffBytes, measured.fullBytes)
        let share = measured.byteShare
        let changedShare = Double(measured.changedCells) / Double(samples * width * height)
        // A key that changes nothing (not bound): what drawing and diffing the unchanged frame
        // costs on top of the step itself, which is what the runtime pays for presenting after
        // every key instead of keeping a hand-made list of what the frame depends on.
        let idleKey = InputEvent.key(.character("x"))
        let keyAlone = Harness.nanoseconds(rounds: 9, iterations: 40) { Harness.blackHole(runtime.send(.input(idleKey))) }
        let presented = model.render()
        var unchangedRuns = 0
        let keyAndFrame = Harness.nanoseconds(rounds: 9, iterations: 40) {
            runtime.send(.input(idleKey))
            let runs = model.render().diff(from: presented)
            unchangedRuns += runs.count
        }

        let rows =
            measured.timingRows(frame: "frame after a one-line scroll") + [
                BenchmarkRow(
                    name: "of which scroll + render alone (no diff, no bytes)",
                    ours: formatNanoseconds(renderOnly), baseline: "—", ratio: "—", goal: ""
                ),
                BenchmarkRow(
                    name: "a key that changes nothing, then render + diff of the unchanged frame (\(unchangedRuns) runs to send)",
                    ours: formatNanoseconds(keyAndFrame), baseline: formatNanoseconds(keyAlone), ratio: speedup(baseline: keyAlone, ours: keyAndFrame),
                    goal: goalVerdict("≤ 0.5 ms", keyAndFrame <= 500_000)
                ),
                BenchmarkRow(
                    name: "bytes sent for a one-line scroll (mean of \(samples); \(format3(changedShare * 100)) % of cells changed)",
                    ours: "\(diffBytes / samples) B", baseline: "\(fullBytes / samples) B",
                    ratio: "\(format3(share * 100)) % of a repaint", goal: goalVerdict("≤ 15 % of a repaint", share <= 0.15)
                ),
            ]
        printTable(
            title: "Browser frame (\(width) × \(height) screen, \(columns) columns, \(model.items.count) items, 256 colours)",
            baselineName: "full repaint (render + fullRuns)", rows: rows
        )
    }
}
