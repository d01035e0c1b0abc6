/// What the environment says about the terminal, read from a dictionary (so tests can inject
/// any): the shortcuts taken before probing and the names used when the terminal does not say.
public struct TerminalEnvironment: Sendable {
    /// The variables.
    public let variables: [String: String]

    /// The hints in `variables` (usually the process's environment).
    public init(_ variables: [String: String]) {
        self.variables = variables
    }

    /// `TERM`.
    public var term: String { variables["TERM"] ?? "" }

    /// Whether the program runs inside tmux (`TMUX` set), where tmux itself can be asked.
    public var isInsideTmux: Bool { !(variables["TMUX"] ?? "").isEmpty }

    /// The multiplexer the variables name: tmux when `TMUX` is set or `TERM` is `tmux…`, GNU
    /// screen when `STY` is set or `TERM` is `screen…` (tmux's default `TERM` too, so either way
    /// a multiplexer); nil otherwise. Over ssh from a multiplexer's pane only `TERM` remains.
    public var multiplexer: Multiplexer? {
        if isInsideTmux || term.hasPrefix("tmux") { return .tmux }
        if !(variables["STY"] ?? "").isEmpty || term.hasPrefix("screen") { return .screen }
        return nil
    }

    /// `COLORTERM`, lower-cased: `truecolor` or `24bit` when the terminal says it shows 24-bit
    /// colour.
    public var colorTerm: String { (variables["COLORTERM"] ?? "").lowercased() }

    /// Whether `NO_COLOR` is set to a non-empty value (https://no-color.org).
    public var forbidsColor: Bool { !(variables["NO_COLOR"] ?? "").isEmpty }

    /// Whether the terminal cannot show pixels at all (the Linux console, `dumb`, no `TERM`), so
    /// probing is pointless.
    public var cannotShowPixels: Bool {
        term.isEmpty || term == "dumb" || term == "linux" || term.hasPrefix("vt1") || term == "cons25"
    }

    /// Whether the variables name Ghostty (which has Unicode placeholders).
    public var namesGhostty: Bool {
        term == "xterm-ghostty" || variables["GHOSTTY_RESOURCES_DIR"] != nil || (variables["TERM_PROGRAM"] ?? "").lowercased() == "ghostty"
    }

    /// The terminal's name as the variables give it: `TERM_PROGRAM` (with its version) or `TERM`,
    /// printable ASCII only (it is printed by `--help`), at most 60 characters.
    public var name: String {
        var name = term.isEmpty ? "unknown terminal" : term
        if let program = variables["TERM_PROGRAM"], !program.isEmpty {
            name = [program, variables["TERM_PROGRAM_VERSION"]].compactMap { $0 }.joined(separator: " ")
        }
        return String(String.UnicodeScalarView(name.unicodeScalars.filter { (0x20 ... 0x7E).contains($0.value) }.prefix(60)))
    }
}
