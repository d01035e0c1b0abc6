/// Why a text is not valid JSON, with the 1-based line and column (in bytes) where the
/// problem was found.
package struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, e.g. `expected ',' or ']'`.
    package let message: String
    /// 1-based line.
    package let line: Int
    /// 1-based column, counted in bytes.
    package let column: Int

    /// `line L, column C: message`.
    package var description: String { "line \(line), column \(column): \(message)" }
}
