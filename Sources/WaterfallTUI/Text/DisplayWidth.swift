import SafeText

/// Terminal cell widths of scalars, grapheme clusters and strings, measured the way glibc's
/// `wcwidth` and tmux measure them, so that what Waterfall lays out is what such a terminal
/// draws: built-in tables (`UnicodeWidthTables.swift`, generated from glibc's `wcwidth` by
/// `Scripts/generate-unicode-widths.py`), never the C library at run time, so widths do not
/// depend on the locale.
///
/// A scalar is 0, 1 or 2 cells as `wcwidth` says: 0 for nonspacing and enclosing marks, format
/// characters (ZWJ, ZWSP, variation selectors) and Hangul medial and final jamo; 2 for East Asian
/// Wide and Fullwidth characters, emoji presentation characters and the emoji modifiers; 1 for the
/// rest, spacing marks (Devanagari vowel signs) included. A scalar `wcwidth` has no width for
/// (unassigned in its Unicode version) is drawn as U+FFFD, one cell; a control is drawn as its
/// one-cell picture once sanitised by `TerminalSafeText`.
///
/// Text is cut into cells as tmux 3.3 does (see ``DisplayCluster``): a scalar with a width starts
/// a new cell, a zero-width scalar joins the cell before it, and the scalar after a ZWJ joins the
/// cell before the ZWJ whatever its width. So `नमस्ते` is 4 cells (न म स् ते), `👍🏽` is 4 (the
/// modifier is a wide cell of its own), `👨‍👩‍👧` is 2, `❤️` is 1 (VS16 adds nothing) and `🇨🇳` is 2.
public enum DisplayWidth {
    /// Cells occupied by `scalar` on its own: 0, 1 or 2 (1 for a scalar ``isUnprintable(_:)``
    /// says is drawn as U+FFFD). O(log n) table lookup, O(1) below U+0300.
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

    /// Whether the C library gives `scalar` no width (it is unassigned in its Unicode version, or a
    /// noncharacter), so that it is drawn as U+FFFD instead. Controls are not counted here: the
    /// sanitiser replaces them first. O(log n).
    public static func isUnprintable(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x300 && UnicodeWidthTables.contains(UnicodeWidthTables.unprintable, scalar.value)
    }

    /// Cells occupied by the grapheme cluster `character`: the sum of its cells' widths (see
    /// ``DisplayCluster``), which may exceed 2 (`👍🏽` is 4). O(1) for ASCII.
    public static func of(_ character: Character) -> Int {
        if character.isASCII {
            return 1
        }
        return of(String(character))
    }

    /// Cells occupied by `text` once sanitised: the sum of the widths of the cells it is drawn
    /// in. O(n); counts bytes directly for printable ASCII.
    public static func of(_ text: String) -> Int {
        if TerminalSafeText.isPrintableASCII(text) {
            return text.utf8.count
        }
        var total = 0
        for cluster in DisplayCluster.clusters(of: TerminalSafeText.sanitize(text)) {
            total += cluster.width
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
