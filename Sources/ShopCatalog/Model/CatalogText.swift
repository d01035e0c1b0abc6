/// Text that came from catalog data (a title or a shop name).
///
/// The raw text is kept as it was in the file, but text containing control characters or
/// terminal escape sequences is flagged so a renderer never sends it to the terminal as is:
/// draw ``sanitized`` (or sanitise again) whenever ``hasControlCharacters`` is `true`.
public struct CatalogText: Sendable, Hashable, CustomStringConvertible {
    /// The text exactly as it appeared in the data.
    public let raw: String
    /// Whether ``raw`` contains C0/C1 control characters (including ESC, the start of every
    /// terminal escape sequence), DEL, line/paragraph separators or bidirectional overrides.
    public let hasControlCharacters: Bool

    /// Wraps `raw`, scanning it once for characters a terminal must never receive.
    public init(_ raw: String) {
        self.raw = raw
        self.hasControlCharacters = raw.unicodeScalars.contains(where: CatalogText.isUnsafe)
    }

    /// ``raw`` with every unsafe scalar replaced by U+FFFD (�); equal to ``raw`` when the
    /// text has no control characters.
    public var sanitized: String {
        guard hasControlCharacters else { return raw }
        var result = String.UnicodeScalarView()
        for scalar in raw.unicodeScalars {
            result.append(CatalogText.isUnsafe(scalar) ? "\u{FFFD}" : scalar)
        }
        return String(result)
    }

    /// The sanitised text, so string interpolation is always safe to print.
    public var description: String { sanitized }

    /// Whether `scalar` must not reach a terminal: controls (C0, DEL, C1), U+2028/U+2029 and
    /// the bidirectional embedding, override and isolate controls.
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x2028, 0x2029: return true
        case 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}
