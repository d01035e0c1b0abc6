import ShopCatalog
import WaterfallViews

extension BrowserModel {
    /// Starts loading the catalog again from page 1 with a fresh pager (``PagerEffect/reload``),
    /// keeping what is shown, and usable, until the fresh pages are in (``PendingReload``): a
    /// reload that fails leaves the waterfall as it was, and one that succeeds comes back to the
    /// item focused (or first on screen) when it ends.
    func reload() {
        step.request(.reload)
        pendingReload = PendingReload(targetPages: max(1, pagerStatus.pagesLoaded))
        pagerStatus = PagerStatus.initial
        notice = nil
    }

    /// Whether a reload is gathering its pages: the next page is asked for as soon as the pager
    /// is idle, wherever the waterfall is scrolled.
    var isReloading: Bool { pendingReload != nil }

    /// Folds in a report of the fresh pager during a reload: its items are gathered out of
    /// sight; when as many pages as before are in, or the catalog ended, they replace what is
    /// shown. A failure is told, and what is shown stays.
    func receiveDuringReload(_ report: PagerReport) {
        guard var pending = pendingReload else { return }
        pending.arrivals += report.arrivals
        pendingReload = pending
        switch report.status.phase {
        case .failed(let page, let reason):
            let next = report.status.retry.map { "retrying in \($0.secondsLeft(at: nil)) s" } ?? "\(key(BrowsingAction.retryFailed)) retries"
            notice = StatusNotice("reload stopped at page \(page): \(reason) — still showing what was loaded before; \(next)", isWarning: true)
        case .exhausted:
            finishReload(pending)
        case .idle where report.status.pagesLoaded >= pending.targetPages:
            finishReload(pending)
        case .idle, .loading:
            break
        }
    }

    /// What the status line says while a reload gathers its pages.
    var reloadText: String? {
        guard let pending = pendingReload else { return nil }
        let done = pagerStatus.pagesLoaded
        return pending.targetPages > 1 ? "reloading: \(done) of \(pending.targetPages) pages…" : "reloading…"
    }

    /// Shows the reloaded items in place of the old ones and comes back to where the user is now
    /// (they may have moved while the pages came): the selected item, else the first on screen,
    /// found again by its id and put on the screen row it was on. The selection is an id, so it
    /// stays on the item that came back (the full-screen view shows it again) and goes with one
    /// that did not (``followSelection()``). Marks stay on the items that came back (by id), and
    /// go with those that did not.
    private func finishReload(_ pending: PendingReload) {
        pendingReload = nil
        let found = grid.replaceAll(with: pending.arrivals, anchor: selectedFlat ?? grid.firstVisibleItem)
        marks.keepOnly(Set(items.map(\.id)))
        let back = found ? ", back where you were" : ""
        notice = StatusNotice("reloaded \(options.kind.counted(itemCount))\(back)")
    }
}
