/// Why a text is not valid JSON, with the 1-based line and column (in bytes) where the
/// problem was found.
struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, e.g. `expected ',' or ']'`.
    let message: String
    /// 1-based line.
    let line: Int
    /// 1-based column, counted in bytes.
    let column: Int

    var description: String { "line \(line), column \(column): \(message)" }
}
