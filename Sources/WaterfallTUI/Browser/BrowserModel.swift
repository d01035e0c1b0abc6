import ShopCatalog
import WaterfallLayout
import WaterfallViews

/// The browser's state and behaviour, independent of any terminal: the loaded items, the
/// virtualized waterfall of their cards, the pager feeding it, the mode (help, detail, search) and
/// the search. Input comes in as ``InputEvent``s, time as ``tick()`` calls, and a frame goes out
/// as a ``Canvas`` (see `BrowserModel+Rendering`). Single-threaded: it lives on the UI loop.
public final class BrowserModel {
    /// The items loaded so far, in order; the waterfall's item `i` is `items[i]`.
    public private(set) var items: [ShopItem] = []
    /// The virtualized waterfall of cards.
    public let collectionView: WaterfallCollectionView<CardCell>
    /// The pager feeding items in.
    public private(set) var loader: PageLoader
    /// The command-line choices.
    public let options: BrowserOptions
    /// The styles to draw with.
    public let theme: Theme
    /// What is shown and where keys go.
    public internal(set) var mode = BrowserMode.browsing
    /// The search in force (after `/` and Enter), nil when none.
    public internal(set) var searchQuery: String?
    /// A short message for the status line, cleared by the next key.
    public internal(set) var notice: StatusNotice?
    /// While typing a search, how many loaded items match the query typed so far.
    public internal(set) var typedQueryMatches = 0
    /// The screen size in cells.
    public private(set) var screenSize: Size
    /// The user's column count after `+`/`-`, nil for automatic.
    public internal(set) var fixedColumns: Int?
    /// Set when the user asked to quit.
    public internal(set) var wantsToQuit = false
    /// Advances on every tick while something animates (the spinner).
    public private(set) var animationFrame = 0
    /// The pager phase seen on the last tick, to notice changes.
    private var lastPhase: PagerMachine.Phase = .idle
    /// The number of skipped items seen on the last tick, to report new ones.
    private var lastSkipped = 0

    /// Spacing between columns.
    static let columnSpacing = 1
    /// The smallest screen the browser draws on.
    public static let minimumScreenSize = Size(width: CardMetrics.minimumWidth + 2, height: 6)

    /// A browser over `loader` on a screen of `screenSize`. It asks for the first page at once.
    public init(loader: PageLoader, options: BrowserOptions, theme: Theme, screenSize: Size) {
        self.loader = loader
        self.options = options
        self.theme = theme
        self.screenSize = screenSize
        self.fixedColumns = options.columns
        self.collectionView = WaterfallCollectionView(configuration: Self.configuration(
            screenSize: screenSize, columns: options.columns, direction: options.direction
        ))
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.reloadData()
    }

    /// The view-manager configuration for a screen size and column choice.
    static func configuration(screenSize: Size, columns: Int?, direction: RenderDirection) -> WaterfallViewConfiguration {
        let width = max(1, screenSize.width)
        return WaterfallViewConfiguration(
            viewportWidth: width,
            viewportHeight: max(1, screenSize.height - 2),
            columnCount: columns ?? BrowserOptions.automaticColumns(forWidth: width, spacing: columnSpacing),
            columnSpacing: columnSpacing,
            rowSpacing: 0,
            insets: EdgeInsets(top: 0, left: 1, bottom: 0, right: 1),
            footerHeight: 1,
            direction: direction
        )
    }

    /// Whether the screen is too small to draw a card.
    public var isScreenTooSmall: Bool {
        screenSize.width < Self.minimumScreenSize.width || screenSize.height < Self.minimumScreenSize.height
    }

    /// The screen rows the waterfall occupies: all but the header and the status line.
    public var viewportScreenRows: Range<Int> { 1 ..< max(1, screenSize.height - 1) }

    /// The item shown in the detail panel or focused, if any.
    public var focusedItem: ShopItem? {
        collectionView.focusedIndex.map { items[$0] }
    }

    /// Folds in what happened since the last tick: new items are appended (nothing on screen
    /// moves), the pager's state goes to the view manager, and the spinner advances while loading.
    /// Returns whether the screen needs drawing again.
    @discardableResult
    public func tick() -> Bool {
        let arrivals = loader.takeArrivals()
        if !arrivals.isEmpty {
            items.append(contentsOf: arrivals)
            collectionView.appendItems(count: arrivals.count)
        }
        let status = loader.status
        let phase = status.phase
        var changed = !arrivals.isEmpty || phase != lastPhase
        lastPhase = phase
        if status.itemsSkipped > lastSkipped {
            reportSkippedItems(newCount: status.itemsSkipped - lastSkipped)
            lastSkipped = status.itemsSkipped
            changed = true
        }
        switch phase {
        case .idle where collectionView.loadState == .loading:
            collectionView.loadDidFinish()
        case .failed where collectionView.loadState == .loading:
            collectionView.loadDidFail()
        case .exhausted where collectionView.loadState != .exhausted:
            collectionView.loadDidReachEnd()
        case .loading:
            animationFrame &+= 1
            changed = true
        default:
            break
        }
        return changed
    }

    /// Warns in the status line that bad items were skipped, naming the first new one's file, item
    /// and field (the full list is printed when the browser exits).
    private func reportSkippedItems(newCount: Int) {
        let issues = loader.issues
        guard newCount > 0, issues.count >= newCount else { return }
        let first = issues[issues.count - newCount]
        let text = newCount == 1 ? "skipped a bad item: \(first)" : "skipped \(newCount) bad items; first: \(first)"
        notice = StatusNotice(text, isWarning: true)
    }

    /// Adapts to a new screen size: relayout for the new width, automatic column count unless the
    /// user fixed one; the focused card stays in view.
    public func resize(to size: Size) {
        screenSize = size
        applyConfiguration()
    }

    /// Re-applies the configuration for the current screen size and column choice.
    func applyConfiguration() {
        collectionView.setConfiguration(Self.configuration(
            screenSize: screenSize, columns: fixedColumns, direction: options.direction
        ))
    }

    /// Starts again from page 1 with a fresh pager over the same source.
    public func reload() {
        loader.cancel()
        loader = PageLoader(source: loader.source)
        items.removeAll()
        lastPhase = .idle
        lastSkipped = 0
        searchQuery = nil
        collectionView.resetLoadState()
        collectionView.reloadData()
    }

    /// Stops loading; call before leaving.
    public func shutdown() {
        loader.cancel()
    }
}

extension BrowserModel: WaterfallCollectionViewDataSource {
    /// The number of loaded items.
    public func numberOfItems(in collectionView: WaterfallCollectionView<CardCell>) -> Int {
        items.count
    }

    /// A card cell for item `index`, reused from the pool when possible.
    public func collectionView(_ collectionView: WaterfallCollectionView<CardCell>, cellForItemAt index: Int) -> CardCell {
        let cell = collectionView.dequeueReusableCell() ?? CardCell()
        let metrics = CardMetrics(item: items[index], width: collectionView.columnWidth)
        cell.configure(index: index, metrics: metrics, raster: CardRenderer(theme: theme).raster(for: items[index], metrics: metrics))
        return cell
    }

    /// The card's height for the column width.
    public func collectionView(
        _ collectionView: WaterfallCollectionView<CardCell>, sizeForItemAt index: Int, widths: ItemWidths
    ) -> ItemSize {
        ItemSize(height: CardMetrics(item: items[index], width: widths.column).height)
    }
}

extension BrowserModel: WaterfallCollectionViewDelegate {
    /// Enter or a double click: open the detail panel.
    public func collectionView(_ collectionView: WaterfallCollectionView<CardCell>, didSelectItemAt index: Int) {
        mode = .detail(index: index)
    }

    /// The footer came into view: load the next page.
    public func collectionViewFooterDidBecomeVisible(_ collectionView: WaterfallCollectionView<CardCell>) {
        loader.requestNextPage()
    }
}
