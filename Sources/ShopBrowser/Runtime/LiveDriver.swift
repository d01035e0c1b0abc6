import WaterfallTUI

/// Runs the browser on a terminal until the user quits or a terminating signal arrives: the
/// runtime driven by what happens. The loop sleeps (in the backend's `poll`) until something
/// happens — a key or mouse event, a resize, a signal, a page or a photo finished (their
/// connections wake the terminal), or a deadline: the spinner's tick while a page loads, the
/// pictures held back while keys arrive. There is no fixed poll interval: an idle browser does
/// not wake at all, and a finished photo is drawn in the next frame.
package final class LiveDriver {
    /// What carries out the model's effects.
    package let runtime: BrowserRuntime
    /// Where frames go and input comes from.
    package let terminal: Terminal
    /// The screen size and scroll offset of the last frame presented.
    private var presented: (size: Size, offset: Int)?
    /// When the pictures held back while keys arrived are sent; nil when none are held back.
    private var pictureDeadline: ContinuousClock.Instant?

    /// How long after the last key the pictures it held back are sent (holding `j`, paging, the
    /// wheel).
    package static let pictureDebounce = Duration.milliseconds(40)

    /// A driver for `runtime`, whose terminal it must have.
    package init(runtime: BrowserRuntime, terminal: Terminal) {
        self.runtime = runtime
        self.terminal = terminal
    }

    /// Runs until the model asks to quit, then stops loading. The caller shuts the terminal
    /// down (so it is restored on every path, errors included).
    ///
    /// Frames drawn in answer to a key or the mouse hold back pictures the terminal does not have
    /// yet (see ``Terminal/present(_:deferringPictures:)``); a frame for anything else, or
    /// ``pictureDebounce`` after the last key, sends them. Whenever the terminal needs a full
    /// frame (after a resize, or a stop and `fg`, whatever the model says) one is presented.
    package func run() {
        runtime.send(.start)
        // The first page is loading: the first frame says so, and the spinner's timer is set.
        _ = runtime.collect(now: .now)
        present(deferringPictures: false)
        while !runtime.isDone {
            var redraw = false
            var typed = false
            if let event = terminal.nextEvent(timeoutMilliseconds: waitMilliseconds(now: .now)) {
                redraw = runtime.send(.input(event)).needsRedraw
                switch event {
                case .key, .mouse: typed = true
                case .resize, .terminate: break
                }
            }
            let now = ContinuousClock.now
            redraw = runtime.collect(now: now) || redraw
            if runtime.isDone { break }
            let picturesDue = pictureDeadline.map { now >= $0 } ?? false
            // A resize event (also after a stop and `fg`) leaves the terminal wanting a full frame
            // even when the model's own frame did not change.
            if redraw || terminal.needsFullRedraw || (!typed && terminal.hasDeferredPictures && picturesDue) {
                present(deferringPictures: typed)
            }
            if typed, terminal.hasDeferredPictures {
                pictureDeadline = now + Self.pictureDebounce
            } else if !terminal.hasDeferredPictures {
                pictureDeadline = nil
            }
        }
        runtime.shutdown()
    }

    /// How long the next wait for input may last: until the nearest deadline, or without limit
    /// (-1) when there is none.
    private func waitMilliseconds(now: ContinuousClock.Instant) -> Int {
        let deadlines = [runtime.tickDeadline, pictureDeadline].compactMap { $0 }
        guard let nearest = deadlines.min() else { return -1 }
        let (seconds, attoseconds) = max(.zero, nearest - now).components
        return Int(seconds) * 1_000 + Int((attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
    }

    /// Presents the model's frame. When only the scroll offset moved since the last frame, tells
    /// the terminal first that the waterfall's rows scrolled, so it moves those lines itself and
    /// only the rows that changed are sent.
    private func present(deferringPictures: Bool) {
        let model = runtime.model
        let offset = model.scrollOffset
        if let presented, presented.size == model.screenSize, presented.offset != offset, !model.isScreenTooSmall {
            terminal.scroll(rows: model.viewportScreenRows, by: offset - presented.offset)
        }
        terminal.present(model.render(), deferringPictures: deferringPictures)
        presented = (model.screenSize, offset)
    }
}
