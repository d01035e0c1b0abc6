/// The narrow interface between ``Terminal`` and a real or emulated terminal device: draw runs of
/// cells, scroll a band of rows, clear, flush; read input; give the terminal back. Backends keep no
/// record of frames: deciding *what* to send (the diff, the scroll record, full redraws) is done
/// once, in ``Terminal``, for every backend. `NcursesBackend` is the real one; `TestBackend`
/// emulates a screen in memory.
public protocol TerminalBackend: AnyObject {
    /// Current size: `width` columns by `height` rows.
    var size: Size { get }

    /// The colours the terminal can show (`monochrome` when `NO_COLOR` is set).
    var colorMode: ColorMode { get }

    /// Writes `runs` at their positions (clipped to the terminal; a wide glyph cut by the right
    /// edge becomes a blank). Nothing need be visible before ``flush()``.
    func draw(_ runs: [CellRun])

    /// Moves the content of screen rows `rows` up by `delta` rows (down when negative); the rows
    /// uncovered at the other end become blank. ``Terminal`` only asks with `0 < |delta| <
    /// rows.count` and `rows` inside the screen.
    func scroll(rows: Range<Int>, by delta: Int)

    /// Blanks the whole screen, physically (the next ``flush()`` repaints every cell that is
    /// drawn: used for the first frame, after a resize or suspension, and on Ctrl-L).
    func clear()

    /// Makes everything drawn since the last flush visible, in one update.
    func flush()

    /// Writes `bytes` to the terminal as they are, right away and in order with the frames
    /// flushed before (graphics protocol commands, synchronized-output brackets). The caller
    /// leaves the cursor and attributes as they were (or saves and restores them).
    func writeRaw(_ bytes: [UInt8])

    /// The next input event, waiting at most `timeoutMilliseconds` (a negative value waits
    /// until something happens); `nil` on timeout, or when ``wakeUp`` was called meanwhile. A
    /// `.resize` event also means "the screen may have been disturbed" (after a resize, or a
    /// suspension and resumption).
    func nextEvent(timeoutMilliseconds: Int) -> InputEvent?

    /// Ends the current (or the next) wait in ``nextEvent(timeoutMilliseconds:)`` early. Any
    /// thread may call it: background work that finished (a page, a picture) wakes the event
    /// loop this way.
    var wakeUp: @Sendable () -> Void { get }

    /// Gives the terminal back to the shell and stops the process (as Ctrl-Z does); when the
    /// process is continued in the foreground, takes the terminal again.
    func suspend()

    /// Gives the terminal back (its modes as before the program started, the main screen),
    /// runs `body` (another program that uses the terminal), then takes the terminal again;
    /// the next frame must be a full one. Ctrl-C and Ctrl-\ meant for that program do not end
    /// this one.
    func runOutside(_ body: () -> Void)

    /// Restores the terminal for good. Safe to call more than once.
    func shutdown()
}

extension TerminalBackend {
    /// Runs `body`: a backend that holds no real terminal has nothing to give back.
    public func runOutside(_ body: () -> Void) {
        body()
    }
}
