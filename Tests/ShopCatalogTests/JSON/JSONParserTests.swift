import SafeText
import SeededRandom
import Testing

@testable import ShopCatalog

@Suite(.timeLimit(.minutes(3))) struct JSONParserTests {
    private func parse(_ text: String) throws -> JSONValue {
        try JSONParser.parse(Array(text.utf8))
    }

    private func syntaxError(_ bytes: [UInt8]) -> JSONSyntaxError? {
        do {
            _ = try JSONParser.parse(bytes)
            return nil
        } catch {
            return error
        }
    }

    @Test func parsesNestedValues() throws {
        let value = try parse(#" {"a": [1, -2.5e3, true, false, null], "b": {"c": "d"}} "#)
        #expect(
            value
                == .object([
                    "a": .array([.number("1"), .number("-2.5e3"), .bool(true), .bool(false), .null]),
                    "b": .object(["c": .string("d")]),
                ]))
    }

    @Test func decodesEscapesAndSurrogatePairs() throws {
        #expect(try parse(#""a\"\\\/\b\f\n\r\t\u4e2d\ud83d\ude00""#) == .string("a\"\\/\u{08}\u{0C}\n\r\t中😀"))
        #expect(try parse(#""\ud800x""#) == .string("\u{FFFD}x"))
        #expect(try parse(#""\u001b[31m""#) == .string("\u{1B}[31m"))
    }

    @Test func acceptsNonFiniteLiteralsAndByteOrderMark() throws {
        #expect(try parse("[NaN, Infinity, -Infinity]") == .array([.number("NaN"), .number("Infinity"), .number("-Infinity")]))
        #expect(try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[]".utf8)) == .array([]))
    }

    @Test func marksInvalidUTF8InsteadOfFailing() throws {
        let bytes = Array(#"{"title": ""#.utf8) + [0xE4, 0xB8] + Array(#" x", "id": "a"}"#.utf8)
        #expect(try JSONParser.parse(bytes) == .object(["title": .invalidUTF8String, "id": .string("a")]))
    }

    @Test(arguments: [
        ("[1, 2", "expected ',' or ']' in array", 1, 6),
        ("{\"a\" 1}", "expected ':' after a member name", 1, 6),
        ("[\n  1,\n  x]", "unexpected text, expected a value", 3, 3),
        ("[1, \u{7F}]", "unexpected control character, expected a value", 1, 5),
        ("[1, 中]", "unexpected non-ASCII text, expected a value", 1, 5),
        ("[1, ]", "unexpected ']', expected a value", 1, 5),
        ("[01]", "expected ',' or ']' in array", 1, 3),
        ("[1.]", "expected a digit after '.'", 1, 4),
        ("\"a\nb\"", "unescaped control character in string", 1, 3),
        ("\"\\x\"", "invalid escape sequence after a backslash", 1, 4),
        ("[] []", "unexpected text after the JSON value", 1, 4),
        ("{1: 2}", "expected a member name in double quotes", 1, 2),
    ])
    func reportsSyntaxErrorsWithPosition(text: String, message: String, line: Int, column: Int) {
        #expect(syntaxError(Array(text.utf8)) == JSONSyntaxError(message: MessageText(message), line: line, column: column, content: nil))
    }

    /// The member name of a broken object is not repeated: it held an escape sequence that
    /// set the terminal's title when the message was printed.
    @Test func aBrokenMemberIsNotQuoted() throws {
        let error = try #require(syntaxError(Array(#"{"a\u001b]2;PWNED\u0007\u001b[31m" 1}"#.utf8)))
        #expect(error.summary.text == "line 1, column 36: expected ':' after a member name")
    }

    @Test(arguments: [
        ("", ContentKind.empty),
        ("   \n", .whitespace),
        ("root:*:20228:0:99999:7:::", .text),
        ("<!doctype html><title>404</title>", .html),
        ("tru", .text),
        ("\u{0}\u{1}binary", .binary),
    ])
    func inputThatDoesNotStartLikeJSONIsDescribedNotQuoted(text: String, content: ContentKind) throws {
        let error = try #require(syntaxError(Array(text.utf8)))
        #expect(error.content == content)
        #expect(error.summary.text == "not JSON: \(content.phrase.text)")
        #expect(error.lineSummary.text == "not JSON: \(content.phrase.text)")
    }

    /// Whatever the input and wherever a marker sits in it (a member name, a string, a bare
    /// word, a number), a syntax error never repeats it and is safe to print.
    @Test func propertySyntaxErrorsNeverQuoteTheInput() {
        var rng = SplitMix64(seed: 23)
        let pieces = ["{", "}", "[", "]", ",", ":", "\"", "\\", "\\u001b", "1", "-", ".", "e", " ", "\n", "\u{1B}]2;", "\u{7}", "null", "\u{9B}", "中"]
        var checked = 0
        for _ in 0 ..< 3000 {
            let marker = "Zq" + String((0 ..< 5).map { _ in Character(Unicode.Scalar(UInt8.random(in: 0x61 ... 0x7A, using: &rng))) })
            var parts = (0 ..< Int.random(in: 0 ... 12, using: &rng)).map { _ in pieces[Int.random(in: 0 ..< pieces.count, using: &rng)] }
            parts.insert(marker, at: Int.random(in: 0 ... parts.count, using: &rng))
            guard let error = syntaxError(Array(parts.joined().utf8)) else { continue }
            checked += 1
            #expect(!error.summary.text.contains(marker), "\(parts)")
            #expect(!error.lineSummary.text.contains(marker), "\(parts)")
            #expect(TerminalSafeText.isSafe(error.summary.text), "\(parts)")
        }
        #expect(checked > 2000)
    }

    @Test func limitsNesting() {
        let deep = String(repeating: "[", count: JSONParser.maximumDepth + 1) + String(repeating: "]", count: JSONParser.maximumDepth + 1)
        #expect(syntaxError(Array(deep.utf8))?.message.text.contains("nesting") == true)
        let allowed = String(repeating: "[", count: JSONParser.maximumDepth) + String(repeating: "]", count: JSONParser.maximumDepth)
        #expect(syntaxError(Array(allowed.utf8)) == nil)
    }

    @Test func neverCrashesOnRandomBytes() {
        var random = SplitMix64(seed: 42)
        let alphabet = Array("{}[],:\"\\ 0123456789.eE-+truefalsnNaI\u{0}\n".utf8) + [0xE4, 0xB8, 0xAD, 0xFF]
        for _ in 0 ..< 2000 {
            let length = Int(random.next() % 40)
            let bytes = (0 ..< length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
            _ = try? JSONParser.parse(bytes)
        }
    }
}

@Suite("JSONParser: leading byte-order marks", .timeLimit(.minutes(3)))
struct JSONParserByteOrderMarkTests {
    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// A random run of byte-order marks and JSON whitespace, possibly empty.
    private static func randomPrefix(_ random: inout SplitMix64) -> [UInt8] {
        let pieces: [[UInt8]] = [byteOrderMark, [0x20], [0x0A], [0x0D], [0x09]]
        return (0 ..< Int(random.next() % 6)).flatMap { _ in pieces[Int(random.next() % UInt64(pieces.count))] }
    }

    /// A random valid JSON value, nested at most `depth` levels.
    private static func randomDocument(_ random: inout SplitMix64, depth: Int = 3) -> String {
        switch random.next() % (depth > 0 ? 6 : 4) {
        case 0: return String(Int(random.next() % 2_000) - 1_000)
        case 1: return "\"s\(random.next() % 100)\""
        case 2: return "true"
        case 3: return "null"
        case 4: return "[" + (0 ..< Int(random.next() % 4)).map { _ in randomDocument(&random, depth: depth - 1) }.joined(separator: ",") + "]"
        default:
            return "{" + (0 ..< Int(random.next() % 4)).map { "\"k\($0)\": " + randomDocument(&random, depth: depth - 1) }.joined(separator: ",") + "}"
        }
    }

    @Test func anyRunOfMarksAndWhitespaceBeforeADocumentIsSkipped() throws {
        var random = SplitMix64(seed: 42)
        for _ in 0 ..< 500 {
            let document = Array(Self.randomDocument(&random).utf8)
            let prefix = Self.randomPrefix(&random)
            #expect(try JSONParser.parse(prefix + document) == JSONParser.parse(document), "prefix \(prefix)")
            #expect(JSONParser.firstSignificantByte(of: prefix + document) == document.first, "prefix \(prefix)")
            #expect(JSONParser.firstSignificantByte(of: prefix) == nil, "prefix \(prefix)")
        }
    }

    @Test func twoMarksBeforeAnArray() throws {
        let bytes = Self.byteOrderMark + Self.byteOrderMark + Array("[1, 2]".utf8)
        #expect(try JSONParser.parse(bytes) == .array([.number("1"), .number("2")]))
        #expect(JSONParser.firstSignificantByte(of: bytes) == UInt8(ascii: "["))
    }

    @Test func aMarkAfterTheStartIsNotSkipped() throws {
        let inside = Array("[".utf8) + Self.byteOrderMark + Array("1]".utf8)
        #expect(throws: JSONSyntaxError(message: "unexpected non-ASCII text, expected a value", line: 1, column: 2, content: nil)) {
            try JSONParser.parse(inside)
        }
        let after = Array("[1]".utf8) + Self.byteOrderMark
        #expect(throws: JSONSyntaxError(message: "unexpected text after the JSON value", line: 1, column: 4, content: nil)) {
            try JSONParser.parse(after)
        }
    }
}
