import SeededRandom
import Testing

@testable import WaterfallCLI

@Suite("--print-marked: the bytes printed, and what is refused")
struct MarkedOutputTests {
    static let values = ["photos/a b.jpg", "photos/new\nline.png", "photos/日本 ünï.webp", "photos/tab\there.gif", "photos/bidi\u{202E}gpj.jpg", "item-7"]

    @Test func linesRefuseControlCharactersAndNameThem() {
        let output = MarkedOutput.bytes(of: Self.values, format: .lines)
        #expect(output.bytes == Array("photos/a b.jpg\nphotos/日本 ünï.webp\nitem-7\n".utf8))
        #expect(output.refused == ["photos/new\nline.png", "photos/tab\there.gif", "photos/bidi\u{202E}gpj.jpg"])
        #expect(
            MarkedOutput.refusal(of: "photos/new\nline.png", format: .lines).text
                == "waterfall: not printed (a line break or control character in it; -0 prints it exactly): photos/new␊line.png")
    }

    @Test func nulSeparatedPrintsEveryValueExactly() {
        let output = MarkedOutput.bytes(of: Self.values, format: .nulSeparated)
        #expect(output.bytes == Self.values.flatMap { Array($0.utf8) + [0] })
        #expect(output.refused.isEmpty)
        #expect(MarkedOutput.bytes(of: ["a\u{0}b", "c"], format: .nulSeparated).refused == ["a\u{0}b"])
    }

    @Test func nulSeparatedToATerminalRefusesControlCharactersAndPrintsTheRestExactly() {
        let output = MarkedOutput.bytes(of: Self.values, format: .nulSeparatedToTerminal)
        #expect(output.bytes == ["photos/a b.jpg", "photos/日本 ünï.webp", "item-7"].flatMap { Array($0.utf8) + [0] })
        #expect(output.refused == ["photos/new\nline.png", "photos/tab\there.gif", "photos/bidi\u{202E}gpj.jpg"])
        #expect(MarkedOutput.refusal(of: "x\ny", format: .nulSeparatedToTerminal).text.hasSuffix("pipe -0 to print it exactly): x␊y"))
    }

    @Test func randomValuesSplitBackIntoThoseNotRefused() {
        var random = SplitMix64(seed: 0x2D30)
        let alphabet: [Character] = ["a", " ", "\n", "\t", "é", "日", "/", "\u{1B}", "\u{0}"]
        for _ in 0 ..< 200 {
            let values = (0 ..< Int(random.next() % 6)).map { _ in
                String((0 ..< Int(1 + random.next() % 6)).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] })
            }
            for (format, separator) in [(MarkedOutput.Format.lines, UInt8(0x0A)), (.nulSeparated, 0), (.nulSeparatedToTerminal, 0)] {
                let output = MarkedOutput.bytes(of: values, format: format)
                let printed = output.bytes.split(separator: separator, omittingEmptySubsequences: false).dropLast().map { String(decoding: $0, as: UTF8.self) }
                #expect(printed == values.filter { !output.refused.contains($0) })
                #expect(printed.count + output.refused.count == values.count)
                #expect(output.bytes.last.map { $0 == separator } ?? printed.isEmpty)
            }
        }
    }
}
