extension WaterfallLayout {
    /// Calls `body` once with the index of every item whose frame shares a row with `rows`, section
    /// by section, column by column (ascending within a column; an item of several columns with its
    /// leftmost column). No allocation.
    ///
    /// O(S' + C log N + k): bisection over the sections, then one bisection per column of each
    /// section the range touches, then the `k` items found (an item of several columns is seen
    /// once in each of its columns).
    public func forEachItem(intersecting rows: Range<Int>, _ body: (Int) -> Void) {
        guard !rows.isEmpty, let first = firstSection(endingAfter: rows.lowerBound) else { return }
        for sectionIndex in first ..< sections.count {
            let state = sections[sectionIndex]
            if state.top >= rows.upperBound { break }
            for (column, list) in state.columnItems.enumerated() {
                visit(list, intersecting: rows) { index in
                    if store.columns[index] == column { body(index) }
                }
            }
            visit(state.spanningItems, intersecting: rows, body)
        }
    }

    /// The indices of every item whose frame shares a row with `rows`, in ascending order.
    /// O(C log N + k log k).
    public func items(intersecting rows: Range<Int>) -> [Int] {
        var found: [Int] = []
        forEachItem(intersecting: rows) { found.append($0) }
        found.sort()
        return found
    }

    /// The item whose frame contains the cell (`x`, `y`), nil for a gap, header or footer. O(log N).
    public func item(atX x: Int, y: Int) -> Int? {
        guard let sectionIndex = firstSection(endingAfter: y), sections[sectionIndex].top <= y else { return nil }
        let state = sections[sectionIndex]
        // A full-span item, or the item of the column at or left of x (which covers the gap right of
        // that column when it spans several).
        let found: Int?
        if let spanning = item(in: state.spanningItems, coveringRow: y) {
            found = spanning
        } else if let column = state.geometry.column(atOrLeftOfX: x) {
            found = item(in: state.columnItems[column], coveringRow: y)
        } else {
            found = nil
        }
        guard let found, frame(ofItem: found).contains(x: x, y: y) else { return nil }
        return found
    }

    /// The first section whose bottom is below `y`, or nil when `y` is past the content. O(log S).
    func firstSection(endingAfter y: Int) -> Int? {
        var low = 0
        var high = sections.count
        while low < high {
            let mid = (low + high) / 2
            if sections[mid].bottom > y { high = mid } else { low = mid + 1 }
        }
        return low < sections.count ? low : nil
    }

    /// Calls `body` for the items of a top-to-bottom `list` that share a row with `rows`.
    @inline(__always)
    func visit(_ list: [Int32], intersecting rows: Range<Int>, _ body: (Int) -> Void) {
        var position = firstPosition(in: list, endingAfter: rows.lowerBound)
        while position < list.count {
            let index = Int(list[position])
            if store.ys[index] >= rows.upperBound { return }
            body(index)
            position += 1
        }
    }

    /// The position in a top-to-bottom `list` of the first item whose bottom is below `y`
    /// (`list.count` when none). O(log n).
    func firstPosition(in list: [Int32], endingAfter y: Int) -> Int {
        list.withUnsafeBufferPointer { buffer in
            var low = 0
            var high = buffer.count
            while low < high {
                let mid = (low + high) / 2
                if store.bottom(of: Int(buffer[mid])) > y { high = mid } else { low = mid + 1 }
            }
            return low
        }
    }

    /// The item of a top-to-bottom `list` that covers row `y`, if any. O(log n).
    func item(in list: [Int32], coveringRow y: Int) -> Int? {
        let position = firstPosition(in: list, endingAfter: y)
        guard position < list.count else { return nil }
        let index = Int(list[position])
        return store.ys[index] <= y ? index : nil
    }
}
