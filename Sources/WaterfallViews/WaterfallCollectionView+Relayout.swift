import WaterfallLayout

extension WaterfallCollectionView {
    /// Asks the data source for every section's item count again and lays out every item anew
    /// (measuring each once): all live cells and supplementary views are enqueued, then the live
    /// sets are rebuilt. The focused item (or, with no focus, the first visible one) keeps its
    /// on-screen row; a focus past the new end moves to the last item. Changes recorded in a running
    /// ``performBatchUpdates(_:)`` are dropped: the data source already holds them. O(N C).
    public func reloadData() {
        pendingUpdate = nil
        let anchor = captureAnchor()
        let sections = configuration.sections.indices.map { index in
            LayoutRebuild.Section(
                configuration: configuration.sections[index], origin: nil,
                items: ItemSegments(inserting: dataSource?.collectionView(self, numberOfItemsInSection: index) ?? 0)
            )
        }
        renumber(itemCounts: sections.lazy.map(\.items.count))
        let fresh = LayoutRebuild(old: layout, options: configuration.options, sections: sections).build { index, widths in
            measure(index, widths)
        }
        enqueueAllLiveViews()
        layout = fresh
        layoutDidChange()
        layoutGeneration += 1
        let count = layout.itemCount
        if let focused = focusedIndex, focused >= count {
            setFocusedIndex(count > 0 ? count - 1 : nil)
        }
        restore(anchor)
        refresh()
    }

    /// Applies a new configuration. A change of options (width, direction, minimum content height,
    /// height policy) or of sections relayouts from the first changed section (re-measuring only the
    /// items whose widths change) and rebuilds the live sets; a change of viewport height or buffer
    /// factor only updates them. A different number of sections asks the data source for every
    /// count again, as ``reloadData()``. The focused item stays in view, at about the same on-screen
    /// row when it was on screen; with no focus the first visible item keeps its row. Inside
    /// ``performBatchUpdates(_:)`` the changes recorded so far are applied first.
    public func setConfiguration(_ newConfiguration: WaterfallViewConfiguration) {
        applyPendingUpdate()
        var newConfiguration = newConfiguration
        newConfiguration.sections = newConfiguration.layoutSections
        let old = configuration
        guard newConfiguration != old else { return }
        guard newConfiguration.sections.count == old.sections.count else {
            configuration = newConfiguration
            reloadData()
            return
        }
        let anchor = captureAnchor()
        configuration = newConfiguration
        if newConfiguration.options != old.options || newConfiguration.sections != old.sections {
            let sections = newConfiguration.sections.indices.map { index in
                LayoutRebuild.Section(
                    configuration: newConfiguration.sections[index], origin: index,
                    items: ItemSegments(keeping: layout.itemRange(ofSection: index))
                )
            }
            // Built aside so that the data source may read this collection view while measuring.
            let updated = LayoutRebuild(old: layout, options: newConfiguration.options, sections: sections).build { index, widths in
                measure(index, widths)
            }
            enqueueAllLiveViews()
            layout = updated
            layoutDidChange()
            layoutGeneration += 1
        }
        liveRows = nil
        restore(anchor)
        refresh()
    }

    /// Resizes the viewport (a terminal resize), as ``setConfiguration(_:)``.
    public func setViewportSize(width: Int, height: Int) {
        var changed = configuration
        changed.options.width = width
        changed.viewportHeight = height
        setConfiguration(changed)
    }

    /// Changes the number of columns of every section, as ``setConfiguration(_:)``.
    public func setColumnCount(_ count: Int) {
        var changed = configuration
        for index in changed.sections.indices {
            changed.sections[index].columnCount = count
        }
        setConfiguration(changed)
    }

    /// Changes the reuse buffer factor (0 keeps only on-screen cells), as ``setConfiguration(_:)``.
    public func setBufferFactor(_ factor: Int) {
        var changed = configuration
        changed.bufferFactor = factor
        setConfiguration(changed)
    }

    /// The item to keep in place across a relayout: the focused one, else the first visible one.
    func captureAnchor() -> RelayoutAnchor? {
        let index: Int
        if let focused = focusedIndex, focused < layout.itemCount {
            index = focused
        } else if let first = firstVisibleItem() {
            index = first
        } else {
            return nil
        }
        let frame = layout.frame(ofItem: index)
        let onScreen = frame.intersects(rows: viewportRows)
        return RelayoutAnchor(index: index, screenRow: onScreen ? frame.y - scrollOffset : nil)
    }

    /// Scrolls the anchored item back to its on-screen row, then makes the focused item fully
    /// visible. Only sets the offset: the caller updates the live set.
    func restore(_ anchor: RelayoutAnchor?) {
        if let anchor, anchor.index < layout.itemCount, let row = anchor.screenRow {
            scrollOffset = clampedOffset(layout.frame(ofItem: anchor.index).y - row)
        }
        if let focused = focusedIndex, focused < layout.itemCount {
            scrollOffset = offsetRevealing(layout.frame(ofItem: focused))
        }
    }
}
