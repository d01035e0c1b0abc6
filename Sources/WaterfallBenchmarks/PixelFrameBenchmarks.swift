import ShopBrowser
import ShopBrowserRuntime
import ShopCatalog
import WaterfallTUI

/// Time and bytes to draw the browser's screen with photos in real pixels, per protocol, against
/// the same screen with photos in half blocks: a full screen (a cleared terminal, every cell and
/// every picture sent), and a one-line scroll (the terminal moves the rows; only what changed is
/// sent, and the pictures the protocol must send again). Everything goes through `Terminal` into
/// a `TestBackend`, which counts the cell bytes and the graphics bytes; the photos are made
/// before timing, and the terminal has seen every picture once (kitty keeps transmitted images;
/// sixel's writer keeps encoded ones), so the rows measure the steady state: what sending a
/// picture for the first time costs is in the start-up rows. Cells of 8 × 17 pixels (xterm with
/// DejaVu Sans Mono 10).
enum PixelFrameBenchmarks {
    static let width = 120
    static let height = 40
    static let columns = 4
    static let cellSize = Size(width: 8, height: 17)
    static let scrolls = 60

    /// One protocol's way to the screen.
    struct Output: Sendable {
        let name: String
        let output: PictureOutput
        let writer: @Sendable () -> (any PixelWriter)?
    }

    static let outputs = [
        Output(name: "half blocks (baseline)", output: .symbols, writer: { nil }),
        Output(name: "sixel", output: .pixels(cellSize: cellSize, placeholderCells: false), writer: { SixelWriter(cellSize: cellSize) }),
        Output(
            name: "kitty direct placements", output: .pixels(cellSize: cellSize, placeholderCells: false), writer: { KittyPlacementWriter(cellSize: cellSize) }),
        Output(name: "kitty Unicode placeholders", output: .pixels(cellSize: cellSize, placeholderCells: true), writer: { KittyPlaceholderWriter() }),
    ]

    /// One protocol measured.
    struct Measured {
        var fullNanoseconds: Double
        var fullBytes: Int
        var scrollNanoseconds: Double
        var scrollBytes: Int
        var pictures: Int
    }

    /// Measures every protocol on the bundled items with photos, printing one table.
    @MainActor
    static func run(_ pages: MemoryPageSource) async {
        guard let photoPages = pages.photoItemsOnly else {
            print("\n(pixel frame benchmark skipped: no bundled item has a photo)")
            return
        }
        var results: [(Output, Measured)] = []
        for output in outputs {
            results.append((output, await measure(output, pages: photoPages)))
        }
        guard let baseline = results.first?.1 else { return }
        var rows: [BenchmarkRow] = []
        for (output, measured) in results.dropFirst() {
            func times(_ what: String, _ ours: Double, _ theirs: Double) -> BenchmarkRow {
                BenchmarkRow(
                    name: "\(output.name): \(what)", ours: formatNanoseconds(ours), baseline: formatNanoseconds(theirs),
                    ratio: "\(format3(ours / theirs))×", goal: "—")
            }
            let share = Double(measured.scrollBytes) / Double(max(1, measured.fullBytes))
            rows += [
                times("full screen (\(measured.pictures) pictures, a full redraw), time", measured.fullNanoseconds, baseline.fullNanoseconds),
                BenchmarkRow(
                    name: "\(output.name): full screen, bytes", ours: "\(measured.fullBytes) B", baseline: "\(baseline.fullBytes) B",
                    ratio: "\(format3(Double(measured.fullBytes) / Double(baseline.fullBytes)))×", goal: "—"
                ),
                times("one-line scroll (mean of \(scrolls)), time", measured.scrollNanoseconds, baseline.scrollNanoseconds),
                BenchmarkRow(
                    name: "\(output.name): one-line scroll, bytes (share of its own full screen)",
                    ours: "\(measured.scrollBytes) B", baseline: "\(baseline.scrollBytes) B", ratio: "\(format3(share * 100)) % of a repaint",
                    goal: output.output.drawsPlaceholderCells ? goalVerdict("≤ 15 % of a repaint", share <= 0.15) : "measured"
                ),
            ]
        }
        printTable(
            title:
                "Pictures in pixels: full screen and one-line scroll per protocol (\(width) × \(height), \(columns) columns, cells \(cellSize.width) × \(cellSize.height) px)",
            baselineName: "the same screen in half blocks", rows: rows
        )
    }

    /// Bytes of a full screen and of a one-line scroll with the photos in half blocks in 24-bit
    /// colour (curses sends the cells in palette colours, `Terminal` writes the 24-bit cells
    /// again beside them) against the same in 256 colours, printing one table.
    @MainActor
    static func runTruecolor(_ pages: MemoryPageSource) async {
        guard let photoPages = pages.photoItemsOnly else {
            print("\n(24-bit colour frame benchmark skipped: no bundled item has a photo)")
            return
        }
        let symbols = outputs[0]
        let palette = await measure(symbols, pages: photoPages, colorMode: .ansi256)
        let truecolor = await measure(symbols, pages: photoPages, colorMode: .truecolor)
        func bytes(_ name: String, _ ours: Int, _ theirs: Int, goal: String = "—") -> BenchmarkRow {
            BenchmarkRow(name: name, ours: "\(ours) B", baseline: "\(theirs) B", ratio: "\(format3(Double(ours) / Double(max(1, theirs))))×", goal: goal)
        }
        let share = Double(truecolor.scrollBytes) / Double(max(1, truecolor.fullBytes))
        printTable(
            title: "Pictures in 24-bit colour: full screen and one-line scroll (\(width) × \(height), \(columns) columns, half blocks)",
            baselineName: "the same screen in 256 colours",
            rows: [
                bytes("full screen (a full redraw, every card showing its photo), bytes", truecolor.fullBytes, palette.fullBytes),
                bytes("one-line scroll (mean of \(scrolls)), bytes", truecolor.scrollBytes, palette.scrollBytes),
                BenchmarkRow(
                    name: "one-line scroll, share of its own full screen", ours: "\(format3(share * 100)) %",
                    baseline: "\(format3(100 * Double(palette.scrollBytes) / Double(max(1, palette.fullBytes)))) %", ratio: "—",
                    goal: goalVerdict("≤ 15 % of a repaint", share <= 0.15)
                ),
                BenchmarkRow(
                    name: "one-line scroll, time", ours: formatNanoseconds(truecolor.scrollNanoseconds), baseline: formatNanoseconds(palette.scrollNanoseconds),
                    ratio: "\(format3(truecolor.scrollNanoseconds / palette.scrollNanoseconds))×", goal: "—"
                ),
            ]
        )
    }

    /// Full screens and scrolls of a browser drawing with `output` in `colorMode`.
    @MainActor
    static func measure(_ output: Output, pages: MemoryPageSource, colorMode: ColorMode = .ansi256) async -> Measured {
        let model = BrowserModel(
            options: BrowserOptions(columns: columns, catalogName: "benchmark", pictures: PictureSettings(output: output.output)),
            theme: Theme(colorMode: colorMode), screenSize: Size(width: width, height: height)
        )
        let runtime = BrowserRuntime(model: model, source: InfiniteSource(cycling: pages))
        defer { runtime.shutdown() }
        runtime.send(.start)
        await BenchmarkBrowser.load(runtime, upTo: 600)
        guard runtime.pictures != nil else { return Measured(fullNanoseconds: 0, fullBytes: 0, scrollNanoseconds: 0, scrollBytes: 0, pictures: 0) }
        // Every photo the scrolls below will meet, made first.
        let driver = DeterministicDriver(runtime: runtime)
        for offset in stride(from: 0, through: scrolls * 4 + height, by: height / 2) {
            await driver.send(.command(.scroll(to: offset)))
        }
        await driver.send(.command(.scroll(to: 0)))
        let placed = model.render().placements.count

        let fullBackend = TestBackend(cols: width, rows: height, colorMode: colorMode)
        let fullTerminal = Terminal(backend: fullBackend, pixelWriter: output.writer())
        var fullBytes = 0
        let full = Harness.nanoseconds(rounds: 5, iterations: 4) {
            let before = fullBackend.totalBytes
            fullTerminal.forceFullRedraw()
            fullTerminal.present(model.render())
            fullBytes = fullBackend.totalBytes - before
        }

        // The same 60 scrolls four times on one terminal: the first pass sends each picture for
        // the first time (kitty keeps them), the next three are timed and counted.
        var scrollBytes = 0
        var scrollTime = Double.infinity
        let backend = TestBackend(cols: width, rows: height, colorMode: colorMode)
        let terminal = Terminal(backend: backend, pixelWriter: output.writer())
        for round in 0 ..< 4 {
            runtime.send(.command(.scroll(to: 0)))
            terminal.present(model.render())
            let start = backend.totalBytes
            let clock = ContinuousClock()
            let began = clock.now
            for _ in 0 ..< scrolls {
                runtime.send(.input(.key(.character("j"))))
                terminal.scroll(rows: model.viewportScreenRows, by: 1)
                terminal.present(model.render())
            }
            guard round > 0 else { continue }
            let (seconds, attoseconds) = (clock.now - began).components
            scrollTime = min(scrollTime, (Double(seconds) * 1e9 + Double(attoseconds) / 1e9) / Double(scrolls))
            scrollBytes = (backend.totalBytes - start) / scrolls
        }
        return Measured(fullNanoseconds: full, fullBytes: fullBytes, scrollNanoseconds: scrollTime, scrollBytes: scrollBytes, pictures: placed)
    }
}
