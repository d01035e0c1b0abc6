/// The per-item placement of every item, stored column-wise (struct of arrays) for speed and
/// memory: about 14 bytes an item.
struct ItemStore: Sendable {
    /// Per item, the top edge.
    var ys: [Int] = []
    /// Per item, the corrected height.
    var heights: [Int32] = []
    /// Per item, its column, or ``spanMarker`` for a full-span item.
    var columns: [UInt16] = []

    /// The value of `columns` for an item spanning all columns.
    static let spanMarker = UInt16.max

    /// The number of items.
    var count: Int { ys.count }

    /// The bottom edge (`y + height`) of item `index`.
    @inline(__always)
    func bottom(of index: Int) -> Int { ys[index] + Int(heights[index]) }

    /// Adds an unplaced item with a corrected height.
    mutating func add(height: Int, spansAllColumns: Bool) {
        heights.append(Int32(height))
        ys.append(0)
        columns.append(spansAllColumns ? Self.spanMarker : 0)
    }

    /// Places item `index` (whose height and span flag are set) at the end of `state`, choosing its
    /// column by `direction`. O(C).
    @inline(__always)
    mutating func place(_ index: Int, in state: inout SectionState, direction: RenderDirection) {
        let height = Int(heights[index])
        let spacing = state.configuration.rowSpacing
        if columns[index] == Self.spanMarker {
            let y = state.tallestNext
            let next = y + height + spacing
            ys[index] = y
            for column in state.columnNext.indices { state.columnNext[column] = next }
            state.tallestNext = next
            state.runLength = 0
            state.spanningItems.append(Int32(truncatingIfNeeded: index))
            return
        }
        let column = Self.nextColumn(in: state, direction: direction)
        let y = state.columnNext[column]
        let next = y + height + spacing
        state.columnNext[column] = next
        if next > state.tallestNext { state.tallestNext = next }
        state.runLength += 1
        ys[index] = y
        columns[index] = UInt16(truncatingIfNeeded: column)
        state.columnItems[column].append(Int32(truncatingIfNeeded: index))
    }

    /// The column the next non-spanning item of `state` goes into.
    @inline(__always)
    static func nextColumn(in state: SectionState, direction: RenderDirection) -> Int {
        let count = state.columnNext.count
        switch direction {
        case .leftToRight:
            return state.runLength % count
        case .rightToLeft:
            return count - 1 - state.runLength % count
        case .shortestFirst:
            return state.columnNext.withUnsafeBufferPointer { next in
                var best = 0
                var bestY = next[0]
                for column in 1 ..< count where next[column] < bestY {
                    best = column
                    bestY = next[column]
                }
                return best
            }
        }
    }
}
