/// The settings of one section: its columns, spacing, insets, header and footer, and how it places
/// items of several columns.
///
/// Vertically a section is, from the top: the header inset's top, the header, the header inset's
/// bottom, the section inset's top, the items, the section inset's bottom, the footer inset's top,
/// the footer and the footer inset's bottom. A header or footer of height 0 is absent, and so are
/// its insets. Horizontally the columns fill the width minus the section insets (see
/// ``SectionGeometry`` for the cells left over when the width does not divide evenly).
public struct SectionConfiguration: Hashable, Sendable {
    /// The number of columns (values below 1 are treated as 1).
    public var columnCount: Int
    /// Cells between two neighbouring columns.
    public var columnSpacing: Int
    /// Cells between two items stacked in one column (CHT's `minimumInteritemSpacing`).
    public var rowSpacing: Int
    /// Insets around the items.
    public var insets: EdgeInsets
    /// Height of the section header, 0 for none.
    public var headerHeight: Int
    /// Insets around the header.
    public var headerInsets: EdgeInsets
    /// Height of the section footer, 0 for none. The footer sits under the tallest column.
    public var footerHeight: Int
    /// Insets around the footer.
    public var footerInsets: EdgeInsets
    /// How items spanning several columns are placed.
    public var placement: PlacementRule

    /// Creates a section configuration.
    public init(
        columnCount: Int = 2,
        columnSpacing: Int = 1,
        rowSpacing: Int = 0,
        insets: EdgeInsets = .zero,
        headerHeight: Int = 0,
        headerInsets: EdgeInsets = .zero,
        footerHeight: Int = 0,
        footerInsets: EdgeInsets = .zero,
        placement: PlacementRule = .shortestColumn
    ) {
        self.columnCount = columnCount
        self.columnSpacing = columnSpacing
        self.rowSpacing = rowSpacing
        self.insets = insets
        self.headerHeight = headerHeight
        self.headerInsets = headerInsets
        self.footerHeight = footerHeight
        self.footerInsets = footerInsets
        self.placement = placement
    }

    /// The same configuration with every count and distance made valid (columns ≥ 1, no negatives).
    var normalized: SectionConfiguration {
        SectionConfiguration(
            columnCount: max(1, columnCount),
            columnSpacing: max(0, columnSpacing),
            rowSpacing: max(0, rowSpacing),
            insets: insets.clamped,
            headerHeight: max(0, headerHeight),
            headerInsets: headerInsets.clamped,
            footerHeight: max(0, footerHeight),
            footerInsets: footerInsets.clamped,
            placement: placement.normalized
        )
    }
}
