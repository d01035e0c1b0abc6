import WaterfallLayout

/// Appending pages and the footer report. The collection view keeps no loading state: whoever
/// loads pages (a pager) is the only truth about whether a load is in flight, failed or done, and
/// decides what to do when told that the footer is visible.
extension WaterfallCollectionView {
    /// Whether the footer (the last section's) intersects the viewport, or, without a footer,
    /// whether the viewport reaches the bottom of the content. This is what asks for the next page.
    public var isLoadTriggerVisible: Bool {
        if let footer = footerFrame {
            return footer.intersects(rows: viewportRows)
        }
        return scrollOffset + viewportHeight >= layout.contentHeight
    }

    /// The data source grew by `count` items at the end of the last section (a page arrived):
    /// measures only them, extends the layout (no live cell moves, the scroll offset stays), adds
    /// cells for those entering the buffered viewport, and reports the footer to the delegate if it
    /// is still in view. O(count × C + C log N + k). Inside ``performBatchUpdates(_:)`` it is
    /// recorded as an insertion at the end of the last section, like ``insertItems(at:)``.
    public func appendItems(count: Int) {
        guard count > 0 else { return }
        if batchDepth > 0 {
            recordAppend(count: count)
            return
        }
        let widths = layout.widthsForAppending
        let start = layout.itemCount
        sectionStarts[sectionStarts.count - 1] = start + count
        var sizes: [ItemSize] = []
        sizes.reserveCapacity(count)
        for index in start ..< start + count {
            sizes.append(measure(index, widths))
        }
        let moves = layout.placementMoves(inSection: layout.sectionCount - 1).count
        layout.append(sizes)
        liveRows = nil
        reportMoves(since: moves)
        refresh()
    }

    /// No more items will come at the end (the pager reached it): places the items the last
    /// section's look-ahead holds back (`WaterfallLayout.waitingItems`) and adds cells for those
    /// entering the buffered viewport. Later appends wait again. Nothing to do under the greedy
    /// placement rule. O(lookahead² × k) for a span of `k` columns.
    public func placeWaitingItems() {
        guard !layout.isSettled else { return }
        let moves = layout.placementMoves(inSection: layout.sectionCount - 1).count
        layout.placeWaitingItems()
        liveRows = nil
        reportMoves(since: moves)
        refresh()
    }

    /// Tells the delegate about the moves of the last section after its first `count`, if any.
    private func reportMoves(since count: Int) {
        let moves = layout.placementMoves(inSection: layout.sectionCount - 1)
        guard moves.count > count else { return }
        delegate?.collectionView(self, didPlaceItemsEarly: Array(moves[count...]))
    }

    /// Tells the delegate that the footer is in view, when it is. Called after every scroll,
    /// append and relayout, so a pager asked again while a page is loading, failed or exhausted
    /// simply refuses; nothing here remembers that it asked. A delegate that appends items from
    /// inside the call (a synchronous answer) gets the next report after it returns, not nested.
    func reportFooterIfVisible() {
        if isReportingFooter {
            needsFooterReport = true
            return
        }
        repeat {
            needsFooterReport = false
            guard let delegate, isLoadTriggerVisible else { return }
            isReportingFooter = true
            delegate.collectionViewFooterIsVisible(self)
            isReportingFooter = false
        } while needsFooterReport
    }
}
