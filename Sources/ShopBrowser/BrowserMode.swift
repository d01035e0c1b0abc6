import WaterfallTUI

/// What the browser is showing over (or instead of) the waterfall and where keys go.
package enum BrowserMode: Equatable, Sendable {
    /// The waterfall; keys scroll, move the focus, and so on.
    case browsing
    /// The help overlay; any key closes it.
    case help
    /// The list of skipped items or files; any key but the scroll keys closes it.
    case skipped
    /// The full-screen view of a loaded item's picture, stepping through the waterfall's order;
    /// Esc or q goes back.
    case viewing(ViewerState)
    /// Typing a search query after `/` or a narrowing filter after `f` in the ``Prompt``; Enter
    /// searches or applies it, Esc cancels.
    case prompting(Prompt)
    /// Asking whether to reload every loaded page (after `R`); `y` or Enter reloads, any other
    /// key keeps them.
    case confirmingReload
}
