import ShopCatalog

extension BrowserModel {
    /// Whether `item` is marked. O(1).
    package func isMarked(_ item: CatalogItem) -> Bool { marks.contains(item.id) }

    /// Marks `item`, or unmarks it when it is marked (`m`): its card shows the badge, the status
    /// line the count. O(1).
    package func toggleMark(of item: CatalogItem) {
        marks.toggle(item.id)
    }

    /// `m`: toggles the mark of the selected card; with nothing selected, the first card on
    /// screen is selected and marked.
    func toggleFocusedMark() {
        guard let focused = selectFirstVisibleUnlessSelected() else {
            notice = StatusNotice("nothing to mark", isWarning: true)
            return
        }
        toggleMark(of: item(atFlat: focused))
    }

    /// `M`: marks every item the filter shows (loaded so far), and says how many were not marked
    /// before.
    /// O(shown).
    func markEveryShownItem() {
        let added = marks.insert(contentsOf: arrangement.viewOrder.lazy.map { self.items[$0].id })
        let filtered = arrangement.rules.filter.isEmpty ? "" : " the filter shows"
        notice = StatusNotice("marked \(options.kind.counted(added))\(filtered) · \(marks.count) marked")
    }

    /// `U`: forgets every mark, and says how many there were.
    func clearMarks() {
        let cleared = marks.removeAll()
        notice = StatusNotice(cleared == 0 ? "no marks to clear" : "cleared \(cleared) mark\(cleared == 1 ? "" : "s")")
    }

    /// `Q`: leaves the browser without printing the marks.
    func quitWithoutPrinting() {
        printsMarksAtExit = false
        step.quit = true
    }

    /// The status line's count of marks, `3 marked`; nil with none.
    var marksText: String? {
        marks.isEmpty ? nil : "\(marks.count) marked"
    }

    /// What `--print-marked` prints for each marked item: a picture's path, a product's id (the
    /// catalog formats name no product page), in the grid's order as it stands at the end
    /// (grouped, sorted, filtered), then the marked items the filter hides, in the order they
    /// were loaded. Items removed (a deleted file) are never among them. O(N).
    package var markedOutput: [String] {
        guard !marks.isEmpty else { return [] }
        let shown = arrangement.viewOrder.filter { marks.contains(items[$0].id) }
        let shownSet = Set(shown)
        let hidden = items.indices.filter { !shownSet.contains($0) && !arrangement.isRemoved($0) && marks.contains(items[$0].id) }
        return (shown + hidden).map { items[$0].file?.path ?? items[$0].id }
    }
}
