import ShopBrowser
import ShopCatalog
import WaterfallPictures
import WaterfallTUI

/// Carries out what the browser model asks, the same way however the browser runs — the live
/// app, `waterfall dump`, the tests, the benchmarks — and owns every service the model must not
/// hold: the pager (``PagerConnection``), the picture maker with its caches and workers and the
/// photo fetches (``PictureConnection``, built here from the model's ``PictureSettings`` and the
/// ``BrowserServices``), what watches the items for changes, and the terminal.
///
/// One step at a time: ``send(_:)`` hands a message to the model and carries out every effect
/// of its update — pager effects, wanted and forgotten photos, terminal effects, quitting, the
/// model's timer — and a message an effect produces (a program that failed to start) is queued
/// and handled after the step, never inside it. ``collect(now:from:)`` turns what the
/// background sources finished into messages. With a terminal, the runtime also presents the
/// frames: ``presentIfNeeded(now:)`` draws when a step changed the frame or the terminal needs a
/// full one, holding back the pictures a key made visible until ``pictureDebounce`` after the
/// last key.
///
/// It never waits: a driver decides when to look. ``LiveDriver`` sleeps until the terminal, a
/// background source or ``nextDeadline`` wakes it; ``DeterministicDriver`` awaits what is in
/// flight (``waitUntilSettled(_:)``) and collects the same way, on a clock that does not move, so
/// a run depends on its inputs only.
package final class BrowserRuntime {
    /// The state being shown.
    package let model: BrowserModel
    /// The pager feeding the model.
    package let pager: PagerConnection
    /// The workers making photos (and the maker that holds the decoded ones), nil when pictures
    /// are off.
    package let pictures: PictureConnection?
    /// What watches the items' data for changes (a folder of pictures), if anything.
    package let changes: (any ItemChangeSource)?
    /// Where frames and terminal effects go; nil to only record the effects
    /// (``terminalEffects``).
    package let terminal: Terminal?
    /// The time now, as this runtime counts it (the live clock, or a driver's own).
    package let clock: @Sendable () -> ContinuousClock.Instant
    /// Set once the model asked to quit.
    package private(set) var isDone = false
    /// When the model's timer goes off (a ``BrowserMessage/tick`` is due); nil when the last
    /// step asked for none.
    package private(set) var tickDeadline: ContinuousClock.Instant?
    /// The terminal effects the model asked for, in order, the last ``keptTerminalEffects`` of
    /// them (carried out when there is a terminal): a record for tests and the exit, bounded
    /// however long the session.
    package private(set) var terminalEffects: [TerminalEffect] = []
    /// How many of the latest terminal effects ``terminalEffects`` keeps.
    package static let keptTerminalEffects = 256
    /// Whether a step changed the frame since the last one presented.
    package private(set) var needsRedraw = false

    /// Messages produced while carrying out effects, handled after the step that produced them.
    private var queue: [BrowserMessage] = []
    /// Whether a step handed the model a page report (the pager's answer to an ask) since the
    /// last ``collect(now:from:)``, which then counts it as page news.
    private var pageReportedInStep = false
    /// When the pictures held back while keys arrived are sent; nil when none are held back.
    private var pictureDeadline: ContinuousClock.Instant?
    /// When what the status line shows of the network's transfers may change by itself.
    private var transferDeadline: ContinuousClock.Instant?
    /// Whether the input since the last presentation was a key or the mouse.
    private var typed = false
    /// The screen size and scroll offset of the last frame presented.
    private var presented: (size: Size, offset: Int)?

    /// How long after the last key the pictures it held back are sent (holding `j`, paging, the
    /// wheel).
    package static let pictureDebounce = Duration.milliseconds(40)

    /// A runtime for `model` loading pages from `source` and, unless pictures are off, making
    /// photos with a maker built from the model's picture settings and `services` (where photos
    /// are decoded and fetched, the thumbnail cache). With a `terminal`, finished pages and
    /// photos wake it from a wait for input, and frames and effects go to it. What reports
    /// changes to the items is made from `services` with the terminal's wake-up. `clock` tells
    /// the time (the live clock by default).
    package init(
        model: BrowserModel, source: any PageSource, terminal: Terminal? = nil, services: BrowserServices = BrowserServices(),
        clock: @escaping @Sendable () -> ContinuousClock.Instant = { .now }
    ) {
        let wakeUp = terminal?.wakeUp
        let settings = model.options.pictures
        self.model = model
        self.terminal = terminal
        self.clock = clock
        self.pager = PagerConnection(loader: PageLoader(source: source, clock: services.retryClock, onSettle: wakeUp))
        self.pictures = model.pictures.rasterizer.map { rasterizer in
            PictureConnection(
                maker: CardPictureMaker(
                    symbols: rasterizer.symbols, colorMode: rasterizer.colorMode, background: rasterizer.background, cacheBytes: settings.cacheBytes,
                    pixelCellSize: settings.output.cellSize, decoding: services.decoding, thumbnails: services.thumbnails,
                    animates: settings.animate != .off
                ),
                photoSource: services.photoSource, retryClock: services.retryClock, onFinish: wakeUp
            )
        }
        self.changes = services.changes?(wakeUp ?? {})
        if case .sandboxed(let sandbox) = services.decoding, let wakeUp {
            sandbox.observeStatus { _ in wakeUp() }
        }
    }

    // MARK: - Steps

    /// Hands `message` to the model and carries out the effects of its update, then handles the
    /// messages those effects produced, in order; returns the message's update, with
    /// `needsRedraw` and `quit` covering the queued steps too.
    @discardableResult
    package func send(_ message: BrowserMessage) -> BrowserUpdate {
        var update = step(message)
        while !queue.isEmpty {
            let next = step(queue.removeFirst())
            update.needsRedraw = update.needsRedraw || next.needsRedraw
            update.quit = update.quit || next.quit
        }
        return update
    }

    /// One step of the model and its effects; messages the effects produce are queued.
    private func step(_ message: BrowserMessage) -> BrowserUpdate {
        let update = model.update(message)
        needsRedraw = needsRedraw || update.needsRedraw
        for effect in update.pager {
            pager.perform(effect)
        }
        // The pager's answer (a page now loads, or was refused) is the model's next message, so
        // that no step before it asks again.
        if !update.pager.isEmpty, let report = pager.takeReport() {
            queue.append(.pager(report))
            pageReportedInStep = true
        }
        for reference in update.forgottenPhotos {
            pictures?.forget(reference)
        }
        if let wants = update.pictures {
            pictures?.want(wants)
        }
        for effect in update.terminal {
            if terminalEffects.count == Self.keptTerminalEffects { terminalEffects.removeFirst(Self.keptTerminalEffects / 2) }
            terminalEffects.append(effect)
            switch effect {
            case .redrawAll: terminal?.forceFullRedraw()
            case .suspend: terminal?.suspend()
            case .copyToClipboard(let text): terminal?.copyToClipboard(text, throughTmux: model.options.fileActions.clipboardThroughTmux)
            case .runProgram(let arguments): run(arguments)
            }
        }
        if update.quit {
            isDone = true
        }
        // The model asks for its timer in every step while it wants one (a page loads, a
        // slideshow runs, a picture moves): a step without the ask ends it, so an idle browser has
        // no deadline left to wake for. A sooner ask (the next frame of a picture) brings the
        // deadline forward.
        if let delay = update.tickAfter {
            let asked = clock() + delay
            tickDeadline = min(tickDeadline ?? asked, asked)
        } else {
            tickDeadline = nil
        }
        return update
    }

    /// Runs the program `arguments` with the terminal given to it (only when there is a
    /// terminal: without one the effect is only recorded); when it fails, the model is told
    /// after this step.
    private func run(_ arguments: [String]) {
        guard let terminal else { return }
        var failure: String?
        terminal.runOutside { failure = ExternalProgram.run(arguments) }
        if let failure {
            queue.append(.command(.announce(failure)))
        }
    }

    // MARK: - News from the background

    /// Sends the model what happened in `sources` since the last call — the pager's report, the
    /// decoder sandbox's status when it changed and the finished photos, the changes to items
    /// (once every page is in) — and the tick when its
    /// deadline has passed at `now`; returns what it sent. Never waits.
    @discardableResult
    package func collect(now: ContinuousClock.Instant, from sources: NewsSources = .all) -> CollectedNews {
        var news = CollectedNews()
        if sources.contains(.pages) {
            if let report = pager.takeReport() {
                send(.pager(report))
                news.page = true
            }
            news.page = news.page || pageReportedInStep
            pageReportedInStep = false
        }
        if sources.contains(.pictures), let pictures {
            if case .sandboxed(let sandbox) = pictures.maker.decoding, case let status = DecodingStatus(sandbox.status), status != model.decoding {
                send(.command(.decoding(status)))
                news.pictures = true
            }
            if let report = pictures.takeReport(now: now) {
                send(.pictures(report))
                news.pictures = true
            }
            let check = model.options.isInteractive ? pictures.nextTransferCheck(now: now) : nil
            transferDeadline = check.map { now + $0 }
        }
        // Changes wait until the scan is over, so that none crosses a page still coming.
        if sources.contains(.changes), model.pagerStatus.phase == .exhausted, let items = changes?.takeChanges() {
            send(.items(items))
            news.changes = true
        }
        if sources.contains(.timer), let deadline = tickDeadline, now >= deadline {
            tickDeadline = nil
            send(.tick(now))
            news.tick = true
        }
        return news
    }

    /// Whether a page is loading or photos are in flight (fetched, being made, or made and not
    /// yet collected).
    package var isWorking: Bool {
        pager.isLoading || pictures?.isBusy == true
    }

    /// Returns once nothing in `sources` is in flight: the page loading has been folded into the
    /// pager, and (with ``NewsSources/pictures``) every photo wanted is fetched and made, not yet
    /// collected. Suspends without polling; runs in the caller's isolation.
    package func waitUntilSettled(_ sources: NewsSources = .all, isolation: isolated (any Actor)? = #isolation) async {
        if sources.contains(.pages), pager.isLoading {
            await pager.loader.waitUntilSettled()
        }
        if sources.contains(.pictures) {
            await pictures?.waitUntilIdle()
        }
    }

    /// The nearest moment the runtime has something to do without news from a source: the
    /// model's tick, the pictures held back after keys, a look at the network's transfers; nil
    /// when there is none.
    package var nextDeadline: ContinuousClock.Instant? {
        [tickDeadline, pictureDeadline, transferDeadline].compactMap { $0 }.min()
    }

    // MARK: - Frames

    /// Starts the browser: lays out the empty waterfall, takes the first news (the first page
    /// is then loading, and the spinner's timer set) and presents the first frame.
    package func start() {
        send(.start)
        collect(now: clock())
        present(deferringPictures: false)
    }

    /// Hands a terminal event to the model (see ``send(_:)``), noting whether it was typed (a key
    /// or the mouse), so the frame it causes holds back new pictures.
    package func receive(_ event: InputEvent) {
        send(.input(event))
        switch event {
        case .key, .mouse: typed = true
        case .resize, .terminate: break
        }
    }

    /// Presents the model's frame when a step changed it, when the terminal needs a full frame
    /// (after a resize, or a stop and `fg`, whatever the model says), or when pictures held back
    /// after the last key are due at `now`. A frame drawn in answer to a key or the mouse holds
    /// back pictures the terminal does not have yet (see
    /// ``Terminal/present(_:deferringPictures:)``); ``pictureDebounce`` after the last key they
    /// are sent. In the full-screen view nothing is held back. Without a terminal, only forgets that a redraw was needed.
    package func presentIfNeeded(now: ContinuousClock.Instant) {
        // A step in the full-screen view shows its picture at once: keys there do not scroll
        // pictures past that are not worth sending.
        let typed = typed && model.viewer == nil
        defer { self.typed = false }
        guard let terminal else {
            needsRedraw = false
            return
        }
        let picturesDue = pictureDeadline.map { now >= $0 } ?? false
        if needsRedraw || terminal.needsFullRedraw || (!typed && terminal.hasDeferredPictures && picturesDue) {
            present(deferringPictures: typed)
        }
        if typed, terminal.hasDeferredPictures {
            pictureDeadline = now + Self.pictureDebounce
        } else if !terminal.hasDeferredPictures {
            pictureDeadline = nil
        }
    }

    /// Presents the model's frame. When only the scroll offset moved since the last frame, tells
    /// the terminal first that the waterfall's rows scrolled, so it moves those lines itself and
    /// only the rows that changed are sent.
    private func present(deferringPictures: Bool) {
        needsRedraw = false
        guard let terminal else { return }
        let offset = model.scrollOffset
        if let presented, presented.size == model.screenSize, presented.offset != offset, !model.isScreenTooSmall {
            terminal.scroll(rows: model.viewportScreenRows, by: offset - presented.offset)
        }
        terminal.present(model.render(), deferringPictures: deferringPictures)
        // The full-screen view's next and previous pictures are made ready and go to the
        // terminal ahead, so that a step only places one.
        model.prepareAhead()
        terminal.prepare(model.viewerNeighbourPlacements)
        presented = (model.screenSize, offset)
    }

    /// Stops loading pages, making photos and watching for changes; call before leaving.
    package func shutdown() {
        changes?.stop()
        pager.cancel()
        pictures?.shutdown()
    }
}
