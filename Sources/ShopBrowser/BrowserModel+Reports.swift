import ShopCatalog

extension BrowserModel {
    /// Folds in what the pager reported: new items are appended (nothing on screen moves), items
    /// skipped since the last report are announced, and a retry's outcome is told.
    func receive(_ report: PagerReport) {
        let before = pagerStatus
        let skippedBefore = before.skipped.count
        let stoppedBefore = before.stopReason
        pagerStatus = report.status
        if let reason = report.status.stopReason, stoppedBefore == nil {
            notice = StatusNotice(reason.text, isWarning: true)
        }
        catalogName = report.status.catalogName ?? catalogName
        step.needsRedraw = true
        guard !isReloading else {
            receiveDuringReload(report)
            return
        }
        if let text = PagerRetryNotice.text(before: before, after: report.status, retryKey: key(BrowsingAction.retryFailed)) {
            notice = text
        }
        if !report.arrivals.isEmpty {
            insertArrivals(report.arrivals)
        }
        continueSearchAhead()
        continueViewerStep()
        if report.status.phase == .exhausted { grid.placeWaitingItems() }
        let skipped = report.status.skipped
        let count = skipped.count - skippedBefore
        if count > 0 {
            // The first of them, unless the pager keeps no more reports in full.
            let first = skipped.kept.indices.contains(skippedBefore) ? skipped.kept[skippedBefore] : nil
            let list = key(.showSkipped)
            notice = StatusNotice(options.kind.skippedNotice(count: count, first: first, listKey: list), isWarning: true)
        }
        step.needsRedraw = true
    }

    /// Folds in finished photos: each is kept, and the cards showing that item at that size show
    /// it from the next frame (nothing moves: a card's size comes from the item, never from the
    /// file). A photo that could not be read leaves the thumbnail with a mark and is announced
    /// once on the status line (not in the full-screen view, which says it in the picture's place).
    /// The report is read in the order of its pictures' names, not in the order the workers
    /// finished them, so what is announced and logged does not depend on timing.
    func receive(_ report: PictureReport) {
        var failures: [PictureFailure] = []
        let finished = report.finished.sorted {
            ($0.key.reference.description, $0.key.columns, $0.key.rows) < ($1.key.reference.description, $1.key.columns, $1.key.rows)
        }
        for (key, result) in finished {
            if let failure = cards.pictures.store(result, for: key) {
                failures.append(failure)
            }
        }
        // The full-screen view says why its picture cannot be shown in its place; the pictures
        // made ahead for its neighbours say theirs when they are stepped to.
        if viewer == nil, let first = failures.first {
            let notShown = failures.filter { !$0.isCutShort }
            let text =
                switch notShown.count {
                case 0: "plays in part: \(first)"
                case 1: "picture not shown: \(notShown[0])"
                default: "\(notShown.count) pictures not shown; first: \(notShown[0])"
                }
            notice = StatusNotice(text, isWarning: true)
        }
        step.needsRedraw = !report.finished.isEmpty
        if let shown = report.transfers {
            let before = transferText
            transfersShown = shown
            step.needsRedraw = step.needsRedraw || transferText != before
        }
    }

    /// What the status line says of the network's transfers now; nil when nothing is slow, and
    /// always in a printed frame (which shows a settled state).
    var transferText: String? {
        options.isInteractive ? transfersShown.text : nil
    }
}
