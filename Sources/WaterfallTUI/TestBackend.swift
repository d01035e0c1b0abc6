/// A `TerminalBackend` without a terminal, for tests of anything that draws or reads input.
///
/// It emulates the screen from the diffs it is asked to send (so a wrong diff shows up as a
/// wrong `screen`), counts what each frame changed, and hands out scripted events.
public final class TestBackend: TerminalBackend {
    /// The emulated terminal size.
    public private(set) var size: Size
    /// Colour mode used to count bytes.
    public let colorMode: ColorMode
    /// What the emulated terminal shows: rebuilt only from the runs sent by `present`.
    public private(set) var screen: Canvas
    /// The canvas passed to the last `present`, if any.
    public private(set) var lastPresented: Canvas?
    /// Number of `present` calls.
    public private(set) var presentCount = 0
    /// Cells (columns) sent by the last `present`.
    public private(set) var lastChangedCells = 0
    /// Runs sent by the last `present`.
    public private(set) var lastRuns: [CellRun] = []
    /// Bytes an ANSI terminal would have received for the last `present`.
    public private(set) var lastBytes = 0
    /// Cells sent by all `present` calls.
    public private(set) var totalChangedCells = 0
    /// Bytes sent by all `present` calls.
    public private(set) var totalBytes = 0
    /// Number of `forceFullRedraw` calls.
    public private(set) var fullRedrawRequests = 0
    /// The number of `scroll(rows:by:)` hints acted on.
    public private(set) var scrollCount = 0
    /// The bytes of the escape sequences for the last scroll hint.
    public private(set) var lastScrollBytes = 0
    /// Number of `suspend` calls.
    public private(set) var suspendCount = 0
    /// Number of `shutdown` calls.
    public private(set) var shutdownCount = 0
    /// Events not yet returned by `nextEvent`, first one next.
    public private(set) var pendingEvents: [InputEvent]
    private var needsFullRedraw = true

    /// Creates a backend emulating a `cols` × `rows` terminal with scripted `events`.
    public init(cols: Int = 80, rows: Int = 24, colorMode: ColorMode = .ansi256, events: [InputEvent] = []) {
        self.size = Size(width: cols, height: rows)
        self.colorMode = colorMode
        self.screen = Canvas(width: cols, height: rows)
        self.pendingEvents = events
    }

    /// Appends events to the script.
    public func enqueue(_ events: InputEvent...) {
        pendingEvents.append(contentsOf: events)
    }

    /// Resizes the emulated terminal (clearing it, as a real resize invalidates the screen)
    /// and queues the matching `.resize` event.
    public func resize(cols: Int, rows: Int) {
        size = Size(width: cols, height: rows)
        screen = Canvas(width: cols, height: rows)
        needsFullRedraw = true
        pendingEvents.append(.resize(cols: cols, rows: rows))
    }

    /// Sends the runs between the last presented canvas and `canvas` (all of `canvas` after
    /// a full-redraw request or a size change) to the emulated screen and counts them.
    public func present(_ canvas: Canvas) {
        let runs: [CellRun]
        if !needsFullRedraw, let previous = lastPresented, previous.size == canvas.size {
            runs = canvas.diff(from: previous)
        } else {
            runs = canvas.fullRuns()
            screen.clear()
        }
        needsFullRedraw = false
        screen.apply(runs)
        lastPresented = canvas
        lastRuns = runs
        presentCount += 1
        lastChangedCells = runs.reduce(0) { $0 + $1.count }
        lastBytes = AnsiRenderer.render(runs: runs, colorMode: colorMode).utf8.count
        totalChangedCells += lastChangedCells
        totalBytes += lastBytes
    }

    /// Moves the rows on the emulated screen and in the record of the last canvas, counting the
    /// bytes of the escape sequences a terminal needs for it (set the scroll region, scroll,
    /// reset the region) in ``lastBytes`` and ``totalBytes``.
    public func scroll(rows: Range<Int>, by delta: Int) {
        guard delta != 0, !needsFullRedraw, lastPresented != nil else { return }
        screen.scroll(rows: rows, by: delta)
        lastPresented?.scroll(rows: rows, by: delta)
        scrollCount += 1
        let sequence = AnsiRenderer.scrollSequence(rows: rows, by: delta, screenHeight: size.height)
        lastScrollBytes = sequence.utf8.count
        totalBytes += lastScrollBytes
    }

    /// Makes the next `present` send every cell.
    public func forceFullRedraw() {
        fullRedrawRequests += 1
        needsFullRedraw = true
    }

    /// The next scripted event, or `nil` when the script is exhausted (never waits).
    public func nextEvent(timeoutMilliseconds: Int) -> InputEvent? {
        pendingEvents.isEmpty ? nil : pendingEvents.removeFirst()
    }

    /// Counts the suspension and arranges a full repaint, as a real resume would.
    public func suspend() {
        suspendCount += 1
        needsFullRedraw = true
    }

    /// Counts the call.
    public func shutdown() {
        shutdownCount += 1
    }
}
