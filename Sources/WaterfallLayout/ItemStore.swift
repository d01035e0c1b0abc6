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

    /// Adds unplaced items with heights corrected by `policy`.
    mutating func add(_ sizes: [ItemSize], policy: ItemHeightPolicy) {
        heights.append(contentsOf: sizes.lazy.map { Int32(policy.correctedHeight($0.height)) })
        columns.append(contentsOf: sizes.lazy.map { $0.isFullSpan ? Self.spanMarker : 0 })
        ys.append(contentsOf: repeatElement(0, count: sizes.count))
    }

    /// Places the items of `range` (whose heights and span flags are set), in order, at the end of
    /// `state`, choosing columns by `direction`. O(C) per item.
    mutating func place(_ range: Range<Int>, in state: inout SectionState, direction: RenderDirection) {
        guard !range.isEmpty else { return }
        let spacing = state.configuration.rowSpacing
        let columnCount = state.columnNext.count
        var tallest = state.tallestNext
        var runLength = state.runLength
        // Room for a large batch in every column list at once (growing at least geometrically, so
        // small appends stay amortized O(1)) instead of doubling step by step inside the loop.
        let expectedPerColumn = range.count / columnCount + 16
        for column in state.columnItems.indices {
            let needed = state.columnItems[column].count + expectedPerColumn
            let capacity = state.columnItems[column].capacity
            if capacity < needed { state.columnItems[column].reserveCapacity(max(needed, capacity * 2)) }
        }
        heights.withUnsafeBufferPointer { heights in
            ys.withUnsafeMutableBufferPointer { ys in
                columns.withUnsafeMutableBufferPointer { columns in
                    state.columnNext.withUnsafeMutableBufferPointer { next in
                        state.columnItems.withUnsafeMutableBufferPointer { lists in
                            for index in range {
                                let height = Int(heights[index])
                                if columns[index] == Self.spanMarker {
                                    ys[index] = tallest
                                    tallest += height + spacing
                                    for column in 0 ..< columnCount { next[column] = tallest }
                                    runLength = 0
                                    state.spanningItems.append(Int32(truncatingIfNeeded: index))
                                    continue
                                }
                                let column: Int
                                switch direction {
                                case .leftToRight: column = runLength % columnCount
                                case .rightToLeft: column = columnCount - 1 - runLength % columnCount
                                case .shortestFirst: column = Self.shortestColumn(next)
                                }
                                let y = next[column]
                                ys[index] = y
                                columns[index] = UInt16(truncatingIfNeeded: column)
                                next[column] = y + height + spacing
                                tallest = max(tallest, next[column])
                                runLength += 1
                                lists[column].append(Int32(truncatingIfNeeded: index))
                            }
                        }
                    }
                }
            }
        }
        state.tallestNext = tallest
        state.runLength = runLength
    }

    /// The column whose next free row is the highest, ties to the leftmost. Branch-free: which
    /// column is shortest is unpredictable, so a mispredicted branch per column would dominate.
    @inline(__always)
    static func shortestColumn(_ next: UnsafeMutableBufferPointer<Int>) -> Int {
        var best = 0
        var bestY = next[0]
        for candidate in 1 ..< next.count {
            let candidateY = next[candidate]
            let shorter = candidateY < bestY
            best = shorter ? candidate : best
            bestY = shorter ? candidateY : bestY
        }
        return best
    }
}
