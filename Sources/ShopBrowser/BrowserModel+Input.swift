import ShopCatalog
import WaterfallTUI
import WaterfallViews

extension BrowserModel {
    /// Applies one input event to the step in progress, which then asks for a redraw only when
    /// the screen changed (a key that changes nothing, such as `k` at the top, asks for none).
    func handle(_ event: InputEvent) {
        let before = frameSignature
        switch event {
        case .terminate:
            step.quit = true
        case .resize(let cols, let rows):
            resize(to: Size(width: cols, height: rows))
        case .mouse(let mouse):
            handleMouse(mouse)
        case .key(.ctrl("l")):
            step.request(.redrawAll)
        case .key(.ctrl("z")):
            step.request(.suspend)
        case .key(let key):
            notice = nil
            switch mode {
            case .browsing: handleBrowsingKey(key)
            case .help, .skipped: if let layout = overlayLayout { handleOverlayKey(key, layout: layout) }
            case .detail(let index): handleDetailKey(key, item: items[index])
            case .searching(let query): handleSearchKey(key, query: query)
            case .filtering(let query): handleFilterKey(key, query: query)
            }
        }
        step.needsRedraw = frameSignature != before || !step.terminal.isEmpty
    }

    /// Keys of the waterfall itself.
    private func handleBrowsingKey(_ key: Key) {
        let view = collectionView
        switch key {
        case .character("q"): step.quit = true
        case .character("j"), .down: scroll(by: 1)
        case .character("k"), .up: scroll(by: -1)
        case .character("J"): view.moveFocus(.down)
        case .character("K"): view.moveFocus(.up)
        case .character("h"), .left: view.moveFocus(.left)
        case .character("l"), .right: view.moveFocus(.right)
        case .ctrl("d"):
            view.scrollHalfPage(.down)
            releaseFocusIfOffScreen()
        case .ctrl("u"):
            view.scrollHalfPage(.up)
            releaseFocusIfOffScreen()
        case .pageDown, .character(" "), .ctrl("f"): page(.down)
        case .pageUp, .character("b"), .ctrl("b"): page(.up)
        case .character("g"), .home:
            view.moveFocus(.first)
            view.scrollToTop()
        case .character("G"), .end:
            view.moveFocus(.last)
            view.scrollToBottom()
        case .tab: view.moveFocus(.next)
        case .backTab: view.moveFocus(.previous)
        case .enter:
            // Nothing focused yet (as at start): open the first card on screen.
            if view.focusedIndex == nil, let first = view.firstVisibleItem() { view.focus(first) }
            if let focused = view.focusedIndex { openDetail(ofFlat: focused) }
        case .escape: clearSearchOrFilter()
        case .character("+"): changeColumns(by: 1)
        case .character("-"): changeColumns(by: -1)
        case .character("="):
            fixedColumns = nil
            applyConfiguration()
            notice = "columns: automatic"
        case .character("/"): mode = .searching(query: "")
        case .character("n"): findMatch(forward: true)
        case .character("N"): findMatch(forward: false)
        case .character("r"): retryOrReload()
        case .character("o"): changeRules { $0.sort = $0.sort.next(in: options.kind.sortCycle) }
        case .character("O"): changeRules { $0.sort = $0.sort.reversed }
        case .character("s"): changeRules { $0.grouping = $0.grouping.next(in: options.kind.groupingCycle) }
        case .character("]"), .character("}"): jumpToGroup(forward: true)
        case .character("["), .character("{"): jumpToGroup(forward: false)
        case .character("f"): mode = .filtering(query: arrangement.rules.filter.text ?? "")
        case .character("*") where options.kind == .shop:
            changeRules { $0.filter.minimumRatingTenths = ItemFilter.nextMinimumRating(after: $0.filter.minimumRatingTenths) }
        case .character("F"): clearFilter()
        case .character("y"): if let focused = view.focusedIndex { copyPath(of: item(atFlat: focused)) }
        case .character("?"):
            mode = .help
            helpScroll = 0
        case .character("!"):
            mode = .skipped
            helpScroll = 0
        default: break
        }
    }

    /// Keys while the detail panel of `item` is open: Esc and q close it; for a picture file
    /// Enter opens it with the program of ``FileActions`` and `y` copies its path, for a shop
    /// item Enter closes the panel too.
    private func handleDetailKey(_ key: Key, item: ShopItem) {
        switch key {
        case .escape, .character("q"):
            mode = .browsing
        case .enter:
            guard let file = item.file else {
                mode = .browsing
                return
            }
            guard let command = options.fileActions.openCommand else {
                notice = StatusNotice(
                    "no program to open pictures with: start with --open-with CMD (xdg-open needs DISPLAY or WAYLAND_DISPLAY)", isWarning: true)
                return
            }
            step.request(.runProgram(command + [file.path]))
        case .character("y"):
            copyPath(of: item)
        default:
            break
        }
    }

    /// `y`: the path of `item`'s file to the clipboard, and a notice saying so.
    private func copyPath(of item: ShopItem) {
        guard let file = item.file else { return }
        step.request(.copyToClipboard(file.path))
        notice = StatusNotice("copied the path: \(file.path)")
    }

    /// The layout of the overlay that lists lines (the help, the skipped list) when one is open.
    private var overlayLayout: HelpOverlay.Layout? {
        switch mode {
        case .help: HelpOverlay(theme: theme, options: options).layout(for: screenSize)
        case .skipped: skippedList.layout(for: screenSize)
        default: nil
        }
    }

    /// Keys while the help overlay or the skipped list (with `layout`) is open: the scroll keys
    /// move its content when it does not fit the screen; any other key closes it.
    private func handleOverlayKey(_ key: Key, layout: HelpOverlay.Layout) {
        let page = max(1, layout.visibleLines - 1)
        let scrolled: Int? =
            switch key {
            case .character("j"), .down: helpScroll + 1
            case .character("k"), .up: helpScroll - 1
            case .pageDown, .character(" "), .ctrl("f"), .ctrl("d"): helpScroll + page
            case .pageUp, .character("b"), .ctrl("b"), .ctrl("u"): helpScroll - page
            case .character("g"), .home: 0
            case .character("G"), .end: layout.maximumScroll
            default: nil
            }
        guard let scrolled, layout.maximumScroll > 0 else {
            mode = .browsing
            return
        }
        helpScroll = min(max(0, scrolled), layout.maximumScroll)
    }

    /// Page keys: with a focused card, a page and the focus along (same column, same screen row);
    /// without one, a plain page scroll.
    private func page(_ direction: ScrollDirection) {
        if collectionView.focusedIndex == nil {
            collectionView.scrollPage(direction)
        } else {
            collectionView.moveFocus(direction == .down ? .pageDown : .pageUp)
        }
    }

    /// j / k / arrows / wheel: scroll by `lines` without moving the focus.
    private func scroll(by lines: Int) {
        collectionView.scroll(by: lines)
        releaseFocusIfOffScreen()
    }

    /// After a scroll that did not move the focus: when the focused card has left the screen,
    /// drop the focus, so the next focus key starts from the first card on screen (moving the focus
    /// back would scroll back and fight the scroll).
    private func releaseFocusIfOffScreen() {
        guard let focused = collectionView.focusedIndex,
            !collectionView.frame(ofItem: focused).intersects(rows: collectionView.viewportRows)
        else { return }
        collectionView.focus(nil)
    }

    /// `+` / `-`: one column more or fewer, fixed from now on.
    private func changeColumns(by delta: Int) {
        let count = min(BrowserOptions.maximumColumns, max(1, collectionView.columnCount + delta))
        fixedColumns = count
        applyConfiguration()
        notice = "columns: \(count)"
    }

    /// `r`: retry the failed page, otherwise reload the catalog from its first page.
    private func retryOrReload() {
        if case .failed(let page, _) = pagerStatus.phase {
            step.request(.retryPage)
            retryingPage = page
            notice = "retrying page \(page)…"
        } else {
            reload()
            notice = "reloaded"
        }
    }

    /// Keys while typing a search query; the number of matches follows the typing.
    private func handleSearchKey(_ key: Key, query: String) {
        switch key {
        case .escape:
            mode = .browsing
        case .enter:
            mode = .browsing
            search.query = query.isEmpty ? nil : query
            if search.query != nil { findMatch(forward: true, includingFocused: true) }
        case .backspace:
            typeQuery(String(query.dropLast()))
        case .character(let character):
            typeQuery(query + String(character))
        default:
            break
        }
    }

    /// Shows `query` in the search prompt with the number of shown items it matches.
    private func typeQuery(_ query: String) {
        mode = .searching(query: query)
        search.typedMatches = query.isEmpty ? 0 : searchMatches(for: query).count
    }

    /// The flat indices of the shown items whose title or shop contains `query`, ascending. O(N).
    private func searchMatches(for query: String) -> [Int] {
        let visible = arrangement.visible
        return visible.indices.filter { flat in
            let item = items[visible[flat]]
            return SearchMatcher.matches(query, in: item.title.raw) || SearchMatcher.matches(query, in: item.shop.raw)
        }
    }

    /// Esc: forget the search; with none, clear the filter.
    private func clearSearchOrFilter() {
        if search.query != nil {
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

    /// Keys while typing a narrowing filter: Enter applies it (empty removes the text part),
    /// Esc leaves the filter as it was.
    private func handleFilterKey(_ key: Key, query: String) {
        switch key {
        case .escape:
            mode = .browsing
        case .enter:
            mode = .browsing
            changeRules { $0.filter.text = query.isEmpty ? nil : query }
        case .backspace:
            mode = .filtering(query: String(query.dropLast()))
        case .character(let character):
            mode = .filtering(query: query + String(character))
        default:
            break
        }
    }

    /// n / N: focus the next (previous) loaded item whose title or shop matches the search, and
    /// say which match of how many it is.
    func findMatch(forward: Bool, includingFocused: Bool = false) {
        guard let query = search.query else {
            notice = "no search: press / to search"
            return
        }
        let found = searchMatches(for: query)
        guard !found.isEmpty else {
            notice = "/\(query): no match in \(arrangement.count) shown \(options.kind.noun)s"
            return
        }
        let position: Int
        if let focused = collectionView.focusedIndex {
            if forward {
                position = found.firstIndex { includingFocused ? $0 >= focused : $0 > focused } ?? 0
            } else {
                position = found.lastIndex { $0 < focused } ?? found.count - 1
            }
        } else {
            position = forward ? 0 : found.count - 1
        }
        collectionView.focus(found[position])
        notice = "/\(query): match \(position + 1) of \(found.count) · n/N for the next"
    }

    /// Wheel scrolls three lines; a click focuses a card; a double click opens it. Over the help
    /// or the detail panel, a click closes it.
    private func handleMouse(_ mouse: MouseEvent) {
        guard mode == .browsing else {
            switch mouse.kind {
            case .wheelUp: if let layout = overlayLayout { handleOverlayKey(.up, layout: layout) }
            case .wheelDown: if let layout = overlayLayout { handleOverlayKey(.down, layout: layout) }
            case .leftClick: mode = .browsing
            default: break
            }
            return
        }
        let viewportY = mouse.y - viewportScreenRows.lowerBound
        switch mouse.kind {
        case .wheelUp: scroll(by: -3)
        case .wheelDown: scroll(by: 3)
        case .leftClick: _ = collectionView.focusItem(atViewportX: mouse.x, y: viewportY)
        case .leftDoubleClick:
            if let index = collectionView.focusItem(atViewportX: mouse.x, y: viewportY) { openDetail(ofFlat: index) }
        }
    }
}
