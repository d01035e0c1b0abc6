import WaterfallLayout

extension WaterfallCollectionView {
    /// Asks the data source for the item count again and lays out every item anew (measuring each
    /// once): all live cells are enqueued, then the live set is rebuilt. The focused item (or, with
    /// no focus, the first visible one) keeps its on-screen row; a focus past the new end moves to
    /// the last item. O(N C).
    public func reloadData() {
        let anchor = captureAnchor()
        let count = max(0, dataSource?.numberOfItems(in: self) ?? 0)
        var fresh = WaterfallLayout(options: configuration.layoutOptions, sections: [configuration.sectionConfiguration])
        fresh.append(count: count) { index, widths in measure(index, widths) }
        enqueueAllLiveCells()
        layout = fresh
        if let focused = focusedIndex, focused >= count {
            setFocusedIndex(count > 0 ? count - 1 : nil)
        }
        restore(anchor)
        refresh()
    }

    /// Applies a new configuration. A change of width, columns, spacing, insets, header or footer
    /// height, direction or height policy relayouts everything (re-measuring only when column widths
    /// change) and rebuilds the live set; a change of viewport height or buffer factor only updates
    /// the live set. The focused item stays in view, at about the same on-screen row when it was on
    /// screen; with no focus the first visible item keeps its row.
    public func setConfiguration(_ newConfiguration: WaterfallViewConfiguration) {
        let old = configuration
        guard newConfiguration != old else { return }
        let anchor = captureAnchor()
        configuration = newConfiguration
        let optionsChanged = newConfiguration.layoutOptions != old.layoutOptions
        let sectionChanged = newConfiguration.sectionConfiguration != old.sectionConfiguration
        if optionsChanged || sectionChanged {
            // Work on a copy so that the data source may read this collection view while measuring.
            var updated = layout
            if optionsChanged {
                updated.setOptions(newConfiguration.layoutOptions) { index, widths in measure(index, widths) }
            }
            if sectionChanged {
                updated.setConfiguration(newConfiguration.sectionConfiguration, ofSection: 0) { index, widths in
                    measure(index, widths)
                }
            }
            enqueueAllLiveCells()
            layout = updated
        }
        liveRows = nil
        restore(anchor)
        refresh()
    }

    /// Resizes the viewport (a terminal resize), as ``setConfiguration(_:)``.
    public func setViewportSize(width: Int, height: Int) {
        var changed = configuration
        changed.viewportWidth = width
        changed.viewportHeight = height
        setConfiguration(changed)
    }

    /// Changes the number of columns, as ``setConfiguration(_:)``.
    public func setColumnCount(_ count: Int) {
        var changed = configuration
        changed.columnCount = count
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
