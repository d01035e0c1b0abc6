import WaterfallTUI

/// The browser's event loop: reads input from a terminal, hands it, the pager's news, finished
/// photos and the passing time to a ``BrowserModel``, carries out the effects the model returns
/// (pages, photos, redraws, suspension, quitting), and presents a new frame when something
/// changed. The UI never blocks: input is polled with a short timeout while pages load and photos
/// are decoded in the background.
package final class BrowserApp {
    /// The state being shown.
    package let model: BrowserModel
    /// Where frames go and input comes from.
    package let terminal: Terminal
    /// The pager feeding the model.
    package let pager: PagerConnection
    /// The workers making photos, nil when pictures are off.
    package let pictures: PictureConnection?
    /// How long one wait for input lasts, in milliseconds (also the spinner's pace).
    package static let tickMilliseconds = 80
    /// The screen size and scroll offset of the last frame presented.
    private var presented: (size: Size, offset: Int)?
    /// Set by the quit effect.
    private var isDone = false

    /// An app showing `model` on `terminal`, fed by `pager` and, unless pictures are off, by
    /// picture workers using the model's picture maker.
    package init(model: BrowserModel, terminal: Terminal, pager: PagerConnection) {
        self.model = model
        self.terminal = terminal
        self.pager = pager
        self.pictures = model.pictures.maker.map { PictureConnection(maker: $0) }
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
            if let report = pictures?.takeReport() {
                redraw = apply(model.receive(report)) || redraw
            }
            redraw = apply(model.tick()) || redraw
            if redraw, !isDone {
                present()
            }
        }
        pager.cancel()
        pictures?.shutdown()
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
            case .wantPictures:
                pictures?.perform(effect)
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
