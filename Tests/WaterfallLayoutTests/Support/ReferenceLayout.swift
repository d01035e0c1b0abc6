import WaterfallLayout

/// A deliberately plain re-statement of the documented layout rules, computed from scratch the way
/// the articles do (all frames recomputed, column heights in an array), used as an oracle.
struct ReferenceLayout {
    var frames: [LayoutRect] = []
    var headers: [LayoutRect?] = []
    var footers: [LayoutRect?] = []
    var sectionBottoms: [Int] = []
    var contentHeight = 0
    /// Per section, the y of the first item row.
    var itemsTops: [Int] = []

    init(_ scenario: LayoutCase) {
        let width = max(0, scenario.options.width)
        let policy = scenario.options.heightPolicy
        var top = 0
        for (sectionIndex, raw) in scenario.sections.enumerated() {
            let columns = max(1, raw.columnCount)
            let spacing = max(0, raw.columnSpacing)
            let rowSpacing = max(0, raw.rowSpacing)
            let insets = EdgeInsets(
                top: max(0, raw.insets.top), left: max(0, raw.insets.left),
                bottom: max(0, raw.insets.bottom), right: max(0, raw.insets.right))
            let available = width - insets.left - insets.right - (columns - 1) * spacing
            let columnWidth = max(1, available / columns)
            let leftover = max(0, available - columnWidth * columns)
            let x0 = insets.left + leftover / 2
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
            var columnHeights = Array(repeating: cursor, count: columns)
            var run = 0
            for size in scenario.sizes[sectionIndex] {
                let height = policy.correctedHeight(size.height)
                if size.isFullSpan {
                    let y = columnHeights.max() ?? cursor
                    frames.append(LayoutRect(x: x0, y: y, width: columns * columnWidth + (columns - 1) * spacing, height: height))
                    columnHeights = Array(repeating: y + height + rowSpacing, count: columns)
                    run = 0
                    continue
                }
                let column: Int
                switch scenario.options.direction {
                case .shortestFirst: column = columnHeights.firstIndex(of: columnHeights.min() ?? 0) ?? 0
                case .leftToRight: column = run % columns
                case .rightToLeft: column = columns - 1 - run % columns
                }
                run += 1
                frames.append(LayoutRect(x: x0 + column * (columnWidth + spacing), y: columnHeights[column], width: columnWidth, height: height))
                columnHeights[column] += height + rowSpacing
            }
            let itemsBottom = scenario.sizes[sectionIndex].isEmpty ? cursor : (columnHeights.max() ?? cursor) - rowSpacing
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
        }
        contentHeight = max(top, max(0, scenario.options.minimumContentHeight))
    }
}
