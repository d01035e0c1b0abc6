import WaterfallLayout

/// The layout engine against the articles' recompute-and-filter baseline.
enum LayoutBenchmarks {
    static let itemCount = 1_000_000
    static let columns = 4
    static let width = 200

    /// Deterministic pseudo-random card heights in 4 ... 27 rows.
    static func heights(_ count: Int, seed: UInt64 = 42) -> [Int] {
        var state = seed
        return (0 ..< count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return 4 + Int((state >> 33) % 24)
        }
    }

    static func makeLayout(_ sizes: [ItemSize]) -> WaterfallLayout {
        var layout = WaterfallLayout(width: width, section: SectionConfiguration(columnCount: columns, columnSpacing: 1))
        layout.append(sizes)
        return layout
    }

    static func makeBaseline(_ heights: [Int]) -> ArticleBaselineLayout {
        var baseline = ArticleBaselineLayout(width: Double(width), columnCount: columns, columnSpacing: 1, rowSpacing: 0)
        baseline.heights = heights.map(Double.init)
        baseline.prepare()
        return baseline
    }

    /// Times full layout, appends and queries and measures memory against the baseline, printing one table.
    static func run() {
        let heights = heights(itemCount)
        let sizes = heights.map { ItemSize(height: $0) }
        var rows: [BenchmarkRow] = []

        // Full layout, two ways. In place: every frame of an existing 1,000,000-item layout
        // recomputed into storage it already has (a change of row spacing re-packs everything), as
        // the articles' `prepareLayout` recomputes into its kept arrays. Fresh: a new layout built
        // from nothing, which also pays for allocating and page-faulting its arrays.
        // The floor: a bare loop writing one million frames into a kept array.
        var frames = [Rect](repeating: Rect(x: 0, y: 0, width: 0, height: 0), count: itemCount)
        let bare = Harness.nanoseconds(rounds: 5) {
            frames.withUnsafeMutableBufferPointer { buffer in
                for index in buffer.indices { buffer[index] = Rect(x: index & 3, y: index, width: 49, height: heights[index]) }
            }
            Harness.blackHole(frames)
        }
        var relaid = makeLayout(sizes)
        var section = relaid.configuration(ofSection: 0)
        let inPlace = Harness.nanoseconds(rounds: 5) {
            section.rowSpacing = 1 - section.rowSpacing
            relaid.setConfiguration(section, ofSection: 0) { _, _ in ItemSize(height: 1) }
        }
        var baselineLayout = ArticleBaselineLayout(width: Double(width), columnCount: columns, columnSpacing: 1, rowSpacing: 0)
        baselineLayout.heights = heights.map(Double.init)
        let baselineFull = Harness.nanoseconds(rounds: 5) { baselineLayout.prepare() }
        rows.append(
            BenchmarkRow(
                name: "full layout of 1,000,000 items in place (per item)",
                ours: formatNanoseconds(inPlace / Double(itemCount)), baseline: formatNanoseconds(baselineFull / Double(itemCount)),
                ratio: speedup(baseline: baselineFull, ours: inPlace),
                goal: goalVerdict(
                    "≤ 10 ns per item (bare frame-writing loop: \(formatNanoseconds(bare / Double(itemCount))))", inPlace / Double(itemCount) <= 10)
            ))
        let fresh = Harness.nanoseconds(rounds: 5) { Harness.blackHole(makeLayout(sizes)) }
        let baselineFresh = Harness.nanoseconds(rounds: 5) { Harness.blackHole(makeBaseline(heights)) }
        rows.append(
            BenchmarkRow(
                name: "full layout of 1,000,000 items built fresh, allocation included (per item)",
                ours: formatNanoseconds(fresh / Double(itemCount)), baseline: formatNanoseconds(baselineFresh / Double(itemCount)),
                ratio: speedup(baseline: baselineFresh, ours: fresh), goal: ""
            ))

        // One 30-item page appended at 1,000,000 items.
        // Appended in place, 200 pages a round: amortized over array growth, as in use.
        let page = Array(sizes.prefix(30))
        var growing = makeLayout(sizes)
        let appendInPlace = Harness.nanoseconds(rounds: 9, iterations: 200) {
            growing.append(page)
        }
        var baselineAppend = makeBaseline(heights)
        let baselineAppendTime = Harness.nanoseconds(rounds: 3) {
            baselineAppend.heights.append(contentsOf: page.map { Double($0.height) })
            baselineAppend.prepare()
        }
        rows.append(
            BenchmarkRow(
                name: "append one 30-item page at 1,000,000 items",
                ours: formatNanoseconds(appendInPlace), baseline: formatNanoseconds(baselineAppendTime),
                ratio: speedup(baseline: baselineAppendTime, ours: appendInPlace), goal: goalVerdict("≤ 2 µs", appendInPlace <= 2_000)
            ))

        // A 60-row viewport query at pseudo-random offsets.
        let layout = makeLayout(sizes)
        let baseline = makeBaseline(heights)
        let offsets = self.heights(1_000, seed: 7).map { $0 * 7919 % max(1, layout.contentHeight - 60) }
        var position = 0
        let (query, returned) = queryTime(of: layout, offsets: offsets, position: &position)
        let sortedQuery = Harness.nanoseconds(rounds: 9, iterations: 1_000) {
            let top = offsets[position % offsets.count]
            position += 1
            Harness.blackHole(layout.items(intersecting: top ..< top + 60))
        }
        let linear = Harness.nanoseconds(rounds: 3, iterations: 3) {
            let top = offsets[position % offsets.count]
            position += 1
            Harness.blackHole(baseline.visibleItems(top: Double(top), height: 60))
        }
        rows.append(
            BenchmarkRow(
                name: "60-row viewport query at 1,000,000 items (\(returned) items returned)",
                ours: formatNanoseconds(query), baseline: formatNanoseconds(linear),
                ratio: speedup(baseline: linear, ours: query), goal: goalVerdict("≤ 1 µs + items; ≥ 1,000× the linear filter", linear / query >= 1_000)
            ))
        rows.append(
            BenchmarkRow(
                name: "same query, as a sorted array",
                ours: formatNanoseconds(sortedQuery), baseline: formatNanoseconds(linear),
                ratio: speedup(baseline: linear, ours: sortedQuery), goal: ""
            ))

        printTable(title: "Layout engine (\(columns) columns, width \(width))", baselineName: "articles' baseline", rows: rows)
    }

    /// The median time of a 60-row viewport query of `layout` (`forEachItem`, no allocation) at the
    /// rows of `offsets` in turn from `position`, which it moves on, and the items the last query
    /// returned.
    static func queryTime(of layout: WaterfallLayout, offsets: [Int], position: inout Int) -> (nanoseconds: Double, returned: Int) {
        var returned = 0
        var next = position
        let time = Harness.nanoseconds(rounds: 9, iterations: 1_000) {
            let top = offsets[next % offsets.count]
            next += 1
            var count = 0
            layout.forEachItem(intersecting: top ..< top + 60) { _ in count += 1 }
            returned = count
        }
        position = next
        return (time, returned)
    }

    /// Measures the memory a 1,000,000-item layout holds against the baseline's frames, printing
    /// one table. Run in a process whose large arrays each get their own mapping (see main.swift).
    static func runMemory() {
        let heights = heights(itemCount)
        let sizes = heights.map { ItemSize(height: $0) }
        let ourBytes = Harness.retainedBytes { makeLayout(sizes) }
        let baselineBytes = Harness.retainedBytes { makeBaseline(heights) }
        printTable(
            title: "Layout memory (\(columns) columns)", baselineName: "articles' baseline",
            rows: [
                BenchmarkRow(
                    name: "memory held for 1,000,000 items",
                    ours: "\(format3(Double(ourBytes) / 1e6)) MB", baseline: "\(format3(Double(baselineBytes) / 1e6)) MB",
                    ratio: "\(format3(Double(baselineBytes) / Double(max(1, ourBytes))))× smaller", goal: goalVerdict("≤ 40 MB", ourBytes <= 40_000_000)
                )
            ])
    }
}
