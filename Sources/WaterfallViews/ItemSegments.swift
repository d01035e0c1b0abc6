/// Where the items of one section come from after an update, as runs: items of the old layout that
/// stay as they are, old items to measure and show again, and new items. A run list stays short
/// (about three runs per change) however many items the section holds.
struct ItemSegments: Equatable {
    /// One run of items.
    enum Run: Equatable {
        /// Old items (flat indices of the old layout) kept with their sizes and cells.
        case kept(Range<Int>)
        /// Old items (flat indices of the old layout) measured again and given their cells anew.
        case reloaded(Range<Int>)
        /// New items.
        case inserted(Int)

        /// The number of items in the run.
        var count: Int {
            switch self {
            case .kept(let range), .reloaded(let range): range.count
            case .inserted(let count): count
            }
        }
    }

    /// The runs, in item order; none is empty.
    private(set) var runs: [Run]
    /// The number of items.
    private(set) var count: Int

    /// The items `range` of the old layout, all kept.
    init(keeping range: Range<Int>) {
        runs = range.isEmpty ? [] : [.kept(range)]
        count = range.count
    }

    /// `count` new items.
    init(inserting count: Int) {
        runs = count > 0 ? [.inserted(count)] : []
        self.count = max(0, count)
    }

    /// Whether every item is an old one kept as it is, in order: exactly `range`.
    func keepsExactly(_ range: Range<Int>) -> Bool {
        range.isEmpty ? runs.isEmpty : runs == [.kept(range)]
    }

    /// Inserts one new item so that it gets position `position` (`0 ... count`). O(runs).
    mutating func insert(at position: Int) {
        let split = splitRun(at: position)
        if split > 0, case .inserted(let before) = runs[split - 1] {
            runs[split - 1] = .inserted(before + 1)
        } else if split < runs.count, case .inserted(let after) = runs[split] {
            runs[split] = .inserted(after + 1)
        } else {
            runs.insert(.inserted(1), at: split)
        }
        count += 1
    }

    /// Removes the item at `position` (`0 ..< count`). O(runs).
    mutating func remove(at position: Int) {
        let start = splitRun(at: position)
        splitRun(at: position + 1)
        runs.remove(at: start)
        count -= 1
    }

    /// Marks the item at `position` (`0 ..< count`) to be measured and shown again; new items are
    /// anyway. O(runs).
    mutating func reload(at position: Int) {
        let start = splitRun(at: position)
        splitRun(at: position + 1)
        if case .kept(let range) = runs[start] {
            runs[start] = .reloaded(range)
        }
    }

    /// Splits the run holding `position` so that a run starts there; returns that run's index
    /// (`runs.count` when `position == count`). O(runs).
    @discardableResult
    private mutating func splitRun(at position: Int) -> Int {
        var start = 0
        for (index, run) in runs.enumerated() {
            if position == start { return index }
            let end = start + run.count
            if position < end {
                let (head, tail) = Self.split(run, after: position - start)
                runs[index] = head
                runs.insert(tail, at: index + 1)
                return index + 1
            }
            start = end
        }
        return runs.count
    }

    /// The first `offset` items of `run` and the rest (both non-empty for `0 < offset < count`).
    private static func split(_ run: Run, after offset: Int) -> (Run, Run) {
        switch run {
        case .kept(let range):
            (.kept(range.lowerBound ..< range.lowerBound + offset), .kept(range.lowerBound + offset ..< range.upperBound))
        case .reloaded(let range):
            (.reloaded(range.lowerBound ..< range.lowerBound + offset), .reloaded(range.lowerBound + offset ..< range.upperBound))
        case .inserted(let count):
            (.inserted(offset), .inserted(count - offset))
        }
    }
}
