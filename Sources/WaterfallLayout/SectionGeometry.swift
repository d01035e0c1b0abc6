/// The horizontal geometry of a section for a given layout width: column width and positions.
///
/// Columns all have the same width, `(width − insets − spacing) / columnCount` rounded down but at
/// least 1. The cells left over by the rounding are split between the two outer margins, the left
/// one getting the smaller half, so the columns are centred in the section (for the articles'
/// example — 3 columns, insets 15 and 15, spacing 10, width 375 — columns are 108 wide at x = 15,
/// 133 and 251, and the one cell left over goes to the right margin).
public struct SectionGeometry: Hashable, Sendable {
    /// The number of columns.
    public let columnCount: Int
    /// The width of every column.
    public let columnWidth: Int
    /// The x of the left edge of column 0.
    public let contentX: Int
    /// The distance from one column's left edge to the next one's.
    public let columnStride: Int

    /// Computes the geometry of `section` (already normalized) in a layout `width` cells wide.
    init(section: SectionConfiguration, width: Int) {
        let columns = section.columnCount
        let available = width - section.insets.left - section.insets.right - (columns - 1) * section.columnSpacing
        let columnWidth = max(1, available / columns)
        let leftover = max(0, available - columnWidth * columns)
        self.columnCount = columns
        self.columnWidth = columnWidth
        self.contentX = section.insets.left + leftover / 2
        self.columnStride = columnWidth + section.columnSpacing
    }

    /// The width of an item spanning all columns: from column 0's left edge to the last column's right edge.
    public var fullSpanWidth: Int { width(ofColumns: columnCount) }

    /// The width of an item covering `columns` adjacent columns: from the first one's left edge to
    /// the last one's right edge.
    @inlinable
    public func width(ofColumns columns: Int) -> Int { columnStride * (columns - 1) + columnWidth }

    /// The x of the left edge of `column`.
    @inlinable
    public func x(ofColumn column: Int) -> Int { contentX + column * columnStride }

    /// The column whose cells include `x`, or nil when `x` falls in a gap or outside the columns.
    public func column(atX x: Int) -> Int? {
        guard let column = column(atOrLeftOfX: x), x - self.x(ofColumn: column) < columnWidth else { return nil }
        return column
    }

    /// The column whose cells include `x` or, when `x` falls in the gap after a column, that
    /// column; nil left of the first column and right of the last.
    func column(atOrLeftOfX x: Int) -> Int? {
        let offset = x - contentX
        guard offset >= 0 else { return nil }
        let column = offset / columnStride
        guard column < columnCount else { return nil }
        return column
    }

    /// The widths offered to an item measure.
    public var itemWidths: ItemWidths {
        ItemWidths(column: columnWidth, fullSpan: fullSpanWidth, columnCount: columnCount, columnSpacing: columnStride - columnWidth)
    }
}
