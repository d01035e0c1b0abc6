import ShopCatalog
import WaterfallLayout
import WaterfallTUI

extension BrowserModel {
    /// Draws the whole screen: the header line, the waterfall (cards, footer, empty or loading
    /// view), the status line, and the help overlay; or the full-screen view instead. Only
    /// visible cards are drawn. Reads only: what a frame needs was made ready by the step before
    /// (``prepareFrame()``), so drawing twice gives the same canvas and changes nothing.
    package func render() -> Canvas {
        var canvas = Canvas(width: max(0, screenSize.width), height: max(0, screenSize.height))
        guard !isScreenTooSmall else {
            drawTooSmall(into: &canvas)
            return canvas
        }
        if let viewer {
            drawViewer(viewer, into: &canvas)
            return canvas
        }
        let status = pagerStatus
        drawHeader(status, into: &canvas)
        let rows = viewportScreenRows
        let viewport = Rect(x: 0, y: rows.lowerBound, width: screenSize.width, height: rows.count)
        canvas.withRegion(viewport) { drawWaterfall(phase: status.phase, into: &$0) }
        drawStatus(into: &canvas)
        switch mode {
        case .help: HelpOverlay(theme: theme, options: options, keymaps: keymaps, decoding: decoding).draw(into: &canvas, scroll: overlay.firstLine)
        case .skipped: skippedList.draw(into: &canvas, scroll: overlay.firstLine)
        default: break
        }
        return canvas
    }

    /// The cards, the footer and the empty / loading views, in viewport coordinates, drawn by
    /// the grid with the words and marks that are the browser's.
    private func drawWaterfall(phase: PagerMachine.Phase, into canvas: inout Canvas) {
        let decorations = GridDecorations(
            theme: theme, renderer: CardRenderer(theme: theme, pixelsAsCells: options.pictures.output.drawsPlaceholderCells),
            highlight: search.query, marks: marks, phase: phase, loadingText: "\(Spinner.frame(animationFrame)) loading \(catalogName)…",
            emptyText: items.isEmpty
                ? options.kind.emptyText
                : "No \(options.kind.noun) matches the filter (\(itemCount) loaded) — press \(key(.clearFilter)) to clear it.",
            footerText: { self.footerText(for: phase, width: $0) }
        )
        grid.draw(decorations, into: &canvas)
    }

    /// The footer's words for the pager's state, for a footer `width` cells wide.
    func footerText(for phase: PagerMachine.Phase, width: Int) -> String {
        switch phase {
        case .loading(let page): return "\(Spinner.frame(animationFrame)) loading page \(page)…"
        case .failed(_, let reason):
            return Self.failureFooter(reason: reason, retryIn: retrySecondsLeft, width: width, retryKey: key(BrowsingAction.retryFailed))
        case .exhausted where pagerStatus.stopReason != nil: return "— stopped: \(pagerStatus.stopReason?.text ?? "") · \(items.count) items —"
        case .exhausted: return options.kind.endFooter(count: itemCount)
        case .idle: return "scroll down for more"
        }
    }

    /// The shortest a truncated failure reason gets (ellipsis included) before it is left out.
    static let minimumReasonWidth = 8

    /// The failed-page footer for `width` cells: `failed: <reason> — press r to retry`, or with
    /// a retry waiting `failed: <reason> — retrying in 4 s, r now`, when it fits (`r` being
    /// `retryKey`, the key bound to retrying); otherwise the reason is truncated first, because
    /// the hint matters more; below that, shorter forms down to `r to retry` or `retry in 4 s`
    /// (`r: retry` for the narrowest footers). Never wider than `width` when `width` is at least
    /// 8 and the key's name short. O(length of the reason).
    static func failureFooter(reason: String, retryIn seconds: Int?, width: Int, retryKey r: String = "r") -> String {
        let prefix = "failed: "
        let hint = seconds.map { " — retrying in \($0) s, \(r) now" } ?? " — press \(r) to retry"
        let full = prefix + reason + hint
        if full.displayWidth <= width { return full }
        let reasonWidth = width - prefix.displayWidth - hint.displayWidth
        if reasonWidth >= minimumReasonWidth {
            return prefix + TextLayout.truncate(reason, toWidth: reasonWidth) + hint
        }
        let shorter =
            seconds.map { ["failed — retrying in \($0) s, \(r) now", "failed — retrying in \($0) s", "retrying in \($0) s", "retry in \($0) s"] }
            ?? ["failed — press \(r) to retry", "failed — \(r) to retry", "\(r) to retry"]
        return shorter.first { $0.displayWidth <= width } ?? "\(r): retry"
    }

    /// The header line: the catalog's name on the left, the counts (`355 pictures · 12 other
    /// files`), columns and position on the right. When both do not fit, the right part drops its least useful pieces first, then the
    /// name is cut with "…" (never mid-glyph); on the narrowest screens the position alone.
    private func drawHeader(_ status: PagerStatus, into canvas: inout Canvas) {
        let width = screenSize.width
        canvas.fill(Rect(x: 0, y: 0, width: width, height: 1), style: theme.bar)
        let items = options.kind.counted(itemCount)
        // What the folder holds besides: kept with the count of pictures while the columns are shown.
        let contents = status.otherFiles > 0 ? items + " · \(status.otherFiles) other file\(status.otherFiles == 1 ? "" : "s")" : items
        let (columns, shortColumns) = (grid.columnsText(short: false), grid.columnsText(short: true))
        let skipped = status.itemsSkipped > 0 ? ["\(status.itemsSkipped) skipped"] : []
        let position = grid.positionText
        let unsandboxed = sandboxMark.map { [$0] } ?? []
        let choices = [
            unsandboxed + [contents, columns, position] + skipped, unsandboxed + [contents, columns, position],
            unsandboxed + [contents, shortColumns, position], unsandboxed + [items, position], [position],
        ].map { $0.joined(separator: " · ") }
        let title = " waterfall · \(catalogName)"
        // The widest right part with the column count beside the whole name; else the widest
        // that leaves the name at least " waterfall" (cut with "…").
        let minimumTitle = min(title.displayWidth, " waterfall".displayWidth)
        let right =
            choices.prefix(3).first { $0.displayWidth + title.displayWidth + 2 <= width }
            ?? choices.first { $0.displayWidth + minimumTitle + 2 <= width }
            ?? TextLayout.truncate(position, toWidth: max(0, width - 1))
        let rightWidth = right.displayWidth
        let titleWidth = max(0, width - rightWidth - 2)
        canvas.put(TextLayout.truncate(title, toWidth: titleWidth), x: 0, y: 0, style: theme.bar.adding(.bold), maxWidth: titleWidth)
        canvas.put(right, x: max(0, width - rightWidth - 1), y: 0, style: theme.bar, maxWidth: rightWidth)
    }

    /// The header's mark while photos are decoded inside the program, without a sandbox; nil
    /// while they are decoded in helpers (or wait for one).
    var sandboxMark: String? {
        if case .unconfined? = decoding { return "⚠ no sandbox" }
        return nil
    }

    /// The status line's warning while no decoder helper can be started (photos wait); nil
    /// otherwise.
    var decodingNotice: StatusNotice? {
        if case .waiting? = decoding, let decoding { return StatusNotice(decoding.description, isWarning: true) }
        return nil
    }

    /// What the status line says while a failed page waits for its retry:
    /// `page 3 failed · retrying in 4 s · r retries now`; nil when no retry waits.
    var retryText: String? {
        guard case .failed(let page, _) = pagerStatus.phase, let seconds = retrySecondsLeft else { return nil }
        return "page \(page) failed · retrying in \(seconds) s · \(key(BrowsingAction.retryFailed)) retries now"
    }

    /// The status line: the search prompt, the filter prompt with its keys' hints, the question
    /// of a reload, a notice, a reload's progress or the countdown to a page's retry, the
    /// network's slow transfers, or the waterfall's key hints (``Keymaps/browsing``) with the
    /// count of marks and the arrangement on the right.
    private func drawStatus(into canvas: inout Canvas) {
        let y = screenSize.height - 1
        let width = screenSize.width
        canvas.fill(Rect(x: 0, y: y, width: width, height: 1), style: theme.bar)
        if case .prompting(let typed) = mode, typed.purpose == .filter {
            let prompt = "filter: " + typed.text
            let used = canvas.put(prompt, x: 0, y: y, style: theme.bar, maxWidth: width - 1)
            canvas.put("█", x: used, y: y, style: theme.bar)
            let hints = keymaps.filtering.hints(for: options.kind).map { "\($0.keys) \($0.text)" }.joined(separator: " · ")
            canvas.put("  " + hints, x: used + 1, y: y, style: theme.bar, maxWidth: max(0, width - used - 1))
            return
        }
        if case .prompting(let typed) = mode, typed.purpose == .search {
            let query = typed.text
            // The matches of the text typed so far, counted as it is drawn: O(N) a frame while typing.
            let matches = query.isEmpty ? 0 : searchMatches(for: query).count
            let count = query.isEmpty ? "" : "  \(matches) match\(matches == 1 ? "" : "es")"
            let prompt = "/" + query
            let shown = prompt.displayWidth + count.displayWidth < width ? prompt : String(prompt.suffix(max(1, width - count.displayWidth - 2)))
            let used = canvas.put(shown, x: 0, y: y, style: theme.bar, maxWidth: width - 1)
            canvas.put("█", x: used, y: y, style: theme.bar)
            canvas.put(count, x: used + 1, y: y, style: theme.bar, maxWidth: max(0, width - used - 1))
            return
        }
        if mode == .confirmingReload {
            let pages = pagerStatus.pagesLoaded
            let confirm = keymaps.confirming.name(of: .confirm, kind: options.kind) ?? Self.unbound
            let question = " reload all \(pages) pages from the first? \(confirm) reloads (keeping your place) · any other key keeps them"
            canvas.fill(Rect(x: 0, y: y, width: width, height: 1), style: theme.warning)
            canvas.put(TextLayout.truncate(question, toWidth: width), x: 0, y: y, style: theme.warning, maxWidth: width)
            return
        }
        if let notice = notice ?? decodingNotice {
            draw(notice, atRow: y, into: &canvas)
            return
        }
        if let text = reloadText ?? searchAheadText ?? retryText {
            canvas.put(TextLayout.truncate(" " + text, toWidth: width), x: 0, y: y, style: theme.bar, maxWidth: width)
            return
        }
        if let transferText {
            canvas.put(TextLayout.truncate(" " + transferText, toWidth: width), x: 0, y: y, style: theme.bar, maxWidth: width)
            return
        }
        var limit = width
        let summaries = [marksText, arrangementSummary()].compactMap { $0 }
        if !summaries.isEmpty {
            let shown = TextLayout.truncate(summaries.joined(separator: " · "), toWidth: max(0, width - 2))
            limit = width - shown.displayWidth - 2
            canvas.put(shown, x: limit + 1, y: y, style: theme.bar.adding(.bold))
        }
        // Most useful first: narrow screens lose the last ones.
        draw(hints: keymaps.browsing.hints(for: options.kind), atRow: y, from: 0, limit: limit, into: &canvas)
    }

    /// `notice` across row `y` of the screen, in the warning style when it warns.
    func draw(_ notice: StatusNotice, atRow y: Int, into canvas: inout Canvas) {
        let width = screenSize.width
        let style = notice.isWarning ? theme.warning : theme.bar
        canvas.fill(Rect(x: 0, y: y, width: width, height: 1), style: style)
        canvas.put(TextLayout.truncate(" " + notice.text, toWidth: width), x: 0, y: y, style: style, maxWidth: width)
    }

    /// Key hints `hints` on row `y` from column `x`, most useful first, as many as fit before
    /// `limit`.
    func draw(hints: [(keys: String, text: String)], atRow y: Int, from x: Int, limit: Int, into canvas: inout Canvas) {
        var x = x
        for (key, action) in hints {
            let needed = key.displayWidth + action.displayWidth + 3
            guard x + needed <= limit else { break }
            x += canvas.put(" \(key) ", x: x, y: y, style: theme.key)
            x += canvas.put(" \(action) ", x: x, y: y, style: theme.bar)
        }
    }

    /// The message shown when no card fits: the longest of ``tooSmallMessages`` that fits the
    /// screen whole (wrapped, no word broken); on the tiniest screens, the needed size broken
    /// across lines, or cut with "…".
    private func drawTooSmall(into canvas: inout Canvas) {
        let width = max(1, screenSize.width)
        let height = max(1, screenSize.height)
        let messages = tooSmallMessages
        let fitting = messages.lazy.filter { message in
            message.split(separator: " ").allSatisfy { String($0).displayWidth <= width }
        }.map { TextLayout.wrap($0, width: width) }.first { $0.count <= height }
        let shortest = messages.last ?? ""
        let broken = TextLayout.wrap(shortest, width: width)
        let lines = fitting ?? (broken.count <= height ? broken : [TextLayout.truncate(shortest, toWidth: width)])
        for (row, line) in lines.prefix(height).enumerated() {
            canvas.put(line, x: 0, y: row, style: theme.error, maxWidth: width)
        }
    }

    /// What the too-small screen says, longest first: in the browser, how to go on (enlarge or
    /// quit); in a printed frame (``BrowserOptions/isInteractive`` false), which size is
    /// needed, without keys.
    var tooSmallMessages: [String] {
        let minimum = Self.minimumScreenSize
        let size = "\(screenSize.width)×\(screenSize.height)"
        let needed = "\(minimum.width)×\(minimum.height)"
        guard options.isInteractive else {
            return ["Frame too small (\(size)); waterfall needs at least \(needed).", "Too small, need \(needed)", "Need \(needed)", needed]
        }
        let quit = key(.quit)
        return [
            "Terminal too small (\(size)); waterfall needs at least \(needed). Enlarge it, or press \(quit) to quit.",
            "Too small (\(size)): needs \(needed). Enlarge it, or \(quit) to quit.",
            "Too small: need \(needed). \(quit) quits.",
            "Too small, need \(needed)",
            "Need \(needed)",
            needed,
        ]
    }
}
