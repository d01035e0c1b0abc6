import SafeText

/// Why a text is not valid JSON, with the 1-based line and column (in bytes) where the
/// problem was found. The message names what the parser expected and what kind of byte it
/// found (`unexpected text`, `unexpected ']'`), never the text itself.
package struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, e.g. `expected ',' or ']' in array`.
    package let message: MessageText
    /// 1-based line.
    package let line: Int
    /// 1-based column, counted in bytes.
    package let column: Int
    /// What the input looks like when it does not start like JSON at all (the problem is at
    /// its first byte that is not whitespace), else `nil`.
    package let content: ContentKind?

    /// `not JSON: it looks like text` when the input does not start like JSON, else
    /// `line L, column C: message`.
    package var summary: MessageText {
        if let content { return "not JSON: \(content.phrase)" }
        return "line \(line), column \(column): \(message)"
    }

    /// The same for one line of a JSON Lines file: without the line number.
    package var lineSummary: MessageText {
        if let content { return "not JSON: \(content.phrase)" }
        return "invalid JSON at column \(column): \(message)"
    }

    /// ``summary`` as a string.
    package var description: String { summary.text }
}
