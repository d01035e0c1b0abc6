/// One section's placement state: its configuration and geometry, the items it holds, where each
/// column ends, and per-column lists of its items in top-to-bottom order for range queries.
struct SectionState: Sendable {
    /// The section's configuration (normalized).
    var configuration: SectionConfiguration
    /// The section's horizontal geometry for the current width.
    var geometry: SectionGeometry
    /// The global index of the section's first item.
    var itemStart: Int
    /// The number of items in the section.
    var itemCount: Int
    /// The y where the section begins (the previous section's bottom).
    var top: Int
    /// The y of the first row available to items.
    var itemsTop: Int
    /// Per column, the y where the next item in that column would start.
    var columnNext: [Int]
    /// The largest value of `columnNext` (kept up to date on every placement).
    var tallestNext: Int
    /// Items placed since the last full-span item, for the round-robin directions.
    var runLength: Int
    /// Per column, the global indices of the column's items, top to bottom (also ascending).
    var columnItems: [[Int32]]
    /// The global indices of the full-span items, top to bottom (also ascending).
    var spanningItems: [Int32]

    /// An empty section starting at `top`, for items from global index `itemStart` on.
    init(configuration: SectionConfiguration, width: Int, top: Int, itemStart: Int) {
        self.configuration = configuration
        self.geometry = SectionGeometry(section: configuration, width: width)
        self.itemStart = itemStart
        self.itemCount = 0
        self.top = top
        self.itemsTop = 0
        self.columnNext = []
        self.tallestNext = 0
        self.runLength = 0
        self.columnItems = []
        self.spanningItems = []
        reset(top: top, keepingCapacity: false)
    }

    /// The half-open range of the section's global item indices.
    var itemRange: Range<Int> { itemStart ..< itemStart + itemCount }

    /// Forgets every placement and starts again at `top` (item count and start are kept).
    mutating func reset(top: Int, keepingCapacity: Bool) {
        self.top = top
        let header = configuration.headerHeight > 0
            ? configuration.headerInsets.top + configuration.headerHeight + configuration.headerInsets.bottom
            : 0
        itemsTop = top + header + configuration.insets.top
        columnNext = Array(repeating: itemsTop, count: configuration.columnCount)
        tallestNext = itemsTop
        runLength = 0
        if keepingCapacity && columnItems.count == configuration.columnCount {
            for column in columnItems.indices { columnItems[column].removeAll(keepingCapacity: true) }
        } else {
            columnItems = Array(repeating: [], count: configuration.columnCount)
        }
        spanningItems.removeAll(keepingCapacity: keepingCapacity)
    }

    /// The header's frame in a layout `width` cells wide, nil when the section has none.
    func headerFrame(width: Int) -> LayoutRect? {
        let insets = configuration.headerInsets
        guard configuration.headerHeight > 0 else { return nil }
        return LayoutRect(
            x: insets.left, y: top + insets.top,
            width: max(0, width - insets.left - insets.right), height: configuration.headerHeight
        )
    }

    /// The y just below the lowest item (the tallest column's bottom), or `itemsTop` when empty.
    var itemsBottom: Int {
        itemCount > 0 ? tallestNext - configuration.rowSpacing : itemsTop
    }

    /// The y of the top of the footer inset (below the items and the section's bottom inset).
    private var footerAreaTop: Int { itemsBottom + configuration.insets.bottom }

    /// The footer's frame in a layout `width` cells wide, nil when the section has none.
    func footerFrame(width: Int) -> LayoutRect? {
        let insets = configuration.footerInsets
        guard configuration.footerHeight > 0 else { return nil }
        return LayoutRect(
            x: insets.left, y: footerAreaTop + insets.top,
            width: max(0, width - insets.left - insets.right), height: configuration.footerHeight
        )
    }

    /// The y where the section ends and the next one begins.
    var bottom: Int {
        let footer = configuration.footerHeight > 0
            ? configuration.footerInsets.top + configuration.footerHeight + configuration.footerInsets.bottom
            : 0
        return footerAreaTop + footer
    }
}
