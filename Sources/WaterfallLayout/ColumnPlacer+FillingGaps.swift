extension ColumnPlacer {
    /// Places the unplaced items of `start ..< end` in order by the fill-gaps rule: before an item
    /// of several columns, `filler` chooses which of the unplaced one-column items among the
    /// `lookahead` after it go first into the holes above it; each is recorded in `moves`. A
    /// full-span item is a barrier: nothing is placed before it, and no item after it is taken
    /// for a span before it. Unless `settled`, it stops at a span fewer than `lookahead` items
    /// from `end` with no full-span item between (the items after it are not all known). Returns
    /// the index of the first item left unplaced (`end` when none).
    mutating func placeFillingGaps(
        _ start: Int, _ end: Int, lookahead: Int, settled: Bool, filler: inout GapFiller, moves: inout [PlacementMove]
    ) -> Int {
        for index in start ..< end where columns[index] == ItemStore.waitingMarker {
            let count = columnSpan(of: index)
            guard count > 1, spans[index] != ItemStore.fullSpanMarker else {
                place(index)
                continue
            }
            let windowEnd = min(end, index + lookahead + 1)
            let barrier = (index + 1 ..< windowEnd).first { spans[$0] == ItemStore.fullSpanMarker }
            guard settled || barrier != nil || index + lookahead < end else { return index }
            let first = lowestRun(of: count)
            filler.tops.removeAll(keepingCapacity: true)
            filler.tops.append(contentsOf: next[first ..< first + count])
            filler.candidates.removeAll(keepingCapacity: true)
            for later in index + 1 ..< (barrier ?? windowEnd)
            where columns[later] == ItemStore.waitingMarker && columnSpan(of: later) == 1 && !isPinned(later) {
                filler.candidates.append(GapFiller.Candidate(item: later, rows: rows(of: later)))
            }
            filler.choose()
            for choice in filler.choices {
                let item = filler.candidates[choice.candidate].item
                put(item, inColumn: first + choice.column)
                moves.append(PlacementMove(item: item, placedBefore: index))
            }
            placeSpan(index, columns: count, from: first)
        }
        return end
    }
}
