import SeededRandom
import Testing

@testable import ShopCatalog

@Suite("ImageReferenceParser", .timeLimit(.minutes(3)))
struct ImageReferenceParserTests {
    /// The message of the error `text` is refused with, or `nil` if it was accepted.
    private func refusal(_ text: String, base: String = "/shop") -> String? {
        do {
            _ = try ImageReferenceParser.parse(text, relativeTo: base)
            return nil
        } catch {
            return error.message.text
        }
    }

    @Test(
        arguments: [
            ("a.jpg", "/shop/catalog", ImageReference.file(path: "/shop/catalog/a.jpg")),
            ("photos/a b.jpg", "/shop/catalog/", .file(path: "/shop/catalog/photos/a b.jpg")),
            ("../photos/a.jpg", "Data/catalog", .file(path: "Data/catalog/../photos/a.jpg")),
            ("a.jpg", ".", .file(path: "./a.jpg")),
            ("a.jpg", "", .file(path: "a.jpg")),
            ("./with:colon.jpg", "/d", .file(path: "/d/./with:colon.jpg")),
            ("照片/杯子.png", "/d", .file(path: "/d/照片/杯子.png")),
            ("/abs/a.jpg", "/d", .file(path: "/abs/a.jpg")),
            ("file:///abs/a.jpg", "/d", .file(path: "/abs/a.jpg")),
            ("FILE://localhost/abs/a.jpg", "/d", .file(path: "/abs/a.jpg")),
            ("file://LocalHost/abs/a.jpg", "/d", .file(path: "/abs/a.jpg")),
            ("file:/abs/a.jpg", "/d", .file(path: "/abs/a.jpg")),
            ("file:///photos/latte%20cup%2C%20350%20ml.jpg", "/d", .file(path: "/photos/latte cup, 350 ml.jpg")),
            ("file:///%E7%85%A7%E7%89%87/%e6%9d%af.jpg", "/d", .file(path: "/照片/杯.jpg")),
            ("file:///%25done%23%3F.jpg", "/d", .file(path: "/%done#?.jpg")),
            ("http://example.com/a.jpg", "/d", .remote(url: "http://example.com/a.jpg")),
            ("HTTPS://cdn.example.com:8443/p/a%20b.jpg?size=480#x", "/d", .remote(url: "HTTPS://cdn.example.com:8443/p/a%20b.jpg?size=480#x")),
        ] as [(String, String, ImageReference)])
    func resolves(text: String, base: String, expected: ImageReference) throws {
        #expect(try ImageReferenceParser.parse(text, relativeTo: base) == expected)
    }

    @Test(arguments: [
        ("", "empty image reference"),
        (" \t ", "image reference is only whitespace"),
        (String(repeating: "a", count: 4097), "image reference is 4097 bytes long; at most 4096 allowed"),
        ("a\u{1B}[31m.jpg", "image reference contains control characters"),
        ("a\u{202E}gpj.exe", "image reference contains control characters"),
        ("http://example.com/\u{07}.jpg", "image reference contains control characters"),
        ("ftp://example.com/a.jpg", "unsupported URL scheme; use a file path, a file:// URL or an http(s):// URL"),
        ("data:image/png;base64,AAAA", "unsupported URL scheme; use a file path, a file:// URL or an http(s):// URL"),
        ("javascript:alert(1)", "unsupported URL scheme; use a file path, a file:// URL or an http(s):// URL"),
        ("c:photo.jpg", "unsupported URL scheme; use a file path, a file:// URL or an http(s):// URL"),
        ("http:/a.jpg", "http URL has no host; write it like http://example.com/photo.jpg"),
        ("HTTPS:///a.jpg", "https URL has no host; write it like https://example.com/photo.jpg"),
        ("https://?q", "https URL has no host; write it like https://example.com/photo.jpg"),
        ("file://server/share/a.jpg", "file URL names a host other than localhost; only local files (file:///path) are supported"),
        ("file:a.jpg", "file URL must hold an absolute path, like file:///photos/a.jpg"),
        ("file://localhost", "file URL must hold an absolute path, like file:///photos/a.jpg"),
        ("file:///a.jpg?x=1", "file URL has a query or fragment; write ? as %3F and # as %23 in file names"),
        ("file:///a.jpg#top", "file URL has a query or fragment; write ? as %3F and # as %23 in file names"),
        ("file:///a%2.jpg", "malformed percent-encoding in file URL: % must be followed by two hex digits"),
        ("file:///a%zz.jpg", "malformed percent-encoding in file URL: % must be followed by two hex digits"),
        ("file:///a%", "malformed percent-encoding in file URL: % must be followed by two hex digits"),
        ("file:///a%FF.jpg", "file URL decodes to invalid UTF-8"),
        ("file:///a%1B[2J.jpg", "file URL decodes to control characters"),
        ("file:///a%00.jpg", "file URL decodes to control characters"),
    ])
    func refuses(text: String, message: String) {
        #expect(refusal(text) == message)
    }

    @Test(arguments: [
        ("Data/examples/items.jsonl", "Data/examples"),
        ("items.jsonl", "."),
        ("/items.jsonl", "/"),
        ("//items.jsonl", "/"),
        ("a//b.json", "a"),
        ("/srv/shop/catalog/page-01.json", "/srv/shop/catalog"),
    ])
    func directoryContainingAFile(path: String, directory: String) {
        #expect(ImageReferenceParser.directory(containing: path) == directory)
    }

    // MARK: Properties over seeded random input

    /// Characters for random path segments: ASCII, spaces, characters that URLs reserve, and
    /// non-ASCII text; no control characters and no `/`. Segments start with `s_`, so a random
    /// path never starts with a URL scheme.
    private static let segmentCharacters = Array("abcXYZ019 -_.~%?#:;,+=&@!'()[]长杯子é😀")

    private func randomSegment(_ rng: inout SplitMix64) -> String {
        let length = Int.random(in: 1 ... 8, using: &rng)
        return "s_" + String((0 ..< length).map { _ in Self.segmentCharacters.randomElement(using: &rng) ?? "x" })
    }

    private func randomRelativePath(_ rng: inout SplitMix64) -> String {
        (0 ..< Int.random(in: 1 ... 4, using: &rng)).map { _ in randomSegment(&rng) }.joined(separator: "/")
    }

    /// The oracle encoder: every UTF-8 byte except unreserved ASCII and `/` becomes `%XX`,
    /// with upper- or lower-case hex digits at random.
    private func percentEncoded(_ path: String, _ rng: inout SplitMix64) -> String {
        let kept = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/".utf8)
        var encoded = ""
        for byte in path.utf8 {
            if kept.contains(byte) {
                encoded.append(Character(Unicode.Scalar(byte)))
            } else {
                encoded += "%" + twoHexDigits(byte, uppercase: Bool.random(using: &rng))
            }
        }
        return encoded
    }

    /// `byte` as two hex digits.
    private func twoHexDigits(_ byte: UInt8, uppercase: Bool) -> String {
        let hex = String(byte, radix: 16, uppercase: uppercase)
        return hex.count == 1 ? "0" + hex : hex
    }

    @Test func relativePathsAreJoinedToTheBase() throws {
        var rng = SplitMix64(seed: 42)
        for _ in 0 ..< 500 {
            let base = "/" + randomRelativePath(&rng)
            let path = randomRelativePath(&rng)
            let written = Bool.random(using: &rng) ? base + "/" : base
            #expect(try ImageReferenceParser.parse(path, relativeTo: written) == .file(path: base + "/" + path))
            #expect(try ImageReferenceParser.parse("/" + path, relativeTo: written) == .file(path: "/" + path))
        }
    }

    @Test func fileURLsDecodeToThePathTheyEncode() throws {
        var rng = SplitMix64(seed: 42)
        for _ in 0 ..< 500 {
            let path = "/" + randomRelativePath(&rng)
            let prefix = ["file://", "file://localhost", "FILE:", "File://LOCALHOST"].randomElement(using: &rng) ?? "file://"
            let url = prefix + percentEncoded(path, &rng)
            #expect(try ImageReferenceParser.parse(url, relativeTo: "/elsewhere") == .file(path: path), "\(url)")
        }
    }

    @Test func controlCharactersAreRefusedWhereverTheyAre() {
        var rng = SplitMix64(seed: 42)
        let unsafe: [Unicode.Scalar] = ["\u{00}", "\u{07}", "\u{1B}", "\u{7F}", "\u{9B}", "\u{2028}", "\u{202E}", "\u{2066}"]
        for _ in 0 ..< 500 {
            let prefix = ["", "/", "file:///", "http://example.com/"].randomElement(using: &rng) ?? ""
            var scalars = Array((prefix + randomRelativePath(&rng)).unicodeScalars)
            scalars.insert(unsafe.randomElement(using: &rng) ?? "\u{1B}", at: Int.random(in: 0 ... scalars.count, using: &rng))
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars)
            #expect(refusal(text) == "image reference contains control characters", "\(scalars)")
            let encodedControl = "%" + twoHexDigits(UInt8.random(in: 0 ... 0x1F, using: &rng), uppercase: false)
            #expect(refusal("file:///" + percentEncoded(randomSegment(&rng), &rng) + encodedControl + ".jpg") == "file URL decodes to control characters")
        }
    }

    @Test func schemesAreRecognisedAsRFC3986Describes() throws {
        var rng = SplitMix64(seed: 42)
        let alphabet = Array("aZ9+-.:/_ ")
        for _ in 0 ..< 2000 {
            let text = "x" + String((0 ..< Int.random(in: 0 ... 7, using: &rng)).map { _ in alphabet.randomElement(using: &rng) ?? "a" })
            let beforeColon = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            let isScheme = beforeColon.count == 2 && beforeColon[0].allSatisfy { $0.isLetter || $0.isNumber || "+-.".contains($0) }
            if isScheme {
                #expect(refusal(text) == "unsupported URL scheme; use a file path, a file:// URL or an http(s):// URL", "\(text)")
            } else {
                #expect(try ImageReferenceParser.parse(text, relativeTo: "/base") == .file(path: "/base/" + text), "\(text)")
            }
        }
    }
}
