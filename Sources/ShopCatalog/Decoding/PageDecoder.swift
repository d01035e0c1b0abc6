/// Decodes the records of one page, keeping the valid items in order and reporting the others.
/// Within a page, an id seen before is a duplicate: the later item is skipped and reported.
package struct PageDecoder {
    /// The items that decoded and the issues for those that did not.
    package struct Output {
        package var items: [ShopItem] = []
        package var issues: [CatalogIssue] = []
    }

    /// The file the records came from, used in issues.
    let file: String
    /// The directory that relative `"image"` paths are resolved against.
    let imageBase: String
    private var output = Output()
    private var firstLocation: [String: CatalogIssue.Location] = [:]

    /// Starts an empty page for `file`, whose relative image paths are relative to `imageBase`.
    package init(file: String, imageBase: String) {
        self.file = file
        self.imageBase = imageBase
    }

    /// Decodes one record found at `location`.
    package mutating func add(_ value: JSONValue, at location: CatalogIssue.Location) {
        switch ItemDecoder.decode(value, file: file, location: location, imageBase: imageBase) {
        case .success(let item):
            if let first = firstLocation[item.id] {
                output.issues.append(
                    CatalogIssue(
                        file: file, location: location, itemID: item.id, field: "id",
                        message: "duplicate id, already used by \(first)"
                    ))
            } else {
                firstLocation[item.id] = location
                output.items.append(item)
            }
        case .failure(let issue):
            output.issues.append(issue)
        }
    }

    /// Records a problem that prevented a record from being read at all (bad JSON on a line…).
    package mutating func report(_ issue: CatalogIssue) {
        output.issues.append(issue)
    }

    /// The page decoded so far.
    package var result: Output { output }
}
