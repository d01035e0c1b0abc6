import SeededRandom
import WaterfallLayout

/// A random layout scenario: options, sections and the measured sizes of every section's items.
struct LayoutCase: CustomStringConvertible {
    var options: LayoutOptions
    var sections: [SectionConfiguration]
    /// Per section, the sizes of its items, in order.
    var sizes: [[ItemSize]]

    var allSizes: [ItemSize] { sizes.flatMap { $0 } }

    var description: String { "options \(options) sections \(sections) counts \(sizes.map(\.count))" }

    /// A random scenario: 1–3 sections of 1–16 columns, random spacing and insets, each section
    /// placing by the greedy rule or filling gaps with a look-ahead of 1–10 (when `fillGaps`),
    /// 0–`maxItems` items per section with heights from −3 to 40 (some invalid) and, with
    /// `allowSpans`, about 5 % full-span items and 12 % items of several columns (some asking for
    /// 0, a negative count or more columns than the section has).
    static func random(using rng: inout SplitMix64, maxItems: Int = 120, allowSpans: Bool = true, fillGaps: Bool = true) -> LayoutCase {
        func small(_ upper: Int) -> Int { Int.random(in: 0 ... upper, using: &rng) }
        func insets() -> EdgeInsets { EdgeInsets(top: small(3), left: small(4), bottom: small(3), right: small(4)) }
        let direction = RenderDirection.allCases.randomElement(using: &rng) ?? .shortestFirst
        let options = LayoutOptions(
            width: Int.random(in: 10 ... 220, using: &rng), direction: direction,
            minimumContentHeight: small(1) == 0 ? 0 : small(400)
        )
        let sectionCount = Int.random(in: 1 ... 3, using: &rng)
        var sections: [SectionConfiguration] = []
        var sizes: [[ItemSize]] = []
        for _ in 0 ..< sectionCount {
            let columns = Int.random(in: 1 ... 16, using: &rng)
            let placement: PlacementRule = fillGaps && small(1) == 0 ? .fillGaps(lookahead: Int.random(in: 1 ... 10, using: &rng)) : .shortestColumn
            sections.append(
                SectionConfiguration(
                    columnCount: columns, columnSpacing: small(3), rowSpacing: small(2),
                    insets: insets(), headerHeight: small(1) == 0 ? 0 : small(4), headerInsets: insets(),
                    footerHeight: small(1) == 0 ? 0 : small(4), footerInsets: insets(), placement: placement
                ))
            let count = small(maxItems)
            sizes.append(
                (0 ..< count).map { _ in
                    ItemSize(height: Int.random(in: -3 ... 40, using: &rng), span: allowSpans ? randomSpan(columns: columns, using: &rng) : .single)
                })
        }
        return LayoutCase(options: options, sections: sections, sizes: sizes)
    }

    /// A random span: mostly one column, about 5 % full, 12 % of 2–4 columns or a bad count.
    static func randomSpan(columns: Int, using rng: inout SplitMix64) -> ItemSpan {
        switch Int.random(in: 0 ..< 100, using: &rng) {
        case 0 ..< 5: return .full
        case 5 ..< 15: return .columns(Int.random(in: 2 ... 4, using: &rng))
        case 15: return .columns(Int.random(in: -2 ... 0, using: &rng))
        case 16: return .columns(columns + Int.random(in: 0 ... 3, using: &rng))
        default: return .single
        }
    }

    /// Builds the layout by appending every section's items in one batch; `settled` places what the
    /// last section's look-ahead holds back.
    func build(settled: Bool = false) -> WaterfallLayout {
        var layout = WaterfallLayout(options: options, sections: [sections[0]])
        for (index, section) in sections.enumerated() {
            if index > 0 { layout.appendSection(section) }
            layout.append(sizes[index])
        }
        if settled { layout.placeWaitingItems() }
        return layout
    }

    /// Builds the layout by appending the items in random batches, as `build(settled:)`.
    func buildInBatches(using rng: inout SplitMix64, settled: Bool = false) -> WaterfallLayout {
        var layout = WaterfallLayout(options: options, sections: [sections[0]])
        for (index, section) in sections.enumerated() {
            if index > 0 { layout.appendSection(section) }
            var rest = sizes[index][...]
            while !rest.isEmpty {
                let batch = Int.random(in: 1 ... 31, using: &rng)
                layout.append(rest.prefix(batch))
                rest = rest.dropFirst(batch)
            }
        }
        if settled { layout.placeWaitingItems() }
        return layout
    }
}
