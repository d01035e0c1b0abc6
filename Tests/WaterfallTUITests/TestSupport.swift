import SeededRandom
@testable import WaterfallTUI

/// Random text mixing ASCII words, CJK ideographs and punctuation, combining marks and emoji.
func randomMixedText(_ rng: inout SplitMix64, maxLength: Int = 40) -> String {
    let pieces: [String] = [
        "a", "b", "Z", "7", " ", " ", "-", "shop", "iPhone", "¥", "中", "文", "手", "机", "壳", "，", "。",
        "【", "】", "（", "）", "é", "e\u{301}", "\u{301}", "😀", "❤️", "ｗ", "가", "カ", "supercalifragilistic",
    ]
    let length = Int.random(in: 0...maxLength, using: &rng)
    return (0..<length).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &rng)] }.joined()
}

/// Random strings of scalars drawn mostly from the control and format ranges.
func randomHostileText(_ rng: inout SplitMix64, maxLength: Int = 30) -> String {
    let ranges: [ClosedRange<UInt32>] = [
        0x00...0x1F, 0x7F...0x9F, 0x20...0x7E, 0x2028...0x202E, 0x2066...0x2069, 0x200B...0x200F,
        0x0300...0x036F, 0x4E00...0x4E20, 0xFFF9...0xFFFF,
    ]
    var scalars = String.UnicodeScalarView()
    for _ in 0..<Int.random(in: 0...maxLength, using: &rng) {
        let range = ranges[Int.random(in: 0..<ranges.count, using: &rng)]
        if let scalar = Unicode.Scalar(UInt32.random(in: range, using: &rng)) {
            scalars.append(scalar)
        }
    }
    return String(scalars)
}

/// Whether a string contains any scalar a terminal would interpret rather than show.
func containsControl(_ text: String) -> Bool {
    text.unicodeScalars.contains { scalar in
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || TerminalSafeText.replacement(for: scalar) != nil
    }
}
