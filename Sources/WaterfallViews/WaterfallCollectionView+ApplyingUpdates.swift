import WaterfallLayout

extension WaterfallCollectionView {
    /// Applies the recorded changes, if any (see the update methods for what happens to the layout,
    /// the live views, the anchor and the focus). O(u² + C × items from the first changed section + k).
    func applyPendingUpdate() {
        guard let plan = pendingUpdate else { return }
        pendingUpdate = nil
        let sections = plan.sections.indices.map { index in
            let section = plan.sections[index]
            let items =
                section.items
                ?? ItemSegments(
                    inserting: dataSource?.collectionView(self, numberOfItemsInSection: index) ?? 0
                )
            return LayoutRebuild.Section(configuration: section.configuration, origin: section.origin, items: items)
        }
        let items = IndexMap(sections: sections.map(\.items))
        let anchor = captureUpdateAnchor(items)
        let oldFocus = focusedIndex
        // The data source's numbering, ahead of the layout while the new items are measured.
        configuration.sections = sections.map(\.configuration)
        renumber(itemCounts: sections.lazy.map(\.items.count))
        let rebuilt = LayoutRebuild(old: layout, options: configuration.options, sections: sections).build { index, widths in
            measure(index, widths)
        }
        let reloadedCells = remapCells(items)
        let reloadedViews = remapSupplementaryViews(plan.sections)
        layout = rebuilt
        layoutDidChange()
        layoutGeneration += 1
        focusedIndex = oldFocus.flatMap { items.newIndex(of: $0)?.index }
        if let anchor, let row = anchor.screenRow {
            scrollOffset = clampedOffset(layout.frame(ofItem: anchor.index).y - row)
        } else {
            scrollOffset = clampedOffset(scrollOffset)
        }
        reconfigure(reloadedCells, reloadedViews)
        liveRows = nil
        if focusedIndex != oldFocus {
            delegate?.collectionView(self, didChangeFocusFrom: oldFocus, to: focusedIndex)
        }
        refresh()
    }

    /// The anchor of an update, by its index after it: the focused item when it is on screen and
    /// stays, else the first visible item that stays (nil when none does).
    private func captureUpdateAnchor(_ items: IndexMap) -> RelayoutAnchor? {
        let rows = viewportRows
        if let focused = focusedIndex, focused < layout.itemCount, layout.frame(ofItem: focused).intersects(rows: rows),
            let new = items.newIndex(of: focused)
        {
            return RelayoutAnchor(index: new.index, screenRow: layout.frame(ofItem: focused).y - scrollOffset)
        }
        guard let first = firstVisibleItem(where: { items.newIndex(of: $0) != nil }),
            let new = items.newIndex(of: first)
        else { return nil }
        return RelayoutAnchor(index: new.index, screenRow: layout.frame(ofItem: first).y - scrollOffset)
    }

    /// Gives the live cells their new indices: cells of deleted items go to the pool, cells of
    /// reloaded items are returned (new index, cell) in index order for ``reconfigure(_:_:)``.
    private func remapCells(_ items: IndexMap) -> [(index: Int, cell: Cell)] {
        var kept: [Int: Cell] = [:]
        kept.reserveCapacity(liveCells.count)
        var reloaded: [(index: Int, cell: Cell)] = []
        for (index, cell) in liveCells.sorted(by: { $0.key < $1.key }) {
            if let new = items.newIndex(of: index) {
                if new.isReloaded { reloaded.append((new.index, cell)) } else { kept[new.index] = cell }
            } else {
                cellPool.enqueue(cell)
            }
        }
        liveCells = kept
        return reloaded
    }

    /// Gives the live header and footer views their new sections: views of deleted sections go to
    /// the pool, views of reloaded sections are returned (new element, view) for ``reconfigure(_:_:)``.
    private func remapSupplementaryViews(_ sections: [UpdatePlan.Section]) -> [(element: SupplementaryElement, view: Cell)] {
        var newSection: [Int: Int] = [:]
        for (index, section) in sections.enumerated() {
            if let origin = section.origin { newSection[origin] = index }
        }
        var kept: [SupplementaryElement: Cell] = [:]
        var reloaded: [(element: SupplementaryElement, view: Cell)] = []
        for (element, view) in visibleSupplementaryViews.sorted(by: { $0.key < $1.key }) {
            if let section = newSection[element.section] {
                let moved = SupplementaryElement(kind: element.kind, section: section)
                if sections[section].reloadsSupplementaryViews { reloaded.append((moved, view)) } else { kept[moved] = view }
            } else {
                enqueue(view, of: element.kind)
            }
        }
        visibleSupplementaryViews = kept
        return reloaded
    }

    /// Asks again for the reloaded cells and views still in the buffered viewport, each right after
    /// enqueuing its old one (so a data source that dequeues gets the same object back); the others
    /// only go to the pool.
    private func reconfigure(_ cells: [(index: Int, cell: Cell)], _ views: [(element: SupplementaryElement, view: Cell)]) {
        let rows = bufferedRows
        for (index, cell) in cells {
            cellPool.enqueue(cell)
            if layout.frame(ofItem: index).intersects(rows: rows), let fresh = makeCell(for: index) {
                liveCells[index] = fresh
            }
        }
        for (element, view) in views {
            enqueue(view, of: element.kind)
            if frame(of: element)?.intersects(rows: rows) ?? false, let fresh = makeSupplementaryView(for: element) {
                visibleSupplementaryViews[element] = fresh
            }
        }
    }
}
