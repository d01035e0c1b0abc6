import Foundation
import ShopBrowser
import ShopCatalog

/// The list of bad items a session skipped and of pictures it could not show, printed on
/// standard error once the terminal is back, each naming its file (and item or line, and field).
enum SkippedItemsReport {
    /// The most entries of each list shown one by one; the rest are counted.
    static let limit = 20

    /// The report's lines for `issues` and `pictureFailures`; none when both are empty.
    static func lines(for issues: [CatalogIssue], pictureFailures: [PictureFailure] = []) -> [String] {
        section("skipped \(issues.count) bad item\(issues.count == 1 ? "" : "s")", issues)
            + section("could not show \(pictureFailures.count) picture\(pictureFailures.count == 1 ? "" : "s")", pictureFailures)
    }

    /// `waterfall: <heading>:` and up to ``limit`` entries, or nothing for no entries.
    private static func section(_ heading: String, _ entries: [some CustomStringConvertible]) -> [String] {
        guard !entries.isEmpty else { return [] }
        var lines = ["waterfall: \(heading):"]
        lines += entries.prefix(limit).map { "  \($0)" }
        if entries.count > limit { lines.append("  … and \(entries.count - limit) more") }
        return lines
    }

    /// Prints the report on standard error.
    static func print(_ issues: [CatalogIssue], pictureFailures: [PictureFailure] = []) {
        let text = lines(for: issues, pictureFailures: pictureFailures).map { $0 + "\n" }.joined()
        if !text.isEmpty { FileHandle.standardError.write(Data(text.utf8)) }
    }
}
