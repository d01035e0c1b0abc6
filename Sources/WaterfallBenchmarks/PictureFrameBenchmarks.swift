import ShopBrowser
import ShopCatalog
import WaterfallTUI

/// The browser's frame after a one-line scroll with photos on screen, as the `frame` group
/// measures it (scroll, render, diff against the previous frame moved up a line; and the bytes
/// sent), against a full repaint of the same frame. The catalog is the bundled items that have a
/// photo, cycled, so every card shows one; their photos are made before timing (over two cycles
/// of the catalog), so each card entering while timing finds its photo finished. Scrolling goes
/// through `BrowserModel.scroll(to:)`, which also works out which photos the live cards want.
enum PictureFrameBenchmarks {
    static let width = 200
    static let height = 60
    static let columns = 4
    static let itemCount = 4_000
    static let startRow = 1_000
    static let colorMode = ColorMode.ansi256

    /// Times frames and counts bytes, printing one table.
    @MainActor
    static func run(_ pages: MemoryPageSource) async {
        let photoItems = pages.pages.joined().filter { $0.image != nil }
        guard !photoItems.isEmpty else {
            print("\n(picture frame benchmark skipped: no bundled item has a photo)")
            return
        }
        let photoPages = MemoryPageSource(pages: stride(from: 0, to: photoItems.count, by: 30).map {
            Array(photoItems[$0 ..< min($0 + 30, photoItems.count)])
        })
        let (model, pager) = BenchmarkBrowser.make(photoPages, width: width, height: height, columns: columns)
        await BenchmarkBrowser.load(model, from: pager, upTo: itemCount)
        guard let maker = model.pictures.maker else {
            print("\n(picture frame benchmark skipped: pictures are off)")
            return
        }
        let pictures = PictureConnection(maker: maker)
        defer { pictures.shutdown() }
        let view = model.collectionView
        let viewportRows = model.viewportScreenRows
        // Two cycles of the catalog: the first card of the second cycle starts about one
        // cycle's height down.
        let warmRows = 2 * view.frame(ofItem: photoItems.count).y
        for offset in stride(from: startRow, through: startRow + warmRows, by: viewportRows.count) {
            _ = model.scroll(to: offset)
            pictures.feed(model)
        }
        _ = model.scroll(to: startRow)
        var previous = model.render()

        let scrolled = Harness.nanoseconds(rounds: 9, iterations: 40) {
            _ = model.scroll(to: view.scrollOffset + 1)
            let frame = model.render()
            previous.scroll(rows: viewportRows, by: 1)
            Harness.blackHole(frame.diff(from: previous))
            previous = frame
        }
        let repainted = Harness.nanoseconds(rounds: 9, iterations: 40) {
            _ = model.scroll(to: view.scrollOffset + 1)
            Harness.blackHole(model.render().fullRuns())
        }
        previous = model.render()
        let scrolledEncoded = Harness.nanoseconds(rounds: 9, iterations: 40) {
            _ = model.scroll(to: view.scrollOffset + 1)
            let frame = model.render()
            previous.scroll(rows: viewportRows, by: 1)
            Harness.blackHole(AnsiRenderer.render(runs: frame.diff(from: previous), colorMode: colorMode))
            previous = frame
        }
        let repaintedEncoded = Harness.nanoseconds(rounds: 9, iterations: 40) {
            _ = model.scroll(to: view.scrollOffset + 1)
            Harness.blackHole(AnsiRenderer.render(runs: model.render().fullRuns(), colorMode: colorMode))
        }

        // Bytes over 100 successive one-line scrolls, as the app sends them; and what the cards
        // on screen showed meanwhile.
        let samples = 100
        let backend = TestBackend(cols: width, rows: height, colorMode: colorMode)
        let terminal = Terminal(backend: backend)
        terminal.present(model.render())
        var diffBytes = 0
        var fullBytes = 0
        var cards = 0
        var drawn = 0
        for _ in 0 ..< samples {
            _ = model.scroll(to: view.scrollOffset + 1)
            let frame = model.render()
            terminal.scroll(rows: viewportRows, by: 1)
            terminal.present(frame)
            diffBytes += backend.lastScrollBytes + backend.lastBytes
            fullBytes += AnsiRenderer.render(runs: frame.fullRuns(), colorMode: colorMode).utf8.count
            let screen = ScreenPictures(model)
            cards += screen.cards
            drawn += screen.drawn
        }
        let share = Double(diffBytes) / Double(max(1, fullBytes))
        let rows = [
            BenchmarkRow(
                name: "frame after a one-line scroll with photos on screen: scroll + render + diff",
                ours: formatNanoseconds(scrolled), baseline: formatNanoseconds(repainted),
                ratio: speedup(baseline: repainted, ours: scrolled), goal: goalVerdict("≤ 0.5 ms", scrolled <= 500_000)
            ),
            BenchmarkRow(
                name: "same, plus encoding the runs as terminal bytes",
                ours: formatNanoseconds(scrolledEncoded), baseline: formatNanoseconds(repaintedEncoded),
                ratio: speedup(baseline: repaintedEncoded, ours: scrolledEncoded), goal: goalVerdict("≤ 0.5 ms", scrolledEncoded <= 500_000)
            ),
            BenchmarkRow(
                name: "bytes sent for a one-line scroll (mean of \(samples); photos drawn on \(drawn) of \(cards) card appearances on screen)",
                ours: "\(diffBytes / samples) B", baseline: "\(fullBytes / samples) B",
                ratio: "\(format3(share * 100)) % of a repaint",
                goal: goalVerdict("≤ 15 % of a repaint, every card showing its photo", share <= 0.15 && drawn == cards)
            ),
        ]
        printTable(
            title: "Pictures: browser frame with photos (\(width) × \(height) screen, \(columns) columns, \(model.items.count) items with photos, 256 colours)",
            baselineName: "full repaint (render + fullRuns)", rows: rows
        )
    }
}
