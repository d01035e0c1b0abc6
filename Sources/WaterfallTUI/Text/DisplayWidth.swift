import SafeText

/// Terminal cell widths of scalars, grapheme clusters and strings, from built-in Unicode 17
/// tables (`UnicodeWidthTables.swift`, generated from the Python `wcwidth` package's data by
/// `Scripts/generate-unicode-widths.py`), never from the C library's `wcwidth`, so widths do
/// not depend on the locale or the machine.
///
/// - 0 cells: nonspacing and enclosing marks, format characters (ZWJ, ZWSP, variation
///   selectors) and Hangul medial/final jamo, when they stand alone;
/// - 2 cells: East Asian Wide and Fullwidth characters (CJK ideographs, Hangul syllables,
///   kana, fullwidth forms, CJK punctuation such as `，。【】（）`), emoji presentation
///   characters, and text-default emoji followed by VARIATION SELECTOR-16;
/// - 1 cell: everything else, including controls, which are drawn as one-cell pictures
///   once sanitised by `TerminalSafeText`.
public enum DisplayWidth {
    /// Cells occupied by `scalar` on its own: 0, 1 or 2. O(log n) table lookup, O(1) below U+0300.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x300 {
            return 1
        }
        if UnicodeWidthTables.contains(UnicodeWidthTables.zeroWidth, value) {
            return 0
        }
        if UnicodeWidthTables.contains(UnicodeWidthTables.wide, value) {
            return 2
        }
        return 1
    }

    /// Cells occupied by the grapheme cluster `character`: the width of its first scalar that
    /// has a width (a lone mark or joiner is 0), or 2 for an emoji presentation sequence
    /// (base + U+FE0F). O(1) for ASCII.
    public static func of(_ character: Character) -> Int {
        if character.isASCII {
            return 1
        }
        var width = 0
        var base: Unicode.Scalar?
        var hasEmojiSelector = false
        for scalar in character.unicodeScalars {
            if scalar.value == 0xFE0F {
                hasEmojiSelector = true
            } else if base == nil {
                let scalarWidth = of(scalar)
                if scalarWidth > 0 {
                    width = scalarWidth
                    base = scalar
                }
            }
        }
        if hasEmojiSelector, width == 1, let base,
           UnicodeWidthTables.contains(UnicodeWidthTables.emojiVariationWide, base.value) {
            return 2
        }
        return width
    }

    /// Cells occupied by `text` once sanitised: the sum of its grapheme widths.
    /// O(n); counts bytes directly for printable ASCII.
    public static func of(_ text: String) -> Int {
        if TerminalSafeText.isPrintableASCII(text) {
            return text.utf8.count
        }
        var total = 0
        for character in TerminalSafeText.sanitize(text) {
            total += of(character)
        }
        return total
    }
}

extension String {
    /// Terminal cells this string occupies once sanitised (see `DisplayWidth.of(_:)`).
    public var displayWidth: Int { DisplayWidth.of(self) }
}

extension Character {
    /// Terminal cells this grapheme cluster occupies (see `DisplayWidth.of(_:)`).
    public var displayWidth: Int { DisplayWidth.of(self) }
}
