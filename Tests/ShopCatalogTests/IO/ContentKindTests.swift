import SeededRandom
import Testing

@testable import ShopCatalog

@Suite("What a file looks like", .timeLimit(.minutes(3)))
struct ContentKindTests {
    @Test(arguments: [
        ("", ContentKind.empty),
        (" \n\t\r\n", .whitespace),
        ("\u{FEFF}  [1, 2]", .json),
        ("{\"a\": 1}", .json),
        ("-12", .json),
        ("<!DOCTYPE html>\n<html><body>502 Bad Gateway</body></html>", .html),
        ("  <HTML><head>", .html),
        ("<?xml version=\"1.0\"?><feed/>", .markup),
        ("root:*:20228:0:99999:7:::\nbin:x:1", .text),
        ("-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA", .text),
        ("中文 text", .text),
        ("a\u{0}b", .binary),
        ("\u{1B}[31mred", .binary),
    ])
    func recognises(text: String, kind: ContentKind) {
        #expect(ContentKind.of(Array(text.utf8)) == kind)
    }

    @Test func invalidUTF8IsBinaryButASequenceCutByTheWindowIsNot() {
        #expect(ContentKind.of([0x61, 0xFF, 0x62]) == .binary)
        #expect(ContentKind.of([0x9B, 0x90, 0x85]) == .binary)
        let cut = Array(repeating: UInt8(ascii: "a"), count: ContentKind.sniffedBytes - 1) + Array("中".utf8)
        #expect(ContentKind.of(cut) == .text)
    }

    /// Random bytes always get a kind whose phrase is program text (never the bytes).
    @Test func propertyThePhraseNeverQuotesTheBytes() {
        var rng = SplitMix64(seed: 3)
        for _ in 0 ..< 300 {
            let marker = "Q" + String((0 ..< 6).map { _ in Character(Unicode.Scalar(UInt8.random(in: 0x61 ... 0x7A, using: &rng))) })
            var bytes = (0 ..< Int.random(in: 0 ... 40, using: &rng)).map { _ in UInt8.random(in: 0 ... 255, using: &rng) }
            bytes.insert(contentsOf: Array(marker.utf8), at: Int.random(in: 0 ... bytes.count, using: &rng))
            #expect(!ContentKind.of(bytes).phrase.text.contains(marker))
        }
    }
}
