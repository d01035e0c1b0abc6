import Colors
import SafeText

/// A strict recursive-descent JSON parser over UTF-8 bytes (RFC 8259) with
/// three deliberate extensions: leading UTF-8 byte-order marks are skipped (any number of
/// them, mixed with whitespace, as tools that prepend a mark blindly leave them), the literals
/// `NaN`, `Infinity` and `-Infinity` are read as numbers, and strings with invalid UTF-8 become
/// ``JSONValue/invalidUTF8String`` instead of an error. Nesting is limited to
/// ``maximumDepth`` levels.
package struct JSONParser {
    /// The deepest nesting accepted; deeper documents are rejected rather than risking the stack.
    static let maximumDepth = 64

    /// The UTF-8 encoding of U+FEFF, the byte-order mark.
    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The byte each one-letter escape (`\n`, `\"`…) stands for.
    private static let simpleEscapes: [UInt8: UInt8] = [
        UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F,
        UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A,
        UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
    ]

    private let bytes: [UInt8]
    private var index = 0

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Parses a complete document: one value surrounded only by whitespace (and preceded by
    /// any byte-order marks). O(n) in the length of `bytes`.
    /// When the input does not start like JSON (the error is at its first significant byte),
    /// the error says what it looks like instead (``JSONSyntaxError/content``).
    package static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        let start = contentStart(of: bytes)
        parser.index = start
        let value: JSONValue
        do {
            value = try parser.parseValue(depth: 0)
        } catch  where parser.index == start {
            throw JSONSyntaxError(message: error.message, line: error.line, column: error.column, content: ContentKind.of(bytes))
        }
        parser.skipWhitespace()
        guard parser.index == bytes.count else { throw parser.error("unexpected text after the JSON value") }
        return value
    }

    /// Returns the first byte of `bytes` that is neither whitespace nor part of a leading
    /// byte-order mark, or `nil` when there is none.
    package static func firstSignificantByte<C: Collection>(of bytes: C) -> UInt8? where C.Element == UInt8 {
        let start = contentStart(of: bytes)
        return start == bytes.endIndex ? nil : bytes[start]
    }

    /// The index just after the run of byte-order marks and whitespace, in any order, that
    /// starts `bytes`. O(length of that run).
    private static func contentStart<C: Collection>(of bytes: C) -> C.Index where C.Element == UInt8 {
        var index = bytes.startIndex
        while index != bytes.endIndex {
            if isWhitespace(bytes[index]) {
                index = bytes.index(after: index)
            } else if bytes[index...].starts(with: byteOrderMark) {
                index = bytes.index(index, offsetBy: byteOrderMark.count)
            } else {
                break
            }
        }
        return index
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, JSONParser.isWhitespace(bytes[index]) { index += 1 }
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard let byte = current else { throw error("unexpected end of input, expected a value") }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
        case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""): return try parseString()
        case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
        case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
        case UInt8(ascii: "n"): return try parseLiteral("null", .null)
        case UInt8(ascii: "N"): return try parseLiteral("NaN", .number("NaN"))
        case UInt8(ascii: "I"): return try parseLiteral("Infinity", .number("Infinity"))
        case UInt8(ascii: "-"), UInt8(ascii: "0") ... UInt8(ascii: "9"): return try parseNumber()
        default: throw error("unexpected \(JSONParser.describe(byte)), expected a value")
        }
    }

    private mutating func parseLiteral(_ word: String, _ value: JSONValue) throws(JSONSyntaxError) -> JSONValue {
        let expected = Array(word.utf8)
        guard bytes[index...].starts(with: expected) else { throw error("invalid literal, expected '\(word)'") }
        index += expected.count
        return value
    }

    private mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard depth <= JSONParser.maximumDepth else { throw error("nesting deeper than \(JSONParser.maximumDepth) levels") }
        index += 1
        var members: [String: JSONValue] = [:]
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw error("expected a member name in double quotes") }
            guard case .string(let key) = try parseString() else { throw error("member name is not valid UTF-8") }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':' after a member name") }
            index += 1
            skipWhitespace()
            members[key] = try parseValue(depth: depth)
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"):
                index += 1
                return .object(members)
            default: throw error("expected ',' or '}' in object")
            }
        }
    }

    private mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard depth <= JSONParser.maximumDepth else { throw error("nesting deeper than \(JSONParser.maximumDepth) levels") }
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue(depth: depth))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"):
                index += 1
                return .array(elements)
            default: throw error("expected ',' or ']' in array")
            }
        }
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> JSONValue {
        let start = index
        if current == UInt8(ascii: "-") {
            index += 1
            if current == UInt8(ascii: "I") { return try parseLiteral("Infinity", .number("-Infinity")) }
        }
        if current == UInt8(ascii: "0") {
            index += 1
        } else {
            guard try skipDigits() > 0 else { throw error("expected a digit") }
        }
        if current == UInt8(ascii: ".") {
            index += 1
            guard try skipDigits() > 0 else { throw error("expected a digit after '.'") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard try skipDigits() > 0 else { throw error("expected a digit in the exponent") }
        }
        return .number(String(decoding: bytes[start ..< index], as: UTF8.self))
    }

    private mutating func skipDigits() throws(JSONSyntaxError) -> Int {
        let start = index
        while let byte = current, (UInt8(ascii: "0") ... UInt8(ascii: "9")).contains(byte) { index += 1 }
        return index - start
    }

    private mutating func parseString() throws(JSONSyntaxError) -> JSONValue {
        index += 1
        var utf8: [UInt8] = []
        while true {
            guard let byte = current else { throw error("unterminated string") }
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                guard let text = String(validating: utf8, as: UTF8.self) else { return .invalidUTF8String }
                return .string(text)
            case UInt8(ascii: "\\"):
                index += 1
                try parseEscape(into: &utf8)
            case 0x00 ... 0x1F:
                throw error("unescaped control character in string")
            default:
                utf8.append(byte)
                index += 1
            }
        }
    }

    private mutating func parseEscape(into utf8: inout [UInt8]) throws(JSONSyntaxError) {
        guard let byte = current else { throw error("unterminated escape sequence") }
        index += 1
        if let replacement = JSONParser.simpleEscapes[byte] {
            utf8.append(replacement)
            return
        }
        guard byte == UInt8(ascii: "u") else { throw error("invalid escape sequence after a backslash") }
        var code = try parseHex4()
        if (0xD800 ... 0xDBFF).contains(code), bytes[index...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) {
            let save = index
            index += 2
            let low = try parseHex4()
            if (0xDC00 ... 0xDFFF).contains(low) {
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            } else {
                index = save
            }
        }
        let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
        utf8.append(contentsOf: Array(String(Character(scalar)).utf8))
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0 ..< 4 {
            guard let byte = current, let nibble = RGB.nibble(byte) else { throw error("expected four hex digits after '\\u'") }
            value = value << 4 | UInt32(nibble)
            index += 1
        }
        return value
    }

    /// An error at the current position, with line and column computed from the bytes.
    private func error(_ message: MessageText) -> JSONSyntaxError {
        var line = 1
        var lineStart = 0
        for position in 0 ..< min(index, bytes.count) where bytes[position] == 0x0A {
            line += 1
            lineStart = position + 1
        }
        return JSONSyntaxError(message: message, line: line, column: index - lineStart + 1, content: nil)
    }

    /// What kind of byte `byte` is, for a message that must not quote the input: JSON's own
    /// punctuation by name (`']'`), anything else by its kind (`text`, `control character`,
    /// `non-ASCII text`).
    private static func describe(_ byte: UInt8) -> MessageText {
        switch byte {
        case UInt8(ascii: "{"): "'{'"
        case UInt8(ascii: "}"): "'}'"
        case UInt8(ascii: "["): "'['"
        case UInt8(ascii: "]"): "']'"
        case UInt8(ascii: ","): "','"
        case UInt8(ascii: ":"): "':'"
        case UInt8(ascii: "\""): "'\"'"
        case 0x00 ..< 0x20, 0x7F: "control character"
        case 0x80...: "non-ASCII text"
        default: "text"
        }
    }
}
