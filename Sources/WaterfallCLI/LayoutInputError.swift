/// A problem with the input of `waterfall layout`, naming the source, the item and the field:
/// `items.json: item 2, field "height": expected a whole number, got 1.5`.
struct LayoutInputError: Error, CustomStringConvertible, Equatable {
    /// The file name, or "standard input".
    var source: String
    /// The 0-based index of the array element, if the problem is in one.
    var item: Int?
    /// The member of that element, if the problem is in one.
    var field: String?
    /// What is wrong.
    var message: String

    /// Creates an error.
    init(source: String, item: Int? = nil, field: String? = nil, message: String) {
        self.source = source
        self.item = item
        self.field = field
        self.message = message
    }

    /// `source: item N, field "name": message`, leaving out what is unknown.
    var description: String {
        var place = source
        if let item { place += ": item \(item)" }
        if let field { place += ", field \"\(field)\"" }
        return "\(place): \(message)"
    }
}
