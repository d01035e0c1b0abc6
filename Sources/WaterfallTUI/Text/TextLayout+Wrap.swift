import SafeText

extension TextLayout {
    /// Characters that may not start a line (CJK closing punctuation).
    static let noLineStart: Set<Character> = [
        "，", "。", "、", "；", "：", "？", "！", "）", "】", "」", "』", "》", "〉", "〕", "｝", "’", "”",
        "…", ",", ".", ";", ":", "?", "!", ")", "]", "}",
    ]

    /// Characters that may not end a line (CJK opening punctuation).
    static let noLineEnd: Set<Character> = ["（", "【", "「", "『", "《", "〈", "〔", "｛", "‘", "“", "(", "[", "{"]

    /// `text` sanitised and broken into at most `maxLines` lines of at most `width` cells.
    ///
    /// Lines break at spaces (which are dropped at the break) and before or after any wide
    /// character such as a CJK ideograph, except before closing or after opening punctuation;
    /// a word longer than a line is broken between characters. When the text needs more than
    /// `maxLines` lines, the last line holds the rest of the text truncated with `…` (see
    /// `truncate(_:toWidth:)`). Returns `[]` when `width` or `maxLines` is not positive or the
    /// text is blank. O(n).
    public static func wrap(_ text: String, width: Int, maxLines: Int = Int.max) -> [String] {
        guard width > 0, maxLines > 0 else { return [] }
        let glyphs = DisplayCluster.clusters(of: TerminalSafeText.sanitize(text)).map(Segment.init)
        var lines: [String] = []
        var start = skipSpaces(glyphs, from: 0)
        while start < glyphs.count {
            if lines.count == maxLines - 1 {
                let rest = trimmedLine(glyphs, start ..< glyphs.count)
                lines.append(truncate(rest, toWidth: width))
                break
            }
            var used = 0
            var end = start
            var lastBreak: Int?
            while end < glyphs.count, used + glyphs[end].width <= width {
                used += glyphs[end].width
                end += 1
                if end < glyphs.count, canBreak(glyphs[end - 1], glyphs[end]) {
                    lastBreak = end
                }
            }
            if end == glyphs.count {
                lines.append(trimmedLine(glyphs, start ..< end))
                break
            }
            if end == start {
                lines.append(truncate(String(glyphs[start...].map(\.character)), toWidth: width))
                break
            }
            var breakIndex = end
            if !canBreak(glyphs[end - 1], glyphs[end]), let lastBreak, lastBreak > start {
                breakIndex = lastBreak
            }
            lines.append(trimmedLine(glyphs, start ..< breakIndex))
            start = skipSpaces(glyphs, from: breakIndex)
        }
        return lines
    }

    /// A cell of the text being wrapped (see `DisplayCluster`), with its display width.
    struct Segment {
        let character: Character
        let width: Int
        let isSpace: Bool

        init(_ cluster: DisplayCluster) {
            self.character = cluster.character
            self.width = cluster.width
            self.isSpace = cluster.character == " " || cluster.character == "\u{3000}"
        }
    }

    /// Whether a line may end after `left` and the next begin with `right`.
    static func canBreak(_ left: Segment, _ right: Segment) -> Bool {
        if left.isSpace || right.isSpace {
            return true
        }
        if noLineStart.contains(right.character) || noLineEnd.contains(left.character) {
            return false
        }
        return left.width == 2 || right.width == 2
    }

    static func skipSpaces(_ glyphs: [Segment], from index: Int) -> Int {
        var index = index
        while index < glyphs.count, glyphs[index].isSpace {
            index += 1
        }
        return index
    }

    static func trimmedLine(_ glyphs: [Segment], _ range: Range<Int>) -> String {
        var end = range.upperBound
        while end > range.lowerBound, glyphs[end - 1].isSpace {
            end -= 1
        }
        return String(glyphs[range.lowerBound ..< end].map(\.character))
    }
}
