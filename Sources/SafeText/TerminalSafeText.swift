/// The single gate between untrusted text and the terminal: replaces every character that
/// could control the terminal (or reorder what is shown) with a visible stand-in, so a shop
/// title such as `"\u{1B}]0;pwned\u{07}"` is displayed as `␛]0;pwned␇` and does nothing.
///
/// Replacements:
/// - C0 controls U+0000–U+001F → the Control Pictures U+2400–U+241F (ESC → `␛`, TAB → `␉`, LF → `␊`);
/// - DEL U+007F → `␡`;
/// - C1 controls U+0080–U+009F, line/paragraph separators U+2028/U+2029, the bidirectional
///   marks, embeddings, overrides and isolates (U+061C, U+200E, U+200F, U+202A–U+202E,
///   U+2066–U+2069), interlinear annotation controls U+FFF9–U+FFFB and the noncharacters
///   U+FFFE/U+FFFF → `�` (U+FFFD).
///
/// This is the only definition of unsafe text in Waterfall: the screen, the report of skipped
/// items on standard error and the catalog's own flag (`CatalogText.hasControlCharacters`) all
/// use it. Sanitising is idempotent: the output contains no replaceable scalar.
public enum TerminalSafeText {
    /// The stand-in for non-printable scalars that have no Control Picture.
    public static let replacementCharacter: Unicode.Scalar = "\u{FFFD}"

    /// Returns `text` with every unsafe scalar replaced by its visible stand-in.
    /// O(n) in UTF-8 bytes; returns `text` itself (no allocation) when it is already safe.
    public static func sanitize(_ text: String) -> String {
        if isSafe(text) {
            return text
        }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            scalars.append(replacement(for: scalar) ?? scalar)
        }
        return String(scalars)
    }

    /// Whether `text` can be sent to a terminal as is (no scalar needs a stand-in). O(n), no
    /// allocation.
    public static func isSafe(_ text: String) -> Bool {
        isPrintableASCII(text) || !text.unicodeScalars.contains(where: { replacement(for: $0) != nil })
    }

    /// The visible stand-in for `scalar`, or `nil` when the scalar is safe to draw as is.
    public static func replacement(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
        let value = scalar.value
        if value < 0x20 {
            return Unicode.Scalar(0x2400 + value)
        }
        if value < 0x7F {
            return nil
        }
        if value == 0x7F {
            return "\u{2421}"
        }
        if value <= 0x9F {
            return replacementCharacter
        }
        switch value {
        case 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A ... 0x202E, 0x2066 ... 0x2069,
            0xFFF9 ... 0xFFFB, 0xFFFE, 0xFFFF:
            return replacementCharacter
        default:
            return nil
        }
    }

    /// Whether `text` consists only of the printable ASCII bytes 0x20–0x7E. O(n), no allocation.
    public static func isPrintableASCII(_ text: String) -> Bool {
        let utf8 = text.utf8
        if let result = utf8.withContiguousStorageIfAvailable({ buffer in
            buffer.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
        }) {
            return result
        }
        return utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }
}
