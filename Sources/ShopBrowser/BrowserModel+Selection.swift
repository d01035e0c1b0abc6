import ShopCatalog
import WaterfallViews

extension BrowserModel {
    /// The loaded index of the selected item (``Selection``); nil when nothing is selected or
    /// the selected item is gone. O(1).
    package var selectedItem: Int? {
        selection.itemID.flatMap { cards.index(ofID: $0) }
    }

    /// The waterfall's flat index of the selected item when its card is laid out and placed (not
    /// filtered out, not held back by the look-ahead); nil otherwise. O(1).
    var selectedFlat: Int? {
        guard let item = selectedItem, let flat = arrangement.flatIndex(ofItem: item), grid.isPlaced(flat) else { return nil }
        return flat
    }

    /// Selects flat item `index` (nil selects nothing) and focuses its card, scrolled into view.
    func select(flat index: Int?) {
        selection.select(index.map { item(atFlat: $0) })
        grid.focus(index)
    }

    /// Selects loaded item `index`.
    func select(item index: Int) {
        selection.select(items[index])
    }

    /// Moves the waterfall's focus by `move` (``WaterfallCollectionView/moveFocus(_:)``) and
    /// selects what it moved to.
    func moveFocus(_ move: FocusMove) {
        selection.select(grid.moveFocus(move).map { item(atFlat: $0) })
    }

    /// Selects the first card on screen when nothing is selected; returns the selected card's
    /// flat index, nil when the screen shows none.
    func selectFirstVisibleUnlessSelected() -> Int? {
        if selectedFlat == nil, let first = grid.firstVisibleItem { select(flat: first) }
        return selectedFlat
    }

    /// Brings what is derived from the selection in line with it, at the end of each step: a
    /// selection whose item is gone is dropped, the full-screen view closes without its item,
    /// and the waterfall (when shown) focuses the selected card — scrolling it into view when the
    /// focus was elsewhere — or nothing.
    func followSelection() {
        if selection.itemID != nil, selectedItem == nil {
            selection.select(nil)
        }
        if viewer != nil {
            if selectedItem == nil { mode = .browsing } else { return }
        }
        grid.focus(selectedFlat)
    }
}
