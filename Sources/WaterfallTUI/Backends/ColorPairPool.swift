/// The colour pairs of a curses screen, recycled: which pair each screen cell uses, how many
/// cells use each pair, and which pairs no visible cell uses any more and may be redefined.
///
/// Curses has a fixed number of colour pairs (32,767 or 65,535 on common terminals) and a photo
/// drawn with two colours per cell can need thousands of combinations over a session. A pair is
/// only ever redefined when no cell on screen uses it, so recycling never changes the colours of
/// anything visible. Pair 0 (the terminal's defaults) is never handed out or recycled.
///
/// Pure bookkeeping, no curses calls: the backend defines the pairs it is given. Per cell O(1)
/// amortised; scrolling is O(cells moved).
struct ColorPairPool<Colors: Hashable> {
    /// The pair numbers this pool may hand out: `1 ..< capacity`.
    let capacity: Int
    /// The pair defined for each colour combination still defined.
    private(set) var pairs: [Colors: Int32] = [:]
    /// The colour combination each handed-out pair is defined with, by pair number.
    private var colorsOfPair: [Colors?]
    /// How many screen cells use each pair, by pair number.
    private var useCount: [Int]
    /// The pair each screen cell uses, row by row (0 = defaults).
    private var cellPairs: [Int32]
    /// The screen size the cell map covers.
    private(set) var width: Int
    private(set) var height: Int
    /// Pairs that became unused by every cell, oldest first from `unusedHead`: candidates for
    /// redefinition (one that came back into use since is skipped when reached).
    private var unused: [Int32] = []
    /// Where the queue of ``unused`` starts.
    private var unusedHead = 0
    /// Whether each pair is in the queue, by pair number (so it holds each pair at most once).
    private var isQueued: [Bool]
    /// The next never-used pair number.
    private var nextFresh: Int32 = 1

    /// A pool for pair numbers `1 ..< capacity` on a `width × height` screen whose cells all use
    /// the default pair.
    init(capacity: Int, width: Int, height: Int) {
        self.capacity = max(1, capacity)
        self.width = max(0, width)
        self.height = max(0, height)
        self.colorsOfPair = Array(repeating: nil, count: self.capacity)
        self.useCount = Array(repeating: 0, count: self.capacity)
        self.cellPairs = Array(repeating: 0, count: self.width * self.height)
        self.isQueued = Array(repeating: false, count: self.capacity)
    }

    /// The pair for `colors` and whether it must be (re)defined with them: the existing one,
    /// a never-used one, or one that no cell on screen uses any more. Nil when every pair is in
    /// use by a visible cell (the caller then draws with the defaults).
    mutating func pair(for colors: Colors) -> (pair: Int32, isNew: Bool)? {
        if let pair = pairs[colors] {
            return (pair, false)
        }
        let pair: Int32
        if Int(nextFresh) < capacity {
            pair = nextFresh
            nextFresh += 1
        } else if let recycled = takeUnusedPair() {
            pair = recycled
        } else {
            return nil
        }
        if let old = colorsOfPair[Int(pair)] {
            pairs[old] = nil
        }
        colorsOfPair[Int(pair)] = colors
        pairs[colors] = pair
        return (pair, true)
    }

    /// Records that cell (`x`, `y`) now shows `pair`. Cells outside the screen are ignored.
    mutating func place(_ pair: Int32, x: Int, y: Int) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        let position = y * width + x
        let old = cellPairs[position]
        guard old != pair else { return }
        release(old)
        cellPairs[position] = pair
        if pair > 0, Int(pair) < capacity {
            useCount[Int(pair)] += 1
        }
    }

    /// Records that the screen was blanked (every cell back to the defaults) and adopts a new size.
    mutating func clear(width: Int, height: Int) {
        for position in cellPairs.indices {
            release(cellPairs[position])
        }
        self.width = max(0, width)
        self.height = max(0, height)
        cellPairs = Array(repeating: 0, count: self.width * self.height)
    }

    /// Records that rows `rows` moved up by `delta` (down when negative), the uncovered rows
    /// becoming blank, as a terminal scroll region does. O(cells in the band).
    mutating func scroll(rows: Range<Int>, by delta: Int) {
        let band = rows.clamped(to: 0 ..< height)
        guard delta != 0, !band.isEmpty else { return }
        let lost =
            delta > 0
            ? band.lowerBound ..< min(band.upperBound, band.lowerBound + delta)
            : max(band.lowerBound, band.upperBound + delta) ..< band.upperBound
        for row in lost {
            for x in 0 ..< width {
                release(cellPairs[row * width + x])
            }
        }
        let old = Array(cellPairs[band.lowerBound * width ..< band.upperBound * width])
        for row in band {
            let source = row + delta
            for x in 0 ..< width {
                cellPairs[row * width + x] = band.contains(source) ? old[(source - band.lowerBound) * width + x] : 0
            }
        }
    }

    /// How many screen cells use `pair`.
    func cellCount(using pair: Int32) -> Int {
        pair > 0 && Int(pair) < capacity ? useCount[Int(pair)] : 0
    }

    private mutating func release(_ pair: Int32) {
        guard pair > 0, Int(pair) < capacity else { return }
        useCount[Int(pair)] -= 1
        if useCount[Int(pair)] == 0, !isQueued[Int(pair)] {
            isQueued[Int(pair)] = true
            unused.append(pair)
        }
    }

    /// The oldest pair that no cell uses now (entries that came back into use are skipped).
    private mutating func takeUnusedPair() -> Int32? {
        defer {
            if unusedHead > 1024, unusedHead * 2 > unused.count {
                unused.removeFirst(unusedHead)
                unusedHead = 0
            }
        }
        while unusedHead < unused.count {
            let pair = unused[unusedHead]
            unusedHead += 1
            isQueued[Int(pair)] = false
            if useCount[Int(pair)] == 0 {
                return pair
            }
        }
        return nil
    }
}
