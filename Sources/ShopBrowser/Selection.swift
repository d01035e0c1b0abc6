import ShopCatalog

/// The item the user is at, by its id: the one fact behind the waterfall's focused card and the
/// picture the full-screen view shows. An id, not an index, so sorting, filtering, a reload and
/// a folder's changes keep it by construction: each of those renumbers the cards, none changes
/// an id. The grid's focus and the viewer's item are derived from it
/// (``BrowserModel/selectedItem``); the grid's focus moves tell it what they moved to.
package struct Selection: Equatable, Sendable {
    /// The id of the selected item; nil when nothing is selected.
    package private(set) var itemID: String?

    /// Nothing selected.
    package init() {}

    /// Selects `item`; nil selects nothing.
    package mutating func select(_ item: CatalogItem?) {
        itemID = item?.id
    }
}
