import SafeText
import ShopBrowser
import ShopCatalog

/// The report printed on standard error once the terminal is back: the bad items a session
/// skipped, the page that failed to load (if the pager ended on a failure) or why the catalog
/// stopped before its end (a next link back to a page already read), and the pictures it could
/// not show, each naming its file (and item or line, and field). Every line is a
/// `MessageText`, so nothing from the data reaches the terminal as is.
enum SkippedItemsReport {
    /// The most entries of each list shown one by one; the rest are counted.
    static let limit = 20

    /// The report's lines for the items skipped (`skipped`: the first reports and the count of
    /// all; called `noun`s), the pager's final `phase` and `stopReason`, and `pictureFailures`;
    /// none when there is nothing to say.
    static func lines(
        for skipped: SkippedItems, phase: PagerMachine.Phase = .idle, stopReason: MessageText? = nil, pictureFailures: [PictureFailure] = [],
        noun: String = "bad item"
    ) -> [MessageText] {
        var lines = section(
            "skipped \(skipped.count) \(noun)\(skipped.count == 1 ? "" : "s")", skipped.kept, total: skipped.count
        )
        if case .failed(let page, let reason) = phase {
            lines.append("waterfall: page \(page) failed: \(reason)")
        }
        if let stopReason { lines.append("waterfall: \(stopReason)") }
        return lines
            + section(
                "could not show \(pictureFailures.count) picture\(pictureFailures.count == 1 ? "" : "s")",
                pictureFailures, total: pictureFailures.count
            )
    }

    /// `waterfall: <heading>:` and up to ``limit`` of `entries`, then how many of the `total`
    /// were not shown; nothing when `total` is 0.
    private static func section(_ heading: MessageText, _ entries: [some CustomStringConvertible], total: Int) -> [MessageText] {
        guard total > 0 else { return [] }
        let shown = entries.prefix(limit)
        var lines: [MessageText] = ["waterfall: \(heading):"]
        lines += shown.map { entry -> MessageText in "  \(entry)" }
        if total > shown.count { lines.append("  … and \(total - shown.count) more") }
        return lines
    }

    /// Prints the report for what the pager in `status` skipped (entries called `noun`s; and where
    /// it ended) and `pictureFailures` on standard error.
    static func print(_ status: PagerStatus, pictureFailures: [PictureFailure] = [], noun: String = "bad item") {
        let report = lines(for: status.skipped, phase: status.phase, stopReason: status.stopReason, pictureFailures: pictureFailures, noun: noun)
        if !report.isEmpty { StandardStreams.writeError(MessageText.joined(report, separator: "\n")) }
    }
}
