/// A keyboard move of the focused item of a ``WaterfallCollectionView``.
public enum FocusMove: Hashable, Sendable, CaseIterable {
    /// The item above in the same column.
    case up
    /// The item below in the same column.
    case down
    /// The item of the column to the left nearest to the focused item's middle row.
    case left
    /// The item of the column to the right nearest to the focused item's middle row.
    case right
    /// Scroll a page up; focus the item of the same column nearest to the same on-screen row.
    case pageUp
    /// Scroll a page down; focus the item of the same column nearest to the same on-screen row.
    case pageDown
    /// The first item (index 0).
    case first
    /// The last item.
    case last
    /// The next item by index (Tab).
    case next
    /// The previous item by index (Shift-Tab).
    case previous
}
