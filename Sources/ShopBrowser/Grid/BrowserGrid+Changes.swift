import ShopCatalog
import WaterfallViews

/// The arrangement's changes, told to the view manager so that cards on screen stay where they
/// are: arrivals, re-arranging, a folder's changes, a reload's items in place of the old.
extension BrowserGrid {
    /// Appends `arrivals` to the loaded items, folds them into the arrangement and tells the view
    /// manager where they went: an ungrouped append at the end is an append; anything else is a
    /// batch of section and item insertions, so nothing on screen moves and the focused card
    /// keeps its row.
    func insert(_ arrivals: [CatalogItem]) {
        let before = arrangement.count
        let insertion = cards.append(arrivals)
        guard !insertion.isEmpty else { return }
        if !isGrouped {
            // One section: its items are the whole arrangement.
            let paths =
                insertion.sections.isEmpty
                ? insertion.items
                : (0 ..< arrangement.count).map { ItemPath(section: 0, item: $0) }
            if paths.first.map({ $0.item == before }) ?? false {
                view.appendItems(count: paths.count)
            } else {
                insert(sections: [], items: paths)
            }
            return
        }
        insert(sections: insertion.sections, items: insertion.items)
    }

    /// Inserts the group sections `sections` (final indices, ascending) and the items `paths`
    /// (final paths in sections that existed) in one batch. Should the view manager refuse (the
    /// numbering out of step), the view is rebuilt from the arrangement instead.
    private func insert(sections: [Int], items paths: [ItemPath]) {
        let groupSection = configuration.sections[0]
        let view = view
        do {
            try view.performBatchUpdates { () throws(WaterfallCollectionViewError) in
                for section in sections {
                    try view.insertSections([groupSection], at: section)
                }
                if !paths.isEmpty {
                    try view.insertItems(at: paths)
                }
            }
        } catch {
            rebuild()
        }
    }

    /// Arranges the loaded items by `rules` and lays the waterfall out again. When the card at
    /// `anchor` (a flat index: the selected card) is still shown, it keeps its screen row;
    /// otherwise the view goes to the top, so the start of the new order (and its first group's
    /// band) shows. O(N log N + N C).
    func rearrange(_ rules: ArrangementRules, keeping anchor: Int?) {
        let kept = anchor.map { (item: arrangement.item(atFlat: $0), row: view.frame(ofItem: $0).y - view.scrollOffset) }
        cards.rearrange(by: rules)
        let configuration = configuration
        if configuration.sections.count == view.configuration.sections.count {
            view.setConfiguration(configuration)
            view.reloadData()
        } else {
            // A different number of sections reloads by itself.
            view.setConfiguration(configuration)
        }
        if let kept, let flat = arrangement.flatIndex(ofItem: kept.item) {
            view.scroll(to: view.frame(ofItem: flat).y - kept.row)
        } else {
            view.scrollToTop()
        }
    }

    /// Takes the loaded items `leaving` out and puts `arrivals` in, in one batch, so that cards
    /// that stay keep their cells. The card at `anchor` (a flat index: the selected card, else
    /// the first on screen) keeps its row, and its column too where it still has it
    /// (``keepColumn(of:)``).
    func replace(_ leaving: Set<Int>, with arrivals: [CatalogItem], anchor: Int?) {
        let place = anchor.flatMap { flat in
            view.layout.column(ofItem: flat).map { (item: arrangement.item(atFlat: flat), column: $0) }
        }
        view.performBatchUpdates {
            if !leaving.isEmpty { remove(leaving) }
            if !arrivals.isEmpty { insert(arrivals) }
        }
        if let place, !leaving.contains(place.item) { keepColumn(of: place) }
    }

    /// Shows `arrivals` in place of every item loaded (a reload's), coming back to the card at
    /// `anchor` (a flat index: where the user is now), found again by its id and put on the
    /// screen row it was on. Returns whether it was found.
    func replaceAll(with arrivals: [CatalogItem], anchor: Int?) -> Bool {
        let kept = anchor.map { (id: cards.item(atFlat: $0).id, row: view.frame(ofItem: $0).y - view.scrollOffset) }
        cards.removeAllItems()
        rebuild()
        insert(arrivals)
        guard let kept, let item = cards.index(ofID: kept.id), let flat = arrangement.flatIndex(ofItem: item) else { return false }
        view.scroll(to: view.frame(ofItem: flat).y - kept.row)
        return true
    }

    /// Puts the card of loaded item `place.item` back in column `place.column` when the changes
    /// moved it to another and its section still has that column: the card is pinned there
    /// (``CardDataSource/pinnedColumns``) and measured again in a batch that keeps its row.
    private func keepColumn(of place: (item: Int, column: Int)) {
        let view = view
        guard let flat = arrangement.flatIndex(ofItem: place.item), let column = view.layout.column(ofItem: flat), column != place.column,
            view.layout.columnSpan(ofItem: flat) == 1, let path = view.itemPath(of: flat),
            place.column < view.layout.geometry(ofSection: path.section).itemWidths.columnCount
        else { return }
        cards.pinnedColumns[place.item] = place.column
        do {
            try view.performBatchUpdates { () throws(WaterfallCollectionViewError) in try view.reloadItems(at: [path]) }
        } catch {
            cards.pinnedColumns[place.item] = nil
        }
    }

    /// Removes the loaded items `indices` from the waterfall: their cards are deleted, then,
    /// when grouped, the groups they leave empty (the footer's section always stays). Should the
    /// view manager refuse (the numbering out of step), the view is rebuilt instead.
    private func remove(_ indices: Set<Int>) {
        let removal = cards.remove(indices)
        guard !removal.items.isEmpty else { return }
        let view = view
        do {
            try view.performBatchUpdates { () throws(WaterfallCollectionViewError) in
                try view.deleteItems(at: removal.items)
                if isGrouped, !removal.emptiedSections.isEmpty {
                    try view.deleteSections(removal.emptiedSections)
                }
            }
        } catch {
            rebuild()
        }
    }

    /// Lays the whole waterfall out again from the arrangement.
    private func rebuild() {
        view.setConfiguration(configuration)
        view.reloadData()
    }
}
