import SafeText

/// A problem found in catalog data that made one item (or one line) be skipped, reported
/// with everything needed to find it: the file, the item or line, the id and the field.
///
/// Its ``summary`` reads like
/// `Data/catalog/page-03.json: item 7 ("id": "a12"): field "price.amount": negative price`.
/// It never quotes the file's content: the message says what is wrong, not what was there
/// (only an id that passed the id rules is named).
public struct CatalogIssue: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where in the file the problem is.
    public enum Location: Sendable, Hashable, CustomStringConvertible {
        /// The n-th element (1-based) of a JSON array.
        case item(Int)
        /// The n-th line (1-based) of a JSON Lines file.
        case line(Int)
        /// Somewhere on page n (1-based), for problems found across pages, such as duplicates.
        case page(Int)
        /// The whole file (a picture of a folder that is skipped), named by ``CatalogIssue/file``.
        case wholeFile

        /// `item 7`, `line 12`, `page 3`, or `whole file`.
        public var description: String {
            switch self {
            case .item(let index): return "item \(index)"
            case .line(let number): return "line \(number)"
            case .page(let number): return "page \(number)"
            case .wholeFile: return "whole file"
            }
        }
    }

    /// The file (or source) the item came from, as given by the user or the locator.
    public let file: String
    /// The item, line or page.
    public let location: Location
    /// The item's id when it could be read.
    public let itemID: String?
    /// The offending field (`price`, `thumbnail.pixels`…), or `nil` when the whole item is wrong.
    public let field: String?
    /// What is wrong, e.g. `negative price`.
    public let message: MessageText

    /// Creates an issue.
    public init(file: String, location: Location, itemID: String?, field: String?, message: MessageText) {
        self.file = file
        self.location = location
        self.itemID = itemID
        self.field = field
        self.message = message
    }

    /// The whole report on one line, with the file name and id sanitised: safe to print. An issue
    /// about a ``Location/wholeFile`` names the file alone: `photos/a.jpg: empty file`.
    public var summary: MessageText {
        var text: MessageText = location == .wholeFile ? "\(file)" : "\(file): \(location)"
        if let itemID { text = text + " (\"id\": \"\(itemID)\")" }
        if let field { text = text + ": field \"\(field)\"" }
        return text + ": " + message
    }

    /// ``summary`` as a string.
    public var description: String { summary.text }
}
