import WaterfallTUI

/// The browser's event loop: reads input from a terminal, hands it, the pager's news and the
/// passing time to a ``BrowserModel``, carries out the effects the model returns (pages, redraws,
/// suspension, quitting), and presents a new frame when something changed. The UI never blocks:
/// input is polled with a short timeout while pages load in the background.
package final class BrowserApp {
    /// The state being shown.
    package let model: BrowserModel
    /// Where frames go and input comes from.
    package let terminal: Terminal
    /// The pager feeding the model.
    package let pager: PagerConnection
    /// How long one wait for input lasts, in milliseconds (also the spinner's pace).
    package static let tickMilliseconds = 80
    /// The screen size and scroll offset of the last frame presented.
    private var presented: (size: Size, offset: Int)?
    /// Set by the quit effect.
    private var isDone = false

    /// An app showing `model` on `terminal`, fed by `pager`.
    package init(model: BrowserModel, terminal: Terminal, pager: PagerConnection) {
        self.model = model
        self.terminal = terminal
        self.pager = pager
    }

    /// Runs until the user quits or a termination signal arrives, then stops loading. The caller
    /// shuts the terminal down (so it is restored on every path, errors included).
    package func run() {
        apply(model.start())
        present()
        while !isDone {
            var redraw = false
            if let event = terminal.nextEvent(timeoutMilliseconds: Self.tickMilliseconds) {
                redraw = apply(model.handle(event)) || redraw
            }
            if let report = pager.takeReport() {
                redraw = apply(model.receive(report)) || redraw
            }
            redraw = apply(model.tick()) || redraw
            if redraw, !isDone {
                present()
            }
        }
        pager.cancel()
    }

    /// Carries out the update's effects in order; returns whether to redraw.
    @discardableResult
    private func apply(_ update: BrowserUpdate) -> Bool {
        for effect in update.effects {
            switch effect {
            case .requestNextPage, .retryPage, .reload:
                pager.perform(effect)
            case .redrawAll:
                terminal.forceFullRedraw()
            case .suspend:
                terminal.suspend()
            case .quit:
                isDone = true
            }
        }
        return update.needsRedraw
    }

    /// Presents the model's frame. When only the scroll offset moved since the last frame, tells
    /// the terminal first that the waterfall's rows scrolled, so it moves those lines itself and
    /// only the rows that changed are sent.
    private func present() {
        let offset = model.collectionView.scrollOffset
        if let presented, presented.size == model.screenSize, presented.offset != offset, !model.isScreenTooSmall {
            terminal.scroll(rows: model.viewportScreenRows, by: offset - presented.offset)
        }
        terminal.present(model.render())
        presented = (model.screenSize, offset)
    }
}
