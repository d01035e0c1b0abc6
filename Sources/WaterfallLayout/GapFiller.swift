/// The choice ``PlacementRule/fillGaps(lookahead:)`` makes for one item of several columns: which
/// of the one-column items after it go first into the holes above it, and into which of its columns.
///
/// It tries levels for the span's top: first the run's tallest column, then, lowest first, the
/// distinct heights a candidate would reach standing on one of the run's columns (at most
/// ``maximumLevels(columns:)`` of them). For a level it fills the run's columns, the one with the largest
/// hole under the level first (ties: the left one), each with the subset of the candidates left
/// that fills it best without passing the level (ties: the subset of earlier items — the one whose
/// latest item is earliest, and so on). The level leaving the least white space above the run wins
/// (ties: the lower top, then fewer items, then the level tried first); it stops at the first level
/// that leaves none, and places nothing when no level lessens the white space. Holes deeper than
/// ``maximumHole`` rows are filled up to that depth.
///
/// O(L·k·m·w) for `L` levels, `k` columns, `m` candidates and holes of `64·w` rows: the subset
/// sums of all candidates are made once and serve the first column of every level, those of the
/// candidates a level left for its other columns are kept while later levels leave the same.
/// Its arrays are kept from one span to the next.
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

    /// The most levels above the run's tallest column tried for a span of two columns; a wider
    /// one tries fewer (see ``maximumLevels(columns:)``).
    static let maximumLevels = 24

    /// The most levels above the run's tallest column tried for a span of `columns` columns:
    /// ``maximumLevels`` for two, fewer for wider runs (each level fills every column, and a level
    /// above the tallest column helps less the more columns must reach it), at least 6.
    static func maximumLevels(columns: Int) -> Int { max(6, 2 * maximumLevels / max(2, columns)) }
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
    /// The deepest hole any level tried for the current span has, at most ``maximumHole``.
    private var deepestHole = 0
    /// The run's tops with the trial's choices placed.
    private var trialTops: [Int] = []
    /// The subset sums of all candidates, up to the deepest hole of any level: the first column a
    /// level fills (no candidate used yet) reads them.
    private var firstSums = SubsetSums()
    /// The subset sums of the candidates the last column filled with some used could take, kept
    /// while later levels fill after the same candidates.
    private var laterSums = SubsetSums()

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
        var distinct = 0
        for index in levels.indices where distinct == 0 || levels[index] != levels[distinct - 1] {
            levels[distinct] = levels[index]
            distinct += 1
        }
        levels.removeLast(levels.count - distinct)
        let maximum = Self.maximumLevels(columns: tops.count)
        if levels.count > maximum { levels.removeLast(levels.count - maximum) }
        sortColumnsByTop()
        deepestHole = min((levels.last ?? top) - (tops.min() ?? top), Self.maximumHole)
        firstSums.make(of: candidates, used: 0, capacity: deepestHole)
        laterSums.forget()
        var next = 0
        var level = top
        while true {
            fill(toLevel: level)
            let trialWhite = Self.whiteSpace(trialTops)
            let trialTop = trialTops.max() ?? 0
            if trialWhite < best.white || (trialWhite == best.white && !trial.isEmpty && (trialTop, trial.count) < (best.top, best.count)) {
                best = (trialWhite, trialTop, trial.count)
                choices.removeAll(keepingCapacity: true)
                choices.append(contentsOf: trial)
            }
            guard best.white > 0, next < levels.count else { break }
            level = levels[next]
            next += 1
        }
        for choice in choices { tops[choice.column] += candidates[choice.candidate].rows }
    }

    /// Orders ``columnOrder`` by top, then by column: the largest hole first (insertion sort: a
    /// run has few columns).
    private mutating func sortColumnsByTop() {
        columnOrder.removeAll(keepingCapacity: true)
        for column in tops.indices {
            var position = columnOrder.count
            while position > 0 && tops[columnOrder[position - 1]] > tops[column] { position -= 1 }
            columnOrder.insert(column, at: position)
        }
    }

    /// Fills the run's columns up to `level` into ``trial`` and ``trialTops``: the column with the
    /// largest hole under the level first, each with the subset of the candidates left whose rows
    /// come nearest to the level without passing it.
    private mutating func fill(toLevel level: Int) {
        trial.removeAll(keepingCapacity: true)
        if trialTops.count != tops.count {
            trialTops = tops
        } else {
            for column in tops.indices { trialTops[column] = tops[column] }
        }
        var used: UInt64 = 0
        for column in columnOrder where trialTops[column] < level {
            let capacity = min(level - trialTops[column], Self.maximumHole)
            var taken: UInt64
            if used == 0 {
                taken = firstSums.bestSubset(upTo: capacity)
            } else {
                if !laterSums.isMade(without: used) { laterSums.make(of: candidates, used: used, capacity: deepestHole) }
                taken = laterSums.bestSubset(upTo: capacity)
            }
            used |= taken
            while taken != 0 {
                let position = taken.trailingZeroBitCount
                taken &= taken - 1
                trialTops[column] += candidates[position].rows
                trial.append(Choice(candidate: position, column: column))
            }
        }
    }
}

/// The sums of rows reachable by subsets of some candidates (those not used, no taller than the
/// capacity), as one bitset per prefix of them, and the best subset for a capacity: the one with
/// the largest sum within it and, of those, the one of the earliest items (the one whose latest
/// item is earliest, and so on).
struct SubsetSums {
    /// The sums reachable with the first `i` members: bitset `i`, of ``words`` words.
    private var reachable: [UInt64] = []
    /// The positions of the candidates taken into account, ascending (the first ``memberCount``).
    private var members: [Int] = []
    /// The rows of each member.
    private var memberRows: [Int] = []
    /// How many members there are.
    private var memberCount = 0
    /// Words per bitset.
    private var words = 1
    /// The candidates left out as used when made, nil when not made since ``forget()``.
    private var used: UInt64?

    /// Whether the sums are made leaving out exactly the candidates of `used`.
    func isMade(without used: UInt64) -> Bool { self.used == used }

    /// Marks the sums as not made (for new candidates).
    mutating func forget() { used = nil }

    /// Makes the sums of `candidates` not in `used`, up to `capacity`. O(m·w) for `m` candidates
    /// and `64·w` rows of capacity.
    mutating func make(of candidates: [GapFiller.Candidate], used: UInt64, capacity: Int) {
        let words = max(0, capacity) / 64 + 1
        self.words = words
        self.used = used
        let needed = (candidates.count + 1) * words
        if reachable.count < needed { reachable.append(contentsOf: repeatElement(0, count: needed - reachable.count)) }
        if members.count < candidates.count {
            members.append(contentsOf: repeatElement(0, count: candidates.count - members.count))
            memberRows.append(contentsOf: repeatElement(0, count: candidates.count - memberRows.count))
        }
        var count = 0
        reachable.withUnsafeMutableBufferPointer { reachable in
            reachable[0] = 1
            for word in 1 ..< words { reachable[word] = 0 }
            for position in candidates.indices where used & (1 << UInt64(position)) == 0 && candidates[position].rows <= capacity {
                let previous = count * words
                let shift = candidates[position].rows
                let (wordShift, bitShift) = (shift / 64, UInt64(shift % 64))
                for word in 0 ..< words {
                    var bits = reachable[previous + word]
                    if word >= wordShift {
                        bits |= reachable[previous + word - wordShift] << bitShift
                        if bitShift > 0 && word > wordShift { bits |= reachable[previous + word - wordShift - 1] >> (64 - bitShift) }
                    }
                    reachable[previous + words + word] = bits
                }
                members[count] = position
                memberRows[count] = shift
                count += 1
            }
        }
        memberCount = count
    }

    /// The candidates of the best subset within `capacity` (at most the capacity made), as a set
    /// of positions (bit `i` for candidate `i`). O(m + capacity / 64).
    func bestSubset(upTo capacity: Int) -> UInt64 {
        let words = words
        let count = memberCount
        return reachable.withUnsafeBufferPointer { reachable in
            // The largest reachable sum within the capacity, a word at a time.
            var word = min(capacity, words * 64 - 1) / 64
            var bits = reachable[count * words + word] & (UInt64.max >> UInt64(63 - min(capacity, words * 64 - 1) % 64))
            while bits == 0 && word > 0 {
                word -= 1
                bits = reachable[count * words + word]
            }
            var sum = bits == 0 ? 0 : word * 64 + 63 - bits.leadingZeroBitCount
            // From the last member down, each is taken only when the sum cannot be made without it.
            var taken: UInt64 = 0
            for member in stride(from: count - 1, through: 0, by: -1) where sum > 0 {
                if reachable[member * words + sum / 64] & (1 << UInt64(sum % 64)) == 0 {
                    taken |= 1 << UInt64(members[member])
                    sum -= memberRows[member]
                }
            }
            return taken
        }
    }
}
