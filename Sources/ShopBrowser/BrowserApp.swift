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

    /// How long the loop waits for another key before it sends the pictures it held back while
    /// keys were arriving (holding `j`, paging, the wheel), in milliseconds.
    package static let pictureDebounceMilliseconds = 40

    /// Runs until the user quits or a termination signal arrives, then stops loading. The caller
    /// shuts the terminal down (so it is restored on every path, errors included).
    ///
    /// Frames drawn in answer to a key or the mouse hold back pictures the terminal does not have
    /// yet (see ``Terminal/present(_:deferringPictures:)``); once no key came for
    /// ``pictureDebounceMilliseconds``, a frame sends them. Whenever the terminal needs a full
    /// frame (after a resize, or a stop and `fg`, whatever the model says) one is presented.
    package func run() {
        apply(model.start())
        present(deferringPictures: false)
        while !isDone {
            var redraw = false
            var typed = false
            let timeout = terminal.hasDeferredPictures ? Self.pictureDebounceMilliseconds : Self.tickMilliseconds
            if let event = terminal.nextEvent(timeoutMilliseconds: timeout) {
                redraw = apply(model.handle(event)) || redraw
                if case .key = event { typed = true }
                if case .mouse = event { typed = true }
            }
            if let report = pager.takeReport() {
                redraw = apply(model.receive(report)) || redraw
            }
            if let report = pictures?.takeReport() {
                redraw = apply(model.receive(report)) || redraw
            }
            redraw = apply(model.tick()) || redraw
            if isDone { break }
            // A resize event (also after a stop and `fg`) leaves the terminal wanting a full frame
            // even when the model's own frame did not change.
            if redraw || terminal.needsFullRedraw || (!typed && terminal.hasDeferredPictures) {
                present(deferringPictures: typed)
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
    private func present(deferringPictures: Bool) {
        let offset = model.collectionView.scrollOffset
        if let presented, presented.size == model.screenSize, presented.offset != offset, !model.isScreenTooSmall {
            terminal.scroll(rows: model.viewportScreenRows, by: offset - presented.offset)
        }
        terminal.present(model.render(), deferringPictures: deferringPictures)
        presented = (model.screenSize, offset)
    }
}
