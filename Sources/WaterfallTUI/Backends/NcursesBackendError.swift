/// Why `NcursesBackend` could not take over the terminal. The description is a message
/// fit for showing to the user.
public enum NcursesBackendError: Error, Equatable, CustomStringConvertible {
    /// Standard input or output is not a terminal (redirected or piped).
    case notATerminal
    /// `TERM` is not set.
    case terminalTypeUnset
    /// `TERM` names a terminal that cannot address the cursor (e.g. `dumb`).
    case unsupportedTerminal(String)
    /// `TERM` names a terminal the terminfo database does not know.
    case unknownTerminal(String)
    /// No terminfo database could be found.
    case noTerminfoDatabase
    /// Another `NcursesBackend` is already running.
    case alreadyActive
    /// ncurses failed to initialise the screen.
    case initialisationFailed

    /// A user-facing explanation.
    public var description: String {
        switch self {
        case .notATerminal:
            return "standard input and output must be a terminal"
        case .terminalTypeUnset:
            return "TERM is not set; set it to your terminal type, e.g. TERM=xterm-256color"
        case .unsupportedTerminal(let name):
            return "terminal type '\(name)' cannot position the cursor; a full-screen terminal is required"
        case .unknownTerminal(let name):
            return "terminal type '\(name)' is not in the terminfo database"
        case .noTerminfoDatabase:
            return "no terminfo database found (install ncurses-base / ncurses-term)"
        case .alreadyActive:
            return "the terminal is already in use by another full-screen session"
        case .initialisationFailed:
            return "ncurses could not initialise the terminal"
        }
    }
}
