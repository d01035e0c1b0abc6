import ShopBrowser
import ShopBrowserRuntime
import WaterfallTUI

/// The browser's event loop as it was before it became event-driven, as the baseline of the
/// `loop` group: it waits at most 80 ms for input, then looks at the pager and the picture
/// workers and presents a frame when something changed. The same runtime carries out the
/// effects; only the waiting differs (its terminal ignores wake-ups).
struct PollingLoopBaseline {
    /// The longest wait for input.
    static let pollMilliseconds = 80

    /// What carries out the model's effects.
    let runtime: BrowserRuntime
    /// Where frames go and input comes from.
    let terminal: Terminal

    /// Runs until the model asks to quit.
    func run() {
        runtime.send(.start)
        terminal.present(runtime.model.render())
        while !runtime.isDone {
            var redraw = false
            if let event = terminal.nextEvent(timeoutMilliseconds: Self.pollMilliseconds) {
                redraw = runtime.send(.input(event)).needsRedraw
            }
            redraw = !runtime.collect(now: .now).isEmpty || redraw
            if redraw, !runtime.isDone {
                terminal.present(runtime.model.render())
            }
        }
        runtime.shutdown()
    }
}
