import ShopBrowser
import WaterfallTUI

/// The browser's frame after a one-line scroll: the CPU time to produce it and the bytes it sends,
/// against a full repaint of the same frame. The browser holds a few thousand items of the bundled
/// catalog (cycled), loaded through its pager as when a user scrolls down.
enum FrameBenchmarks {
    static let width = 200
    static let height = 60
    static let columns = 4
    static let itemCount = 4_000
    static let colorMode = ColorMode.ansi256

    /// Times frames and counts bytes, printing one table.
    @MainActor
    static func run(_ pages: MemoryPageSource) async {
        let (model, pager) = BenchmarkBrowser.make(pages, width: width, height: height, columns: columns)
        await BenchmarkBrowser.load(model, from: pager, upTo: itemCount)
        let view = model.collectionView
        // Start well inside the content: the steps below stay far from the footer, so no page is
        // requested while timing.
        view.scroll(to: 1_000)
        var previous = model.render()

        // Produce the frame and the runs a terminal needs: the diff against the frame on screen,
        // or every row (a full repaint).
        // As the app does: the rows of the waterfall move up on the terminal (a scroll region), so
        // the frame is diffed against the previous one moved by the same amount.
        let viewportRows = model.viewportScreenRows
        let scrolled = Harness.nanoseconds(rounds: 9, iterations: 40) {
            view.scroll(by: 1)
            let frame = model.render()
            previous.scroll(rows: viewportRows, by: 1)
            Harness.blackHole(frame.diff(from: previous))
            previous = frame
        }
        let repainted = Harness.nanoseconds(rounds: 9, iterations: 40) {
            view.scroll(by: 1)
            Harness.blackHole(model.render().fullRuns())
        }
        // The same, plus encoding the runs as the bytes written to the terminal.
        previous = model.render()
        let scrolledEncoded = Harness.nanoseconds(rounds: 9, iterations: 40) {
            view.scroll(by: 1)
            let frame = model.render()
            previous.scroll(rows: viewportRows, by: 1)
            Harness.blackHole(AnsiRenderer.render(runs: frame.diff(from: previous), colorMode: colorMode))
            previous = frame
        }
        let repaintedEncoded = Harness.nanoseconds(rounds: 9, iterations: 40) {
            view.scroll(by: 1)
            Harness.blackHole(AnsiRenderer.render(runs: model.render().fullRuns(), colorMode: colorMode))
        }
        // Where the time goes: the scroll and the drawing into the canvas alone.
        let renderOnly = Harness.nanoseconds(rounds: 9, iterations: 40) {
            view.scroll(by: 1)
            Harness.blackHole(model.render())
        }

        // Bytes: the mean over 100 successive one-line scrolls sent to a test backend as the app
        // sends them (the scroll-region sequence, then the changed cells).
        let samples = 100
        let backend = TestBackend(cols: width, rows: height, colorMode: colorMode)
        let terminal = Terminal(backend: backend)
        terminal.present(model.render())
        var diffBytes = 0
        var fullBytes = 0
        var changedCells = 0
        for _ in 0 ..< samples {
            view.scroll(by: 1)
            let frame = model.render()
            terminal.scroll(rows: viewportRows, by: 1)
            terminal.present(frame)
            diffBytes += backend.lastScrollBytes + backend.lastBytes
            fullBytes += AnsiRenderer.render(runs: frame.fullRuns(), colorMode: colorMode).utf8.count
            changedCells += backend.lastChangedCells
        }
        let share = Double(diffBytes) / Double(max(1, fullBytes))
        let changedShare = Double(changedCells) / Double(samples * width * height)

        let rows = [
            BenchmarkRow(
                name: "frame after a one-line scroll: scroll + render + diff",
                ours: formatNanoseconds(scrolled), baseline: formatNanoseconds(repainted),
                ratio: speedup(baseline: repainted, ours: scrolled), goal: goalVerdict("≤ 0.5 ms", scrolled <= 500_000)
            ),
            BenchmarkRow(
                name: "same, plus encoding the runs as terminal bytes",
                ours: formatNanoseconds(scrolledEncoded), baseline: formatNanoseconds(repaintedEncoded),
                ratio: speedup(baseline: repaintedEncoded, ours: scrolledEncoded), goal: goalVerdict("≤ 0.5 ms", scrolledEncoded <= 500_000)
            ),
            BenchmarkRow(
                name: "of which scroll + render alone (no diff, no bytes)",
                ours: formatNanoseconds(renderOnly), baseline: "—", ratio: "—", goal: ""
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
