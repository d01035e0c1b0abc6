import ShopBrowser
import WaterfallTUI

/// One measurement of the browser's frame after one-line scrolls, as the app makes it: the time
/// to scroll, render and diff against the previous frame moved up a line (the terminal moves the
/// waterfall's rows itself), with and without encoding the runs as terminal bytes, against a full
/// repaint of the same frame; and the bytes a terminal receives over successive scrolls.
struct FrameMeasurement {
    /// Nanoseconds per frame: scroll + render + diff.
    let scrolled: Double
    /// Nanoseconds per frame: scroll + render + every row (the baseline).
    let repainted: Double
    /// `scrolled`, plus encoding the runs as bytes.
    let scrolledEncoded: Double
    /// `repainted`, plus encoding the rows as bytes.
    let repaintedEncoded: Double
    /// Nanoseconds per frame: scroll + render alone.
    let renderOnly: Double
    /// The scrolls whose bytes were counted.
    let samples: Int
    /// Bytes sent over the samples (scroll sequences and changed cells).
    let diffBytes: Int
    /// Bytes a full repaint of each sampled frame would have sent.
    let fullBytes: Int
    /// Cells sent over the samples.
    let changedCells: Int

    /// Measures `model` scrolled by `step` (one line per call) in `colorMode`, counting bytes over
    /// `samples` scrolls, calling `afterSample` after each counted frame.
    @MainActor
    init(model: BrowserModel, colorMode: ColorMode, samples: Int = 100, step: () -> Void, afterSample: () -> Void = {}) {
        let viewportRows = model.viewportScreenRows
        var previous = model.render()
        scrolled = Harness.nanoseconds(rounds: 9, iterations: 40) {
            step()
            let frame = model.render()
            previous.scroll(rows: viewportRows, by: 1)
            Harness.blackHole(frame.diff(from: previous))
            previous = frame
        }
        repainted = Harness.nanoseconds(rounds: 9, iterations: 40) {
            step()
            Harness.blackHole(model.render().fullRuns())
        }
        previous = model.render()
        scrolledEncoded = Harness.nanoseconds(rounds: 9, iterations: 40) {
            step()
            let frame = model.render()
            previous.scroll(rows: viewportRows, by: 1)
            Harness.blackHole(AnsiRenderer.render(runs: frame.diff(from: previous), colorMode: colorMode))
            previous = frame
        }
        repaintedEncoded = Harness.nanoseconds(rounds: 9, iterations: 40) {
            step()
            Harness.blackHole(AnsiRenderer.render(runs: model.render().fullRuns(), colorMode: colorMode))
        }
        renderOnly = Harness.nanoseconds(rounds: 9, iterations: 40) {
            step()
            Harness.blackHole(model.render())
        }
        let size = model.render().size
        let backend = TestBackend(cols: size.width, rows: size.height, colorMode: colorMode)
        let terminal = Terminal(backend: backend)
        terminal.present(model.render())
        var diffBytes = 0
        var fullBytes = 0
        var changedCells = 0
        for _ in 0 ..< samples {
            step()
            let frame = model.render()
            terminal.scroll(rows: viewportRows, by: 1)
            terminal.present(frame)
            diffBytes += backend.lastScrollBytes + backend.lastBytes
            fullBytes += AnsiRenderer.render(runs: frame.fullRuns(), colorMode: colorMode).utf8.count
            changedCells += backend.lastChangedCells
            afterSample()
        }
        self.samples = samples
        self.diffBytes = diffBytes
        self.fullBytes = fullBytes
        self.changedCells = changedCells
    }

    /// The bytes sent as a share of repaints.
    var byteShare: Double { Double(diffBytes) / Double(max(1, fullBytes)) }

    /// The two timing rows against the repaint: the frame named `frame`, then the same with the
    /// runs encoded as bytes; both with the ≤ 0.5 ms goal.
    func timingRows(frame: String) -> [BenchmarkRow] {
        [
            BenchmarkRow(
                name: "\(frame): scroll + render + diff",
                ours: formatNanoseconds(scrolled), baseline: formatNanoseconds(repainted),
                ratio: speedup(baseline: repainted, ours: scrolled), goal: goalVerdict("≤ 0.5 ms", scrolled <= 500_000)
            ),
            BenchmarkRow(
                name: "same, plus encoding the runs as terminal bytes",
                ours: formatNanoseconds(scrolledEncoded), baseline: formatNanoseconds(repaintedEncoded),
                ratio: speedup(baseline: repaintedEncoded, ours: scrolledEncoded), goal: goalVerdict("≤ 0.5 ms", scrolledEncoded <= 500_000)
            ),
        ]
    }
}
