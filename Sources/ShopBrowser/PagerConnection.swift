import ShopCatalog

/// The app loop's side of paging: carries out the browser's paging effects on a ``PageLoader``
/// and turns what the loader did meanwhile into ``PagerReport``s. The pager stays the only truth
/// about loading; this only relays. Use it from the app loop's thread.
package final class PagerConnection {
    /// The loader in use (a new one after each reload).
    package private(set) var loader: PageLoader
    /// The status in the last report, to notice changes.
    private var reportedStatus: PagerStatus?
    /// How many of the loader's issues have been reported.
    private var reportedIssues = 0

    /// A connection to `loader`, which has loaded nothing yet.
    package init(loader: PageLoader) {
        self.loader = loader
    }

    /// Carries out `effect` if it is about paging (request, retry, reload); ignores the others.
    package func perform(_ effect: BrowserEffect) {
        switch effect {
        case .requestNextPage:
            loader.requestNextPage()
        case .retryPage:
            loader.retry()
        case .reload:
            loader.cancel()
            loader = PageLoader(source: loader.source)
            reportedStatus = nil
            reportedIssues = 0
        case .redrawAll, .suspend, .quit, .wantPictures:
            break
        }
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
