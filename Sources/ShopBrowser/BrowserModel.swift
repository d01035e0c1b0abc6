import ShopCatalog
import WaterfallLayout
import WaterfallTUI
import WaterfallViews

/// The browser's state and behaviour, independent of any terminal and of how pages and photos
/// are loaded: the loaded items and their cards (``CardDataSource``), the virtualized waterfall
/// of those cards, the last pager state it was told, the mode (help, full screen, search), the search
/// and the status-line notice.
///
/// The Elm / Bubble Tea shape: everything comes in through ``update(_:)`` as a
/// ``BrowserMessage``; each step changes the state and returns a ``BrowserUpdate`` with the
/// effects for the ``BrowserRuntime`` to carry out (ask for a page, make photos, redraw,
/// suspend, quit, wake me later). A frame goes out as a ``Canvas`` (`BrowserModel+Rendering`).
/// The view manager is the model's own: nothing outside reaches it, and the model learns what it
/// needs (is the footer in view? which photos do the live cards lack?) by reading the view's
/// state after each step, never through callbacks in the middle of one. Single-threaded: it
/// lives on the UI loop.
package final class BrowserModel {
    /// The command-line choices.
    package let options: BrowserOptions
    /// The styles to draw with.
    package let theme: Theme
    /// The keys of every mode: what input does and what messages name.
    package let keymaps: Keymaps
    /// The pager's state as last reported.
    package internal(set) var pagerStatus = PagerStatus.initial
    /// What is shown and where keys go.
    package internal(set) var mode = BrowserMode.browsing
    /// The help overlay's (or the skipped list's) scroll: the first line shown, when it does
    /// not fit the screen.
    package internal(set) var overlay = OverlayScroll()
    /// The search in force and the one being typed.
    package internal(set) var search = SearchState()
    /// A short message for the status line, cleared by the next key.
    package internal(set) var notice: StatusNotice?
    /// Where photos are decoded now (``BrowserCommand/decoding(_:)``).
    package internal(set) var decoding: DecodingStatus?
    /// The screen size in cells.
    package private(set) var screenSize: Size
    /// The catalog's name as shown: what the command line gave, until a page names the catalog
    /// (one opened with its first page).
    package internal(set) var catalogName: String
    /// Advances on every tick while a page loads (the spinner).
    package private(set) var animationFrame = 0
    /// The time of the last tick (what the retry countdown counts from); nil before the first.
    private var lastTick: ContinuousClock.Instant?
    /// The items marked (`m`, `M`; `U` clears them), by identity (`BrowserModel+Marks`).
    package internal(set) var marks = MarkSet()
    /// Whether the marks are to be printed when the browser ends: false after `Q`.
    package internal(set) var printsMarksAtExit = true
    /// What the status line shows of the network's pages and photos in flight, as the runtime
    /// last reported it (``TransferStatus``).
    var transfersShown = TransferStatus.Shown.idle

    /// The loaded items, their arrangement, measurements and pictures.
    let cards: CardDataSource
    /// The waterfall of cards: scroll, focus shown, columns (``BrowserGrid``).
    let grid: BrowserGrid
    /// The item the user is at, by id: the waterfall's focus and the full-screen view's picture
    /// are derived from it.
    package internal(set) var selection = Selection()
    /// The reload under way, gathering its pages out of sight; nil when none.
    var pendingReload: PendingReload?
    /// Whether ``BrowserMessage/start`` came: before it the waterfall is not laid out, so no
    /// step asks for pages or photos.
    private var isStarted = false
    /// The update the step in progress is building.
    var step = BrowserUpdate()

    /// The smallest screen the browser draws on.
    package static let minimumScreenSize = Size(width: CardMetrics.minimumWidth + 2, height: 6)
    /// How often the spinner turns while a page loads.
    package static let spinnerInterval = Duration.milliseconds(80)
    /// How often the countdown to a page's retry is looked at (it is drawn again only when its
    /// whole seconds change).
    package static let countdownInterval = Duration.milliseconds(250)

    /// A browser with no items yet on a screen of `screenSize`, reading keys with `keymaps`.
    /// Send ``BrowserMessage/start`` first.
    package init(options: BrowserOptions, theme: Theme, screenSize: Size, keymaps: Keymaps = .standard) {
        self.options = options
        self.theme = theme
        self.keymaps = keymaps
        self.screenSize = screenSize
        self.catalogName = options.catalogName
        self.cards = CardDataSource(
            rules: options.arrangement,
            pictures: CardPictures(
                rasterizer: options.pictures.rasterizer(colorMode: theme.colorMode),
                renditionBytes: options.pictures.output.cellSize == nil ? CardPictures.defaultRenditionBytes : CardPictures.defaultPixelRenditionBytes
            ),
            cellShape: options.pictures.output.cellSize ?? CardMetrics.assumedCellShape
        )
        self.grid = BrowserGrid(cards: cards, options: options, screenSize: screenSize)
    }

    // MARK: - The one entry point

    /// Applies `message` and returns what to do: whether to draw again, and the effects. After
    /// the step, reads the view's state: when the footer is in view and the pager is idle, asks
    /// for the next page; the cards on screen get their thumbnails' cells; when the photos the
    /// live cards lack changed, asks for them (or, when they lack none, for the look-ahead's);
    /// while a page loads, asks to be woken for the spinner.
    package func update(_ message: BrowserMessage) -> BrowserUpdate {
        step = BrowserUpdate()
        var preparesFrame = true
        switch message {
        case .start:
            isStarted = true
            grid.start()
            step.needsRedraw = true
        case .input(let event):
            switch event {
            case .key, .mouse: cards.pictures.holdAnimationsForInput()
            default: break
            }
            handle(event)
        case .pager(let report):
            receive(report)
        case .pictures(let report):
            receive(report)
        case .items(let changes):
            receive(changes)
        case .tick(let now):
            // A tick moves moving pictures' frames, the spinner and the countdowns: the frame's
            // cards and their pictures stay what the last step prepared, unless the slideshow
            // stepped.
            let shown = (selection, viewer)
            tick(now)
            preparesFrame = (selection, viewer) != shown
        case .command(let command):
            perform(command)
        }
        return finishStep(preparingFrame: preparesFrame)
    }

    /// The step's update, completed from the view's state after the step; with
    /// `preparingFrame`, what the next frame draws is made ready (``prepareFrame()``).
    private func finishStep(preparingFrame: Bool) -> BrowserUpdate {
        guard isStarted else { return step }
        followSelection()
        if pagerStatus.phase == .idle, loadingIntent != nil {
            step.request(.requestNextPage)
        }
        grid.followTravel()
        // The full-screen view wants its own pictures and neighbours; the grid looks ahead.
        let viewing = viewerWants
        let shown = viewing ?? PictureWants.shown(view: grid.view, cards: cards)
        let wants = PictureWants.wanted(shown, view: grid.view, cards: cards, lookAhead: viewing == nil ? pictureLookAhead : nil)
        if cards.pictures.replaceWanted(wants) {
            cards.pictures.keepRoom(for: shown.keys, cellSize: options.pictures.output.cellSize)
            step.pictures = wants
        }
        if case .loading = pagerStatus.phase {
            step.tickAfter = Self.spinnerInterval
        } else if retrySecondsLeft != nil {
            step.tickAfter = Self.countdownInterval
        }
        cards.pictures.play(playingKeys(shown: shown), settings: options.pictures)
        if let frame = cards.pictures.playback.nextTick(after: lastTick) {
            step.tickAfter = min(step.tickAfter ?? frame, frame)
        }
        if let slideshow = slideshowTickAfter(lastTick: lastTick) {
            step.tickAfter = min(step.tickAfter ?? slideshow, slideshow)
        }
        if preparingFrame { prepareFrame() }
        return step
    }

    // MARK: - Messages other than input

    /// Passing time: the spinner advances while a page loads; the countdown to a page's retry
    /// moves on (drawn again when its seconds change); the slideshow goes on; moving pictures
    /// show the frames due.
    private func tick(_ now: ContinuousClock.Instant) {
        let before = retrySecondsLeft
        lastTick = now
        if cards.pictures.tick(now) {
            step.needsRedraw = true
        }
        if case .loading = pagerStatus.phase {
            animationFrame &+= 1
            step.needsRedraw = true
        } else if retrySecondsLeft != before {
            step.needsRedraw = true
        }
        slideshowTick(now)
    }

    /// The whole seconds until the failed page is retried by itself, as of the last tick; nil
    /// when no retry waits.
    var retrySecondsLeft: Int? {
        guard case .failed = pagerStatus.phase, let retry = pagerStatus.retry else { return nil }
        return retry.secondsLeft(at: lastTick)
    }

    /// A scripted step.
    private func perform(_ command: BrowserCommand) {
        switch command {
        case .scroll(let offset):
            grid.view.scroll(to: offset)
        case .focus(let index):
            guard index.map({ $0 < arrangement.count }) ?? true else { return }
            select(flat: index)
        case .announce(let text):
            notice = StatusNotice(text, isWarning: true)
        case .decoding(let status):
            if case .waiting? = decoding, status == .confined { notice = "decoder helpers start again" }
            if case .unconfined = status, decoding != status { notice = StatusNotice(status.description, isWarning: true) }
            decoding = status
        }
        step.needsRedraw = true
    }

    // MARK: - State read by the rest of the app

    /// The items loaded so far, in catalog order.
    package var items: [CatalogItem] { cards.items }
    /// The number of items loaded and not removed since (what the header counts).
    package var itemCount: Int { items.count - arrangement.removedCount }
    /// The items as shown: filtered, grouped and sorted.
    package var arrangement: ItemArrangement { cards.arrangement }
    /// Photos: finished renditions, failures, what was asked for.
    package var pictures: CardPictures { cards.pictures }

    /// Forgets every finished rendition, as a change of the column width does: the next frames
    /// make their pictures again (from the runtime's decoded photos when it keeps them). O(1).
    package func forgetRenditions() {
        cards.pictures.dropRenditions()
    }
    /// The first content row on screen.
    package var scrollOffset: Int { grid.scrollOffset }
    /// The largest scroll offset the content allows.
    package var maximumScrollOffset: Int { grid.view.maximumScrollOffset }
    /// The focused card's flat index, if any.
    package var focusedIndex: Int? { grid.focusedIndex }
    /// The number of columns.
    package var columnCount: Int { grid.columnCount }
    /// The user's column count after `+`/`-`, nil for automatic.
    package var fixedColumns: Int? { grid.fixedColumns }
    /// The number of cards laid out (the items shown).
    package var shownItemCount: Int { grid.itemCount }
    /// Where the photo of each live card (on screen and in the buffer around it) stands, by flat
    /// index. O(live cells).
    package var liveCardPictures: [Int: CardPictureState] {
        grid.view.liveCells.keys.reduce(into: [:]) { states, index in
            states[index] = cards.pictures.state(for: cards.pictureKey(ofFlat: index, in: grid.view))
        }
    }

    /// What flat item `index`'s card shows now: the photo, or the thumbnail standing in, and
    /// where the photo stands.
    package func cardPicture(ofFlat index: Int) -> CardPicture {
        cards.pictures.picture(for: item(atFlat: index), metrics: cards.metrics(ofFlat: index, in: grid.view))
    }
    /// How many card cells exist, live and pooled.
    package var cellStatistics: ReuseStatistics { grid.view.statistics }
    /// The frame of flat item `index`'s card in content coordinates.
    package func frame(ofItem index: Int) -> Rect { grid.view.frame(ofItem: index) }

    /// The loaded item behind the waterfall's flat index `index`.
    func item(atFlat index: Int) -> CatalogItem { cards.item(atFlat: index) }

    /// Whether the screen is too small to draw a card.
    package var isScreenTooSmall: Bool {
        screenSize.width < Self.minimumScreenSize.width || screenSize.height < Self.minimumScreenSize.height
    }

    /// The screen rows the waterfall occupies: all but the header and the status line.
    package var viewportScreenRows: Range<Int> { 1 ..< max(1, screenSize.height - 1) }

    /// Adapts to a new screen size: the grid is laid out for it (``BrowserGrid/resize(to:)``).
    func resize(to size: Size) {
        screenSize = size
        grid.resize(to: size)
    }

    /// The overlay listing what was skipped.
    var skippedList: SkippedListOverlay {
        SkippedListOverlay(
            theme: theme, skipped: pagerStatus.skipped, noun: options.kind.skippedNoun,
            pictureFailures: cards.pictures.failures.values.sorted { $0.reference.description < $1.reference.description },
            keys: (key(OverlayAction.retryFailed), key(OverlayAction.close))
        )
    }
}
