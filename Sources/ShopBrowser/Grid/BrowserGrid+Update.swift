import WaterfallViews

extension BrowserGrid {
    /// Carries out `action`; `selected` is the selected card's flat index, if any (a line or
    /// half-page scroll that takes it off the screen says so; the other moves keep it in view or
    /// come with a focus move of their own). O(log N) for a scroll; a relayout for the columns.
    func update(_ action: GridAction, selected: Int?) -> GridOutcome {
        var outcome = GridOutcome()
        switch action {
        case .scroll(let lines):
            view.scroll(by: lines)
            outcome.selectionLeftScreen = selected.map { !isOnScreen($0) } ?? false
        case .halfPage(let direction):
            view.scrollHalfPage(direction)
            outcome.selectionLeftScreen = selected.map { !isOnScreen($0) } ?? false
        case .page(let direction): view.scrollPage(direction)
        case .top: view.scrollToTop()
        case .bottom: view.scrollToBottom()
        case .groupHeader(let group):
            if let header = view.frame(of: SupplementaryElement(kind: .header, section: group)) { view.scroll(to: header.y) }
        case .columns(let delta):
            let count = min(BrowserOptions.maximumColumns, max(1, view.columnCount + delta))
            fixedColumns = count
            applyConfiguration()
            outcome.notice = "columns: \(count)"
        case .automaticColumns:
            fixedColumns = nil
            applyConfiguration()
            outcome.notice = "columns: automatic"
        }
        return outcome
    }
}
