import WaterfallLayout

/// A deliberately plain re-statement of the documented layout rules, computed from scratch the way
/// the articles do (all frames recomputed, column heights in an array), used as an oracle: a span
/// tries every run of its columns, and the fill-gaps rule tries every candidate in every hole.
struct ReferenceLayout {
    var frames: [LayoutRect] = []
    var headers: [LayoutRect?] = []
    var footers: [LayoutRect?] = []
    var sectionBottoms: [Int] = []
    var contentHeight = 0
    /// Per section, the y of the first item row.
    var itemsTops: [Int] = []
    /// Per section, the global indices of the placed items in the order they were placed.
    var orders: [[Int]] = []
    /// Per section, the items moved early and the span each went before.
    var moves: [[PlacementMove]] = []

    /// The layout of `scenario` with every section's items appended at once; `settled` places what
    /// the last section's look-ahead holds back.
    init(_ scenario: LayoutCase, settled: Bool = false) {
        let width = max(0, scenario.options.width)
        let policy = scenario.options.heightPolicy
        let direction = scenario.options.direction
        var top = 0
        var globalStart = 0
        for (sectionIndex, raw) in scenario.sections.enumerated() {
            let columns = max(1, raw.columnCount)
            let spacing = max(0, raw.columnSpacing)
            let rowSpacing = max(0, raw.rowSpacing)
            let lookahead = min(max(0, raw.placement == .shortestColumn ? 0 : Self.lookahead(of: raw.placement)), 64)
            let isSettled = settled || sectionIndex < scenario.sections.count - 1
            let insets = EdgeInsets(
                top: max(0, raw.insets.top), left: max(0, raw.insets.left),
                bottom: max(0, raw.insets.bottom), right: max(0, raw.insets.right))
            let available = width - insets.left - insets.right - (columns - 1) * spacing
            let columnWidth = max(1, available / columns)
            let leftover = max(0, available - columnWidth * columns)
            let x0 = insets.left + leftover / 2
            func spanWidth(_ count: Int) -> Int { count * columnWidth + (count - 1) * spacing }
            var cursor = top
            if raw.headerHeight > 0 {
                let h = raw.headerInsets
                headers.append(LayoutRect(x: h.left, y: cursor + h.top, width: max(0, width - h.left - h.right), height: raw.headerHeight))
                cursor += h.top + raw.headerHeight + h.bottom
            } else {
                headers.append(nil)
            }
            cursor += insets.top
            itemsTops.append(cursor)
            let sizes = scenario.sizes[sectionIndex]
            func count(of size: ItemSize) -> Int {
                switch size.span {
                case .full: return columns
                case .columns(let asked): return min(max(1, asked), columns)
                }
            }
            var columnHeights = Array(repeating: cursor, count: columns)
            var run = 0
            var placed: [LayoutRect?] = Array(repeating: nil, count: sizes.count)
            var order: [Int] = []
            var sectionMoves: [PlacementMove] = []
            func put(_ item: Int, column: Int) {
                let height = policy.correctedHeight(sizes[item].height)
                placed[item] = LayoutRect(x: x0 + column * (columnWidth + spacing), y: columnHeights[column], width: columnWidth, height: height)
                columnHeights[column] += height + rowSpacing
                order.append(globalStart + item)
            }
            // Every run of `count` columns, its top the tallest of them; the highest top wins, ties
            // to the leftmost run (the rightmost one from the right).
            func bestRun(_ count: Int) -> Int {
                let runs = Array(0 ... columns - count)
                let tops = runs.map { first in (first ..< first + count).map { columnHeights[$0] }.max() ?? 0 }
                let best = tops.min() ?? 0
                let tied = runs.filter { tops[$0] == best }
                return (direction == .rightToLeft ? tied.last : tied.first) ?? 0
            }
            var item = 0
            itemLoop: while item < sizes.count {
                defer { item += 1 }
                if placed[item] != nil { continue }
                let size = sizes[item]
                let height = policy.correctedHeight(size.height)
                let k = count(of: size)
                if size.span != .full && k == 1 {
                    let column: Int
                    switch direction {
                    case .shortestFirst: column = columnHeights.firstIndex(of: columnHeights.min() ?? 0) ?? 0
                    case .leftToRight: column = run % columns
                    case .rightToLeft: column = columns - 1 - run % columns
                    }
                    run += 1
                    put(item, column: column)
                    continue
                }
                let first = k == columns ? 0 : bestRun(k)
                if lookahead > 0 && k > 1 {
                    if !isSettled && item + lookahead >= sizes.count { break itemLoop }
                    let candidates = (item + 1 ..< min(sizes.count, item + lookahead + 1)).filter { placed[$0] == nil && count(of: sizes[$0]) == 1 }
                    var used: Set<Int> = []
                    while true {
                        let runTops = Array(columnHeights[first ..< first + k])
                        let white = Self.whiteSpace(runTops)
                        guard white > 0 else { break }
                        var best: (candidate: Int, column: Int, white: Int, top: Int)?
                        for candidate in candidates where !used.contains(candidate) {
                            for column in 0 ..< k where runTops[column] < (runTops.max() ?? 0) {
                                var trial = runTops
                                trial[column] += policy.correctedHeight(sizes[candidate].height) + rowSpacing
                                let trialWhite = Self.whiteSpace(trial)
                                let trialTop = trial.max() ?? 0
                                guard trialWhite < white else { continue }
                                if let current = best, (current.white, current.top) <= (trialWhite, trialTop) { continue }
                                best = (candidate, column, trialWhite, trialTop)
                            }
                        }
                        guard let best else { break }
                        used.insert(best.candidate)
                        put(best.candidate, column: first + best.column)
                        sectionMoves.append(PlacementMove(item: globalStart + best.candidate, placedBefore: globalStart + item))
                    }
                }
                let y = k == columns && size.span == .full ? (columnHeights.max() ?? cursor) : (columnHeights[first ..< first + k].max() ?? cursor)
                placed[item] = LayoutRect(x: x0 + first * (columnWidth + spacing), y: y, width: spanWidth(k), height: height)
                order.append(globalStart + item)
                if size.span == .full {
                    columnHeights = Array(repeating: y + height + rowSpacing, count: columns)
                    run = 0
                } else {
                    for column in first ..< first + k { columnHeights[column] = y + height + rowSpacing }
                    switch direction {
                    case .leftToRight: run = (first + k) % columns
                    case .rightToLeft: run = (columns - first) % columns
                    case .shortestFirst: break
                    }
                }
            }
            let anyPlaced = placed.contains { $0 != nil }
            let itemsBottom = anyPlaced ? (columnHeights.max() ?? cursor) - rowSpacing : cursor
            for (index, size) in sizes.enumerated() {
                frames.append(placed[index] ?? LayoutRect(x: x0, y: itemsBottom, width: spanWidth(count(of: size)), height: 0))
            }
            orders.append(order)
            moves.append(sectionMoves)
            cursor = itemsBottom + insets.bottom
            if raw.footerHeight > 0 {
                let f = raw.footerInsets
                footers.append(LayoutRect(x: f.left, y: cursor + f.top, width: max(0, width - f.left - f.right), height: raw.footerHeight))
                cursor += f.top + raw.footerHeight + f.bottom
            } else {
                footers.append(nil)
            }
            sectionBottoms.append(cursor)
            top = cursor
            globalStart += sizes.count
        }
        contentHeight = max(top, max(0, scenario.options.minimumContentHeight))
    }

    /// The rows above a span over columns whose tops are `tops`: each column's distance to the tallest.
    static func whiteSpace(_ tops: [Int]) -> Int {
        let highest = tops.max() ?? 0
        return tops.reduce(0) { $0 + highest - $1 }
    }

    /// The look-ahead of a fill-gaps rule.
    static func lookahead(of rule: PlacementRule) -> Int {
        if case .fillGaps(let lookahead) = rule { return lookahead }
        return 0
    }
}
