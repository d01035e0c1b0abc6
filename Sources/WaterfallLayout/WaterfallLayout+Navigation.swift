extension WaterfallLayout {
    /// The item directly above `index`: the nearest one above it in its own column, or a full-span
    /// item in between. For a full-span item, the lowest item above it (ties: leftmost). When the
    /// section has none, the lowest item of the previous non-empty section. O(C + log N).
    public func itemAbove(_ index: Int) -> Int? {
        let sectionIndex = section(ofItem: index)
        let top = store.ys[index]
        let columns = columnsToSearch(for: index, in: sections[sectionIndex])
        if let found = lowestItem(endingAtOrAbove: top, columns: columns, in: sections[sectionIndex]) {
            return found
        }
        for previous in stride(from: sectionIndex - 1, through: 0, by: -1) where sections[previous].itemCount > 0 {
            let state = sections[previous]
            let column = min(columns.lowerBound, state.geometry.columnCount - 1)
            let searched = store.columns[index] == ItemStore.spanMarker ? 0 ..< state.geometry.columnCount : column ..< column + 1
            return lowestItem(endingAtOrAbove: Int.max, columns: searched, in: state)
        }
        return nil
    }

    /// The item directly below `index`: the nearest one below it in its own column, or a full-span
    /// item in between. For a full-span item, the highest item below it (ties: leftmost). When the
    /// section has none, the highest item of the next non-empty section. O(C + log N).
    public func itemBelow(_ index: Int) -> Int? {
        let sectionIndex = section(ofItem: index)
        let bottom = store.bottom(of: index)
        let columns = columnsToSearch(for: index, in: sections[sectionIndex])
        if let found = highestItem(startingAtOrBelow: bottom, columns: columns, in: sections[sectionIndex]) {
            return found
        }
        for next in sections.indices.dropFirst(sectionIndex + 1) where sections[next].itemCount > 0 {
            let state = sections[next]
            let column = min(columns.lowerBound, state.geometry.columnCount - 1)
            let searched = store.columns[index] == ItemStore.spanMarker ? 0 ..< state.geometry.columnCount : column ..< column + 1
            return highestItem(startingAtOrBelow: Int.min, columns: searched, in: state)
        }
        return nil
    }

    /// The item in the column left of `index`'s that is vertically nearest to its middle row, nil in
    /// the first column, for a full-span item, or when that column is empty. O(log N).
    public func itemLeft(of index: Int) -> Int? {
        neighbour(of: index, columnOffset: -1)
    }

    /// The item in the column right of `index`'s that is vertically nearest to its middle row, nil in
    /// the last column, for a full-span item, or when that column is empty. O(log N).
    public func itemRight(of index: Int) -> Int? {
        neighbour(of: index, columnOffset: 1)
    }

    /// The item in column `column` of `index`'s section vertically nearest to `index`'s middle row.
    private func neighbour(of index: Int, columnOffset: Int) -> Int? {
        guard let ownColumn = column(ofItem: index) else { return nil }
        let state = sections[section(ofItem: index)]
        let column = ownColumn + columnOffset
        guard column >= 0, column < state.geometry.columnCount else { return nil }
        let middle = store.ys[index] + (Int(store.heights[index]) - 1) / 2
        return nearestItem(toRow: middle, in: state.columnItems[column])
    }

    /// The item of a top-to-bottom `list` that covers `row` or, when none does, the one whose edge
    /// is nearest (ties: the upper one). nil for an empty list. O(log n).
    func nearestItem(toRow row: Int, in list: [Int32]) -> Int? {
        let position = firstPosition(in: list, endingAfter: row)
        let below = position < list.count ? Int(list[position]) : nil
        let above = position > 0 ? Int(list[position - 1]) : nil
        guard let below else { return above }
        if store.ys[below] <= row { return below }
        guard let above else { return below }
        let distanceBelow = store.ys[below] - row
        let distanceAbove = row - (store.bottom(of: above) - 1)
        return distanceAbove <= distanceBelow ? above : below
    }

    /// The columns searched for vertical neighbours: the item's own, or all for a full-span item.
    private func columnsToSearch(for index: Int, in state: SectionState) -> Range<Int> {
        guard let column = column(ofItem: index) else { return 0 ..< state.geometry.columnCount }
        return column ..< column + 1
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
