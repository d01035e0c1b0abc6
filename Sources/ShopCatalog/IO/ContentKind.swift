import SafeText

/// What some bytes look like, for messages that must say what a file (or a line) holds without
/// quoting any of it: `/etc/shadow: not JSON: it looks like text`, `page-01.json: not JSON: it
/// looks like HTML`. Only the first ``sniffedBytes`` bytes are looked at.
public enum ContentKind: Sendable, Hashable, CustomStringConvertible {
    /// No bytes at all.
    case empty
    /// Only whitespace and byte-order marks.
    case whitespace
    /// Starts like a JSON value (`{`, `[`, a string or a number).
    case json
    /// Starts with `<!doctype html` or `<html` (in any case).
    case html
    /// Starts with another `<`: XML or markup.
    case markup
    /// Holds a NUL, another control character that text does not use, or invalid UTF-8.
    case binary
    /// Anything else: readable text that is not JSON.
    case text

    /// How many bytes from the start are looked at.
    public static let sniffedBytes = 1024

    /// The kind of `bytes`, from their first ``sniffedBytes`` bytes. O(``sniffedBytes``).
    public static func of<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> ContentKind {
        let head = Array(bytes.prefix(sniffedBytes))
        if head.isEmpty { return .empty }
        if isBinary(head, truncated: bytes.count > head.count) { return .binary }
        guard let first = JSONParser.firstSignificantByte(of: head) else { return .whitespace }
        let digits = UInt8(ascii: "0") ... UInt8(ascii: "9")
        switch first {
        case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "\""), digits:
            return .json
        case UInt8(ascii: "-") where head.firstIndex(of: first).map { head.indices.contains($0 + 1) && digits.contains(head[$0 + 1]) } == true:
            return .json
        case UInt8(ascii: "<"):
            let lowered = String(decoding: head, as: UTF8.self).lowercased()
            return lowered.contains("<!doctype html") || lowered.contains("<html") ? .html : .markup
        default:
            return .text
        }
    }

    /// Whether `head` holds a NUL, a control character other than tab, line feed, form feed
    /// and carriage return, or invalid UTF-8 (a sequence cut by the end of the sniffed bytes
    /// does not count when `truncated`).
    private static func isBinary(_ head: [UInt8], truncated: Bool) -> Bool {
        if head.contains(where: { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0C && $0 != 0x0D }) {
            return true
        }
        var checked = head[...]
        if truncated, let lead = head.lastIndex(where: { $0 & 0xC0 != 0x80 }), head[lead] >= 0xC0, head.count - lead < 4 {
            checked = head[..<lead]
        }
        return String(validating: checked, as: UTF8.self) == nil
    }

    /// `it is empty`, `it looks like HTML`…: a phrase that ends a message.
    public var phrase: MessageText {
        switch self {
        case .empty: "it is empty"
        case .whitespace: "it holds only whitespace"
        case .json: "it looks like JSON"
        case .html: "it looks like HTML"
        case .markup: "it looks like XML or other markup"
        case .binary: "it looks like binary data"
        case .text: "it looks like text"
        }
    }

    /// ``phrase`` as a string.
    public var description: String { phrase.text }
}
