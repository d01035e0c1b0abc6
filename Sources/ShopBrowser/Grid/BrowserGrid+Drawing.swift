import ShopCatalog
import WaterfallLayout
import WaterfallTUI

extension BrowserGrid {
    /// Draws the cards on screen, the group bands, and the footer or the empty / loading view,
    /// into `canvas`'s current region (the viewport's rows). Reads only: what the cards need was
    /// made ready by ``prepareFrame()``. O(visible cards).
    func draw(_ decorations: GridDecorations, into canvas: inout Canvas) {
        let view = view
        let offset = view.scrollOffset
        view.forEachVisibleCell { index, _, frame in
            let item = cards.item(atFlat: index)
            let metrics = cards.peekMetrics(ofFlat: index, in: view)
            decorations.renderer.draw(
                item, metrics: metrics, picture: cards.pictures.picture(for: item, metrics: metrics),
                in: frame.offsetBy(dx: 0, dy: -offset),
                focused: index == view.focusedIndex, marked: decorations.marks.contains(item.id), highlight: decorations.highlight, into: &canvas
            )
        }
        if isGrouped {
            drawGroupHeaders(style: decorations.theme.groupHeader, into: &canvas)
        }
        let theme = decorations.theme
        let phase = decorations.phase
        let isLoading = if case .loading = phase { true } else { false }
        if case .failed = phase, view.itemCount == 0, cards.items.isEmpty {
            // The first page failed: say so where "loading…" was.
            drawCentered(decorations.footerText(canvas.localClip.width), style: theme.error, into: &canvas)
        } else if let placeholder = view.placeholder(isLoading: isLoading, isExhausted: phase == .exhausted) {
            switch placeholder.kind {
            case .loading: drawCentered(decorations.loadingText, style: theme.footer, into: &canvas)
            case .empty: drawCentered(decorations.emptyText, style: theme.secondary, into: &canvas)
            }
        } else if let footer = view.footerFrame, footer.intersects(rows: view.viewportRows) {
            let text = TextLayout.truncate(decorations.footerText(footer.width), toWidth: footer.width)
            var style = theme.footer
            if case .failed = phase { style = theme.error }
            let width = min(text.displayWidth, footer.width)
            canvas.put(text, x: footer.x + max(0, (footer.width - width) / 2), y: footer.y - offset, style: style, maxWidth: footer.width)
        }
    }

    /// The header band of every group on screen: `── 宜家家居 IKEA · 12 ──` across the full width,
    /// in the group header style (bold in monochrome, so the rule and the bold name carry it).
    private func drawGroupHeaders(style: Style, into canvas: inout Canvas) {
        let view = view
        let offset = view.scrollOffset
        let width = canvas.localClip.width
        view.forEachSupplementaryElement(intersecting: view.viewportRows) { element, frame in
            guard element.kind == .header, arrangement.groups.indices.contains(element.section) else { return }
            canvas.put(groupBand(element.section, width: width), x: 0, y: frame.y - offset, style: style, maxWidth: width)
        }
    }

    /// The text of group `group`'s band, `width` cells wide: a rule with the name and count in it.
    func groupBand(_ group: Int, width: Int) -> String {
        let info = arrangement.groups[group]
        let label = TextLayout.truncate(" \(info.key.title) · \(info.members.count) ", toWidth: max(0, width - 4))
        let rest = max(0, width - 2 - label.displayWidth)
        return String(repeating: "─", count: 2) + label + String(repeating: "─", count: rest)
    }

    /// One line of text centred in the canvas's current region.
    private func drawCentered(_ text: String, style: Style, into canvas: inout Canvas) {
        let area = canvas.localClip
        let line = TextLayout.truncate(text, toWidth: area.width)
        canvas.put(line, x: area.x + max(0, (area.width - line.displayWidth) / 2), y: area.y + area.height / 2, style: style)
    }
}
