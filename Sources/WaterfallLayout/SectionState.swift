/// One section's placement state: its configuration and geometry, the items it holds, where each
/// column ends, per-column lists of its items in top-to-bottom order for range queries, and what
/// its look-ahead moved or holds back.
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
    /// Where the round-robin directions are in their cycle: items placed since the last full-span
    /// item, or the position after the last multi-column item's run.
    var runLength: Int
    /// Per column, the global indices of the items covering it (one-column and multi-column items),
    /// top to bottom.
    var columnItems: [[Int32]]
    /// The global indices of the full-span items, top to bottom (also ascending).
    var spanningItems: [Int32]
    /// The global index of the first item not placed yet (the section's end when all are placed).
    /// Items after it may be placed already, moved earlier by the look-ahead.
    var nextToPlace: Int
    /// Items the look-ahead placed before an item of several columns, in the order placed.
    var moves: [PlacementMove]
    /// Whether no more items are expected at the section's end, so that the look-ahead places a
    /// span near the end without waiting for items after it. Set by settling or by a later section;
    /// cleared by an append.
    var isSettled: Bool

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
        self.nextToPlace = itemStart
        self.moves = []
        self.isSettled = false
        reset(top: top, keepingCapacity: false)
    }

    /// The half-open range of the section's global item indices.
    var itemRange: Range<Int> { itemStart ..< itemStart + itemCount }

    /// Forgets every placement and starts again at `top` (item count, start and whether the section
    /// is settled are kept).
    mutating func reset(top: Int, keepingCapacity: Bool) {
        self.top = top
        itemsTop =
            top + Self.bandExtent(height: configuration.headerHeight, insets: configuration.headerInsets)
            + configuration.insets.top
        columnNext = Array(repeating: itemsTop, count: configuration.columnCount)
        tallestNext = itemsTop
        runLength = 0
        if keepingCapacity && columnItems.count == configuration.columnCount {
            for column in columnItems.indices { columnItems[column].removeAll(keepingCapacity: true) }
        } else {
            columnItems = Array(repeating: [], count: configuration.columnCount)
        }
        spanningItems.removeAll(keepingCapacity: keepingCapacity)
        nextToPlace = itemStart
        moves.removeAll()
    }

    /// The header's frame in a layout `width` cells wide, nil when the section has none.
    func headerFrame(width: Int) -> Rect? {
        Self.bandFrame(height: configuration.headerHeight, insets: configuration.headerInsets, top: top, width: width)
    }

    /// The y just below the lowest item (the tallest column's bottom), or `itemsTop` when no item is
    /// placed (every placed item is at least one row tall, so the tallest column then moved).
    var itemsBottom: Int {
        tallestNext > itemsTop ? tallestNext - configuration.rowSpacing : itemsTop
    }

    /// The y of the top of the footer inset (below the items and the section's bottom inset).
    private var footerAreaTop: Int { itemsBottom + configuration.insets.bottom }

    /// The footer's frame in a layout `width` cells wide, nil when the section has none.
    func footerFrame(width: Int) -> Rect? {
        Self.bandFrame(height: configuration.footerHeight, insets: configuration.footerInsets, top: footerAreaTop, width: width)
    }

    /// The y where the section ends and the next one begins.
    var bottom: Int {
        footerAreaTop + Self.bandExtent(height: configuration.footerHeight, insets: configuration.footerInsets)
    }

    /// The rows a header or footer band takes: its insets and height, or nothing when absent.
    private static func bandExtent(height: Int, insets: EdgeInsets) -> Int {
        height > 0 ? insets.top + height + insets.bottom : 0
    }

    /// The frame of a header or footer band whose inset area starts at `top`, nil when absent.
    private static func bandFrame(height: Int, insets: EdgeInsets, top: Int, width: Int) -> Rect? {
        guard height > 0 else { return nil }
        return Rect(x: insets.left, y: top + insets.top, width: max(0, width - insets.left - insets.right), height: height)
    }
}
