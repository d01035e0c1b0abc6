import WaterfallLayout

extension WaterfallCollectionView {
    /// Moves the focus and scrolls the least amount that shows the newly focused card fully (its
    /// top when it is taller than the viewport). Returns the focused item afterwards.
    ///
    /// - With nothing focused, ``FocusMove/first`` and ``FocusMove/last`` go to their item, the page
    ///   moves scroll a page and focus the first visible item, and every other move focuses the
    ///   first visible item.
    /// - ``FocusMove/up`` / ``FocusMove/down`` follow the card's columns (`WaterfallLayout.itemAbove`
    ///   / `itemBelow`: from a card of several columns, the nearest card above or below any of
    ///   them); at the column's end they scroll as far as possible while the card stays fully
    ///   visible, so the header or the footer (and the next page) comes into view.
    /// - ``FocusMove/left`` / ``FocusMove/right`` go to the card in the column beside the card's
    ///   columns that shares the most rows with it (the nearest one when none does);
    ///   ``FocusMove/next`` / ``FocusMove/previous`` go in reading order: by index, save where the
    ///   look-ahead placed cards early (`WaterfallLayout.itemPlaced(after:)`).
    /// - ``FocusMove/pageUp`` / ``FocusMove/pageDown`` scroll a page, then focus the item sharing a
    ///   column with the card nearest to its former on-screen row (the viewport's far edge when the
    ///   page could not scroll).
    ///
    /// Cards the look-ahead still holds back (not placed yet) are never focused.
    ///
    /// O(C log N + k) for `k` visible items.
    @discardableResult
    public func moveFocus(_ move: FocusMove) -> Int? {
        let count = layout.itemCount
        guard count > 0 else { return nil }
        switch move {
        case .first:
            guard let first = layout.firstPlacedItem else { return focusedIndex }
            focusAndReveal(first)
        case .last:
            guard let last = layout.lastPlacedItem else { return focusedIndex }
            focusAndReveal(last)
        case .pageUp:
            moveFocusByPage(.up)
        case .pageDown:
            moveFocusByPage(.down)
        case .up, .down, .left, .right, .next, .previous:
            guard let current = focusedIndex, current < count, layout.isPlaced(current) else {
                if let first = firstVisibleItem() ?? layout.firstPlacedItem { focusAndReveal(first) }
                return focusedIndex
            }
            moveFocus(move, from: current)
        }
        return focusedIndex
    }

    /// Focuses item `index` (nil clears the focus) and scrolls it fully into view. Returns false,
    /// changing nothing, for an index outside the items or one the look-ahead still holds back.
    @discardableResult
    public func focus(_ index: Int?) -> Bool {
        guard let index else {
            setFocusedIndex(nil)
            return true
        }
        guard index >= 0, index < layout.itemCount, layout.isPlaced(index) else { return false }
        focusAndReveal(index)
        return true
    }

    /// Focuses the card under the viewport cell (`x`, `y`) (a mouse click; `y` counts from the
    /// viewport's top) and scrolls it fully into view. Returns the item, nil for a gap, the header,
    /// the footer or a point outside the viewport (the focus then stays). O(log N).
    @discardableResult
    public func focusItem(atViewportX x: Int, y: Int) -> Int? {
        guard let index = item(atViewportX: x, y: y) else { return nil }
        focusAndReveal(index)
        return index
    }

    /// The card under the viewport cell (`x`, `y`), nil for a gap, the header, the footer or a
    /// point outside the viewport. O(log N).
    public func item(atViewportX x: Int, y: Int) -> Int? {
        guard y >= 0, y < viewportHeight else { return nil }
        return layout.item(atX: x, y: scrollOffset + y)
    }

    /// Tells the delegate that the focused item was selected; does nothing without a focus.
    public func selectFocusedItem() {
        guard let focused = focusedIndex else { return }
        delegate?.collectionView(self, didSelectItemAt: focused)
    }

    /// Focuses item `index` and tells the delegate it was selected; does nothing for an index
    /// outside the items.
    public func selectItem(at index: Int) {
        guard focus(index) else { return }
        selectFocusedItem()
    }

    /// The first visible item in reading order: of the items intersecting the viewport, the one
    /// with the smallest top (then the leftmost), preferring items whose top is on screen.
    /// O(C log N + k).
    public func firstVisibleItem() -> Int? {
        firstVisibleItem { _ in true }
    }

    /// The first visible item in reading order among those for which `isCandidate` holds.
    func firstVisibleItem(where isCandidate: (Int) -> Bool) -> Int? {
        var best: (startsOnScreen: Bool, y: Int, x: Int, index: Int)?
        let top = scrollOffset
        layout.forEachItem(intersecting: viewportRows) { index in
            guard isCandidate(index) else { return }
            let frame = layout.frame(ofItem: index)
            let candidate = (startsOnScreen: frame.y >= top, y: frame.y, x: frame.x, index: index)
            guard let current = best else {
                best = candidate
                return
            }
            if candidate.startsOnScreen != current.startsOnScreen {
                if candidate.startsOnScreen { best = candidate }
            } else if (candidate.y, candidate.x) < (current.y, current.x) {
                best = candidate
            }
        }
        return best?.index
    }

    /// Changes ``focusedIndex`` and tells the delegate, when it differs.
    func setFocusedIndex(_ index: Int?) {
        guard index != focusedIndex else { return }
        let old = focusedIndex
        focusedIndex = index
        delegate?.collectionView(self, didChangeFocusFrom: old, to: index)
    }

    /// Focuses `index` and scrolls the least amount to show it.
    private func focusAndReveal(_ index: Int) {
        setFocusedIndex(index)
        scroll(to: offsetRevealing(layout.frame(ofItem: index)))
    }

    /// An arrow or Tab move from the focused item `current`.
    private func moveFocus(_ move: FocusMove, from current: Int) {
        let target: Int?
        switch move {
        case .up: target = layout.itemAbove(current)
        case .down: target = layout.itemBelow(current)
        case .left: target = layout.itemLeft(of: current)
        case .right: target = layout.itemRight(of: current)
        case .next: target = layout.itemPlaced(after: current)
        case .previous: target = layout.itemPlaced(before: current)
        case .first, .last, .pageUp, .pageDown: target = nil
        }
        if let target {
            focusAndReveal(target)
            return
        }
        let frame = layout.frame(ofItem: current)
        switch move {
        case .down:
            scroll(to: frame.y)
        case .up:
            scroll(to: frame.height > viewportHeight ? frame.y : frame.maxY - viewportHeight)
        default:
            scroll(to: offsetRevealing(frame))
        }
    }

    /// Scrolls a page, then focuses the item of the focused item's column nearest to its former
    /// on-screen row (the first visible item when nothing was focused).
    private func moveFocusByPage(_ direction: ScrollDirection) {
        let before = scrollOffset
        scrollPage(direction)
        guard let current = focusedIndex, current < layout.itemCount, layout.isPlaced(current) else {
            if let first = firstVisibleItem() { focusAndReveal(first) }
            return
        }
        let frame = layout.frame(ofItem: current)
        let lastRow = scrollOffset + max(0, viewportHeight - 1)
        var row: Int
        if scrollOffset != before {
            row = frame.y - before + scrollOffset
        } else {
            row = direction == .down ? lastRow : scrollOffset
        }
        row = min(max(row, scrollOffset), lastRow)
        guard let target = visibleItem(nearestToRow: row, inColumnOf: current) else { return }
        focusAndReveal(target)
    }

    /// Among the visible items sharing a column with `index` (full-span items share every
    /// column), the one nearest to `row` (ties: the upper, then the lower index); any visible item
    /// when none shares one.
    private func visibleItem(nearestToRow row: Int, inColumnOf index: Int) -> Int? {
        let columns = layout.isFullSpan(index) ? nil : layout.columnRange(ofItem: index)
        var bestInColumn: (distance: Int, y: Int, index: Int)?
        var bestAny: (distance: Int, y: Int, index: Int)?
        layout.forEachItem(intersecting: viewportRows) { candidate in
            let frame = layout.frame(ofItem: candidate)
            let distance = frame.y > row ? frame.y - row : max(0, row - (frame.maxY - 1))
            let entry = (distance: distance, y: frame.y, index: candidate)
            if bestAny.map({ entry < $0 }) ?? true { bestAny = entry }
            let candidateColumns = layout.isFullSpan(candidate) ? nil : layout.columnRange(ofItem: candidate)
            let shares = columns == nil || candidateColumns == nil || candidateColumns?.overlaps(columns ?? 0 ..< 0) == true
            if shares, bestInColumn.map({ entry < $0 }) ?? true { bestInColumn = entry }
        }
        return (bestInColumn ?? bestAny)?.index
    }
}
