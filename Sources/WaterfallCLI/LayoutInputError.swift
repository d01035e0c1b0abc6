import SafeText

/// A problem with the input of `waterfall layout`, naming the source, the item and the field:
/// `items.json: item 2, field "height": expected a whole number, got a fraction`. It never
/// quotes the input.
struct LayoutInputError: Error, CustomStringConvertible, Equatable {
    /// The file name, or "standard input".
    var source: String
    /// The 0-based index of the array element, if the problem is in one.
    var item: Int?
    /// The member of that element, if the problem is in one.
    var field: String?
    /// What is wrong.
    var message: MessageText

    /// Creates an error.
    init(source: String, item: Int? = nil, field: String? = nil, message: MessageText) {
        self.source = source
        self.item = item
        self.field = field
        self.message = message
    }

    /// `source: item N, field "name": message`, leaving out what is unknown; safe to print.
    var summary: MessageText {
        var place: MessageText = "\(source)"
        if let item { place = place + ": item \(item)" }
        if let field { place = place + ", field \"\(field)\"" }
        return place + ": " + message
    }

    /// ``summary`` as a string.
    var description: String { summary.text }
}
