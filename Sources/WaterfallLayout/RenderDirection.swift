/// How the layout chooses the column of the next item, as CHTCollectionViewWaterfallLayout's
/// `itemRenderDirection`.
public enum RenderDirection: String, Hashable, Sendable, CaseIterable {
    /// The column whose next free row is the highest; ties go to the leftmost such column.
    case shortestFirst = "shortest"
    /// Round robin from the left: the n-th item of a run goes to column `n % columnCount`.
    case leftToRight = "ltr"
    /// Round robin from the right: the n-th item of a run goes to column `columnCount - 1 - n % columnCount`.
    case rightToLeft = "rtl"
}
