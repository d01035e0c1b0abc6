import ShopCatalog
import WaterfallViews

/// Grouping, sorting and filtering: re-arranging the loaded items, folding arrivals into their
/// groups, jumping between groups, and the status line's summary.
extension BrowserModel {
    /// Appends `arrivals` to the loaded items and shows them where the rules put them
    /// (``BrowserGrid/insert(_:)``).
    func insertArrivals(_ arrivals: [CatalogItem]) {
        grid.insert(arrivals)
    }

    /// Arranges the loaded items by `rules` and lays the waterfall out again: the selected card,
    /// when still shown, keeps its screen row (and its focus, derived from the selection);
    /// otherwise the view goes to the top. O(N log N + N C).
    func rearrange(_ rules: ArrangementRules) {
        grid.rearrange(rules, keeping: selectedFlat)
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
        guard grid.isGrouped else {
            notice = "not grouped: press \(key(.nextGrouping)) to group"
            return
        }
        guard let current = (selectedFlat ?? grid.firstVisibleItem).flatMap({ arrangement.group(ofFlat: $0) }) else { return }
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
        updateGrid(.groupHeader(target))
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
        if options.kind.countsOtherFiles, pagerStatus.otherFiles > 0 {
            parts.append("\(pagerStatus.otherFiles) other file\(pagerStatus.otherFiles == 1 ? "" : "s")")
        }
        if options.kind.countsOtherFiles, pagerStatus.itemsSkipped > 0 { parts.append("\(pagerStatus.itemsSkipped) skipped (\(key(.showSkipped)) lists them)") }
        return parts.joined(separator: " · ")
    }
}
