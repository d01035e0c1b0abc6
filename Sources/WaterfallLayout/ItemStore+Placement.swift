extension ItemStore {
    /// Places the section's items not placed yet, from `state.nextToPlace` to its end, by its
    /// ``PlacementRule``, choosing columns by `direction`. O(C) per item, O(C·k) per item of `k`
    /// columns, plus the look-ahead's choice before a span (see ``GapFiller``).
    mutating func placeWaitingItems(in state: inout SectionState, direction: RenderDirection) {
        let start = state.nextToPlace
        let end = state.itemRange.upperBound
        guard start < end else { return }
        let lookahead = state.configuration.placement.lookahead
        let settled = state.isSettled
        let spacing = state.configuration.rowSpacing
        // Room for a large batch in every column list at once (growing at least geometrically, so
        // small appends stay amortized O(1)) instead of doubling step by step inside the loop.
        let expectedPerColumn = (end - start) / state.columnNext.count + 16
        for column in state.columnItems.indices {
            let needed = state.columnItems[column].count + expectedPerColumn
            let capacity = state.columnItems[column].capacity
            if capacity < needed { state.columnItems[column].reserveCapacity(max(needed, capacity * 2)) }
        }
        var tallest = state.tallestNext
        var runLength = state.runLength
        var nextToPlace = end
        var moves: [PlacementMove] = []
        swap(&moves, &state.moves)
        heights.withUnsafeBufferPointer { heights in
            spans.withUnsafeBufferPointer { spans in
                ys.withUnsafeMutableBufferPointer { ys in
                    columns.withUnsafeMutableBufferPointer { columns in
                        state.columnNext.withUnsafeMutableBufferPointer { next in
                            state.columnItems.withUnsafeMutableBufferPointer { lists in
                                withUnsafeMutablePointer(to: &state.spanningItems) { spanning in
                                    var placer = ColumnPlacer(
                                        heights: heights, spans: spans, ys: ys, columns: columns, next: next, lists: lists,
                                        spanning: spanning, spacing: spacing, direction: direction, tallest: tallest, runLength: runLength
                                    )
                                    if lookahead == 0 {
                                        for index in start ..< end { placer.place(index) }
                                    } else {
                                        var filler = GapFiller()
                                        nextToPlace = placer.placeFillingGaps(
                                            start, end, lookahead: lookahead, settled: settled, filler: &filler, moves: &moves
                                        )
                                    }
                                    tallest = placer.tallest
                                    runLength = placer.runLength
                                }
                            }
                        }
                    }
                }
            }
        }
        state.tallestNext = tallest
        state.runLength = runLength
        state.nextToPlace = nextToPlace
        state.moves = moves
    }
}
