import ShopBrowser
import ShopCatalog
import WaterfallTUI

/// Re-sorting and re-grouping the browser's loaded items (`o`, `s`) to the next frame: the new
/// arrangement, the re-pack of the layout, the anchor kept and the frame rendered, against a
/// from-scratch rebuild of the browser with the same rules (a new model and collection view fed
/// every item at once, then rendered). The items are the bundled catalog cycled under fresh ids.
enum ArrangementBenchmarks {
    static let width = 200
    static let height = 60
    static let columns = 4
    static let itemCount = 100_000

    /// Times the steps and prints one table.
    @MainActor
    static func run(_ pages: MemoryPageSource) {
        let catalog = pages.pages.flatMap { $0 }
        guard !catalog.isEmpty else { return }
        let items = (0 ..< itemCount).map { index in
            catalog[index % catalog.count].withID("\(catalog[index % catalog.count].id)~\(index)")
        }
        let model = loadedBrowser(items, rules: ArrangementRules())
        _ = model.update(.command(.scroll(to: model.maximumScrollOffset / 2)))
        _ = model.update(.input(.key(.tab)))

        var anchorKept = true
        /// One key to the next frame, checking that the focused card stayed on its row when the
        /// content allowed it.
        func press(_ key: Character) {
            let before = model.focusedIndex.map { (model.arrangement.item(atFlat: $0), model.frame(ofItem: $0).y - model.scrollOffset) }
            _ = model.update(.input(.key(.character(key))))
            Harness.blackHole(model.render())
            guard let before, let now = model.focusedIndex else {
                anchorKept = false
                return
            }
            let row = model.frame(ofItem: now).y - model.scrollOffset
            let roomy = model.scrollOffset > 0 && model.scrollOffset < model.maximumScrollOffset
            if model.arrangement.item(atFlat: now) != before.0 || (roomy && row != before.1) { anchorKept = false }
        }
        let sorted = Harness.nanoseconds(rounds: 10) { press("o") }
        let regrouped = Harness.nanoseconds(rounds: 8) { press("s") }
        let rebuilt = Harness.nanoseconds(rounds: 5) {
            let fresh = loadedBrowser(items, rules: model.arrangement.rules)
            Harness.blackHole(fresh.render())
        }
        let rows = [
            BenchmarkRow(
                name: "re-sort (o) of \(itemCount) loaded items to the next frame, focused card kept on its row",
                ours: formatNanoseconds(sorted), baseline: formatNanoseconds(rebuilt),
                ratio: speedup(baseline: rebuilt, ours: sorted), goal: goalVerdict("≤ 30 ms", sorted <= 30_000_000)
            ),
            BenchmarkRow(
                name: "re-group (s: none, shop, price, rating) of \(itemCount) items to the next frame",
                ours: formatNanoseconds(regrouped), baseline: formatNanoseconds(rebuilt),
                ratio: speedup(baseline: rebuilt, ours: regrouped), goal: goalVerdict("≤ 30 ms", regrouped <= 30_000_000)
            ),
            BenchmarkRow(
                name: "focused card kept (same item; same row where the content allows) on every step",
                ours: anchorKept ? "yes" : "no", baseline: "—", ratio: "—", goal: goalVerdict("always", anchorKept)
            ),
        ]
        printTable(
            title: "Browser re-arrangement (\(width) × \(height) screen, \(columns) columns, \(itemCount) items)",
            baselineName: "the browser rebuilt from scratch with the same rules (new model and collection view, every item fed at once, rendered)",
            rows: rows
        )
    }

    /// A started browser with `rules` holding `items`, as if one page had brought them all (its
    /// model alone: with pictures off and no pager there is no effect to carry out).
    @MainActor
    static func loadedBrowser(_ items: [CatalogItem], rules: ArrangementRules) -> BrowserModel {
        let model = BrowserModel(
            options: BrowserOptions(columns: columns, catalogName: "benchmark", pictures: .off, arrangement: rules),
            theme: Theme(colorMode: .ansi256), screenSize: Size(width: width, height: height)
        )
        _ = model.update(.start)
        _ = model.update(
            .pager(
                PagerReport(
                    arrivals: items, status: PagerStatus(phase: .idle, pagesLoaded: 1, itemsLoaded: items.count)
                )))
        return model
    }
}
