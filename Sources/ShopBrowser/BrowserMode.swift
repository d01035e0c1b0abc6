import WaterfallTUI

/// What the browser is showing over (or instead of) the waterfall and where keys go.
package enum BrowserMode: Equatable, Sendable {
    /// The waterfall; keys scroll, move the focus, and so on.
    case browsing
    /// The help overlay; any key closes it.
    case help
    /// The list of skipped items or files; any key but the scroll keys closes it.
    case skipped
    /// The detail panel of a loaded item (its index in ``BrowserModel/items``); Esc or Enter
    /// closes it.
    case detail(index: Int)
    /// Typing a search query after `/`; Enter searches, Esc cancels.
    case searching(query: String)
    /// Typing a narrowing filter after `f`; Enter applies it, Esc cancels.
    case filtering(query: String)
    /// Asking whether to reload every loaded page (after `R`); `y` or Enter reloads, any other
    /// key keeps them.
    case confirmingReload
}
