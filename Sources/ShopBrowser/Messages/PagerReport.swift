import ShopCatalog

/// What the pager has to tell the browser since its last report: the items that arrived, and its
/// state now (phase, totals and what it skipped, in one snapshot).
package struct PagerReport: Sendable {
    /// New items, in order, never an id twice.
    package var arrivals: [CatalogItem]
    /// The pager's state, totals and skipped items now.
    package var status: PagerStatus

    /// A report of `arrivals` and `status`.
    package init(arrivals: [CatalogItem], status: PagerStatus) {
        self.arrivals = arrivals
        self.status = status
    }
}
