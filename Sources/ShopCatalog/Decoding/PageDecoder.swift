/// Decodes the records of one page, keeping the valid items in order and reporting the others.
/// Within a page, an id seen before is a duplicate: the later item is skipped and reported. The
/// photos of `"images"` left out of an item that is kept are reported after it.
package struct PageDecoder {
    /// The items that decoded and the issues for those that did not.
    package struct Output {
        package var items: [CatalogItem] = []
        package var issues: [CatalogIssue] = []
    }

    /// The file the records came from, used in issues.
    let file: String
    /// The directory that relative `"image"` paths are resolved against.
    let imageBase: String
    /// The rule every `"images"` entry must pass besides the decoder's own, if any.
    let photoRule: PhotoReferenceRule?
    private var output = Output()
    private var firstLocation: [String: CatalogIssue.Location] = [:]

    /// Starts an empty page for `file`, whose relative image paths are relative to `imageBase` and
    /// whose `"images"` entries must pass `photoRule` (when given).
    package init(file: String, imageBase: String, photoRule: PhotoReferenceRule? = nil) {
        self.file = file
        self.imageBase = imageBase
        self.photoRule = photoRule
    }

    /// Decodes one record found at `location`.
    package mutating func add(_ value: JSONValue, at location: CatalogIssue.Location) {
        var leftOut: [CatalogIssue] = []
        switch ItemDecoder.decode(value, file: file, location: location, imageBase: imageBase, rule: photoRule, leftOut: &leftOut) {
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
                output.issues += leftOut
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
