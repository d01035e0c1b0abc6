import WaterfallLayout

/// A virtualized waterfall (masonry) collection view: it decides which cards and section headers
/// and footers exist as live views, reuses them, scrolls, moves the keyboard focus, applies item
/// and section updates, and tells its delegate whenever the footer is in view (after a scroll, an
/// append, an update or a relayout), so that it can ask its pager for more. It knows nothing of any
/// renderer: a renderer draws ``forEachVisibleCell(_:)``, ``forEachVisibleSupplementaryView(_:)``
/// and the frames of the header, footer and placeholder (``headerFrame``, ``footerFrame``,
/// ``placeholder(isLoading:isExhausted:)``), subtracting ``scrollOffset`` from content coordinates.
///
/// The model is PSCollectionView: a **visible map** (``liveCells``, index → live cell), a **reuse
/// pool** and the frames, read from one `WaterfallLayout` (``layout``; no second copy of the
/// geometry). The live cells are exactly the items whose frames intersect the *buffered viewport*,
/// the rows `[scrollOffset − margin, scrollOffset + viewportHeight + margin)` with
/// `margin = bufferFactor × C` rows, `C` being the largest column count of the sections.
/// PSCollectionView widens an index window by `bufferFactor × columns` *items* around the visible
/// ones; with about one card per column per row band, this is that buffer read geometrically, and
/// it makes the live set a pure function of the offset, found by the layout's range query after any
/// jump. Section headers and footers for which the data source gives a view are kept the same way
/// (``visibleSupplementaryViews``), with their own pool per kind.
///
/// **Sections and numbering.** The sections are the configuration's; items spanning all columns
/// are ordinary cells whose size says so. Everything that reads the live state (cells, frames,
/// focus, selection, the data source's cell and size queries) names an item by its flat index over
/// all sections, the layout's own numbering; updates and ``scrollToItem(_:position:)`` name items by
/// ``ItemPath``. The first section's header is *the* header and the last section's footer is *the*
/// footer that asks for the next page.
///
/// **Updates** (``insertItems(at:)``, ``deleteItems(at:)``, ``reloadItems(at:)``,
/// ``insertSections(_:at:)``, ``deleteSections(_:)``, ``reloadSections(_:)``, grouped by
/// ``performBatchUpdates(_:)``) re-pack once per batch, from the first section they touch, with
/// the stored sizes of the items that stay; live cells that stay keep their object, the others go to
/// the pool, and the anchor (the focused item when on screen, else the first visible item) keeps
/// its screen row.
///
/// Costs for `N` items, `S` sections, `C` columns and `k` live views: a scroll is
/// O(log S + C log N + k) with no allocation once the scratch buffers have grown; an append of `m`
/// items is O(m C + C log N + k); an update of `u` changes is O(u² + S + k) plus one re-pack, O(C)
/// per item from its first section on (or of every item: see ``deleteSections(_:)``);
/// ``reloadData()`` and changes of width or columns are O(N C).
///
/// **Isolation.** One isolation domain: the collection view is neither `Sendable` nor bound to an
/// actor, so it stays in the domain that made it (the app's UI loop), and every call, to it and
/// from it, happens there. The data source and delegate are held weakly and called synchronously;
/// nothing is asked of them before ``reloadData()``.
public final class WaterfallCollectionView<Cell: ReusableCell> {
    /// Supplies items, cells, sizes and supplementary views.
    public weak var dataSource: (any WaterfallCollectionViewDataSource<Cell>)?
    /// Hears about selection, focus and the footer.
    public weak var delegate: (any WaterfallCollectionViewDelegate<Cell>)?

    /// The settings in force (change them through ``setConfiguration(_:)`` and its shortcuts; the
    /// section updates change ``WaterfallViewConfiguration/sections``). Always at least one section.
    public internal(set) var configuration: WaterfallViewConfiguration
    /// The frames of every item, header and footer, in content coordinates.
    public internal(set) var layout: WaterfallLayout
    /// The first content row shown at the top of the viewport, always in
    /// `0 ... maximumScrollOffset`.
    public internal(set) var scrollOffset = 0
    /// The live cells by item index: exactly the items intersecting the buffered viewport.
    public internal(set) var liveCells: [Int: Cell] = [:]
    /// The live header and footer views: exactly the elements intersecting the buffered viewport
    /// for which the data source gave a view.
    public internal(set) var visibleSupplementaryViews: [SupplementaryElement: Cell] = [:]
    /// The focused item, if any.
    public internal(set) var focusedIndex: Int?

    /// Cells waiting to be reused, with their counters.
    var cellPool = ReusePool<Cell>()
    /// Header views waiting to be reused.
    var headerPool = ReusePool<Cell>()
    /// Footer views waiting to be reused.
    var footerPool = ReusePool<Cell>()
    /// The buffered rows the live sets were last computed for; nil forces a recomputation.
    var liveRows: Range<Int>?
    /// Scratch list of indexes entering the live set, kept to avoid allocating per scroll.
    var enteringScratch: [Int] = []
    /// Scratch list of indexes leaving the live set, kept to avoid allocating per scroll.
    var leavingScratch: [Int] = []
    /// Scratch list of supplementary elements leaving the live set.
    var leavingElementsScratch: [SupplementaryElement] = []
    /// Whether the delegate is being told about the footer right now (re-entrancy guard).
    var isReportingFooter = false
    /// Whether a report was asked for while the delegate was being told.
    var needsFooterReport = false
    /// The first flat index of every section and, last, the item count, in the data source's
    /// numbering: ahead of ``layout`` only while a change measures its items.
    var sectionStarts: [Int]
    /// The largest column count of the sections (the buffer margin's unit).
    var widestColumnCount = 1
    /// Changes recorded by update calls and not yet applied (inside ``performBatchUpdates(_:)``).
    var pendingUpdate: UpdatePlan?
    /// How many ``performBatchUpdates(_:)`` calls are running, one inside the other.
    var batchDepth = 0
    /// Counts the updates applied and the relayouts, so that a failing batch knows whether what it
    /// recorded before was applied meanwhile.
    var layoutGeneration = 0

    /// Creates an empty collection view. Set ``dataSource`` and ``delegate``, then call
    /// ``reloadData()``.
    public init(configuration: WaterfallViewConfiguration = WaterfallViewConfiguration()) {
        var configuration = configuration
        configuration.sections = configuration.layoutSections
        self.configuration = configuration
        self.layout = WaterfallLayout(options: configuration.options, sections: configuration.sections)
        self.sectionStarts = []
        layoutDidChange()
    }

    /// The number of items laid out.
    public var itemCount: Int { layout.itemCount }

    /// The number of sections, in the data source's numbering (ahead of ``layout`` only while an
    /// update measures its items).
    public var sectionCount: Int { sectionStarts.count - 1 }

    /// The total height of the content (headers, cards and footers).
    public var contentHeight: Int { layout.contentHeight }

    /// The width of one column of the first section (of all the columns in a one-section
    /// collection view); `layout.geometry(ofSection:)` gives any section's.
    public var columnWidth: Int { layout.geometry(ofSection: 0).columnWidth }

    /// The number of columns of the first section (at least 1); `layout.configuration(ofSection:)`
    /// gives any section's.
    public var columnCount: Int { layout.configuration(ofSection: 0).columnCount }

    /// The viewport's height, never negative.
    var viewportHeight: Int { max(0, configuration.viewportHeight) }

    /// The rows on screen, in content coordinates.
    public var viewportRows: Range<Int> { scrollOffset ..< scrollOffset + viewportHeight }

    /// The rows whose items keep live cells: the viewport widened by `bufferFactor × C` rows on
    /// each side, `C` being the largest column count of the sections.
    public var bufferedRows: Range<Int> {
        let margin = max(0, configuration.bufferFactor) * widestColumnCount
        return scrollOffset - margin ..< scrollOffset + viewportHeight + margin
    }

    /// The frame of item `index` in content coordinates. O(log S).
    public func frame(ofItem index: Int) -> Rect { layout.frame(ofItem: index) }

    /// The size the data source gives item `index` for `widths` (height 0, the fallback, without one).
    func measure(_ index: Int, _ widths: ItemWidths) -> ItemSize {
        dataSource?.collectionView(self, sizeForItemAt: index, widths: widths) ?? ItemSize(height: 0)
    }

    /// Brings the caches derived from the layout (numbering, buffer unit) in line with it. O(S).
    func layoutDidChange() {
        var widest = 1
        sectionStarts.removeAll(keepingCapacity: true)
        for section in 0 ..< layout.sectionCount {
            sectionStarts.append(layout.itemRange(ofSection: section).lowerBound)
            widest = max(widest, layout.configuration(ofSection: section).columnCount)
        }
        sectionStarts.append(layout.itemCount)
        widestColumnCount = widest
    }
}
