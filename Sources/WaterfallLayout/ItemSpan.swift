/// How many columns of its section an item covers.
///
/// ``columns(_:)`` asks for a number of adjacent columns; the layout clamps it to `1 ... C` for a
/// section of `C` columns (``columnCount(inSectionOf:)`` says what an item gets, and
/// ``WaterfallLayout/columnSpan(ofItem:)`` what a placed item got). ``full`` covers every column
/// whatever their number: a banner or a group title, which starts below the tallest column,
/// restarts the round robin of ``RenderDirection/leftToRight`` and ``RenderDirection/rightToLeft``
/// and is a barrier to ``PlacementRule/fillGaps(lookahead:)``. An item that should only be as wide
/// as the section (a panorama) is `.columns(columnCount)`: the gaps above it are filled.
public enum ItemSpan: Hashable, Sendable {
    /// `k` adjacent columns, clamped to the section's column count (0 and negative values count as 1).
    case columns(Int)
    /// Every column of the section.
    case full

    /// One column: an ordinary item.
    public static let single = ItemSpan.columns(1)

    /// The number of columns the span covers in a section of `columnCount` columns (at least 1).
    @inlinable
    public func columnCount(inSectionOf columnCount: Int) -> Int {
        let columns = max(1, columnCount)
        switch self {
        case .full: return columns
        case .columns(let requested): return min(max(1, requested), columns)
        }
    }

    /// Whether a section of `columnCount` columns cannot give the span what it asks for (a request
    /// of 0 or fewer columns, or of more than the section has). Never for ``full``.
    public func isClamped(inSectionOf columnCount: Int) -> Bool {
        switch self {
        case .full: return false
        case .columns(let requested): return requested != self.columnCount(inSectionOf: columnCount)
        }
    }
}
