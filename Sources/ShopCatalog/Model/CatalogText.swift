import SafeText

/// Text that came from catalog data (a title or a shop name).
///
/// The raw text is kept as it was in the file, but text containing control characters or
/// terminal escape sequences is flagged so a renderer never sends it to the terminal as is:
/// draw ``sanitized`` (or sanitise again) whenever ``hasControlCharacters`` is `true`. What
/// counts as unsafe is `TerminalSafeText`'s single definition, the one the screen uses.
public struct CatalogText: Sendable, Hashable, CustomStringConvertible {
    /// The text exactly as it appeared in the data.
    public let raw: String
    /// Whether ``raw`` contains anything a terminal must not receive as is: C0/C1 control
    /// characters (ESC starts every escape sequence), DEL, line/paragraph separators,
    /// bidirectional marks, embeddings, overrides and isolates, interlinear annotation
    /// controls and the noncharacters U+FFFE/U+FFFF.
    public let hasControlCharacters: Bool

    /// Wraps `raw`, scanning it once for characters a terminal must never receive.
    public init(_ raw: String) {
        self.raw = raw
        self.hasControlCharacters = !TerminalSafeText.isSafe(raw)
    }

    /// ``raw`` with every unsafe scalar replaced by its visible stand-in (ESC → `␛`, others
    /// → `�`), exactly as the screen shows it; equal to ``raw`` when the text has no control
    /// characters.
    public var sanitized: String {
        hasControlCharacters ? TerminalSafeText.sanitize(raw) : raw
    }

    /// The sanitised text, so string interpolation is always safe to print.
    public var description: String { sanitized }
}
