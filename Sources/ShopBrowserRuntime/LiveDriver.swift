import ShopBrowser
import WaterfallTUI

/// Runs the browser on a terminal until the user quits or a terminating signal arrives: the
/// runtime driven by what happens. The loop sleeps (in the backend's `poll`) until something
/// happens — a key or mouse event, a resize, a signal, a page or a photo finished (their
/// connections wake the terminal), or the runtime's next deadline: the spinner's tick while a
/// page loads, the pictures held back while keys arrive, a look at slow transfers. There is no
/// fixed poll interval: an idle browser does not wake at all, and a finished photo is drawn in
/// the next frame. What to do on each wake-up is the runtime's; this only waits.
package final class LiveDriver {
    /// What carries out the model's effects and presents its frames.
    package let runtime: BrowserRuntime
    /// Where input comes from.
    package let terminal: Terminal

    /// A driver for `runtime`, whose terminal it must have.
    package init(runtime: BrowserRuntime, terminal: Terminal) {
        self.runtime = runtime
        self.terminal = terminal
    }

    /// Runs until the model asks to quit, then stops loading. The caller shuts the terminal
    /// down (so it is restored on every path, errors included).
    package func run() {
        runtime.start()
        while !runtime.isDone {
            if let event = terminal.nextEvent(timeoutMilliseconds: waitMilliseconds(now: runtime.clock())) {
                runtime.receive(event)
            }
            let now = runtime.clock()
            runtime.collect(now: now)
            if runtime.isDone { break }
            runtime.presentIfNeeded(now: now)
        }
        runtime.shutdown()
    }

    /// How long the next wait for input may last: until the runtime's next deadline, or without
    /// limit (-1) when there is none.
    private func waitMilliseconds(now: ContinuousClock.Instant) -> Int {
        guard let nearest = runtime.nextDeadline else { return -1 }
        let (seconds, attoseconds) = max(.zero, nearest - now).components
        return Int(seconds) * 1_000 + Int((attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
    }
}
