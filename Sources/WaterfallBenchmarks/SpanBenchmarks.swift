import SeededRandom
import ShopBrowser
import ShopCatalog
import WaterfallLayout

/// Spans in the engine: the cost of items of several columns against the same items without
/// spans, and the white space the fill-gaps rule leaves against the greedy rule's.
enum SpanBenchmarks {
    static let itemCount = 1_000_000
    static let width = 200

    /// The layout group's card heights, every tenth item (by a seeded draw) two columns wide when
    /// `spans`, else all one column.
    static func sizes(spans: Bool) -> [ItemSize] {
        var rng = SplitMix64(seed: 10)
        return LayoutBenchmarks.heights(itemCount).map { height in
            let wide = rng.next() % 10 == 0
            return ItemSize(height: height, span: spans && wide ? .columns(2) : .single)
        }
    }

    /// A layout of `columns` columns `width` cells wide placing by `placement`, with `sizes`
    /// appended and settled.
    static func makeLayout(_ sizes: [ItemSize], columns: Int, placement: PlacementRule = .shortestColumn) -> WaterfallLayout {
        var layout = WaterfallLayout(width: width, section: SectionConfiguration(columnCount: columns, columnSpacing: 1, placement: placement))
        layout.append(sizes)
        layout.placeWaitingItems()
        return layout
    }

    /// Times building, appending and querying with and without spans, then the white space of the
    /// rules, printing two tables per column count and one of white space.
    static func run() async {
        let plain = sizes(spans: false)
        let spanning = sizes(spans: true)
        for columns in [4, 8] {
            runTimes(plain: plain, spanning: spanning, columns: columns)
        }
        do {
            let catalog = try await MemoryPageSource.bundled()
            let photos = catalog.pages.joined().map { (width: $0.imageWidth, height: $0.imageHeight) }
            runWhiteSpace(photoSizes: photos)
        } catch {
            print("white space benchmarks skipped: \(error)")
        }
    }

    /// The timing table for `columns` columns.
    static func runTimes(plain: [ItemSize], spanning: [ItemSize], columns: Int) {
        var rows: [BenchmarkRow] = []
        let perItem = Double(itemCount)
        let freshPlain = Harness.nanoseconds(rounds: 5) { Harness.blackHole(makeLayout(plain, columns: columns)) }
        let freshSpans = Harness.nanoseconds(rounds: 5) { Harness.blackHole(makeLayout(spanning, columns: columns)) }
        rows.append(
            BenchmarkRow(
                name: "full layout of 1,000,000 items built fresh, 10 % two columns wide (per item)",
                ours: formatNanoseconds(freshSpans / perItem), baseline: formatNanoseconds(freshPlain / perItem),
                ratio: "\(format3(freshSpans / freshPlain))×", goal: goalVerdict("≤ 1.3×", freshSpans <= 1.3 * freshPlain)
            ))
        var relaidPlain = makeLayout(plain, columns: columns)
        var relaidSpans = makeLayout(spanning, columns: columns)
        var section = relaidPlain.configuration(ofSection: 0)
        let inPlacePlain = Harness.nanoseconds(rounds: 5) {
            section.rowSpacing = 1 - section.rowSpacing
            relaidPlain.setConfiguration(section, ofSection: 0) { _, _ in ItemSize(height: 1) }
        }
        let inPlaceSpans = Harness.nanoseconds(rounds: 5) {
            section.rowSpacing = 1 - section.rowSpacing
            relaidSpans.setConfiguration(section, ofSection: 0) { _, _ in ItemSize(height: 1) }
        }
        rows.append(
            BenchmarkRow(
                name: "full layout of 1,000,000 items in place, 10 % two columns wide (per item)",
                ours: formatNanoseconds(inPlaceSpans / perItem), baseline: formatNanoseconds(inPlacePlain / perItem),
                ratio: "\(format3(inPlaceSpans / inPlacePlain))×", goal: goalVerdict("≤ 1.3×", inPlaceSpans <= 1.3 * inPlacePlain)
            ))
        for lookahead in [4, 8, 16] {
            let filling = Harness.nanoseconds(rounds: 3) {
                Harness.blackHole(makeLayout(spanning, columns: columns, placement: .fillGaps(lookahead: lookahead)))
            }
            rows.append(
                BenchmarkRow(
                    name: "same, built fresh filling the gaps, look-ahead \(lookahead) (per item)",
                    ours: formatNanoseconds(filling / perItem), baseline: formatNanoseconds(freshPlain / perItem),
                    ratio: "\(format3(filling / freshPlain))×", goal: ""
                ))
        }

        let page = Array(spanning.suffix(30))
        let plainPage = Array(plain.suffix(30))
        var growingPlain = makeLayout(plain, columns: columns)
        let appendPlain = Harness.nanoseconds(rounds: 9, iterations: 200) { growingPlain.append(plainPage) }
        var growingSpans = makeLayout(spanning, columns: columns)
        let appendSpans = Harness.nanoseconds(rounds: 9, iterations: 200) { growingSpans.append(page) }
        rows.append(
            BenchmarkRow(
                name: "append one 30-item page at 1,000,000 items, 10 % two columns wide",
                ours: formatNanoseconds(appendSpans), baseline: formatNanoseconds(appendPlain),
                ratio: "\(format3(appendSpans / appendPlain))×", goal: goalVerdict("≤ 2 µs", appendSpans <= 2_000)
            ))
        var growingFilling = makeLayout(spanning, columns: columns, placement: .fillGaps(lookahead: 8))
        let appendFilling = Harness.nanoseconds(rounds: 9, iterations: 200) { growingFilling.append(page) }
        rows.append(
            BenchmarkRow(
                name: "same, filling the gaps, look-ahead 8",
                ours: formatNanoseconds(appendFilling), baseline: formatNanoseconds(appendPlain),
                ratio: "\(format3(appendFilling / appendPlain))×", goal: ""
            ))

        let plainLayout = makeLayout(plain, columns: columns)
        let spanLayout = makeLayout(spanning, columns: columns)
        let offsets = LayoutBenchmarks.heights(1_000, seed: 7).map { $0 * 7919 % max(1, min(plainLayout.contentHeight, spanLayout.contentHeight) - 60) }
        var position = 0
        let (queryPlain, returnedPlain) = LayoutBenchmarks.queryTime(of: plainLayout, offsets: offsets, position: &position)
        let (querySpans, returnedSpans) = LayoutBenchmarks.queryTime(of: spanLayout, offsets: offsets, position: &position)
        rows.append(
            BenchmarkRow(
                name: "60-row viewport query at 1,000,000 items, 10 % two columns wide (\(returnedSpans) items returned; \(returnedPlain) without spans)",
                ours: formatNanoseconds(querySpans), baseline: formatNanoseconds(queryPlain),
                ratio: "\(format3(querySpans / queryPlain))×",
                goal: goalVerdict("≤ 1 µs + 10 ns an item", querySpans <= 1_000 + 10 * Double(returnedSpans))
            ))
        printTable(title: "Spans (\(columns) columns, width \(width))", baselineName: "the same items, no spans", rows: rows)
    }
}
