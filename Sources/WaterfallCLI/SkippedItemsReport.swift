import Foundation
import ShopCatalog

/// The list of bad items a session skipped, printed on standard error once the terminal is back,
/// each naming its file, item or line, and field.
enum SkippedItemsReport {
    /// The most issues listed one by one; the rest are counted.
    static let limit = 20

    /// The report's lines for `issues`; none when there are none.
    static func lines(for issues: [CatalogIssue]) -> [String] {
        guard !issues.isEmpty else { return [] }
        var lines = ["waterfall: skipped \(issues.count) bad item\(issues.count == 1 ? "" : "s"):"]
        lines += issues.prefix(limit).map { "  \($0)" }
        if issues.count > limit { lines.append("  … and \(issues.count - limit) more") }
        return lines
    }

    /// Prints the report for `issues` on standard error.
    static func print(_ issues: [CatalogIssue]) {
        let text = lines(for: issues).map { $0 + "\n" }.joined()
        if !text.isEmpty { FileHandle.standardError.write(Data(text.utf8)) }
    }
}
