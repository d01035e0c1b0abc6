import WaterfallLayout

/// Everything that shapes a ``WaterfallCollectionView``: the viewport, the single section's
/// columns, spacing, insets, header and footer, and the reuse buffer. Units are terminal cells.
public struct WaterfallViewConfiguration: Hashable, Sendable {
    /// The viewport's width; the layout fills it.
    public var viewportWidth: Int
    /// The viewport's height (rows on screen).
    public var viewportHeight: Int
    /// The number of columns (values below 1 count as 1).
    public var columnCount: Int
    /// Cells between two neighbouring columns.
    public var columnSpacing: Int
    /// Cells between two cards stacked in one column.
    public var rowSpacing: Int
    /// Insets around the cards.
    public var insets: EdgeInsets
    /// Height of the header above the cards, 0 for none.
    public var headerHeight: Int
    /// Height of the footer under the tallest column, 0 for none. Its coming into view asks the
    /// delegate for the next page (without a footer, reaching the end of the content does).
    public var footerHeight: Int
    /// How the column of each next card is chosen.
    public var direction: RenderDirection
    /// How item heights are corrected (fallback for 0, maximum).
    public var heightPolicy: ItemHeightPolicy
    /// The reuse buffer: `bufferFactor × columnCount` rows above and below the viewport keep their
    /// cells alive (PSCollectionView's factor, 5 by default; 0 keeps only on-screen cells;
    /// negative values count as 0).
    public var bufferFactor: Int
    /// Whether ``WaterfallCollectionView/placeholder(isLoading:isExhausted:)`` can ever give
    /// ``PlaceholderKind/empty``.
    public var emptyViewEnabled: Bool
    /// Whether ``WaterfallCollectionView/placeholder(isLoading:isExhausted:)`` can ever give
    /// ``PlaceholderKind/loading``.
    public var loadingViewEnabled: Bool

    /// Creates a configuration; the defaults are an 80×24 viewport with 2 columns.
    public init(
        viewportWidth: Int = 80,
        viewportHeight: Int = 24,
        columnCount: Int = 2,
        columnSpacing: Int = 1,
        rowSpacing: Int = 0,
        insets: EdgeInsets = .zero,
        headerHeight: Int = 0,
        footerHeight: Int = 0,
        direction: RenderDirection = .shortestFirst,
        heightPolicy: ItemHeightPolicy = ItemHeightPolicy(),
        bufferFactor: Int = 5,
        emptyViewEnabled: Bool = true,
        loadingViewEnabled: Bool = true
    ) {
        self.viewportWidth = viewportWidth
        self.viewportHeight = viewportHeight
        self.columnCount = columnCount
        self.columnSpacing = columnSpacing
        self.rowSpacing = rowSpacing
        self.insets = insets
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
        self.direction = direction
        self.heightPolicy = heightPolicy
        self.bufferFactor = bufferFactor
        self.emptyViewEnabled = emptyViewEnabled
        self.loadingViewEnabled = loadingViewEnabled
    }

    /// The layout-wide options these settings give.
    var layoutOptions: LayoutOptions {
        LayoutOptions(width: max(0, viewportWidth), direction: direction, heightPolicy: heightPolicy)
    }

    /// The configuration of the layout's single section.
    var sectionConfiguration: SectionConfiguration {
        SectionConfiguration(
            columnCount: columnCount,
            columnSpacing: columnSpacing,
            rowSpacing: rowSpacing,
            insets: insets,
            headerHeight: headerHeight,
            footerHeight: footerHeight
        )
    }
}
