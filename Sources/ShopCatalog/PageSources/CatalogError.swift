import SafeText

/// A failure to load a whole page, file or catalog, with a message for the user that names
/// the file and what is wrong. Item-level problems are ``CatalogIssue``s instead.
///
/// Messages never quote a file's content: a file that is not JSON is described by what it
/// looks like (``ContentKind``), and every path or value they name is sanitised
/// (``message`` is a `MessageText`).
public enum CatalogError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No file or directory at the path.
    case fileNotFound(path: String)
    /// The file exists but could not be opened or read; `reason` is the system's message.
    case unreadable(path: String, reason: String)
    /// A directory was found where a file was expected.
    case notAFile(path: String)
    /// Something other than a regular file or a directory (a FIFO, a device, a socket): a
    /// catalog is read only from regular files, so reading can neither block nor run forever.
    case notARegularFile(path: String, kind: SpecialFileKind)
    /// A file to be read whole is larger than the limit.
    case tooLarge(path: String, bytes: Int, limit: Int)
    /// The file does not start like JSON; `content` says what it looks like.
    case notJSON(path: String, content: ContentKind)
    /// The file is not valid JSON.
    case invalidJSON(path: String, line: Int, column: Int, message: MessageText)
    /// The file is valid JSON but not shaped as expected (e.g. an object instead of an array).
    case unexpectedContent(path: String, message: MessageText)
    /// The catalog manifest (catalog.json) is missing a field or has a wrong one.
    case invalidManifest(path: String, message: MessageText)
    /// The simulated network failed this attempt (see ``SimulatedNetworkSource``).
    case simulatedFailure(page: Int, attempt: Int)
    /// No catalog was found; `searched` lists every place tried, in order.
    case catalogNotFound(searched: [String])
    /// An option is out of range (page size, failure rate…).
    case invalidOption(MessageText)

    /// The error for a JSON syntax error in the file at `path`: ``notJSON(path:content:)``
    /// when it does not start like JSON, else ``invalidJSON(path:line:column:message:)``.
    package static func json(_ error: JSONSyntaxError, path: String) -> CatalogError {
        if let content = error.content { return .notJSON(path: path, content: content) }
        return .invalidJSON(path: path, line: error.line, column: error.column, message: error.message)
    }

    /// One readable sentence (or, for ``catalogNotFound(searched:)``, a short list), safe to
    /// print.
    public var message: MessageText {
        switch self {
        case .fileNotFound(let path):
            return "\(path): no such file or directory"
        case .unreadable(let path, let reason):
            return "\(path): cannot read: \(reason)"
        case .notAFile(let path):
            return "\(path): is a directory, expected a file"
        case .notARegularFile(let path, let kind):
            return "\(path): is \(kind.phrase), not a regular file; catalogs are read only from regular files"
        case .tooLarge(let path, let bytes, let limit):
            return "\(path): file is \(bytes) bytes, more than the \(limit)-byte limit for JSON arrays; use JSON Lines (one item per line), which is streamed"
        case .notJSON(let path, let content):
            return "\(path): not JSON: \(content.phrase)"
        case .invalidJSON(let path, let line, let column, let message):
            return "\(path): invalid JSON at line \(line), column \(column): \(message)"
        case .unexpectedContent(let path, let message):
            return "\(path): \(message)"
        case .invalidManifest(let path, let message):
            return "\(path): invalid catalog manifest: \(message)"
        case .simulatedFailure(let page, let attempt):
            return "simulated network error loading page \(page) (attempt \(attempt))"
        case .catalogNotFound(let searched):
            let places = searched.map { place -> MessageText in "  - \(place)" }
            return "no shop catalog found; looked in:\n\(MessageText.joined(places, separator: "\n"))\npass --data PATH or set WATERFALL_DATA"
        case .invalidOption(let message):
            return message
        }
    }

    /// ``message`` as a string.
    public var description: String { message.text }
}

/// What a path names when it is neither a regular file nor a directory.
public enum SpecialFileKind: Sendable, Hashable {
    /// A named pipe: reading it waits for a writer, maybe forever.
    case fifo
    /// A character device such as `/dev/zero` or `/dev/urandom`: endless data.
    case characterDevice
    /// A block device (a disk).
    case blockDevice
    /// A Unix socket.
    case socket
    /// Any other kind of file.
    case other

    /// `a named pipe (FIFO)`, `a character device`…
    public var phrase: MessageText {
        switch self {
        case .fifo: "a named pipe (FIFO)"
        case .characterDevice: "a character device"
        case .blockDevice: "a block device"
        case .socket: "a socket"
        case .other: "a special file"
        }
    }
}
