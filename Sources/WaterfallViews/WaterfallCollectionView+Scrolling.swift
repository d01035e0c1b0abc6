import WaterfallLayout

extension WaterfallCollectionView {
    /// The largest scroll offset: `max(0, contentHeight − viewportHeight)`.
    public var maximumScrollOffset: Int { max(0, layout.contentHeight - viewportHeight) }

    /// Scrolls so that content row `offset` (clamped to `0 ... maximumScrollOffset`) is at the top
    /// of the viewport, then updates the live set incrementally and reports the footer to the
    /// delegate when it is in view.
    /// Any jump shows exactly the right cells. O(C log N + k).
    public func scroll(to offset: Int) {
        scrollOffset = clampedOffset(offset)
        updateLiveCells()
        reportFooterIfVisible()
    }

    /// Scrolls by `lines` rows (negative: up), clamped.
    public func scroll(by lines: Int) {
        let (target, overflow) = scrollOffset.addingReportingOverflow(lines)
        scroll(to: overflow ? (lines < 0 ? 0 : Int.max) : target)
    }

    /// Scrolls by half the viewport height (at least one row) in `direction`.
    public func scrollHalfPage(_ direction: ScrollDirection) {
        scroll(by: signed(max(1, viewportHeight / 2), direction))
    }

    /// Scrolls by the viewport height (at least one row) in `direction`.
    public func scrollPage(_ direction: ScrollDirection) {
        scroll(by: signed(max(1, viewportHeight), direction))
    }

    /// Scrolls to the top of the content (the header).
    public func scrollToTop() { scroll(to: 0) }

    /// Scrolls to the bottom of the content (the footer).
    public func scrollToBottom() { scroll(to: maximumScrollOffset) }

    /// Scrolls so that the item at `path` is at `position` in the viewport (as far as the content
    /// allows), as ``scroll(to:)``; throws, scrolling nowhere, when there is no such item. The
    /// focus does not change. O(log S + C log N + k).
    public func scrollToItem(_ path: ItemPath, position: ScrollPosition) throws(WaterfallCollectionViewError) {
        guard path.section >= 0, path.section < sectionCount else {
            throw .sectionOutOfRange(section: path.section, sectionCount: sectionCount)
        }
        guard let index = index(of: path) else {
            throw .itemOutOfRange(path, itemCount: numberOfItems(inSection: path.section))
        }
        let frame = layout.frame(ofItem: index)
        let fits = frame.height <= viewportHeight
        switch position {
        case .top:
            scroll(to: frame.y)
        case .centre:
            scroll(to: fits ? frame.y - (viewportHeight - frame.height) / 2 : frame.y)
        case .bottom:
            scroll(to: fits ? frame.maxY - viewportHeight : frame.y)
        case .nearest:
            scroll(to: offsetRevealing(frame))
        }
    }

    /// `offset` clamped to `0 ... maximumScrollOffset`.
    func clampedOffset(_ offset: Int) -> Int { min(max(0, offset), maximumScrollOffset) }

    /// The smallest change of offset that shows all of `frame` or, when it is taller than the
    /// viewport, its top.
    func offsetRevealing(_ frame: Rect) -> Int {
        if frame.height > viewportHeight || frame.y < scrollOffset { return clampedOffset(frame.y) }
        if frame.maxY > scrollOffset + viewportHeight { return clampedOffset(frame.maxY - viewportHeight) }
        return scrollOffset
    }

    /// Re-clamps the offset after the content or viewport changed, updates the live set and reports
    /// the footer when it is in view.
    func refresh() {
        scroll(to: scrollOffset)
    }

    /// `amount` with the sign of `direction`.
    private func signed(_ amount: Int, _ direction: ScrollDirection) -> Int {
        direction == .down ? amount : -amount
    }
}
