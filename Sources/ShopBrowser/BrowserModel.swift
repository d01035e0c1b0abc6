import ShopCatalog
import WaterfallLayout
import WaterfallTUI
import WaterfallViews

/// The browser's state and behaviour, independent of any terminal and of how pages are loaded:
/// the loaded items, the virtualized waterfall of their cards, the last pager state it was told,
/// the mode (help, detail, search), the search and the status-line notice.
///
/// The Elm / Bubble Tea shape: input comes in through ``handle(_:)``, pager news through
/// ``receive(_:)`` and passing time through ``tick()``; each changes the state and returns a
/// ``BrowserUpdate`` with the effects for the app loop to carry out (ask for a page, retry,
/// reload, redraw, suspend, quit). A frame goes out as a ``Canvas`` (`BrowserModel+Rendering`).
/// Single-threaded: it lives on the UI loop.
package final class BrowserModel {
    /// The items loaded so far, in catalog order.
    package private(set) var items: [ShopItem] = []
    /// The items as shown: filtered, grouped and sorted; the waterfall's flat item `f` is
    /// `items[arrangement.item(atFlat: f)]`.
    package internal(set) var arrangement: ItemArrangement
    /// The virtualized waterfall of cards.
    package let collectionView: WaterfallCollectionView<CardCell>
    /// The command-line choices.
    package let options: BrowserOptions
    /// The styles to draw with.
    package let theme: Theme
    /// The pager's state as last reported.
    package private(set) var pagerStatus = PagerStatus.initial
    /// What is shown and where keys go.
    package internal(set) var mode = BrowserMode.browsing
    /// The search in force and the one being typed.
    package internal(set) var search = SearchState()
    /// A short message for the status line, cleared by the next key.
    package internal(set) var notice: StatusNotice?
    /// The screen size in cells.
    package private(set) var screenSize: Size
    /// The user's column count after `+`/`-`, nil for automatic.
    package internal(set) var fixedColumns: Int?
    /// Advances on every tick while a page loads (the spinner).
    package private(set) var animationFrame = 0
    /// Photos: finished renditions, failures, what was asked for.
    package private(set) var pictures: CardPictures
    /// The loaded items' card sizes at the current widths, for re-packing without re-measuring.
    var cardSizes = CardSizeCache()
    /// Effects asked for since the last update was returned (the view manager's footer report
    /// arrives through the delegate, in the middle of a step).
    private(set) var pendingEffects: [BrowserEffect] = []

    /// Spacing between columns.
    static let columnSpacing = 1
    /// The smallest screen the browser draws on.
    package static let minimumScreenSize = Size(width: CardMetrics.minimumWidth + 2, height: 6)

    /// A browser with no items yet on a screen of `screenSize`. Call ``start()`` once.
    package init(options: BrowserOptions, theme: Theme, screenSize: Size) {
        self.options = options
        self.theme = theme
        self.screenSize = screenSize
        self.fixedColumns = options.columns
        self.arrangement = ItemArrangement(rules: options.arrangement)
        self.pictures = CardPictures(
            maker: options.pictures == .off ? nil : CardPictureMaker(
                symbols: options.symbols, colorMode: SymbolColorMode(theme.colorMode), cacheBytes: options.pictureCacheBytes,
                pixelCellSize: options.pictureOutput.cellSize, decoding: options.photoDecoding
            ),
            renditionBytes: options.pictureOutput.cellSize == nil ? CardPictures.defaultRenditionBytes : CardPictures.defaultPixelRenditionBytes
        )
        self.collectionView = WaterfallCollectionView(configuration: Self.configuration(
            screenSize: screenSize, columns: options.columns, direction: options.direction,
            grouped: options.arrangement.grouping != .none, groupCount: 0
        ))
        collectionView.dataSource = self
        collectionView.delegate = self
    }

    /// Shows `text` on the status line as a warning until the next key (e.g. why pictures are
    /// drawn in symbols rather than pixels).
    package func announce(_ text: String) {
        notice = StatusNotice(text, isWarning: true)
    }

    /// Lays out the (empty) waterfall; the footer is in view, so the update asks for page 1.
    package func start() -> BrowserUpdate {
        collectionView.reloadData()
        return finish(needsRedraw: true)
    }

    /// The view-manager configuration for a screen size and column choice. Ungrouped: one
    /// section, whose footer is the loading footer. Grouped: one section per group, each with a
    /// one-row header band, then an empty last section holding only the footer (so groups can
    /// be inserted anywhere before it as pages arrive).
    static func configuration(
        screenSize: Size, columns: Int?, direction: RenderDirection, grouped: Bool, groupCount: Int
    ) -> WaterfallViewConfiguration {
        let width = max(1, screenSize.width)
        let columnCount = columns ?? BrowserOptions.automaticColumns(forWidth: width, spacing: columnSpacing)
        let cards = SectionConfiguration(
            columnCount: columnCount,
            columnSpacing: columnSpacing,
            rowSpacing: 0,
            insets: EdgeInsets(top: 0, left: 1, bottom: 0, right: 1),
            headerHeight: grouped ? 1 : 0,
            footerHeight: grouped ? 0 : 1
        )
        let sections = grouped
            ? Array(repeating: cards, count: groupCount) + [SectionConfiguration(columnCount: columnCount, footerHeight: 1)]
            : [cards]
        return WaterfallViewConfiguration(
            options: LayoutOptions(width: width, direction: direction),
            viewportHeight: max(1, screenSize.height - 2),
            sections: sections
        )
    }

    /// The current configuration for the screen, the column choice and the groups.
    var currentConfiguration: WaterfallViewConfiguration {
        Self.configuration(
            screenSize: screenSize, columns: fixedColumns, direction: options.direction,
            grouped: isGrouped, groupCount: arrangement.groups.count
        )
    }

    /// Whether the cards are grouped into sections with header bands.
    var isGrouped: Bool { arrangement.rules.grouping != .none }

    /// The loaded item behind the waterfall's flat index `index`.
    func item(atFlat index: Int) -> ShopItem { items[arrangement.item(atFlat: index)] }

    /// Whether the screen is too small to draw a card.
    package var isScreenTooSmall: Bool {
        screenSize.width < Self.minimumScreenSize.width || screenSize.height < Self.minimumScreenSize.height
    }

    /// The screen rows the waterfall occupies: all but the header and the status line.
    package var viewportScreenRows: Range<Int> { 1 ..< max(1, screenSize.height - 1) }

    /// Folds in what the pager reported: new items are appended (nothing on screen moves), bad
    /// items are announced, and when a page has just finished with the footer still in view the
    /// next one is asked for.
    package func receive(_ report: PagerReport) -> BrowserUpdate {
        let finishedPage = report.status.phase == .idle && report.status != pagerStatus
        pagerStatus = report.status
        if !report.arrivals.isEmpty {
            items.append(contentsOf: report.arrivals)
            insertArrivals()
        }
        if let first = report.newIssues.first {
            let count = report.newIssues.count
            notice = StatusNotice(count == 1 ? "skipped a bad item: \(first)" : "skipped \(count) bad items; first: \(first)", isWarning: true)
        }
        if finishedPage, collectionView.isLoadTriggerVisible {
            request(.requestNextPage)
        }
        return finish(needsRedraw: true)
    }

    /// Folds in finished photos: each is kept, and the live cards showing that item at that size
    /// swap it in (nothing moves: a card's size comes from the item, never from the file). A
    /// photo that could not be read leaves the thumbnail with a mark and is announced once.
    package func receive(_ report: PictureReport) -> BrowserUpdate {
        for (key, result) in report.finished {
            if let failure = pictures.store(result, for: key) {
                notice = StatusNotice("picture not shown: \(failure)", isWarning: true)
            }
            for (index, cell) in collectionView.visibleCells {
                let item = item(atFlat: index)
                guard let metrics = cell.metrics, pictures.key(for: item, metrics: metrics) == key else { continue }
                cell.show(pictures.picture(for: item, metrics: metrics))
            }
        }
        return finish(needsRedraw: !report.finished.isEmpty)
    }

    /// Passing time: the spinner advances while a page loads. Returns whether to redraw.
    package func tick() -> BrowserUpdate {
        guard case .loading = pagerStatus.phase else { return finish(needsRedraw: false) }
        animationFrame &+= 1
        return finish(needsRedraw: true)
    }

    /// Scrolls so that content row `offset` is at the top (as far as the content allows), as
    /// `waterfall dump --scroll` does.
    package func scroll(to offset: Int) -> BrowserUpdate {
        collectionView.scroll(to: offset)
        return finish(needsRedraw: true)
    }

    /// Adapts to a new screen size: relayout for the new width, automatic column count unless the
    /// user fixed one; the focused card stays in view.
    func resize(to size: Size) {
        screenSize = size
        applyConfiguration()
    }

    /// Re-applies the configuration for the current screen size and column choice. When the
    /// column width changes, the photo renditions of the old width are dropped (the cards are
    /// re-rendered at the new size from the decoded photos).
    func applyConfiguration() {
        let width = collectionView.columnWidth
        collectionView.setConfiguration(currentConfiguration)
        if collectionView.columnWidth != width {
            pictures.dropRenditions()
        }
    }

    /// Starts again from page 1: forgets the items and the search; the app loop replaces the
    /// pager (``BrowserEffect/reload``), and the empty waterfall then asks for page 1.
    func reload() {
        request(.reload)
        items.removeAll()
        cardSizes.removeAll()
        arrangement = ItemArrangement(rules: arrangement.rules)
        pagerStatus = PagerStatus.initial
        search = SearchState()
        collectionView.setConfiguration(currentConfiguration)
        collectionView.reloadData()
    }

    /// Queues `effect` for the current update, once.
    func request(_ effect: BrowserEffect) {
        if !pendingEffects.contains(effect) {
            pendingEffects.append(effect)
        }
    }

    /// The update of the step that just ran: the queued effects go out with it, and the photos
    /// the live cards now want, when that set changed.
    func finish(needsRedraw: Bool) -> BrowserUpdate {
        if pictures.replaceWanted(wantedPictures()) {
            request(.wantPictures(pictures.wanted))
        }
        defer { pendingEffects.removeAll() }
        return BrowserUpdate(needsRedraw: needsRedraw, effects: pendingEffects)
    }

    /// The photo renditions the live cards lack, each with its distance in rows from the
    /// viewport (0 on screen) as its priority. O(live cells).
    private func wantedPictures() -> [PictureKey: Int] {
        guard pictures.maker != nil else { return [:] }
        let viewport = collectionView.viewportRows
        var wants: [PictureKey: Int] = [:]
        for (index, cell) in collectionView.visibleCells where cell.pictureState == .loading {
            guard let metrics = cell.metrics, let key = pictures.key(for: item(atFlat: index), metrics: metrics) else { continue }
            let frame = collectionView.frame(ofItem: index)
            let distance = frame.maxY <= viewport.lowerBound ? viewport.lowerBound - frame.maxY + 1
                : frame.y >= viewport.upperBound ? frame.y - viewport.upperBound + 1 : 0
            wants[key] = min(wants[key] ?? .max, distance)
        }
        if case .detail(let index) = mode, items.indices.contains(index),
           let area = DetailPanel.pictureArea(for: items[index], canvasWidth: screenSize.width),
           let key = pictures.key(for: items[index], columns: area.columns, rows: area.rows), pictures.needs(key) {
            wants[key] = 0
        }
        return wants
    }
}

extension BrowserModel: WaterfallCollectionViewDataSource {
    /// The number of items shown in the first section.
    package func numberOfItems(in collectionView: WaterfallCollectionView<CardCell>) -> Int {
        self.collectionView(collectionView, numberOfItemsInSection: 0)
    }

    /// The number of items of group `section` (0 for the footer's section).
    package func collectionView(_ collectionView: WaterfallCollectionView<CardCell>, numberOfItemsInSection section: Int) -> Int {
        arrangement.groups.indices.contains(section) ? arrangement.groups[section].members.count : 0
    }

    /// A card cell for flat item `index`, reused from the pool when possible; a full-span item's
    /// card is as wide as all the columns.
    package func collectionView(_ collectionView: WaterfallCollectionView<CardCell>, cellForItemAt index: Int) -> CardCell {
        let cell = collectionView.dequeueReusableCell() ?? CardCell()
        let item = item(atFlat: index)
        let widths = collectionView.layout.geometry(ofSection: collectionView.itemPath(of: index)?.section ?? 0).itemWidths
        let metrics = CardMetrics(item: item, width: item.isFullSpan ? widths.fullSpan : widths.column)
        cell.configure(index: index, metrics: metrics, picture: pictures.picture(for: item, metrics: metrics))
        return cell
    }

    /// The card's height for the column width (for all the columns' width, when the item spans
    /// them).
    package func collectionView(
        _ collectionView: WaterfallCollectionView<CardCell>, sizeForItemAt index: Int, widths: ItemWidths
    ) -> ItemSize {
        let itemIndex = arrangement.item(atFlat: index)
        if let size = cardSizes.size(at: itemIndex, widths: widths) { return size }
        let item = items[itemIndex]
        let spans = item.isFullSpan
        let size = ItemSize(height: CardMetrics(item: item, width: spans ? widths.fullSpan : widths.column).height, isFullSpan: spans)
        cardSizes.store(size, at: itemIndex, widths: widths)
        return size
    }
}

extension BrowserModel: WaterfallCollectionViewDelegate {
    /// Enter or a double click: open the detail panel.
    package func collectionView(_ collectionView: WaterfallCollectionView<CardCell>, didSelectItemAt index: Int) {
        mode = .detail(index: arrangement.item(atFlat: index))
    }

    /// The footer is in view: ask for the next page (the pager refuses when it cannot).
    package func collectionViewFooterIsVisible(_ collectionView: WaterfallCollectionView<CardCell>) {
        request(.requestNextPage)
    }
}
