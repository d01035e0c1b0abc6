import WaterfallLayout

/// A deliberately plain re-statement of the documented layout rules, computed from scratch the way
/// the articles do (all frames recomputed, column heights in an array), used as an oracle: a span
/// tries every run of its columns, and the fill-gaps rule tries every candidate in every hole.
struct ReferenceLayout {
    var frames: [Rect] = []
    var headers: [Rect?] = []
    var footers: [Rect?] = []
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
                headers.append(Rect(x: h.left, y: cursor + h.top, width: max(0, width - h.left - h.right), height: raw.headerHeight))
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
            var placed: [Rect?] = Array(repeating: nil, count: sizes.count)
            var order: [Int] = []
            var sectionMoves: [PlacementMove] = []
            func put(_ item: Int, column: Int) {
                let height = policy.correctedHeight(sizes[item].height)
                placed[item] = Rect(x: x0 + column * (columnWidth + spacing), y: columnHeights[column], width: columnWidth, height: height)
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
                if lookahead > 0 && k > 1 && size.span != .full {
                    // A full-span item is a barrier: no item after it is taken, and it completes the window.
                    let window = item + 1 ..< min(sizes.count, item + lookahead + 1)
                    let barrier = window.first { sizes[$0].span == .full }
                    if !isSettled && barrier == nil && item + lookahead >= sizes.count { break itemLoop }
                    let candidates = (item + 1 ..< (barrier ?? window.upperBound)).filter { placed[$0] == nil && count(of: sizes[$0]) == 1 }
                    let rows = candidates.map { policy.correctedHeight(sizes[$0].height) + rowSpacing }
                    let fill = Self.fillGaps(tops: Array(columnHeights[first ..< first + k]), rows: rows)
                    for (candidate, column) in fill {
                        put(candidates[candidate], column: first + column)
                        sectionMoves.append(PlacementMove(item: globalStart + candidates[candidate], placedBefore: globalStart + item))
                    }
                }
                let y = k == columns && size.span == .full ? (columnHeights.max() ?? cursor) : (columnHeights[first ..< first + k].max() ?? cursor)
                placed[item] = Rect(x: x0 + first * (columnWidth + spacing), y: y, width: spanWidth(k), height: height)
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
                frames.append(placed[index] ?? Rect(x: x0, y: itemsBottom, width: spanWidth(count(of: size)), height: 0))
            }
            orders.append(order)
            moves.append(sectionMoves)
            cursor = itemsBottom + insets.bottom
            if raw.footerHeight > 0 {
                let f = raw.footerInsets
                footers.append(Rect(x: f.left, y: cursor + f.top, width: max(0, width - f.left - f.right), height: raw.footerHeight))
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

    /// The fill-gaps choice for a run whose columns' tops are `tops` and candidates of `rows` rows:
    /// every level (the tallest top, then the lowest heights a candidate reaches on a column: 24
    /// for two columns, 48 / k for k columns, at least 6),
    /// every column filled, largest hole first, with the best of every subset of the candidates
    /// left; returns (candidate, column) pairs in the order placed.
    static func fillGaps(tops: [Int], rows: [Int]) -> [(Int, Int)] {
        let top = tops.max() ?? 0
        var best: (white: Int, top: Int, moves: [(Int, Int)]) = (whiteSpace(tops), top, [])
        guard best.white > 0, !rows.isEmpty else { return [] }
        let higher = Array(Set(tops.flatMap { columnTop in rows.map { columnTop + $0 } }.filter { $0 > top })).sorted()
        for level in [top] + higher.prefix(max(6, 48 / max(2, tops.count))) {
            var levelTops = tops
            var used: Set<Int> = []
            var moves: [(Int, Int)] = []
            for column in tops.indices.sorted(by: { (tops[$0], $0) < (tops[$1], $1) }) where levelTops[column] < level {
                let capacity = min(level - levelTops[column], 4096)
                let fitting = rows.indices.filter { !used.contains($0) && rows[$0] <= capacity }
                // The subset of `fitting` with the largest sum within the capacity; ties: the
                // smallest mask, bit i standing for fitting[i] (the latest item earliest).
                var bestMask = 0
                var bestSum = 0
                for mask in 0 ..< (1 << fitting.count) {
                    let sum = fitting.indices.filter { mask & (1 << $0) != 0 }.reduce(0) { $0 + rows[fitting[$1]] }
                    if sum <= capacity && sum > bestSum { (bestMask, bestSum) = (mask, sum) }
                }
                for bit in fitting.indices where bestMask & (1 << bit) != 0 {
                    used.insert(fitting[bit])
                    levelTops[column] += rows[fitting[bit]]
                    moves.append((fitting[bit], column))
                }
            }
            let white = whiteSpace(levelTops)
            let levelTop = levelTops.max() ?? 0
            if white < best.white || (white == best.white && !moves.isEmpty && (levelTop, moves.count) < (best.top, best.moves.count)) {
                best = (white, levelTop, moves)
            }
            if best.white == 0 { break }
        }
        return best.moves
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
