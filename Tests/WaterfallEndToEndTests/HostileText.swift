import Foundation

/// The characters no message may carry to a terminal, and a check of the bytes a program wrote.
enum HostileText {
    /// The C0 controls, DEL and the C1 controls.
    static let controls: [Unicode.Scalar] =
        (UInt32(0x00) ... 0x1F).compactMap(Unicode.Scalar.init)
        + [Unicode.Scalar(0x7F)] + (UInt32(0x80) ... 0x9F).compactMap(Unicode.Scalar.init)
    /// Every bidirectional control: the embeddings and overrides U+202A–U+202E, the isolates
    /// U+2066–U+2069, the marks U+200E, U+200F and U+061C.
    static let bidiControls: [Unicode.Scalar] = ((UInt32(0x202A) ... 0x202E).map { $0 } + (0x2066 ... 0x2069).map { $0 } + [0x200E, 0x200F, 0x061C])
        .compactMap(Unicode.Scalar.init)
    /// A marker that must never appear in what is printed: it stands for the content of a file.
    static let marker = "PWNED"

    /// Every control and bidi control, as text, after an escape sequence that would set the
    /// terminal's title to `title` and turn text red; without NUL (no path or argument can hold
    /// it). Names and arguments use the title `named` (a message may show them, sanitised); data
    /// uses ``marker`` (a message must not show it at all).
    static func text(title: String = "named") -> String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: "\u{1B}]2;\(title)\u{07}\u{1B}[31m".unicodeScalars)
        scalars.append(contentsOf: (controls + bidiControls).filter { $0.value != 0 })
        return String(scalars)
    }

    /// `text(title:)` with NUL, every scalar written as a JSON `\uXXXX` escape: data (with
    /// ``marker`` for values no message may repeat, another title for text that is shown).
    static func jsonEscaped(title: String = marker) -> String {
        ([Unicode.Scalar(0)] + Array(text(title: title).unicodeScalars)).map { scalar in
            let hex = String(scalar.value, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }.joined()
    }

    /// A path component holding every control but `/` and NUL, and every bidi control.
    static var fileName: String { "x" + text() + ".jsonl" }

    /// What is wrong with `bytes` for a terminal: invalid UTF-8, a control other than the line
    /// feed, DEL, a C1 control, a bidi control or a line or paragraph separator (each named with
    /// its offset); empty when the bytes are safe to print.
    static func violations(in bytes: [UInt8]) -> [String] {
        guard let text = String(validating: bytes, as: UTF8.self) else { return ["not valid UTF-8"] }
        var found: [String] = []
        let forbidden = Set(controls.map(\.value) + bidiControls.map(\.value) + [0x2028, 0x2029]).subtracting([0x0A])
        for (offset, scalar) in text.unicodeScalars.enumerated() where forbidden.contains(scalar.value) {
            found.append("U+\(String(scalar.value, radix: 16, uppercase: true)) at scalar \(offset)")
        }
        return found
    }
}
