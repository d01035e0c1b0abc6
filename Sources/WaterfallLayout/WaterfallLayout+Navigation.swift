extension WaterfallLayout {
    /// The item directly above `index`: the lowest one ending above it in its columns (one, the
    /// several of an item of several columns, or all for a full-span item), a full-span item in
    /// between included; ties go to the leftmost column. When the section has none, the lowest item
    /// of the same columns of the previous non-empty section. nil for an item not placed yet.
    /// O(k log N) for an item of `k` columns.
    public func itemAbove(_ index: Int) -> Int? {
        guard let columns = columnsToSearch(for: index) else { return nil }
        let sectionIndex = section(ofItem: index)
        if let found = lowestItem(endingAtOrAbove: store.ys[index], columns: columns, in: sections[sectionIndex]) {
            return found
        }
        for previous in stride(from: sectionIndex - 1, through: 0, by: -1) where sections[previous].itemCount > 0 {
            let state = sections[previous]
            return lowestItem(endingAtOrAbove: Int.max, columns: columnsSearched(in: state, for: index, columns: columns), in: state)
        }
        return nil
    }

    /// The item directly below `index`: the highest one starting below it in its columns (as
    /// ``itemAbove(_:)``), a full-span item in between included; ties go to the leftmost column. When
    /// the section has none, the highest item of the same columns of the next non-empty section.
    /// nil for an item not placed yet. O(k log N) for an item of `k` columns.
    public func itemBelow(_ index: Int) -> Int? {
        guard let columns = columnsToSearch(for: index) else { return nil }
        let sectionIndex = section(ofItem: index)
        if let found = highestItem(startingAtOrBelow: store.bottom(of: index), columns: columns, in: sections[sectionIndex]) {
            return found
        }
        for next in sections.indices.dropFirst(sectionIndex + 1) where sections[next].itemCount > 0 {
            let state = sections[next]
            return highestItem(startingAtOrBelow: Int.min, columns: columnsSearched(in: state, for: index, columns: columns), in: state)
        }
        return nil
    }

    /// The item in the column left of `index`'s (left of its leftmost one) that shares the most rows
    /// with it (ties: the upper one) or, when none does, the nearest by its edge; nil in the first
    /// column, for a full-span item, an item not placed yet, or when that column is empty.
    /// O(log N + m) for the `m` items beside it.
    public func itemLeft(of index: Int) -> Int? {
        neighbour(of: index, onTheLeft: true)
    }

    /// The item in the column right of `index`'s (right of its rightmost one) that shares the most
    /// rows with it, as ``itemLeft(of:)``; nil in the last column.
    public func itemRight(of index: Int) -> Int? {
        neighbour(of: index, onTheLeft: false)
    }

    /// The item beside `index` in the column next to its run, on the left or on the right.
    private func neighbour(of index: Int, onTheLeft: Bool) -> Int? {
        guard !isFullSpan(index), let columns = columnRange(ofItem: index) else { return nil }
        let state = sections[section(ofItem: index)]
        let column = onTheLeft ? columns.lowerBound - 1 : columns.upperBound
        guard column >= 0, column < state.geometry.columnCount else { return nil }
        return mostOverlapping(store.ys[index] ..< store.bottom(of: index), in: state.columnItems[column])
    }

    /// The item of a top-to-bottom `list` that shares the most rows with `rows` (ties: the upper
    /// one) or, when none does, the one whose edge is nearest (ties: the upper one). nil for an empty
    /// list. O(log n + m) for the `m` items sharing rows.
    func mostOverlapping(_ rows: Range<Int>, in list: [Int32]) -> Int? {
        let first = firstPosition(in: list, endingAfter: rows.lowerBound)
        var best: Int?
        var bestOverlap = 0
        var position = first
        while position < list.count, store.ys[Int(list[position])] < rows.upperBound {
            let candidate = Int(list[position])
            let overlap = min(store.bottom(of: candidate), rows.upperBound) - max(store.ys[candidate], rows.lowerBound)
            if overlap > bestOverlap {
                best = candidate
                bestOverlap = overlap
            }
            position += 1
        }
        if let best { return best }
        let above = first > 0 ? Int(list[first - 1]) : nil
        let below = first < list.count ? Int(list[first]) : nil
        guard let below else { return above }
        guard let above else { return below }
        let distanceAbove = rows.lowerBound - store.bottom(of: above)
        let distanceBelow = store.ys[below] - rows.upperBound
        return distanceAbove <= distanceBelow ? above : below
    }

    /// The columns searched for vertical neighbours of `index`: its own, or all for a full-span
    /// item; nil when it is not placed yet.
    private func columnsToSearch(for index: Int) -> Range<Int>? {
        guard let columns = columnRange(ofItem: index) else { return nil }
        return isFullSpan(index) ? 0 ..< sections[section(ofItem: index)].geometry.columnCount : columns
    }

    /// The columns of another section searched for the vertical neighbours of `index`, whose own
    /// are `columns`: all for a full-span item, else `columns` cut to the section's count (its last
    /// column when they all lie beyond it).
    private func columnsSearched(in state: SectionState, for index: Int, columns: Range<Int>) -> Range<Int> {
        let count = state.geometry.columnCount
        guard !isFullSpan(index) else { return 0 ..< count }
        let first = min(columns.lowerBound, count - 1)
        return first ..< max(first + 1, min(columns.upperBound, count))
    }

    /// The item with the lowest bottom not below `y` among `columns` and the full-span items of
    /// `state`; ties go to the leftmost column.
    private func lowestItem(endingAtOrAbove y: Int, columns: Range<Int>, in state: SectionState) -> Int? {
        var best: Int?
        var bestBottom = Int.min
        func consider(_ list: [Int32]) {
            let position = firstPosition(in: list, endingAfter: y)
            guard position > 0 else { return }
            let candidate = Int(list[position - 1])
            let bottom = store.bottom(of: candidate)
            if bottom > bestBottom {
                best = candidate
                bestBottom = bottom
            }
        }
        for column in columns { consider(state.columnItems[column]) }
        consider(state.spanningItems)
        return best
    }

    /// The item with the highest top not above `y` among `columns` and the full-span items of
    /// `state`; ties go to the leftmost column.
    private func highestItem(startingAtOrBelow y: Int, columns: Range<Int>, in state: SectionState) -> Int? {
        var best: Int?
        var bestTop = Int.max
        func consider(_ list: [Int32]) {
            var position = firstPosition(in: list, endingAfter: y)
            while position < list.count, store.ys[Int(list[position])] < y { position += 1 }
            guard position < list.count else { return }
            let candidate = Int(list[position])
            if store.ys[candidate] < bestTop {
                best = candidate
                bestTop = store.ys[candidate]
            }
        }
        for column in columns { consider(state.columnItems[column]) }
        consider(state.spanningItems)
        return best
    }
}
