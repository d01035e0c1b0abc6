import ShopCatalog
import WaterfallLayout
import WaterfallTUI
import WaterfallViews

/// The waterfall of cards, one part of the browser with its own state: the view manager over
/// the cards (scroll offset, focus, the cards laid out and live), the user's column choice and
/// the direction of travel. The browser tells it what to do with ``update(_:selected:)`` and the
/// arrangement's changes (`BrowserGrid+Changes`), reads what it needs from its read-only
/// properties, and has it draw itself (`BrowserGrid+Drawing`). It knows nothing of the
/// selection, the pager or the keys: the focus it shows is the one the browser sets.
final class BrowserGrid {
    /// The loaded items, their arrangement, measurements and pictures (shared with the
    /// full-screen view, which shows the same items).
    let cards: CardDataSource
    /// The virtualized waterfall of cards. Read-only for everything but the grid.
    let view: WaterfallCollectionView<CardCell>
    /// The user's column count after `+`/`-`, nil for automatic (set by ``update(_:selected:)``).
    var fixedColumns: Int?
    /// The direction the waterfall last moved in, for the pictures' look-ahead.
    private(set) var travel = ScrollTravel()
    /// The screen the grid is laid out for (the waterfall takes all but two of its rows).
    private(set) var screenSize: Size
    /// The direction cards are placed in, and the rule for cards of several columns.
    private let direction: RenderDirection
    /// How cards of several columns find their place.
    private let placement: PlacementRule

    /// A grid of `cards` on a screen of `screenSize`, with the column count, direction and
    /// spans `options` give. Not laid out until ``start()``.
    init(cards: CardDataSource, options: BrowserOptions, screenSize: Size) {
        self.cards = cards
        self.fixedColumns = options.columns
        self.screenSize = screenSize
        self.direction = options.direction
        self.placement = options.spans.placement
        self.view = WaterfallCollectionView(
            configuration: BrowserLayout.configuration(
                screenSize: screenSize, columns: options.columns, direction: options.direction,
                grouped: options.arrangement.grouping != .none, groupCount: 0, placement: options.spans.placement
            ))
        cards.fullSpanHeightLimit = Self.fullSpanHeightLimit(screenSize: screenSize)
        cards.spans = options.spans
        view.dataSource = cards
    }

    /// Lays the cards out for the first time.
    func start() {
        view.reloadData()
    }

    // MARK: - What the rest of the browser reads

    /// The items as shown: filtered, grouped and sorted.
    var arrangement: ItemArrangement { cards.arrangement }
    /// Whether the cards are grouped into sections with header bands.
    var isGrouped: Bool { arrangement.rules.grouping != .none }
    /// The first content row on screen.
    var scrollOffset: Int { view.scrollOffset }
    /// The number of columns.
    var columnCount: Int { view.columnCount }
    /// The focused card's flat index, if any.
    var focusedIndex: Int? { view.focusedIndex }
    /// The number of cards laid out.
    var itemCount: Int { view.itemCount }
    /// Whether the loading footer is in view (the catalog's next page is wanted).
    var isLoadTriggerVisible: Bool { view.isLoadTriggerVisible }
    /// The first card on screen, if any.
    var firstVisibleItem: Int? { view.firstVisibleItem() }

    /// Whether flat item `index` is laid out and placed (not held back by the look-ahead).
    func isPlaced(_ index: Int) -> Bool { index < view.itemCount && view.layout.isPlaced(index) }

    /// Whether flat item `index`'s card shows on screen. O(1).
    func isOnScreen(_ index: Int) -> Bool { view.frame(ofItem: index).intersects(rows: view.viewportRows) }

    /// The card at viewport cell (`x`, `y`); nil for a gap, a band or the footer. O(log N).
    func item(atViewportX x: Int, y: Int) -> Int? { view.item(atViewportX: x, y: y) }

    /// "Top", "Bot", "All" or a percentage, as `less` and vim show it.
    var positionText: String {
        let maximum = view.maximumScrollOffset
        if maximum == 0 { return "All" }
        if view.scrollOffset == 0 { return "Top" }
        if view.scrollOffset >= maximum { return "Bot" }
        return "\(view.scrollOffset * 100 / maximum)%"
    }

    /// The header's column count: `3 cols (auto)`, or without `(auto)` when `short`.
    func columnsText(short: Bool) -> String {
        let count = "\(columnCount) col\(columnCount == 1 ? "" : "s")"
        return short || fixedColumns != nil ? count : count + " (auto)"
    }

    // MARK: - Focus and travel

    /// Focuses flat item `index` (nil: nothing), scrolled into view.
    func focus(_ index: Int?) {
        if view.focusedIndex != index { view.focus(index) }
    }

    /// Moves the focus by `move` (``WaterfallCollectionView/moveFocus(_:)``); returns the card
    /// it moved to.
    func moveFocus(_ move: FocusMove) -> Int? {
        view.moveFocus(move)
    }

    /// Follows the scroll offset after a step, for the direction of travel.
    func followTravel() {
        travel.follow(view.scrollOffset)
    }

    /// Places the cards the look-ahead held back (every page is in).
    func placeWaitingItems() {
        view.placeWaitingItems()
    }

    // MARK: - Layout

    /// The configuration for the screen, the column choice and the groups.
    var configuration: WaterfallViewConfiguration {
        BrowserLayout.configuration(
            screenSize: screenSize, columns: fixedColumns, direction: direction,
            grouped: isGrouped, groupCount: arrangement.groups.count, placement: placement
        )
    }

    /// Adapts to a new screen size: relayout for the new width, automatic column count unless the
    /// user fixed one; the focused card stays in view.
    func resize(to size: Size) {
        screenSize = size
        applyConfiguration()
    }

    /// Re-applies the configuration for the current screen size and column choice. When the
    /// column width changes, the photo renditions of the old width are dropped (the cards are
    /// re-rendered at the new size from the decoded photos); when the screen's height changes
    /// the banners' limit, the banners are measured again.
    func applyConfiguration() {
        let width = view.columnWidth
        let limit = Self.fullSpanHeightLimit(screenSize: screenSize)
        let bannersChange = limit != cards.fullSpanHeightLimit
        cards.fullSpanHeightLimit = limit
        let configuration = configuration
        if configuration.sections.first?.columnCount != view.columnCount {
            // Other columns: every card is laid out anew, none kept where it was.
            cards.pinnedColumns.removeAll()
        }
        view.setConfiguration(configuration)
        if view.columnWidth != width {
            cards.pictures.dropRenditions()
        } else if bannersChange {
            remeasureFullSpanCards()
        }
    }

    /// The most rows a full-span card (a banner) takes on a screen of `screenSize`: three fifths
    /// of the waterfall's rows, so a banner never fills the screen.
    static func fullSpanHeightLimit(screenSize: Size) -> Int {
        max(CardMetrics.borderRows + 4, (screenSize.height - 2) * 3 / 5)
    }

    /// Measures the shown full-span cards again (their height limit changed), in one batch that
    /// keeps the anchor's row. O(N) to find them.
    private func remeasureFullSpanCards() {
        var paths: [ItemPath] = []
        for flat in arrangement.viewOrder.indices where cards.item(atFlat: flat).isFullSpan {
            if let path = view.itemPath(of: flat) { paths.append(path) }
        }
        guard !paths.isEmpty else { return }
        let manager = view
        do {
            try manager.performBatchUpdates { () throws(WaterfallCollectionViewError) in try manager.reloadItems(at: paths) }
        } catch {
            manager.reloadData()
        }
    }
}
