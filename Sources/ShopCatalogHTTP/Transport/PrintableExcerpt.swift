import SafeText

/// The only part of an answer's body a message may quote: its first bytes as one line of text
/// that is safe for a terminal.
enum PrintableExcerpt {
    /// The longest excerpt, in characters.
    static let maximumLength = 60

    /// The start of `bytes` decoded as UTF-8 (invalid bytes become U+FFFD), sanitised by
    /// `TerminalSafeText` (so an escape shows as `␛`), runs of white space folded to one space,
    /// cut to `maximumLength` characters with `…`; nil when nothing printable is left.
    /// O(maximumLength).
    static func of(_ bytes: some Collection<UInt8>, maximumLength: Int = PrintableExcerpt.maximumLength) -> String? {
        let taken = bytes.prefix(maximumLength * 4)
        let head = String(decoding: taken, as: UTF8.self)
        var folded = ""
        var lastWasSpace = true
        for character in head {
            if character.isWhitespace {
                if !lastWasSpace { folded.append(" ") }
                lastWasSpace = true
            } else {
                folded.append(character)
                lastWasSpace = false
            }
        }
        let safe = TerminalSafeText.sanitize(folded.trimmingSuffix(while: \.isWhitespace))
        guard !safe.isEmpty else { return nil }
        let isCut = safe.count > maximumLength || taken.count < bytes.count
        return isCut ? String(safe.prefix(maximumLength - 1)) + "…" : safe
    }
}

extension String {
    /// This text without the trailing characters that satisfy `predicate`.
    fileprivate func trimmingSuffix(while predicate: (Character) -> Bool) -> String {
        var text = self
        while let last = text.last, predicate(last) { text.removeLast() }
        return text
    }
}
