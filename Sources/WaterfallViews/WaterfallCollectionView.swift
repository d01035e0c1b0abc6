import WaterfallLayout

/// A virtualized waterfall (masonry) collection view: it decides which cards exist as live cells,
/// reuses them, scrolls, moves the keyboard focus, and tells its delegate whenever the footer is
/// in view (after a scroll, an append or a relayout), so that it can ask its pager for more. It
/// knows nothing of any renderer: a renderer draws ``forEachVisibleCell(_:)`` and the
/// supplementary frames (``headerFrame``, ``footerFrame``, ``placeholder(isLoading:isExhausted:)``),
/// subtracting ``scrollOffset`` from content coordinates.
///
/// The model is PSCollectionView: a **visible map** (``visibleCells``, index → live cell), a **reuse
/// pool** and the frames, read from one `WaterfallLayout` (``layout``; no second copy of the
/// geometry). The live cells are exactly the items whose frames intersect the *buffered
/// viewport*, the rows `[scrollOffset − margin, scrollOffset + viewportHeight + margin)` with
/// `margin = bufferFactor × columnCount` rows. PSCollectionView widens an index window by
/// `bufferFactor × columns` *items* around the visible ones; with about one card per column per
/// row band, this is that buffer read geometrically, and it makes the live set a pure function of
/// the offset, found by the layout's range query after any jump.
///
/// Costs for `N` items, `C` columns and `k` live cells: a scroll is O(C log N + k) with no
/// allocation once the scratch buffers have grown; an append of `m` items is O(m C + C log N + k);
/// ``reloadData()`` and changes of width or columns are O(N C).
///
/// Not thread-safe and not `Sendable`: use it from the app's UI thread only. The data source and
/// delegate are held weakly; nothing is asked of them before ``reloadData()``.
public final class WaterfallCollectionView<Cell: ReusableCell> {
    /// Supplies items, cells and sizes.
    public weak var dataSource: (any WaterfallCollectionViewDataSource<Cell>)?
    /// Hears about selection, focus and the footer.
    public weak var delegate: (any WaterfallCollectionViewDelegate<Cell>)?

    /// The settings in force (change them through ``setConfiguration(_:)`` and its shortcuts).
    public internal(set) var configuration: WaterfallViewConfiguration
    /// The frames of every item, the header and the footer, in content coordinates.
    public internal(set) var layout: WaterfallLayout
    /// The first content row shown at the top of the viewport, always in
    /// `0 ... maximumScrollOffset`.
    public internal(set) var scrollOffset = 0
    /// The live cells by item index: exactly the items intersecting the buffered viewport.
    public internal(set) var visibleCells: [Int: Cell] = [:]
    /// The focused item, if any.
    public internal(set) var focusedIndex: Int?

    /// Cells waiting to be reused, most recently enqueued last.
    var reusePool: [Cell] = []
    /// Cells made by the data source, as in ``ReuseStatistics/created``.
    var createdCount = 0
    /// Cells taken from the pool.
    var dequeuedCount = 0
    /// Cells put into the pool.
    var enqueuedCount = 0
    /// The buffered rows the live set was last computed for; nil forces a recomputation.
    var liveRows: Range<Int>?
    /// Scratch list of indexes entering the live set, kept to avoid allocating per scroll.
    var enteringScratch: [Int] = []
    /// Scratch list of indexes leaving the live set, kept to avoid allocating per scroll.
    var leavingScratch: [Int] = []
    /// Whether the delegate is being told about the footer right now (re-entrancy guard).
    var isReportingFooter = false
    /// Whether a report was asked for while the delegate was being told.
    var needsFooterReport = false

    /// Creates an empty collection view. Set ``dataSource`` and ``delegate``, then call
    /// ``reloadData()``.
    public init(configuration: WaterfallViewConfiguration = WaterfallViewConfiguration()) {
        self.configuration = configuration
        self.layout = WaterfallLayout(options: configuration.layoutOptions, sections: [configuration.sectionConfiguration])
    }

    /// The number of items laid out.
    public var itemCount: Int { layout.itemCount }

    /// The total height of the content (header, cards and footer).
    public var contentHeight: Int { layout.contentHeight }

    /// The width of one column, as passed to the data source's size query.
    public var columnWidth: Int { layout.geometry(ofSection: 0).columnWidth }

    /// The number of columns in force (at least 1).
    public var columnCount: Int { layout.configuration(ofSection: 0).columnCount }

    /// The viewport's height, never negative.
    var viewportHeight: Int { max(0, configuration.viewportHeight) }

    /// The rows on screen, in content coordinates.
    public var viewportRows: Range<Int> { scrollOffset ..< scrollOffset + viewportHeight }

    /// The rows whose items keep live cells: the viewport widened by `bufferFactor × columnCount`
    /// rows on each side.
    public var bufferedRows: Range<Int> {
        let margin = max(0, configuration.bufferFactor) * columnCount
        return scrollOffset - margin ..< scrollOffset + viewportHeight + margin
    }

    /// The frame of item `index` in content coordinates. O(1).
    public func frame(ofItem index: Int) -> LayoutRect { layout.frame(ofItem: index) }

    /// The size the data source gives item `index` for `widths` (height 0, the fallback, without one).
    func measure(_ index: Int, _ widths: ItemWidths) -> ItemSize {
        dataSource?.collectionView(self, sizeForItemAt: index, widths: widths) ?? ItemSize(height: 0)
    }
}
