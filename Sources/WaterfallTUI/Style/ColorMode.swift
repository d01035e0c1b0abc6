/// How many colours an output can show, fewest first.
public enum ColorMode: Int, Hashable, Sendable, CaseIterable, Comparable {
    /// No colour at all: only bold, dim, reverse, underline and italic (e.g. `NO_COLOR` is set).
    case monochrome
    /// The 8 ANSI colours.
    case ansi8
    /// The 16 ANSI colours: the 8 and their bright versions (palette entries 8–15).
    case ansi16
    /// The 256-colour xterm palette.
    case ansi256
    /// 24-bit colour: `.rgb` colours are shown exactly (SGR `38;2;r;g;b`), every other colour
    /// as in ``ansi256``.
    case truecolor

    /// Orders the modes by the colours they show.
    public static func < (lhs: ColorMode, rhs: ColorMode) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// The mode suggested by an environment, for output that is not a live terminal (`dump
    /// --ansi`): `monochrome` when `NO_COLOR` is set to a non-empty value, `ansi256` when
    /// `COLORTERM` is `truecolor`/`24bit` or `TERM` mentions `256color`, `ansi8` otherwise. It
    /// never suggests 24-bit colour, so that such output depends on these variables alone and
    /// stays comparable across terminals (ask for it with `--colors truecolor`).
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

    /// A short name for messages: `no colour`, `8 colours`, `16 colours`, `256 colours`,
    /// `24-bit colour`.
    public var name: String {
        switch self {
        case .monochrome: "no colour"
        case .ansi8: "8 colours"
        case .ansi16: "16 colours"
        case .ansi256: "256 colours"
        case .truecolor: "24-bit colour"
        }
    }
}
