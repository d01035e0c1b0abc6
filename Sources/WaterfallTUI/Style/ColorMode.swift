/// How many colours an output can show.
public enum ColorMode: Hashable, Sendable, CaseIterable {
    /// No colour at all: only bold, dim, reverse, underline and italic (e.g. `NO_COLOR` is set).
    case monochrome
    /// The 8 ANSI colours.
    case ansi8
    /// The 256-colour xterm palette.
    case ansi256

    /// The mode suggested by an environment: `monochrome` when `NO_COLOR` is set to a
    /// non-empty value, `ansi256` when `COLORTERM` is `truecolor`/`24bit` or `TERM` mentions
    /// `256color`, `ansi8` otherwise.
    public static func fromEnvironment(_ environment: [String: String]) -> ColorMode {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty {
            return .monochrome
        }
        let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
        if colorTerm == "truecolor" || colorTerm == "24bit" || (environment["TERM"] ?? "").contains("256color") {
            return .ansi256
        }
        return .ansi8
    }
}
