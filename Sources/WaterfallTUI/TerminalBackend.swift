/// The small interface the app uses to talk to a terminal: its size, putting a canvas on
/// screen, and reading input. `NcursesBackend` is the real one; `TestBackend` records.
public protocol TerminalBackend: AnyObject {
    /// Current size: `width` columns by `height` rows.
    var size: Size { get }

    /// The colours the terminal can show (`monochrome` when `NO_COLOR` is set).
    var colorMode: ColorMode { get }

    /// Shows `canvas`: sends only the cells that changed since the previously presented
    /// canvas (everything after `forceFullRedraw`, a resize or a suspension), then flushes
    /// once. A canvas of another size than the terminal is clipped.
    func present(_ canvas: Canvas)

    /// Tells the backend that, since the last presented canvas, the content of screen rows `rows`
    /// moved up by `delta` rows (down when negative), as a list scrolls under a fixed header. The
    /// backend moves those lines on the terminal itself (a scroll region) and in its record of the
    /// screen, so the next `present` sends only the rows that really changed. Whatever the hint,
    /// the next `present` shows exactly its canvas.
    func scroll(rows: Range<Int>, by delta: Int)

    /// Makes the next `present` repaint every cell (e.g. on Ctrl-L).
    func forceFullRedraw()

    /// The next input event, waiting at most `timeoutMilliseconds` (a negative value waits
    /// until something happens); `nil` on timeout.
    func nextEvent(timeoutMilliseconds: Int) -> InputEvent?

    /// Gives the terminal back to the shell and stops the process (as Ctrl-Z does); when the
    /// process is continued, takes the terminal again and arranges a full repaint.
    func suspend()

    /// Restores the terminal for good. Safe to call more than once.
    func shutdown()
}
