import SafeText

/// Turns the text of an item's `"image"` field into an ``ImageReference``: a relative path is
/// joined to the directory it is relative to, an absolute path is kept, a `file:` URL becomes
/// its percent-decoded path, and an `http(s)` URL is kept as a remote reference. Every step
/// is linear in the length of the text. The rules are in docs/data-format.md.
enum ImageReferenceParser {
    /// Why a reference was refused.
    struct Invalid: Error, Equatable {
        /// What is wrong, for the ``CatalogIssue``.
        let message: MessageText
    }

    /// The reference `text` names, with relative paths resolved against the directory `base`.
    static func parse(_ text: String, relativeTo base: String) throws(Invalid) -> ImageReference {
        guard text.contains(where: { !$0.isWhitespace }) else {
            throw Invalid(message: text.isEmpty ? "empty image reference" : "image reference is only whitespace")
        }
        let length = text.utf8.count
        guard length <= CatalogLimits.maximumImageReferenceBytes else {
            throw Invalid(message: "image reference is \(length) bytes long; at most \(CatalogLimits.maximumImageReferenceBytes) allowed")
        }
        guard !CatalogText(text).hasControlCharacters else {
            throw Invalid(message: "image reference contains control characters")
        }
        guard let scheme = scheme(of: text) else {
            return .file(path: text.hasPrefix("/") ? text : join(base, text))
        }
        let rest = text.utf8.dropFirst(scheme.utf8.count + 1)
        switch scheme.lowercased() {
        case "file":
            return .file(path: try filePath(Array(rest)))
        case let web where web == "http" || web == "https":
            let host = rest.dropFirst(2).prefix { !"/?#".utf8.contains($0) }
            guard rest.starts(with: "//".utf8), !host.isEmpty else {
                let name: MessageText = web == "http" ? "http" : "https"
                throw Invalid(message: "\(name) URL has no host; write it like \(name)://example.com/photo.jpg")
            }
            return .remote(url: text)
        default:
            throw Invalid(message: "unsupported URL scheme; use a file path, a file:// URL or an http(s):// URL")
        }
    }

    /// The directory holding the file at `path`: `.` for a bare file name, `/` for a file in
    /// the root directory.
    static func directory(containing path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        var directory = path[..<slash]
        while directory.hasSuffix("/") { directory = directory.dropLast() }
        return directory.isEmpty ? "/" : String(directory)
    }

    /// The URL scheme at the start of `text` (RFC 3986: a letter, then letters, digits, `+`,
    /// `-` or `.`, ending at `:`), or `nil` when `text` does not start with one.
    private static func scheme(of text: String) -> String? {
        var length = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: ":"):
                return length > 0 ? String(decoding: text.utf8.prefix(length), as: UTF8.self) : nil
            case UInt8(ascii: "a") ... UInt8(ascii: "z"), UInt8(ascii: "A") ... UInt8(ascii: "Z"):
                length += 1
            case UInt8(ascii: "0") ... UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
                guard length > 0 else { return nil }
                length += 1
            default:
                return nil
            }
        }
        return nil
    }

    /// The local path of a `file:` URL, given what follows `file:`: `///path`,
    /// `//localhost/path` or `/path`, percent-decoded.
    private static func filePath(_ rest: [UInt8]) throws(Invalid) -> String {
        var path = rest[...]
        if path.starts(with: "//".utf8) {
            let afterSlashes = path.dropFirst(2)
            let host = afterSlashes.prefix { $0 != UInt8(ascii: "/") }
            guard host.isEmpty || String(decoding: host, as: UTF8.self).lowercased() == "localhost" else {
                throw Invalid(message: "file URL names a host other than localhost; only local files (file:///path) are supported")
            }
            path = afterSlashes.dropFirst(host.count)
        }
        guard path.first == UInt8(ascii: "/") else {
            throw Invalid(message: "file URL must hold an absolute path, like file:///photos/a.jpg")
        }
        guard !path.contains(UInt8(ascii: "?")), !path.contains(UInt8(ascii: "#")) else {
            throw Invalid(message: "file URL has a query or fragment; write ? as %3F and # as %23 in file names")
        }
        guard let decoded = String(validating: try percentDecoded(path), as: UTF8.self) else {
            throw Invalid(message: "file URL decodes to invalid UTF-8")
        }
        guard !CatalogText(decoded).hasControlCharacters else {
            throw Invalid(message: "file URL decodes to control characters")
        }
        return decoded
    }

    /// `bytes` with every `%XX` replaced by the byte it encodes.
    private static func percentDecoded(_ bytes: ArraySlice<UInt8>) throws(Invalid) -> [UInt8] {
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            guard bytes[index] == UInt8(ascii: "%") else {
                decoded.append(bytes[index])
                index += 1
                continue
            }
            let digits = bytes[(index + 1) ..< min(index + 3, bytes.endIndex)]
            guard digits.count == 2, let high = hexValue(digits.first), let low = hexValue(digits.last) else {
                throw Invalid(message: "malformed percent-encoding in file URL: % must be followed by two hex digits")
            }
            decoded.append(high << 4 | low)
            index += 3
        }
        return decoded
    }

    /// The value of one hex digit, or `nil`.
    private static func hexValue(_ byte: UInt8?) -> UInt8? {
        switch byte {
        case let digit? where (UInt8(ascii: "0") ... UInt8(ascii: "9")).contains(digit): return digit - UInt8(ascii: "0")
        case let digit? where (UInt8(ascii: "a") ... UInt8(ascii: "f")).contains(digit): return digit - UInt8(ascii: "a") + 10
        case let digit? where (UInt8(ascii: "A") ... UInt8(ascii: "F")).contains(digit): return digit - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// `base/relative`, without doubling a slash; `relative` alone when `base` is empty.
    private static func join(_ base: String, _ relative: String) -> String {
        if base.isEmpty { return relative }
        return base.hasSuffix("/") ? base + relative : base + "/" + relative
    }
}
