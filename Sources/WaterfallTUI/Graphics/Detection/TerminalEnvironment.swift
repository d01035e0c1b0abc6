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

    /// Whether the program runs inside tmux (`TMUX` set).
    public var isInsideTmux: Bool { !(variables["TMUX"] ?? "").isEmpty }

    /// Whether the terminal cannot show pixels at all (the Linux console, `dumb`, no `TERM`), so
    /// probing is pointless.
    public var cannotShowPixels: Bool {
        term.isEmpty || term == "dumb" || term == "linux" || term.hasPrefix("vt1") || term == "cons25"
    }

    /// Whether the variables name a kitty-protocol terminal (kitty, Ghostty), which tmux may hide.
    public var namesKittyTerminal: Bool {
        term == "xterm-kitty" || term == "xterm-ghostty" || variables["KITTY_WINDOW_ID"] != nil
            || variables["GHOSTTY_RESOURCES_DIR"] != nil || (variables["TERM_PROGRAM"] ?? "").lowercased() == "ghostty"
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
