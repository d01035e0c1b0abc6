extension WaterfallLayout {
    /// Calls `body` with the index of every item whose frame shares a row with `rows`, section by
    /// section, column by column (ascending within a column). No allocation.
    ///
    /// O(S' + C log N + k): bisection over the sections, then one bisection per column of each
    /// section the range touches, then the `k` items found.
    public func forEachItem(intersecting rows: Range<Int>, _ body: (Int) -> Void) {
        guard !rows.isEmpty, let first = firstSection(endingAfter: rows.lowerBound) else { return }
        for sectionIndex in first ..< sections.count {
            let state = sections[sectionIndex]
            if state.top >= rows.upperBound { break }
            for list in state.columnItems {
                visit(list, intersecting: rows, body)
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
        if let spanning = item(in: state.spanningItems, coveringRow: y) {
            let frame = frame(ofItem: spanning)
            return frame.contains(x: x, y: y) ? spanning : nil
        }
        guard let column = state.geometry.column(atX: x) else { return nil }
        return item(in: state.columnItems[column], coveringRow: y)
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
    private func visit(_ list: [Int32], intersecting rows: Range<Int>, _ body: (Int) -> Void) {
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
    private func item(in list: [Int32], coveringRow y: Int) -> Int? {
        let position = firstPosition(in: list, endingAfter: y)
        guard position < list.count else { return nil }
        let index = Int(list[position])
        return store.ys[index] <= y ? index : nil
    }
}
