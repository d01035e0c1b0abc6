import ShopCatalog
import WaterfallViews

/// Grouping, sorting and filtering: re-arranging the loaded items, folding arrivals into their
/// groups, jumping between groups, and the status line's summary.
extension BrowserModel {
    /// Appends `arrivals` to the loaded items, folds them into the arrangement and tells the view
    /// manager where they went: an ungrouped append at the end is an append; anything else is a
    /// batch of section and item insertions, so nothing on screen moves and the focused card
    /// keeps its row.
    func insertArrivals(_ arrivals: [ShopItem]) {
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
                collectionView.appendItems(count: paths.count)
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
        let groupSection = currentConfiguration.sections[0]
        let view = collectionView
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
            view.setConfiguration(currentConfiguration)
            view.reloadData()
        }
    }

    /// Arranges the loaded items by `rules` and lays the waterfall out again. When the selected
    /// card is still shown, it keeps its screen row (and its focus, derived from the selection);
    /// otherwise the view goes to the top, so the start of the new order (and its first group's
    /// band) shows. O(N log N + N C).
    func rearrange(_ rules: ArrangementRules) {
        let view = collectionView
        let focused = selectedFlat.map { (item: arrangement.item(atFlat: $0), row: view.frame(ofItem: $0).y - view.scrollOffset) }
        cards.rearrange(by: rules)
        let configuration = currentConfiguration
        if configuration.sections.count == view.configuration.sections.count {
            view.setConfiguration(configuration)
            view.reloadData()
        } else {
            // A different number of sections reloads by itself.
            view.setConfiguration(configuration)
        }
        if let focused, let flat = arrangement.flatIndex(ofItem: focused.item) {
            view.scroll(to: view.frame(ofItem: flat).y - focused.row)
        } else {
            view.scrollToTop()
        }
    }

    /// Changes the rules with `change` and re-arranges, saying what is now in force.
    func changeRules(_ change: (inout ArrangementRules) -> Void) {
        var rules = arrangement.rules
        change(&rules)
        guard rules != arrangement.rules else { return }
        rearrange(rules)
        notice = StatusNotice(arrangementSummary() ?? "catalog order · all \(options.kind.counted(itemCount))")
    }

    /// `]` / `[`: focuses the first card of the next group, or of the current group's start
    /// (then the previous group's), with the group's header band at the top of the screen.
    func jumpToGroup(forward: Bool) {
        guard isGrouped else {
            notice = "not grouped: press \(key(.nextGrouping)) to group"
            return
        }
        let view = collectionView
        guard let current = (selectedFlat ?? view.firstVisibleItem()).flatMap({ arrangement.group(ofFlat: $0) }) else { return }
        let target: Int
        if forward {
            target = current + 1
        } else if let focused = selectedFlat, focused > arrangement.firstFlatIndex(ofGroup: current) {
            target = current
        } else {
            target = current - 1
        }
        guard arrangement.groups.indices.contains(target) else {
            notice = forward ? "last group" : "first group"
            return
        }
        if let header = view.frame(of: SupplementaryElement(kind: .header, section: target)) {
            view.scroll(to: header.y)
        }
        select(flat: arrangement.firstFlatIndex(ofGroup: target))
        let group = arrangement.groups[target]
        notice = StatusNotice("\(group.key.title) · group \(target + 1) of \(arrangement.groups.count)")
    }

    /// What is arranged how, for the status line: `grouped by shop · price ↑ · ≥★4 · 213 of 600`
    /// (with `by currency: CNY, USD` when a price sort meets several currencies; for a folder,
    /// `355 pictures · 12 other files · 2 skipped (! lists them)`); nil when the
    /// catalog is shown as it is.
    func arrangementSummary() -> String? {
        let rules = arrangement.rules
        guard !rules.isDefault else { return nil }
        var parts: [String] = []
        if rules.grouping != .none { parts.append("grouped by \(rules.grouping.rawValue)") }
        if rules.sort != .catalog { parts.append(rules.sort.label) }
        if rules.sort.key == .price, arrangement.currencies.count > 1 {
            // No exchange rates are known: each currency is sorted on its own, the first named first.
            parts.append("by currency: " + arrangement.currencies.joined(separator: ", "))
        }
        parts += rules.filter.labels
        parts.append(rules.filter.isEmpty ? options.kind.counted(itemCount) : "\(arrangement.count) of \(itemCount)")
        if options.kind == .photos, pagerStatus.otherFiles > 0 { parts.append("\(pagerStatus.otherFiles) other file\(pagerStatus.otherFiles == 1 ? "" : "s")") }
        if options.kind == .photos, pagerStatus.itemsSkipped > 0 { parts.append("\(pagerStatus.itemsSkipped) skipped (\(key(.showSkipped)) lists them)") }
        return parts.joined(separator: " · ")
    }
}
