/// Reads a file holding one JSON array (a page file or a user's catalog), whole, up to
/// ``CatalogLimits/maximumJSONFileBytes``.
enum JSONArrayFile {
    /// The array's elements, or a ``CatalogError`` naming the file and what is wrong.
    static func elements(path: String, limit: Int = CatalogLimits.maximumJSONFileBytes) throws(CatalogError) -> [JSONValue] {
        let bytes = try ReadableFile.readAll(path: path, limit: limit)
        let value: JSONValue
        do {
            value = try JSONParser.parse(bytes)
        } catch {
            throw CatalogError.json(error, path: path)
        }
        guard case .array(let elements) = value else {
            throw CatalogError.unexpectedContent(path: path, message: "expected a JSON array of items, got \(value.typeDescription)")
        }
        return elements
    }
}
