import SeededRandom
import Testing

@testable import SafeText

@Suite("Terminal-safe text", .timeLimit(.minutes(3)))
struct TerminalSafeTextTests {
    @Test func escapeSequencesBecomeVisible() {
        #expect(TerminalSafeText.sanitize("\u{1B}]0;pwned\u{07}") == "␛]0;pwned␇")
        #expect(TerminalSafeText.sanitize("\u{1B}[2J\u{1B}[31mred") == "␛[2J␛[31mred")
    }

    @Test func everyC0ControlMapsToItsControlPicture() throws {
        for value in UInt32(0) ..< 0x20 {
            let control = String(Character(try #require(Unicode.Scalar(value))))
            let expected = String(Character(try #require(Unicode.Scalar(0x2400 + value))))
            #expect(TerminalSafeText.sanitize(control) == expected)
        }
        #expect(TerminalSafeText.sanitize("a\tb\nc") == "a␉b␊c")
        #expect(TerminalSafeText.sanitize("\u{7F}") == "␡")
    }

    @Test func c1ControlsAndBidiOverridesAreReplaced() throws {
        for value in UInt32(0x80) ... 0x9F {
            let scalar = try #require(Unicode.Scalar(value))
            #expect(TerminalSafeText.sanitize("x" + String(Character(scalar))) == "x\u{FFFD}")
        }
        for value: UInt32 in [0x2028, 0x2029, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x200E, 0x200F] {
            let scalar = try #require(Unicode.Scalar(value))
            #expect(TerminalSafeText.sanitize(String(scalar)) == "\u{FFFD}")
        }
    }

    @Test func safeTextIsReturnedUnchanged() {
        for text in ["plain ascii", "中文【促销】，包邮", "e\u{301}", "👨‍👩‍👧", "❤️", ""] {
            #expect(TerminalSafeText.sanitize(text) == text)
        }
    }

    @Test func propertyOutputHasNoControlsAndIsIdempotent() {
        var rng = SplitMix64(seed: 42)
        for _ in 0 ..< 500 {
            let text = randomHostileText(&rng)
            let safe = TerminalSafeText.sanitize(text)
            #expect(!containsControl(safe), "\(Array(safe.unicodeScalars))")
            #expect(TerminalSafeText.sanitize(safe) == safe)
            #expect(safe.unicodeScalars.count == text.unicodeScalars.count, "one replacement per scalar")
        }
    }

    @Test func printableASCIIDetection() {
        #expect(TerminalSafeText.isPrintableASCII("Hello ~"))
        #expect(!TerminalSafeText.isPrintableASCII("tab\t"))
        #expect(!TerminalSafeText.isPrintableASCII("中"))
        #expect(!TerminalSafeText.isPrintableASCII("\u{7F}"))
    }
}

/// Random strings of scalars drawn mostly from the control and format ranges.
func randomHostileText(_ rng: inout SplitMix64, maxLength: Int = 30) -> String {
    let ranges: [ClosedRange<UInt32>] = [
        0x00 ... 0x1F, 0x7F ... 0x9F, 0x20 ... 0x7E, 0x2028 ... 0x202E, 0x2066 ... 0x2069, 0x200B ... 0x200F,
        0x0300 ... 0x036F, 0x4E00 ... 0x4E20, 0xFFF9 ... 0xFFFF,
    ]
    var scalars = String.UnicodeScalarView()
    for _ in 0 ..< Int.random(in: 0 ... maxLength, using: &rng) {
        let range = ranges[Int.random(in: 0 ..< ranges.count, using: &rng)]
        if let scalar = Unicode.Scalar(UInt32.random(in: range, using: &rng)) {
            scalars.append(scalar)
        }
    }
    return String(scalars)
}

/// Whether a string contains any scalar a terminal would interpret rather than show.
func containsControl(_ text: String) -> Bool {
    text.unicodeScalars.contains { scalar in
        scalar.value < 0x20 || (0x7F ... 0x9F).contains(scalar.value) || TerminalSafeText.replacement(for: scalar) != nil
            || (0x2028 ... 0x202E).contains(scalar.value) || (0x2066 ... 0x2069).contains(scalar.value)
    }
}
