import WaterfallLayout

extension WaterfallCollectionView {
    /// A cell from the reuse pool, or nil when the pool is empty; for the data source's
    /// `cellForItemAt`. Every pooled cell has had ``ReusableCell/prepareForReuse()``. O(1).
    public func dequeueReusableCell() -> Cell? {
        guard let cell = reusePool.popLast() else { return nil }
        dequeuedCount += 1
        return cell
    }

    /// The counters of cell traffic so far.
    public var statistics: ReuseStatistics {
        ReuseStatistics(
            created: createdCount, dequeued: dequeuedCount, enqueued: enqueuedCount,
            live: visibleCells.count, pooled: reusePool.count
        )
    }

    /// The live cell of item `index`, nil when the item is outside the buffered viewport. O(1).
    public func cell(at index: Int) -> Cell? { visibleCells[index] }

    /// Calls `body` with the index, live cell and frame (content coordinates) of every item that
    /// intersects the viewport, column by column. No allocation; O(C log N + k).
    public func forEachVisibleCell(_ body: (Int, Cell, LayoutRect) -> Void) {
        layout.forEachItem(intersecting: viewportRows) { index in
            if let cell = visibleCells[index] {
                body(index, cell, layout.frame(ofItem: index))
            }
        }
    }

    /// The indexes of the items intersecting the viewport, ascending. O(C log N + k log k).
    public var visibleItems: [Int] { layout.items(intersecting: viewportRows) }

    /// Brings the live set in line with the buffered viewport: enqueues the cells whose frames left
    /// it (and only those) and asks the data source for the items that entered it, found by the
    /// layout's range query. Does nothing when the buffered rows are those of the last update.
    /// O(C log N + k) for `k` live cells.
    func updateLiveCells() {
        let rows = bufferedRows
        guard rows != liveRows else { return }
        liveRows = rows
        leavingScratch.removeAll(keepingCapacity: true)
        for index in visibleCells.keys where index >= layout.itemCount || !layout.frame(ofItem: index).intersects(rows: rows) {
            leavingScratch.append(index)
        }
        for index in leavingScratch {
            if let cell = visibleCells.removeValue(forKey: index) { enqueue(cell) }
        }
        guard dataSource != nil else { return }
        enteringScratch.removeAll(keepingCapacity: true)
        layout.forEachItem(intersecting: rows) { index in
            if visibleCells[index] == nil { enteringScratch.append(index) }
        }
        enteringScratch.sort()
        for index in enteringScratch {
            if let cell = makeCell(for: index) { visibleCells[index] = cell }
        }
    }

    /// Enqueues every live cell (ascending index) and forces the next update to rebuild the live set.
    func enqueueAllLiveCells() {
        for index in visibleCells.keys.sorted() {
            if let cell = visibleCells.removeValue(forKey: index) { enqueue(cell) }
        }
        liveRows = nil
    }

    /// Prepares `cell` for reuse and puts it into the pool.
    private func enqueue(_ cell: Cell) {
        cell.prepareForReuse()
        reusePool.append(cell)
        enqueuedCount += 1
    }

    /// Asks the data source for item `index`'s cell, counting it as created unless it was dequeued.
    private func makeCell(for index: Int) -> Cell? {
        guard let dataSource else { return nil }
        let dequeuedBefore = dequeuedCount
        let cell = dataSource.collectionView(self, cellForItemAt: index)
        if dequeuedCount == dequeuedBefore { createdCount += 1 }
        return cell
    }
}
