import ShopBrowser
import ShopCatalog

/// The runtime's side of paging: carries out the browser's ``PagerEffect``s on a ``PageLoader``
/// and turns what the loader did meanwhile into ``PagerReport``s. The pager stays the only truth
/// about loading and skipping; this only passes on its snapshots. Use it from the loop's thread.
package final class PagerConnection {
    /// The loader in use (a new one after each reload).
    package private(set) var loader: PageLoader
    /// The status in the last report, to notice changes.
    private var reportedStatus: PagerStatus?

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
            loader = loader.fresh()
            reportedStatus = nil
        }
    }

    /// Whether a page is loading now.
    package var isLoading: Bool {
        if case .loading = loader.status.phase { return true }
        return false
    }

    /// What changed since the last report (arrivals, a new state or new skipped items, as one
    /// snapshot of the loader's status); nil when nothing did.
    package func takeReport() -> PagerReport? {
        let arrivals = loader.takeArrivals()
        let status = loader.status
        guard !arrivals.isEmpty || status != reportedStatus else { return nil }
        reportedStatus = status
        return PagerReport(arrivals: arrivals, status: status)
    }

    /// Stops loading; call before leaving.
    package func cancel() {
        loader.cancel()
    }
}
