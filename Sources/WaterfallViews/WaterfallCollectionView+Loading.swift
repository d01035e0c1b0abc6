import WaterfallLayout

extension WaterfallCollectionView {
    /// Whether the footer intersects the viewport, or, without a footer, whether the viewport
    /// reaches the bottom of the content. This is what asks for the next page.
    public var isLoadTriggerVisible: Bool {
        if let footer = layout.footerFrame(inSection: 0) {
            return footer.intersects(rows: viewportRows)
        }
        return scrollOffset + viewportHeight >= layout.contentHeight
    }

    /// The data source grew by `count` items at the end: measures only them, extends the layout
    /// (no live cell moves, the scroll offset stays), adds cells for those entering the buffered
    /// viewport and checks the footer trigger. Does not change ``loadState``. O(count × C + k).
    public func appendItems(count: Int) {
        guard count > 0 else { return }
        let widths = layout.widthsForAppending
        let start = layout.itemCount
        var sizes: [ItemSize] = []
        sizes.reserveCapacity(count)
        for index in start ..< start + count {
            sizes.append(measure(index, widths))
        }
        layout.append(sizes)
        liveRows = nil
        refresh()
    }

    /// Brings the item count in line with the data source: appends the new items as
    /// ``appendItems(count:)``, or reloads everything when the count went down.
    public func itemsDidAppend() {
        let count = max(0, dataSource?.numberOfItems(in: self) ?? 0)
        if count >= layout.itemCount {
            appendItems(count: count - layout.itemCount)
        } else {
            reloadData()
        }
    }

    /// The load in flight finished with `appendedCount` new items at the end of the data source
    /// (0 when they were already added with ``appendItems(count:)``). The state becomes ``LoadState/idle``;
    /// when the load added items and the footer is still in view, the next page is asked at once.
    /// A load that added nothing waits for the next scroll or change, so an empty answer cannot loop.
    public func loadDidFinish(appendedCount: Int = 0) {
        loadState = .idle
        appendItems(count: appendedCount)
        if layout.itemCount > itemCountAtLoadStart { checkFooterTrigger() }
    }

    /// The load in flight failed. Nothing more is asked until ``retryLoading()``.
    public func loadDidFail() {
        loadState = .failed
    }

    /// The data source has no more pages; `appendedCount` items came with this last answer.
    /// Nothing more is ever asked, and with no items the empty view shows.
    public func loadDidReachEnd(appendedCount: Int = 0) {
        loadState = .exhausted
        appendItems(count: appendedCount)
    }

    /// After a failure, allows loading again and asks at once when the footer is in view.
    public func retryLoading() {
        guard loadState == .failed else { return }
        loadState = .idle
        checkFooterTrigger()
    }

    /// Forgets any failure, end or load in flight (for a new catalog), then checks the trigger.
    public func resetLoadState() {
        loadState = .idle
        checkFooterTrigger()
    }

    /// When the footer is in view, no load is in flight and more may come, marks a load as in
    /// flight and tells the delegate, once. A check asked for while the delegate is being told (it
    /// answered synchronously) runs right after it returns, so pages never nest.
    func checkFooterTrigger() {
        if isNotifyingFooter {
            needsFooterCheck = true
            return
        }
        repeat {
            needsFooterCheck = false
            guard loadState == .idle, let delegate, isLoadTriggerVisible else { return }
            loadState = .loading
            itemCountAtLoadStart = layout.itemCount
            isNotifyingFooter = true
            delegate.collectionViewFooterDidBecomeVisible(self)
            isNotifyingFooter = false
        } while needsFooterCheck
    }
}
