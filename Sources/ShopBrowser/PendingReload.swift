import ShopCatalog

/// A reload under way (`R`): the pages of the fresh pager gathered out of sight until there are
/// as many as were loaded before (or the catalog ends), while the waterfall keeps showing what
/// was loaded; and the item to come back to afterwards.
struct PendingReload {
    /// The id of the item to come back to: the focused one, else the first on screen; nil with
    /// nothing loaded.
    let anchorID: String?
    /// Whether the anchor was focused (it is focused again) or only on screen.
    let anchorWasFocused: Bool
    /// The row of the viewport the anchor's top was on (negative when it started above the
    /// screen): it is put back there.
    let anchorScreenRow: Int
    /// How many pages to gather before showing them: as many as were loaded (at least one).
    let targetPages: Int
    /// The items the fresh pager delivered so far, in order.
    var arrivals: [ShopItem] = []
}
