import ShopCatalog

/// What the status line says of a failed page being tried again, read from two of the pager's
/// reports in a row: the pager is the one truth about its retries
/// (``ShopCatalog/PagerStatus/failuresInRow``), so a retry asked for with `r` and one that went
/// out by itself are told alike.
enum PagerRetryNotice {
    /// The notice for the change from `before` to `after`: a failed page loading again, failing
    /// again (naming `retryKey`, the key that retries it now), or loaded at last; nil for any
    /// other change.
    static func text(before: PagerStatus, after: PagerStatus, retryKey: String) -> StatusNotice? {
        switch after.phase {
        case .loading(let page):
            guard case .failed(page, _) = before.phase else { return nil }
            return "retrying page \(page)…"
        case .failed(let page, let reason):
            guard after.failuresInRow > 1, after.failuresInRow > before.failuresInRow else { return nil }
            let next = after.retry.map { "retrying in \($0.secondsLeft(at: nil)) s" } ?? "press \(retryKey) to retry"
            return StatusNotice("page \(page) failed again: \(reason) — \(next)", isWarning: true)
        case .idle, .exhausted:
            guard before.failuresInRow > 0 else { return nil }
            switch before.phase {
            case .loading(let page), .failed(let page, _): return "page \(page) loaded"
            case .idle, .exhausted: return nil
            }
        }
    }
}
