import SeededRandom
import Testing

@testable import SafeText

@Suite("Message text", .timeLimit(.minutes(3)))
struct MessageTextTests {
    @Test func interpolatedValuesAreSanitised() {
        let path = "a\u{1B}]2;PWNED\u{07}\u{1B}[31m.jsonl"
        let message: MessageText = "\(path): line \(3): bad"
        #expect(message.text == "a␛]2;PWNED␇␛[31m.jsonl: line 3: bad")
    }

    @Test func aValueCannotStartALineOfItsOwn() {
        let message: MessageText = "file \("x\nwaterfall: fake line"): gone"
        #expect(message.lines.count == 1)
        #expect(message.text == "file x␊waterfall: fake line: gone")
    }

    @Test func literalsKeepTheirLineBreaksAndLoseOtherControls() {
        let message: MessageText = "first\nsecond\u{1B}[2J"
        #expect(message.text == "first\nsecond␛[2J")
        #expect(message.lines.map(\.text) == ["first", "second␛[2J"])
    }

    @Test func anotherMessageIsKeptAsItIs() {
        let inner: MessageText = "one\ntwo"
        let outer: MessageText = "list:\n\(inner)"
        #expect(outer.text == "list:\none\ntwo")
        #expect(MessageText.joined([inner, "three"], separator: "\n").text == "one\ntwo\nthree")
        #expect((inner + " \("\u{9B}")").text == "one\ntwo \u{FFFD}")
    }

    @Test func errorsAndOtherValuesAreDescribedThenSanitised() {
        struct Failure: Error { let detail = "\u{202E}evil" }
        let message: MessageText = "failed: \(Failure())"
        #expect(TerminalSafeText.isSafe(message.text))
        #expect(!message.text.unicodeScalars.contains("\u{202E}"))
    }

    @Test func linesFromElsewhereKeepLineBreaksOnly() {
        let usage = MessageText(lines: "Error: Unknown option '--\u{1B}[31m'\nUsage: waterfall\r\n")
        #expect(usage.text == "Error: Unknown option '--␛[31m'\nUsage: waterfall␍\n")
        let value = "a\nb"
        #expect(MessageText(value).text == "a␊b")
    }

    /// Whatever goes in, the text holds no scalar the sanitiser would replace apart from the
    /// line breaks of literals.
    @Test func propertyEveryMessageIsSafe() {
        var rng = SplitMix64(seed: 17)
        for _ in 0 ..< 500 {
            let value = randomHostileText(&rng)
            let other = randomHostileText(&rng)
            let message: MessageText = "\(value) and \(MessageText(other)) then \(MessageText(lines: other))"
            for line in message.lines {
                #expect(TerminalSafeText.isSafe(line.text), "\(Array(line.text.unicodeScalars))")
            }
            #expect(
                message.lines.count
                    == 1 + other.unicodeScalars.filter { $0 == "\n" }.count)
        }
    }
}
