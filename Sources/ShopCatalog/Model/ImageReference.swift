/// Where an item's picture is, as named by the item's `"image"` field: a file on this machine,
/// or a remote URL kept for a picture loader that can fetch it.
///
/// The catalog decoder has already resolved it (see docs/data-format.md): a relative path is
/// joined to the catalog's directory and a `file:` URL is turned into its decoded path, so a
/// loader opens ``file(path:)`` as is. It never holds control characters.
public enum ImageReference: Sendable, Hashable, CustomStringConvertible {
    /// A local file: an absolute path, or a relative path joined to the directory of the
    /// catalog (itself relative to the current directory when the catalog's path was).
    case file(path: String)
    /// An `http://` or `https://` URL, exactly as written in the catalog.
    case remote(url: String)

    /// The path or the URL.
    public var description: String {
        switch self {
        case .file(let path): return path
        case .remote(let url): return url
        }
    }
}
