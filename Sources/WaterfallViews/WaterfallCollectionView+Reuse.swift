import WaterfallLayout

extension WaterfallCollectionView {
    /// A cell from the reuse pool, or nil when the pool is empty; for the data source's
    /// `cellForItemAt`. Every pooled cell has had ``ReusableCell/prepareForReuse()``. O(1).
    public func dequeueReusableCell() -> Cell? {
        cellPool.dequeue()
    }

    /// The counters of cell traffic so far.
    public var statistics: ReuseStatistics {
        ReuseStatistics(
            created: cellPool.created, dequeued: cellPool.dequeued, enqueued: cellPool.enqueued,
            live: liveCells.count, pooled: cellPool.views.count
        )
    }

    /// The live cell of item `index`, nil when the item is outside the buffered viewport. O(1).
    public func cell(at index: Int) -> Cell? { liveCells[index] }

    /// Calls `body` with the index, live cell and frame (content coordinates) of every item that
    /// intersects the viewport, column by column. No allocation; O(C log N + k).
    public func forEachVisibleCell(_ body: (Int, Cell, Rect) -> Void) {
        layout.forEachItem(intersecting: viewportRows) { index in
            if let cell = liveCells[index] {
                body(index, cell, layout.frame(ofItem: index))
            }
        }
    }

    /// The indexes of the items intersecting the viewport, ascending. O(C log N + k log k).
    public var visibleItems: [Int] { layout.items(intersecting: viewportRows) }

    /// Brings the live sets (cells, then supplementary views) in line with the buffered viewport:
    /// enqueues the cells whose frames left it (and only those) and asks the data source for the
    /// items that entered it, found by the layout's range query. Does nothing when the buffered rows
    /// are those of the last update.
    ///
    /// When the live set is known to be exactly the items of the previous buffered rows, only the
    /// strips between the old and the new rows are queried: O(C log N + s) for `s` items in those
    /// strips, so a one-line scroll touches a handful of items whatever the viewport holds.
    /// Otherwise (after a relayout or an append) every live cell is checked: O(C log N + k).
    func updateLiveCells() {
        let rows = bufferedRows
        guard rows != liveRows else { return }
        let previous = liveRows
        liveRows = rows
        // Local copies: the closures below then touch no stored property (no exclusivity checks).
        var leaving = leavingScratch
        var entering = enteringScratch
        leaving.removeAll(keepingCapacity: true)
        entering.removeAll(keepingCapacity: true)
        let layout = self.layout
        if let previous {
            // The live set is exactly the items of `previous`: an item of an old strip that misses
            // the new rows is live and leaves; an item of a new strip that missed the old rows enters.
            for strip in Self.strips(of: previous, outside: rows) {
                layout.forEachItem(intersecting: strip) { index in
                    if !layout.frame(ofItem: index).intersects(rows: rows) { leaving.append(index) }
                }
            }
            for strip in Self.strips(of: rows, outside: previous) {
                layout.forEachItem(intersecting: strip) { index in
                    if !layout.frame(ofItem: index).intersects(rows: previous) { entering.append(index) }
                }
            }
        } else {
            for index in liveCells.keys where index >= layout.itemCount || !layout.frame(ofItem: index).intersects(rows: rows) {
                leaving.append(index)
            }
            let live = liveCells
            layout.forEachItem(intersecting: rows) { index in
                if live[index] == nil { entering.append(index) }
            }
        }
        for index in leaving {
            if let cell = liveCells.removeValue(forKey: index) { cellPool.enqueue(cell) }
        }
        leavingScratch = leaving
        defer { enteringScratch = entering }
        guard dataSource != nil else {
            // Nothing could be made: the live set is not the buffered rows' items any more.
            removeSupplementaryViews(outside: rows, in: layout)
            liveRows = nil
            return
        }
        entering.sort()
        for index in entering where liveCells[index] == nil {
            if let cell = makeCell(for: index) { liveCells[index] = cell }
        }
        updateSupplementaryViews(rows: rows, previous: previous, in: layout)
    }

    /// The parts of `rows` that are not in `other`: up to two ranges, one above and one below.
    static func strips(of rows: Range<Int>, outside other: Range<Int>) -> [Range<Int>] {
        guard rows.overlaps(other) else { return rows.isEmpty ? [] : [rows] }
        var strips: [Range<Int>] = []
        if rows.lowerBound < other.lowerBound { strips.append(rows.lowerBound ..< other.lowerBound) }
        if rows.upperBound > other.upperBound { strips.append(other.upperBound ..< rows.upperBound) }
        return strips
    }

    /// Enqueues every live cell (ascending index) and supplementary view, and forces the next
    /// update to rebuild the live sets.
    func enqueueAllLiveViews() {
        for index in liveCells.keys.sorted() {
            if let cell = liveCells.removeValue(forKey: index) { cellPool.enqueue(cell) }
        }
        enqueueAllSupplementaryViews()
        liveRows = nil
    }

    /// Asks the data source for item `index`'s cell, counting it as created unless it was dequeued.
    func makeCell(for index: Int) -> Cell? {
        guard let dataSource else { return nil }
        let dequeuedBefore = cellPool.dequeued
        let cell = dataSource.collectionView(self, cellForItemAt: index)
        if cellPool.dequeued == dequeuedBefore { cellPool.countCreated() }
        return cell
    }
}
