extension WaterfallLayout {
    /// The span item `index` asked for (a column count above ``maximumColumnCount`` is cut to it,
    /// one of 0 or less is 1). O(1).
    public func span(ofItem index: Int) -> ItemSpan { store.span(of: index) }

    /// The number of columns item `index` covers: its span clamped to its section's column count,
    /// so that a caller can see when the section could not give what was asked for. O(log S).
    public func columnSpan(ofItem index: Int) -> Int {
        store.columnSpan(of: index, columnCount: sections[section(ofItem: index)].geometry.columnCount)
    }

    /// The columns item `index` covers, left to right, or nil when it is not placed yet. O(log S).
    public func columnRange(ofItem index: Int) -> Range<Int>? {
        guard store.isPlaced(index) else { return nil }
        let first = Int(store.columns[index])
        return first ..< first + columnSpan(ofItem: index)
    }

    /// The size item `index` has in the layout: its corrected height and the span it asked for.
    public func size(ofItem index: Int) -> ItemSize {
        ItemSize(height: Int(store.heights[index]), span: store.span(of: index))
    }

    /// Whether item `index` has its frame: false while the look-ahead of
    /// ``PlacementRule/fillGaps(lookahead:)`` holds it back. O(1).
    public func isPlaced(_ index: Int) -> Bool { store.isPlaced(index) }

    /// The items the look-ahead holds back, ascending: an item of several columns fewer than its
    /// section's look-ahead items from the end and the items after it not placed yet. Only the last
    /// section has any. O(lookahead).
    public var waitingItems: [Int] {
        let state = sections[sections.count - 1]
        return (state.nextToPlace ..< state.itemRange.upperBound).filter { !store.isPlaced($0) }
    }

    /// Places every item the look-ahead holds back, as if no more items will come (call it when the
    /// pager reaches the end). Later appends wait again. Existing frames do not move.
    public mutating func placeWaitingItems() {
        let last = sections.count - 1
        sections[last].isSettled = true
        store.placeWaitingItems(in: &sections[last], direction: options.direction)
    }

    /// The items of `section` that ``PlacementRule/fillGaps(lookahead:)`` placed early, in the order
    /// they were placed: the difference between the placement order and the index order.
    public func placementMoves(inSection section: Int) -> [PlacementMove] {
        sections[section].moves
    }

    /// The placed items of `section` in the order they were placed (index order, save the moves of
    /// ``placementMoves(inSection:)``). O(n) for the section's `n` items.
    public func placementOrder(ofSection section: Int) -> [Int] {
        let state = sections[section]
        let moved = Set(state.moves.map(\.item))
        var order: [Int] = []
        order.reserveCapacity(state.itemCount)
        var move = state.moves.startIndex
        for index in state.itemRange where store.isPlaced(index) && !moved.contains(index) {
            while move < state.moves.endIndex, state.moves[move].placedBefore == index {
                order.append(state.moves[move].item)
                move += 1
            }
            order.append(index)
        }
        return order
    }
}
