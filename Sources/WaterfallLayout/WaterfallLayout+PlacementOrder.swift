extension WaterfallLayout {
    /// Whether the last section is settled: ``placeWaitingItems()`` was called and no append came
    /// after it, so that a span near its end does not wait (also after inserts and removals).
    public var isSettled: Bool { sections[sections.count - 1].isSettled }

    /// The item placed right after `index` (the reading order of ``placementOrder(ofSection:)``,
    /// going on into the next sections), nil after the last placed item or for an item not placed.
    /// O(log m + lookahead) for the `m` moves of its section.
    public func itemPlaced(after index: Int) -> Int? {
        guard store.isPlaced(index) else { return nil }
        var sectionIndex = section(ofItem: index)
        let moves = sections[sectionIndex].moves
        var next = index + 1
        if let move = move(of: index, in: sectionIndex) {
            let following = move + 1
            if following < moves.count, moves[following].placedBefore == moves[move].placedBefore { return moves[following].item }
            return moves[move].placedBefore
        }
        while true {
            let end = sections[sectionIndex].itemRange.upperBound
            while next < end, move(of: next, in: sectionIndex) != nil { next += 1 }
            if next < end {
                guard store.isPlaced(next) else { return nil }
                return firstMove(before: next, in: sectionIndex).map { sections[sectionIndex].moves[$0].item } ?? next
            }
            sectionIndex += 1
            guard sectionIndex < sections.count else { return nil }
            next = sections[sectionIndex].itemStart
        }
    }

    /// The item placed right before `index` (as ``itemPlaced(after:)``, going back into the
    /// previous sections), nil before the first item or for an item not placed. O(log m + lookahead).
    public func itemPlaced(before index: Int) -> Int? {
        guard store.isPlaced(index) else { return nil }
        let sectionIndex = section(ofItem: index)
        let moves = sections[sectionIndex].moves
        if let first = firstMove(before: index, in: sectionIndex) {
            var last = first
            while last + 1 < moves.count, moves[last + 1].placedBefore == index { last += 1 }
            return moves[last].item
        }
        var previous = index
        if let move = move(of: index, in: sectionIndex) {
            if move > 0, moves[move - 1].placedBefore == moves[move].placedBefore { return moves[move - 1].item }
            previous = moves[move].placedBefore
        }
        return lastInReadingOrder(atOrBefore: previous - 1, inSection: sectionIndex)
    }

    /// The first item in reading order (the first section's first item, or the first placed before
    /// it), nil when none is placed. O(S + log m).
    public var firstPlacedItem: Int? {
        guard let section = sections.firstIndex(where: { $0.itemCount > 0 }), store.isPlaced(sections[section].itemStart) else { return nil }
        let first = sections[section].itemStart
        return firstMove(before: first, in: section).map { sections[section].moves[$0].item } ?? first
    }

    /// The last item in reading order: the last one placed, save those placed early; nil when none
    /// is placed. O(log m + lookahead).
    public var lastPlacedItem: Int? {
        lastInReadingOrder(atOrBefore: itemCount - 1, inSection: sections.count - 1)
    }

    /// The item placed last among those up to `index` (in `section`, then the sections before it)
    /// that were not placed early: the item whose group (its early items, then itself) comes last.
    private func lastInReadingOrder(atOrBefore index: Int, inSection section: Int) -> Int? {
        var sectionIndex = section
        var previous = index
        while true {
            let start = sections[sectionIndex].itemStart
            while previous >= start, move(of: previous, in: sectionIndex) != nil || !store.isPlaced(previous) { previous -= 1 }
            if previous >= start { return previous }
            guard sectionIndex > 0 else { return nil }
            sectionIndex -= 1
            previous = sections[sectionIndex].itemRange.upperBound - 1
        }
    }

    /// The position in `section`'s moves of the move of `item`, nil when it was not moved.
    /// O(log m + lookahead): moved items come at most a look-ahead after their span.
    private func move(of item: Int, in section: Int) -> Int? {
        let state = sections[section]
        guard !state.moves.isEmpty else { return nil }
        var position = firstMove(placedAtOrAfter: item - state.configuration.placement.lookahead, in: state)
        while position < state.moves.count, state.moves[position].placedBefore < item {
            if state.moves[position].item == item { return position }
            position += 1
        }
        return nil
    }

    /// The position in `section`'s moves of the first item placed before `item`, nil when none was.
    private func firstMove(before item: Int, in section: Int) -> Int? {
        let state = sections[section]
        let position = firstMove(placedAtOrAfter: item, in: state)
        return position < state.moves.count && state.moves[position].placedBefore == item ? position : nil
    }

    /// The position of the first of `state`'s moves (ordered by the span they precede) placed
    /// before an item at or after `item`. O(log m).
    private func firstMove(placedAtOrAfter item: Int, in state: SectionState) -> Int {
        var low = 0
        var high = state.moves.count
        while low < high {
            let mid = (low + high) / 2
            if state.moves[mid].placedBefore < item { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
