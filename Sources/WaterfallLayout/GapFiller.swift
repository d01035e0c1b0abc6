/// The choice ``PlacementRule/fillGaps(lookahead:)`` makes for one item of several columns: which
/// of the one-column items after it go first into the holes above it, and into which of its columns.
///
/// It tries levels for the span's top: first the run's tallest column, then, lowest first, the
/// heights a candidate would reach standing on one of the run's columns (at most
/// ``maximumLevels`` of them). For a level it fills the run's columns, the one with the largest
/// hole under the level first (ties: the left one), each with the subset of the candidates left
/// that fills it best without passing the level (ties: the subset of earlier items — the one whose
/// latest item is earliest, and so on). The level leaving the least white space above the run wins
/// (ties: the lower top, then fewer items, then the level tried first); it stops at the first level
/// that leaves none, and places nothing when no level lessens the white space. Holes deeper than
/// ``maximumHole`` rows are filled up to that depth.
///
/// O(L·k·m·w) for `L` levels, `k` columns, `m` candidates and holes of `64·w` rows. Its arrays
/// are kept from one span to the next.
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

    /// The most levels above the run's tallest column tried for one span.
    static let maximumLevels = 24
    /// The deepest hole filled exactly, in rows.
    static let maximumHole = 4096

    /// The next free row of each column of the run, left to right (moved by ``choose()`` as if
    /// the chosen candidates were placed).
    var tops: [Int] = []
    /// The candidates, in index order (at most 64).
    var candidates: [Candidate] = []
    /// What ``choose()`` chose, in the order to place them.
    private(set) var choices: [Choice] = []
    /// The levels to try above the tallest column, ascending.
    private var levels: [Int] = []
    /// The run's columns in the order a level fills them.
    private var columnOrder: [Int] = []
    /// The choices for the level being tried.
    private var trial: [Choice] = []
    /// The run's tops with the trial's choices placed.
    private var trialTops: [Int] = []
    /// For the column being filled: the sums of rows reachable with its first `i` members, one
    /// bitset of `words` words per `i`.
    private var reachable: [UInt64] = []
    /// For the column being filled: the positions of the candidates that may go into it.
    private var members: [Int] = []

    /// The white space above the run if the span were placed now: the rows between each column's
    /// top and the tallest one's.
    var whiteSpace: Int { Self.whiteSpace(tops) }

    /// The white space above columns whose tops are `tops`.
    static func whiteSpace(_ tops: [Int]) -> Int {
        let top = tops.max() ?? 0
        return tops.reduce(0) { $0 + top - $1 }
    }

    /// Chooses the candidates to place into the holes (see the type's description) and moves
    /// ``tops`` as if they were placed.
    mutating func choose() {
        choices.removeAll(keepingCapacity: true)
        let top = tops.max() ?? 0
        var best = (white: whiteSpace, top: top, count: 0)
        guard best.white > 0, !candidates.isEmpty else { return }
        levels.removeAll(keepingCapacity: true)
        for columnTop in tops {
            for candidate in candidates where columnTop + candidate.rows > top { levels.append(columnTop + candidate.rows) }
        }
        levels.sort()
        var tried = 0
        var level = top
        var next = 0
        while true {
            fill(toLevel: level)
            let trialWhite = Self.whiteSpace(trialTops)
            let trialTop = trialTops.max() ?? 0
            if trialWhite < best.white || (trialWhite == best.white && !trial.isEmpty && (trialTop, trial.count) < (best.top, best.count)) {
                best = (trialWhite, trialTop, trial.count)
                choices = trial
            }
            while next < levels.count && levels[next] == level { next += 1 }
            guard best.white > 0, tried < Self.maximumLevels, next < levels.count else { break }
            tried += 1
            level = levels[next]
        }
        for choice in choices { tops[choice.column] += candidates[choice.candidate].rows }
    }

    /// Fills the run's columns up to `level` into ``trial`` and ``trialTops``: the column with the
    /// largest hole under the level first.
    private mutating func fill(toLevel level: Int) {
        trial.removeAll(keepingCapacity: true)
        trialTops.removeAll(keepingCapacity: true)
        trialTops.append(contentsOf: tops)
        columnOrder.removeAll(keepingCapacity: true)
        columnOrder.append(contentsOf: tops.indices)
        columnOrder.sort { (tops[$0], $0) < (tops[$1], $1) }
        var used: UInt64 = 0
        for column in columnOrder where trialTops[column] < level {
            fill(column, upTo: level, used: &used)
        }
    }

    /// Fills `column` with the subset of the candidates not `used` whose rows come nearest to
    /// `level` without passing it (ties: the subset of earlier items), by subset sums over bitsets.
    private mutating func fill(_ column: Int, upTo level: Int, used: inout UInt64) {
        let capacity = min(level - trialTops[column], Self.maximumHole)
        let words = capacity / 64 + 1
        members.removeAll(keepingCapacity: true)
        reachable.removeAll(keepingCapacity: true)
        reachable.append(1)
        reachable.append(contentsOf: repeatElement(0, count: words - 1))
        for position in candidates.indices where used & (1 << UInt64(position)) == 0 && candidates[position].rows <= capacity {
            let previous = reachable.count - words
            reachable.append(contentsOf: reachable[previous ..< previous + words])
            let shift = candidates[position].rows
            let (wordShift, bitShift) = (shift / 64, UInt64(shift % 64))
            for word in stride(from: words - 1, through: wordShift, by: -1) {
                let source = previous + word - wordShift
                var bits = reachable[source] << bitShift
                if bitShift > 0 && word > wordShift { bits |= reachable[source - 1] >> (64 - bitShift) }
                reachable[previous + words + word] |= bits
            }
            members.append(position)
        }
        func isReachable(_ sum: Int, withFirst count: Int) -> Bool {
            reachable[count * words + sum / 64] & (1 << UInt64(sum % 64)) != 0
        }
        var sum = capacity
        while sum > 0 && !isReachable(sum, withFirst: members.count) { sum -= 1 }
        let first = trial.count
        for count in stride(from: members.count, to: 0, by: -1) where sum > 0 && !isReachable(sum, withFirst: count - 1) {
            let position = members[count - 1]
            used |= 1 << UInt64(position)
            trialTops[column] += candidates[position].rows
            trial.append(Choice(candidate: position, column: column))
            sum -= candidates[position].rows
        }
        trial[first...].reverse()
    }
}
