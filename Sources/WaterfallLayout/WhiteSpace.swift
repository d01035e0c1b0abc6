/// The empty space a section's placement left between its items, in column rows: per column, the
/// rows from the section's first item row to the column's last item that no item covers (the row
/// spacing under each item counts as covered). The ragged edge below each column's last item is not
/// white space. See ``WaterfallLayout/whiteSpace(inSection:)``.
public struct WhiteSpace: Hashable, Sendable {
    /// Column rows left empty above the columns' last items.
    public var emptyRows: Int
    /// Column rows from the first item row to each column's last item (and its row spacing), summed
    /// over the columns.
    public var laidOutRows: Int

    /// Creates a measure.
    public init(emptyRows: Int, laidOutRows: Int) {
        self.emptyRows = emptyRows
        self.laidOutRows = laidOutRows
    }

    /// The share of the laid-out rows left empty, 0 when nothing is laid out.
    public var share: Double { laidOutRows == 0 ? 0 : Double(emptyRows) / Double(laidOutRows) }

    /// The sum of two measures (of two sections, or two layouts).
    public static func + (lhs: WhiteSpace, rhs: WhiteSpace) -> WhiteSpace {
        WhiteSpace(emptyRows: lhs.emptyRows + rhs.emptyRows, laidOutRows: lhs.laidOutRows + rhs.laidOutRows)
    }
}

extension WaterfallLayout {
    /// The white space `section`'s placed items leave (see ``WhiteSpace``). O(n·k) for its `n`
    /// items of `k` columns on average.
    public func whiteSpace(inSection section: Int) -> WhiteSpace {
        let state = sections[section]
        let spacing = state.configuration.rowSpacing
        func coveredRows(_ list: [Int32]) -> Int { list.reduce(0) { $0 + Int(store.heights[Int($1)]) + spacing } }
        let fullSpanRows = coveredRows(state.spanningItems)
        var measure = WhiteSpace(emptyRows: 0, laidOutRows: 0)
        for (column, list) in state.columnItems.enumerated() {
            let laidOut = state.columnNext[column] - state.itemsTop
            measure.laidOutRows += laidOut
            measure.emptyRows += laidOut - coveredRows(list) - fullSpanRows
        }
        return measure
    }
}
