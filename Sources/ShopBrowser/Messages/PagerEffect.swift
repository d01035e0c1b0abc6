/// What the browser asks of its pager; carried out by ``PagerConnection``.
package enum PagerEffect: Hashable, Sendable {
    /// Load the next page (the pager refuses while loading, after a failure or at the end).
    case requestNextPage
    /// Load the failed page again.
    case retryPage
    /// Start again from page 1 with a fresh pager over the same source.
    case reload
}
