import ShopCatalog

/// What the pager has to tell the browser since its last report: the items that arrived, its
/// state now, and the bad items it skipped meanwhile.
package struct PagerReport: Sendable {
    /// New items, in order, never an id twice.
    package var arrivals: [ShopItem]
    /// The pager's state and totals now.
    package var status: PagerStatus
    /// The items skipped since the last report, with file, item and field.
    package var newIssues: [CatalogIssue]

    /// A report of `arrivals`, `status` and `newIssues`.
    package init(arrivals: [ShopItem], status: PagerStatus, newIssues: [CatalogIssue] = []) {
        self.arrivals = arrivals
        self.status = status
        self.newIssues = newIssues
    }
}
