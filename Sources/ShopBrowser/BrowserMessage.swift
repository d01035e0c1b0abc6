import ShopCatalog
import WaterfallTUI

/// Everything that can change the browser's state, handed to ``BrowserModel/update(_:)``: the
/// model's one entry point (the Elm / Bubble Tea shape). Whoever drives the model — the live
/// loop, `waterfall dump`, the tests, the benchmarks — turns what happened into messages.
package enum BrowserMessage: Sendable {
    /// Lay out the (empty) waterfall; the footer is then in view, so page 1 is asked for. Sent
    /// once, first.
    case start
    /// A key, a mouse event, a resize or a terminating signal.
    case input(InputEvent)
    /// What the pager did since its last report.
    case pager(PagerReport)
    /// Photos the picture workers finished.
    case pictures(PictureReport)
    /// Items added, replaced or removed since they were delivered (a watched folder).
    case items(ItemChanges)
    /// The timer the model asked for (``BrowserUpdate/tickAfter``) went off at the given time:
    /// the spinner turns, the countdown to a page's retry moves on.
    case tick(ContinuousClock.Instant)
    /// A scripted step, as `waterfall dump` takes them from its options.
    case command(BrowserCommand)
}
