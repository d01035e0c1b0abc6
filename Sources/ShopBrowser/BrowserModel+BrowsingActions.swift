import ShopCatalog
import WaterfallTUI
import WaterfallViews

extension BrowserModel {
    /// Carries out a key or a mouse gesture of the waterfall; `pointer`, for a gesture, is where
    /// it happened (the actions at the pointer do nothing without one).
    func perform(_ action: BrowsingAction, at pointer: MouseEvent? = nil) {
        switch action {
        case .quit: step.quit = true
        case .quitWithoutPrinting: quitWithoutPrinting()
        case .toggleMark: toggleFocusedMark()
        case .markAllShown: markEveryShownItem()
        case .clearMarks: clearMarks()
        case .scrollLineDown: updateGrid(.scroll(lines: 1))
        case .scrollLineUp: updateGrid(.scroll(lines: -1))
        case .wheelScrollDown: updateGrid(.scroll(lines: 3))
        case .wheelScrollUp: updateGrid(.scroll(lines: -3))
        case .focusPointed: if let index = pointedItem(pointer) { select(flat: index) }
        case .openPointed: if let index = pointedItem(pointer) { openViewer(ofFlat: index) }
        case .focusBelow: moveFocus(.down)
        case .focusAbove: moveFocus(.up)
        case .focusLeft: moveFocus(.left)
        case .focusRight: moveFocus(.right)
        case .halfPageDown: updateGrid(.halfPage(.down))
        case .halfPageUp: updateGrid(.halfPage(.up))
        case .pageDown: page(.down)
        case .pageUp: page(.up)
        case .top:
            moveFocus(.first)
            updateGrid(.top)
        case .bottom:
            moveFocus(.last)
            updateGrid(.bottom)
        case .focusNext: moveFocus(.next)
        case .focusPrevious: moveFocus(.previous)
        case .openViewer:
            // Nothing selected yet (as at start): open the first card on screen.
            if let selected = selectFirstVisibleUnlessSelected() { openViewer(ofFlat: selected) }
        case .clearSearchOrFilter: clearSearchOrFilter()
        case .moreColumns: updateGrid(.columns(delta: 1))
        case .fewerColumns: updateGrid(.columns(delta: -1))
        case .automaticColumns: updateGrid(.automaticColumns)
        case .startSearch: mode = .prompting(Prompt(.search))
        case .nextMatch: findMatch(forward: true)
        case .previousMatch: findMatch(forward: false)
        case .retryFailed: retryFailed()
        case .reload: askToReload()
        case .nextSort: changeRules { $0.sort = $0.sort.next(in: options.kind.sortCycle) }
        case .reverseSort: changeRules { $0.sort = $0.sort.reversed }
        case .nextGrouping: changeRules { $0.grouping = $0.grouping.next(in: options.kind.groupingCycle) }
        case .nextGroup: jumpToGroup(forward: true)
        case .previousGroup: jumpToGroup(forward: false)
        case .startFilter: mode = .prompting(Prompt(.filter, text: arrangement.rules.filter.text ?? ""))
        case .nextMinimumRating:
            changeRules { $0.filter.minimumRatingTenths = ItemFilter.nextMinimumRating(after: $0.filter.minimumRatingTenths) }
        case .clearFilter: clearFilter()
        case .copyPath: if let selected = selectedFlat { copyPath(of: item(atFlat: selected)) }
        case .showHelp:
            mode = .help
            overlay = OverlayScroll()
        case .showSkipped:
            mode = .skipped
            overlay = OverlayScroll()
        }
    }

    /// The card under `pointer` (nil for a gap, the header, the footer, or no pointer). O(log N).
    private func pointedItem(_ pointer: MouseEvent?) -> Int? {
        pointer.flatMap { grid.item(atViewportX: $0.x, y: $0.y - viewportScreenRows.lowerBound) }
    }

    /// `y`: the path of `item`'s file to the clipboard, and a notice saying it was asked for: no
    /// terminal confirms an OSC 52 copy (stock xterm ignores it; answering the query form tells
    /// whether the clipboard may be read, not whether it was written), so the notice never says
    /// it was copied.
    func copyPath(of item: CatalogItem) {
        guard let file = item.file else { return }
        step.request(.copyToClipboard(file.path))
        notice = StatusNotice("asked the terminal to copy the path: \(file.path)")
    }

    /// Page keys: with a focused card, a page and the focus along (same column, same screen row);
    /// without one, a plain page scroll.
    private func page(_ direction: ScrollDirection) {
        if selectedFlat == nil {
            updateGrid(.page(direction))
        } else {
            moveFocus(direction == .down ? .pageDown : .pageUp)
        }
    }

    /// Has the grid carry out `action` and acts on what came of it: its notice is shown, and a
    /// selected card scrolled off the screen is no longer selected, so the next focus key starts
    /// from the first card on screen (moving the focus back would scroll back and fight the
    /// scroll).
    func updateGrid(_ action: GridAction) {
        let outcome = grid.update(action, selected: selectedFlat)
        if let text = outcome.notice { notice = StatusNotice(text) }
        if outcome.selectionLeftScreen { select(flat: nil) }
    }

    /// `r`: tries again now what failed — the failed page (its retry waiting to go out by itself
    /// is dropped) and every photo that could not be shown (they are made again as their cards
    /// want them). With nothing failed, says so and how to reload.
    func retryFailed() {
        var parts: [String] = []
        if case .failed(let page, _) = pagerStatus.phase {
            step.request(.retryPage)
            parts.append("page \(page)")
        }
        let photos = cards.pictures.forgetFailures()
        step.forgottenPhotos += photos
        if !photos.isEmpty {
            parts.append(photos.count == 1 ? "1 photo" : "\(photos.count) photos")
        }
        guard !parts.isEmpty else {
            notice = StatusNotice("nothing failed to retry · \(key(.reload)) " + options.kind.reloadDescription)
            return
        }
        notice = StatusNotice("retrying " + parts.joined(separator: " and ") + "…")
    }

    /// `R`: reloads at once when at most one page is loaded, else asks first
    /// (``BrowserMode/confirmingReload``).
    private func askToReload() {
        if pagerStatus.pagesLoaded > 1 {
            mode = .confirmingReload
        } else {
            reload()
        }
    }

    /// Esc: stop a search reading ahead; else forget the search; with none, clear the filter.
    private func clearSearchOrFilter() {
        if let ahead = search.ahead {
            let read = ahead.pagesRead(pagerStatus.pagesLoaded)
            search.ahead = nil
            notice = StatusNotice("/\(ahead.query): stopped looking after \(read) more page\(read == 1 ? "" : "s")")
        } else if search.query != nil {
            notice = "search cleared"
            search.query = nil
        } else if !arrangement.rules.filter.isEmpty {
            clearFilter()
        }
    }

    /// `F` (or Esc with no search): show every loaded item again, keeping grouping and order.
    private func clearFilter() {
        guard !arrangement.rules.filter.isEmpty else {
            notice = "no filter"
            return
        }
        changeRules { $0.filter = ItemFilter() }
        notice = StatusNotice("filter cleared · " + (arrangementSummary() ?? "all \(options.kind.counted(itemCount))"))
    }
}
