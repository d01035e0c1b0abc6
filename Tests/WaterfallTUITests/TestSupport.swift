import SeededRandom

@testable import WaterfallTUI

/// Random text mixing ASCII words, CJK ideographs and punctuation, combining marks and emoji.
func randomMixedText(_ rng: inout SplitMix64, maxLength: Int = 40) -> String {
    let pieces: [String] = [
        "a", "b", "Z", "7", " ", " ", "-", "shop", "iPhone", "¥", "中", "文", "手", "机", "壳", "，", "。",
        "【", "】", "（", "）", "é", "e\u{301}", "\u{301}", "😀", "❤️", "ｗ", "가", "カ", "supercalifragilistic",
    ]
    let length = Int.random(in: 0 ... maxLength, using: &rng)
    return (0 ..< length).map { _ in pieces[Int.random(in: 0 ..< pieces.count, using: &rng)] }.joined()
}
