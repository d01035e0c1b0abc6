/// A terminal screen as the app sees it: it presents whole canvases and sends the backend only
/// what changed, as ratatui's `Terminal::flush` does.
///
/// It owns the bookkeeping every backend shares: the record of what the terminal shows (the
/// last presented canvas, moved along with scroll hints), whether the next frame must be sent in
/// full (first frame, resize, suspension, Ctrl-L), and the scroll hints themselves. Backends only
/// carry out the resulting calls, so the test backend exercises exactly what the ncurses one
/// gets. Output that is not cells (pictures placed over the cells by a graphics protocol) is the
/// second kind of state to track here, next to ``shown``.
///
/// Not thread-safe: use it from the UI thread.
public final class Terminal {
    /// The device frames go to and input comes from.
    public let backend: any TerminalBackend
    /// What the terminal shows: the last presented canvas, moved by later scroll hints; nil
    /// before the first frame.
    public private(set) var shown: Canvas?
    /// Whether the next ``present(_:)`` clears and sends every cell.
    public private(set) var needsFullRedraw = true

    /// A terminal over `backend`; the first frame is sent in full.
    public init(backend: any TerminalBackend) {
        self.backend = backend
    }

    /// The screen size in cells.
    public var size: Size { backend.size }

    /// The colours the terminal can show.
    public var colorMode: ColorMode { backend.colorMode }

    /// Shows `canvas`: after a full-redraw request or a change of size, clears and sends every
    /// cell; otherwise sends only the runs that differ from ``shown``. Then flushes once.
    /// O(width × height) for the diff, plus what is sent.
    public func present(_ canvas: Canvas) {
        if !needsFullRedraw, let shown, shown.size == canvas.size {
            let runs = canvas.diff(from: shown)
            if !runs.isEmpty { backend.draw(runs) }
        } else {
            backend.clear()
            backend.draw(canvas.fullRuns())
        }
        needsFullRedraw = false
        shown = canvas
        backend.flush()
    }

    /// Tells the terminal that, since the last frame, the content of screen rows `rows` moved up
    /// by `delta` rows (down when negative), as a list scrolls under a fixed header. When the
    /// move is worth it (the band is on screen and taller than the move, and nothing forces a
    /// full redraw), the backend scrolls those lines itself and ``shown`` moves the same way, so
    /// the next ``present(_:)`` sends only the rows that really changed. Whatever the hint, the
    /// next ``present(_:)`` shows exactly its canvas.
    public func scroll(rows: Range<Int>, by delta: Int) {
        guard delta != 0, !needsFullRedraw, var moved = shown, moved.size == backend.size else { return }
        let band = rows.clamped(to: 0 ..< moved.height)
        guard !band.isEmpty, abs(delta) < band.count else { return }
        backend.scroll(rows: band, by: delta)
        moved.scroll(rows: band, by: delta)
        shown = moved
    }

    /// Makes the next ``present(_:)`` clear the screen and send every cell (Ctrl-L).
    public func forceFullRedraw() {
        needsFullRedraw = true
    }

    /// The backend's next input event; a `.resize` (also reported after a suspension) makes the
    /// next frame a full one.
    public func nextEvent(timeoutMilliseconds: Int) -> InputEvent? {
        let event = backend.nextEvent(timeoutMilliseconds: timeoutMilliseconds)
        if case .resize = event {
            needsFullRedraw = true
        }
        return event
    }

    /// Gives the terminal back and stops the process (Ctrl-Z); on return the next frame is a
    /// full one.
    public func suspend() {
        backend.suspend()
        needsFullRedraw = true
    }

    /// Restores the terminal for good.
    public func shutdown() {
        backend.shutdown()
    }
}
