/// The choice ``PlacementRule/fillGaps(lookahead:)`` makes for one item of several columns: which
/// of the one-column items after it go first into the holes above it, and into which of its columns.
///
/// Best fit first: it repeatedly takes the candidate and column (one shorter than the run's tallest)
/// that leave the least white space above the run — a candidate may stand out above the tallest
/// column when the holes it then leaves in the others are smaller — ties to the lower top, then to
/// the earlier candidate and the left column; it stops when no candidate lessens the white space.
/// O(m²·k) for `m` candidates and `k` columns. Its arrays are kept from one span to the next.
struct GapFiller {
    /// A one-column item that may be placed early.
    struct Candidate {
        /// Its global index.
        var item: Int
        /// The rows it takes in a column (its height and the row spacing).
        var rows: Int
    }

    /// A candidate chosen: its position in ``candidates`` and the column of the run it goes into.
    struct Choice: Equatable {
        /// The position of the candidate in ``candidates``.
        var candidate: Int
        /// The column, counted from the run's first.
        var column: Int
    }

    /// The next free row of each column of the run, left to right (moved by ``choose()``).
    var tops: [Int] = []
    /// The candidates, in index order (at most 64).
    var candidates: [Candidate] = []
    /// What ``choose()`` chose, in the order to place them.
    private(set) var choices: [Choice] = []

    /// The white space above the run if the span were placed now: the rows between each column's
    /// top and the tallest one's.
    var whiteSpace: Int {
        let top = tops.max() ?? 0
        return tops.reduce(0) { $0 + top - $1 }
    }

    /// Chooses the candidates to place into the holes, best fit first (see the type's description),
    /// and moves ``tops`` as if they were placed.
    mutating func choose() {
        choices.removeAll(keepingCapacity: true)
        let count = tops.count
        var top = tops.max() ?? 0
        var sum = tops.reduce(0, +)
        var white = count * top - sum
        var used: UInt64 = 0
        while white > 0 {
            var best: Choice?
            var bestWhite = white
            var bestTop = Int.max
            for (position, candidate) in candidates.enumerated() where used & (1 << UInt64(position)) == 0 {
                for column in 0 ..< count where tops[column] < top {
                    let newTop = max(top, tops[column] + candidate.rows)
                    let newWhite = count * newTop - sum - candidate.rows
                    if newWhite < bestWhite || (newWhite == bestWhite && best != nil && newTop < bestTop) {
                        best = Choice(candidate: position, column: column)
                        bestWhite = newWhite
                        bestTop = newTop
                    }
                }
            }
            guard let best else { return }
            choices.append(best)
            used |= 1 << UInt64(best.candidate)
            tops[best.column] += candidates[best.candidate].rows
            sum += candidates[best.candidate].rows
            top = bestTop
            white = bestWhite
        }
    }
}
