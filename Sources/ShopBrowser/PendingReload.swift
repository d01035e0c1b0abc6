import ShopCatalog

/// A reload under way (`R`): the pages of the fresh pager gathered out of sight until there are
/// as many as were loaded before (or the catalog ends), while the waterfall keeps showing what
/// was loaded.
struct PendingReload {
    /// How many pages to gather before showing them: as many as were loaded (at least one).
    let targetPages: Int
    /// The items the fresh pager delivered so far, in order.
    var arrivals: [CatalogItem] = []
}
