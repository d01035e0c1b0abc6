import ShopCatalog
import WaterfallTUI

/// Carries out what the browser model asks, the same way however the browser runs — the live
/// app, `waterfall dump`, the tests, the benchmarks: pager effects go to the
/// ``PagerConnection``, wanted photos to the ``PictureConnection``, terminal effects to the
/// `Terminal` (when there is one), quitting ends the run, and the model's timer is kept as a
/// deadline. It also turns what the background sources finished into messages (``collect(now:)``).
///
/// It never waits: a driver decides when to look. ``LiveDriver`` sleeps until the terminal, a
/// background source or a deadline wakes it; ``DeterministicDriver`` awaits each page and the
/// picture workers in turn, so a run depends on its inputs only. A new source of events (pages
/// or photos over a network, a folder scanner) joins here, as one more connection whose news
/// `collect(now:)` turns into messages, and whose completion wakes the live driver.
package final class BrowserRuntime {
    /// The state being shown.
    package let model: BrowserModel
    /// The pager feeding the model.
    package let pager: PagerConnection
    /// The workers making photos, nil when pictures are off.
    package let pictures: PictureConnection?
    /// What watches the items' data for changes (a folder of pictures), if anything.
    package let changes: (any ItemChangeSource)?
    /// Where terminal effects go; nil to only record them (``terminalEffects``).
    package let terminal: Terminal?
    /// Set once the model asked to quit.
    package private(set) var isDone = false
    /// When the model's timer goes off (a ``BrowserMessage/tick`` is due); nil when the last
    /// step asked for none.
    package private(set) var tickDeadline: ContinuousClock.Instant?
    /// Every terminal effect the model asked for, in order (carried out when there is a
    /// terminal).
    package private(set) var terminalEffects: [TerminalEffect] = []

    /// A runtime for `model` loading pages from `source` and, unless pictures are off, making
    /// photos with the model's picture maker. With a `terminal`, finished pages and photos wake
    /// it from a wait for input, and its effects are carried out on it. `changes`, made with
    /// the wake-up it is given, reports changes to the items once every page is in.
    package init(
        model: BrowserModel, source: any PageSource, terminal: Terminal? = nil,
        changes makeChanges: ((@escaping @Sendable () -> Void) -> (any ItemChangeSource)?)? = nil
    ) {
        let wakeUp = terminal?.wakeUp
        self.model = model
        self.terminal = terminal
        self.pager = PagerConnection(loader: PageLoader(source: source, onSettle: wakeUp))
        self.pictures = model.pictures.maker.map { PictureConnection(maker: $0, network: model.options.pictures.network, onFinish: wakeUp) }
        self.changes = makeChanges?(wakeUp ?? {})
    }

    /// Hands `message` to the model and carries out the effects of its update; returns the
    /// update.
    @discardableResult
    package func send(_ message: BrowserMessage) -> BrowserUpdate {
        let update = model.update(message)
        for effect in update.pager {
            pager.perform(effect)
        }
        if let wants = update.pictures {
            pictures?.want(wants)
        }
        for effect in update.terminal {
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
        // The model asks for its timer in every step while it wants one (a page loads): a step
        // without the ask ends it, so an idle browser has no deadline left to wake for.
        if let delay = update.tickAfter {
            tickDeadline = tickDeadline ?? .now + delay
        } else {
            tickDeadline = nil
        }
        return update
    }

    /// Runs the program `arguments` with the terminal given to it (only when there is a
    /// terminal: without one the effect is only recorded), and tells the model when it failed.
    private func run(_ arguments: [String]) {
        guard let terminal else { return }
        var failure: String?
        terminal.runOutside { failure = ExternalProgram.run(arguments) }
        if let failure {
            send(.command(.announce(failure)))
        }
    }

    /// Sends the model what happened in the background since the last call — the pager's
    /// report, the finished photos, the changes to items (once every page is in) — and the tick
    /// when its deadline has passed at `now`.
    /// Returns whether any of it asked for a redraw. Never waits.
    package func collect(now: ContinuousClock.Instant) -> Bool {
        var redraw = false
        if let report = pager.takeReport() {
            redraw = send(.pager(report)).needsRedraw || redraw
        }
        if let report = pictures?.takeReport() {
            redraw = send(.pictures(report)).needsRedraw || redraw
        }
        // Changes wait until the scan is over, so that none crosses a page still coming.
        if model.pagerStatus.phase == .exhausted, let news = changes?.takeChanges() {
            redraw = send(.items(news)).needsRedraw || redraw
        }
        if let deadline = tickDeadline, now >= deadline {
            tickDeadline = nil
            redraw = send(.tick).needsRedraw || redraw
        }
        return redraw
    }

    /// Stops loading pages, making photos and watching for changes; call before leaving.
    package func shutdown() {
        changes?.stop()
        pager.cancel()
        pictures?.shutdown()
    }
}
