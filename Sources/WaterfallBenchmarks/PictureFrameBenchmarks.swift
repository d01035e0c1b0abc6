import ShopBrowser
import ShopBrowserRuntime
import ShopCatalog
import WaterfallTUI

/// The browser's frame after a one-line scroll with photos on screen, as the `frame` group
/// measures it (scroll, render, diff against the previous frame moved up a line; and the bytes
/// sent), against a full repaint of the same frame. The catalog is the bundled items that have a
/// photo, cycled, so every card shows one; their photos are made before timing (over two cycles
/// of the catalog), so each card entering while timing finds its photo finished. Each step is the
/// `j` key, whose update also works out which photos the live cards want.
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
        guard let photoPages = pages.photoItemsOnly else {
            print("\n(picture frame benchmark skipped: no bundled item has a photo)")
            return
        }
        let runtime = BenchmarkBrowser.make(photoPages, width: width, height: height, columns: columns)
        defer { runtime.shutdown() }
        await BenchmarkBrowser.load(runtime, upTo: itemCount)
        let model = runtime.model
        guard runtime.pictures != nil else {
            print("\n(picture frame benchmark skipped: pictures are off)")
            return
        }
        let driver = DeterministicDriver(runtime: runtime)
        let viewportRows = model.viewportScreenRows
        // Two cycles of the catalog: the first card of the second cycle starts about one
        // cycle's height down.
        let warmRows = 2 * model.frame(ofItem: photoPages.pages.joined().count).y
        for offset in stride(from: startRow, through: startRow + warmRows, by: viewportRows.count) {
            await driver.send(.command(.scroll(to: offset)))
        }
        await driver.send(.command(.scroll(to: startRow)))
        // What the cards on screen showed over the counted frames.
        var cards = 0
        var drawn = 0
        let measured = FrameMeasurement(model: model, colorMode: colorMode, step: { runtime.send(.input(.key(.character("j")))) }) {
            let screen = ScreenPictures(model)
            cards += screen.cards
            drawn += screen.drawn
        }
        let (samples, diffBytes, fullBytes) = (measured.samples, measured.diffBytes, measured.fullBytes)
        let share = measured.byteShare
        let rows =
            measured.timingRows(frame: "frame after a one-line scroll with photos on screen") + [
                BenchmarkRow(
                    name: "bytes sent for a one-line scroll (mean of \(samples); photos drawn on \(drawn) of \(cards) card appearances on screen)",
                    ours: "\(diffBytes / samples) B", baseline: "\(fullBytes / samples) B",
                    ratio: "\(format3(share * 100)) % of a repaint",
                    goal: goalVerdict("≤ 15 % of a repaint, every card showing its photo", share <= 0.15 && drawn == cards)
                )
            ]
        printTable(
            title: "Pictures: browser frame with photos (\(width) × \(height) screen, \(columns) columns, \(model.items.count) items with photos, 256 colours)",
            baselineName: "full repaint (render + fullRuns)", rows: rows
        )
    }
}
