/// The contents of a catalog directory's `catalog.json`:
/// `{"format": "waterfall-catalog", "version": 1, "name": …, "pageSize": 30, "pages": ["page-01.json", …]}`.
public struct CatalogManifest: Sendable, Equatable {
    /// The manifest's file name inside a catalog directory.
    public static let fileName = "catalog.json"

    /// The catalog's display name.
    public let name: String
    /// The number of items per page the files were written with.
    public let pageSize: Int
    /// The page files, in page order, relative to the directory.
    public let pages: [String]

    /// Reads and checks the manifest at `path`.
    public static func load(path: String) throws(CatalogError) -> CatalogManifest {
        let bytes = try ReadableFile.readAll(path: path, limit: CatalogLimits.maximumJSONFileBytes)
        let value: JSONValue
        do {
            value = try JSONParser.parse(bytes)
        } catch {
            throw CatalogError.json(error, path: path)
        }
        guard case .object(let fields) = value else {
            throw CatalogError.invalidManifest(path: path, message: "expected an object, got \(value.typeDescription)")
        }
        guard fields["format"] == .string("waterfall-catalog") else {
            throw CatalogError.invalidManifest(path: path, message: "field \"format\" must be \"waterfall-catalog\"")
        }
        guard fields["version"] == .number("1") else {
            throw CatalogError.invalidManifest(path: path, message: "field \"version\": only version 1 is supported")
        }
        guard case .string(let name)? = fields["name"] else {
            throw CatalogError.invalidManifest(path: path, message: "field \"name\" must be a string")
        }
        guard case .number(let sizeLiteral)? = fields["pageSize"],
            case .success(let pageSize) = JSONNumber.integer(sizeLiteral, limit: Int64(CatalogLimits.maximumPageSize)),
            pageSize > 0
        else {
            throw CatalogError.invalidManifest(path: path, message: "field \"pageSize\" must be an integer from 1 to \(CatalogLimits.maximumPageSize)")
        }
        return CatalogManifest(name: name, pageSize: Int(pageSize), pages: try pageFiles(fields["pages"], path: path))
    }

    /// The `pages` array: plain file names (no `/`), at least one.
    private static func pageFiles(_ value: JSONValue?, path: String) throws(CatalogError) -> [String] {
        guard case .array(let elements)? = value, !elements.isEmpty else {
            throw CatalogError.invalidManifest(path: path, message: "field \"pages\" must be a non-empty array of file names")
        }
        var files: [String] = []
        for (index, element) in elements.enumerated() {
            guard case .string(let file) = element, !file.isEmpty, !file.contains("/"), file != "..", file != "." else {
                throw CatalogError.invalidManifest(path: path, message: "field \"pages\": entry \(index + 1) must be a file name in the catalog directory")
            }
            files.append(file)
        }
        return files
    }
}
