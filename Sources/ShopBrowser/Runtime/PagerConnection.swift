import ShopCatalog

/// The runtime's side of paging: carries out the browser's ``PagerEffect``s on a ``PageLoader``
/// and turns what the loader did meanwhile into ``PagerReport``s. The pager stays the only truth
/// about loading; this only relays. Use it from the loop's thread.
package final class PagerConnection {
    /// The loader in use (a new one after each reload).
    package private(set) var loader: PageLoader
    /// The status in the last report, to notice changes.
    private var reportedStatus: PagerStatus?
    /// How many of the loader's issues have been reported.
    private var reportedIssues = 0

    /// A connection to `loader`, which has loaded nothing yet. A reload makes a new loader over
    /// the same source with the same `onSettle`.
    package init(loader: PageLoader) {
        self.loader = loader
    }

    /// Carries out `effect`.
    package func perform(_ effect: PagerEffect) {
        switch effect {
        case .requestNextPage:
            loader.requestNextPage()
        case .retryPage:
            loader.retry()
        case .reload:
            loader.cancel()
            loader = PageLoader(source: loader.source, onSettle: loader.onSettle)
            reportedStatus = nil
            reportedIssues = 0
        }
    }

    /// Whether a page is loading now.
    package var isLoading: Bool {
        if case .loading = loader.status.phase { return true }
        return false
    }

    /// What changed since the last report (arrivals, a new state, new skipped items); nil when
    /// nothing did. Reads the loader's state once.
    package func takeReport() -> PagerReport? {
        let arrivals = loader.takeArrivals()
        let status = loader.status
        guard !arrivals.isEmpty || status != reportedStatus else { return nil }
        reportedStatus = status
        var newIssues: [CatalogIssue] = []
        if status.itemsSkipped > reportedIssues {
            newIssues = Array(loader.issues.dropFirst(reportedIssues))
            reportedIssues += newIssues.count
        }
        return PagerReport(arrivals: arrivals, status: status, newIssues: newIssues)
    }

    /// Every item the current loader skipped, with file, item or line, and field (a reload reads
    /// the catalog again, so its skipped items are the ones that count).
    package var issues: [CatalogIssue] { loader.issues }

    /// Stops loading; call before leaving.
    package func cancel() {
        loader.cancel()
    }
}
