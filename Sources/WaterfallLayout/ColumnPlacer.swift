/// Places the items of one section into its columns: the placement rules over the store's and the
/// section's arrays, seen through unsafe buffers for speed. Valid only inside
/// ``ItemStore/placeWaitingItems(in:direction:)``, which makes it.
struct ColumnPlacer {
    /// Per item, the corrected height.
    let heights: UnsafeBufferPointer<Int32>
    /// Per item, the span asked for (``ItemStore/fullSpanMarker`` or a column count).
    let spans: UnsafeBufferPointer<UInt16>
    /// Per item, the top edge (written).
    let ys: UnsafeMutableBufferPointer<Int>
    /// Per item, the leftmost column or ``ItemStore/waitingMarker`` (written).
    let columns: UnsafeMutableBufferPointer<UInt16>
    /// Per column, the next free row.
    let next: UnsafeMutableBufferPointer<Int>
    /// Per column, the items covering it, top to bottom.
    let lists: UnsafeMutableBufferPointer<[Int32]>
    /// The section's full-span items, top to bottom.
    let spanning: UnsafeMutablePointer<[Int32]>
    /// Rows between two items stacked in one column.
    let spacing: Int
    /// How one-column items choose their column and ties between runs are broken.
    let direction: RenderDirection
    /// The largest value of `next`.
    var tallest: Int
    /// Where the round-robin directions are in their cycle (``SectionState/runLength``).
    var runLength: Int

    /// The section's number of columns.
    var columnCount: Int { next.count }

    /// The rows item `index` takes in a column: its height and the row spacing under it.
    @inline(__always)
    func rows(of index: Int) -> Int { Int(heights[index]) + spacing }

    /// The number of columns item `index` covers.
    @inline(__always)
    func columnSpan(of index: Int) -> Int {
        let span = spans[index]
        if span & ItemStore.pinnedFlag != 0 { return 1 }
        return span == ItemStore.fullSpanMarker ? columnCount : min(Int(span), columnCount)
    }

    /// Whether item `index` asked for a column of its own (``ItemSize/column``).
    @inline(__always)
    func isPinned(_ index: Int) -> Bool { spans[index] & ItemStore.pinnedFlag != 0 }

    /// Places item `index` by the rule of its span. O(C), O(C·k) for `k` columns.
    @inline(__always)
    mutating func place(_ index: Int) {
        let span = spans[index]
        if span == 1 {
            placeSingle(index)
        } else if span & ItemStore.pinnedFlag != 0 {
            let column = Int(span & ~ItemStore.pinnedFlag)
            if column < columnCount {
                put(index, inColumn: column)
                runLength += 1
            } else {
                placeSingle(index)
            }
        } else if span == ItemStore.fullSpanMarker {
            placeFull(index)
        } else {
            let count = min(Int(span), columnCount)
            if count == 1 { placeSingle(index) } else { placeSpan(index, columns: count, from: lowestRun(of: count)) }
        }
    }

    /// Places a one-column item in the column the direction gives. O(C).
    @inline(__always)
    mutating func placeSingle(_ index: Int) {
        let column: Int
        switch direction {
        case .leftToRight: column = runLength % columnCount
        case .rightToLeft: column = columnCount - 1 - runLength % columnCount
        case .shortestFirst: column = Self.shortestColumn(next)
        }
        put(index, inColumn: column)
        runLength += 1
    }

    /// Places a one-column item at the next free row of `column`.
    @inline(__always)
    mutating func put(_ index: Int, inColumn column: Int) {
        let y = next[column]
        ys[index] = y
        columns[index] = UInt16(truncatingIfNeeded: column)
        next[column] = y + rows(of: index)
        tallest = max(tallest, next[column])
        lists[column].append(Int32(truncatingIfNeeded: index))
    }

    /// Places a full-span item below the tallest column and restarts the round robin. O(C).
    mutating func placeFull(_ index: Int) {
        ys[index] = tallest
        columns[index] = 0
        tallest += rows(of: index)
        for column in 0 ..< columnCount { next[column] = tallest }
        runLength = 0
        spanning.pointee.append(Int32(truncatingIfNeeded: index))
    }

    /// Places item `index` across `count` columns from column `first`, below the tallest of them;
    /// the round robin goes on after the run. O(k).
    mutating func placeSpan(_ index: Int, columns count: Int, from first: Int) {
        let run = first ..< first + count
        var y = next[first]
        for column in run { y = max(y, next[column]) }
        ys[index] = y
        columns[index] = UInt16(truncatingIfNeeded: first)
        let below = y + rows(of: index)
        for column in run {
            next[column] = below
            lists[column].append(Int32(truncatingIfNeeded: index))
        }
        tallest = max(tallest, below)
        switch direction {
        case .leftToRight: runLength = run.upperBound % columnCount
        case .rightToLeft: runLength = (columnCount - first) % columnCount
        case .shortestFirst: break
        }
    }

    /// The first column of the run of `count` (at least 2) adjacent columns whose top (the next free row of its
    /// tallest column) is the highest; ties go to the rightmost run for ``RenderDirection/rightToLeft``,
    /// else to the leftmost. O(C·k).
    func lowestRun(of count: Int) -> Int {
        let rightmost = direction == .rightToLeft
        var best = 0
        var bestTop = Int.max
        for first in 0 ... columnCount - count {
            var top = max(next[first], next[first + 1])
            for column in first + 2 ..< first + count { top = max(top, next[column]) }
            // Branch-free, as in shortestColumn(_:).
            let better = top < bestTop || (rightmost && top == bestTop)
            best = better ? first : best
            bestTop = better ? top : bestTop
        }
        return best
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
