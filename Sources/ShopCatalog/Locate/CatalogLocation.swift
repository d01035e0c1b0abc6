/// A catalog that was found, and how to read it.
public enum CatalogLocation: Sendable, Equatable, CustomStringConvertible {
    /// A catalog directory with `catalog.json` and page files (``BundledCatalogSource``).
    case directory(String)
    /// One JSON array or JSON Lines file (``FileCatalogSource``).
    case file(String)

    /// The path.
    public var path: String {
        switch self {
        case .directory(let path), .file(let path): return path
        }
    }

    /// `catalog directory PATH` or `catalog file PATH`.
    public var description: String {
        switch self {
        case .directory(let path): return "catalog directory \(path)"
        case .file(let path): return "catalog file \(path)"
        }
    }
}
