/// A failure to load a whole page, file or catalog, with a message for the user that names
/// the file and what is wrong. Item-level problems are ``CatalogIssue``s instead.
public enum CatalogError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No file or directory at the path.
    case fileNotFound(path: String)
    /// The file exists but could not be opened or read; `reason` is the system's message.
    case unreadable(path: String, reason: String)
    /// A directory was found where a file was expected.
    case notAFile(path: String)
    /// A file to be read whole is larger than the limit.
    case tooLarge(path: String, bytes: Int, limit: Int)
    /// The file is not valid JSON.
    case invalidJSON(path: String, line: Int, column: Int, message: String)
    /// The file is valid JSON but not shaped as expected (e.g. an object instead of an array).
    case unexpectedContent(path: String, message: String)
    /// The catalog manifest (catalog.json) is missing a field or has a wrong one.
    case invalidManifest(path: String, message: String)
    /// The simulated network failed this attempt (see ``SimulatedNetworkSource``).
    case simulatedFailure(page: Int, attempt: Int)
    /// No catalog was found; `searched` lists every place tried, in order.
    case catalogNotFound(searched: [String])
    /// An option is out of range (page size, failure rate…).
    case invalidOption(String)

    /// One readable sentence (or, for ``catalogNotFound(searched:)``, a short list).
    public var description: String {
        switch self {
        case .fileNotFound(let path):
            return "\(path): no such file or directory"
        case .unreadable(let path, let reason):
            return "\(path): cannot read: \(reason)"
        case .notAFile(let path):
            return "\(path): is a directory, expected a file"
        case .tooLarge(let path, let bytes, let limit):
            return "\(path): file is \(bytes) bytes, more than the \(limit)-byte limit for JSON arrays; use JSON Lines (one item per line), which is streamed"
        case .invalidJSON(let path, let line, let column, let message):
            return "\(path): invalid JSON at line \(line), column \(column): \(message)"
        case .unexpectedContent(let path, let message):
            return "\(path): \(message)"
        case .invalidManifest(let path, let message):
            return "\(path): invalid catalog manifest: \(message)"
        case .simulatedFailure(let page, let attempt):
            return "simulated network error loading page \(page) (attempt \(attempt))"
        case .catalogNotFound(let searched):
            return "no shop catalog found; looked in:\n" + searched.map { "  - \($0)" }.joined(separator: "\n")
                + "\npass --data PATH or set WATERFALL_DATA"
        case .invalidOption(let message):
            return message
        }
    }
}
