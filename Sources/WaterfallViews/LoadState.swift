/// Where a ``WaterfallCollectionView`` stands in loading pages of items.
public enum LoadState: Hashable, Sendable {
    /// No load in flight; the next time the footer is in view the delegate is asked for a page.
    case idle
    /// The delegate was asked for a page and has not answered yet.
    case loading
    /// The last load failed; nothing is asked until ``WaterfallCollectionView/retryLoading()``.
    case failed
    /// Everything is loaded; nothing more is ever asked (until ``WaterfallCollectionView/resetLoadState()``).
    case exhausted
}
