/// Something that happened at the terminal, as reported by `TerminalBackend.nextEvent`.
public enum InputEvent: Hashable, Sendable {
    /// A key was pressed.
    case key(Key)
    /// The mouse wheel turned or a button was pressed.
    case mouse(MouseEvent)
    /// The terminal now has `cols` columns and `rows` rows (also sent after resuming from
    /// a suspension); the next `present` repaints everything.
    case resize(cols: Int, rows: Int)
    /// SIGINT, SIGTERM or SIGHUP asked the program to quit: the app should shut the backend
    /// down and exit.
    case terminate
}
