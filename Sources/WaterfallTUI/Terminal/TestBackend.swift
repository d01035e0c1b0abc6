/// A ``TerminalBackend`` without a terminal, for tests of anything that draws or reads input.
///
/// It emulates a screen from the calls it gets (so a wrong diff or scroll shows up as a wrong
/// ``screen``), counts what each frame sent, and hands out scripted events. When the script runs
/// out it reports `.terminate`, so an app loop driven by it always ends — or, with an idle
/// limit, it first waits as a real terminal would, for a ``wakeUp`` (background work finished)
/// or the loop's timeout, and reports `.terminate` once a test's condition holds, or nothing
/// happened for that long.
public final class TestBackend: TerminalBackend {
    /// The emulated terminal size.
    public private(set) var size: Size
    /// Colour mode used to count bytes.
    public let colorMode: ColorMode
    /// What the emulated terminal shows: changed only by `draw`, `scroll` and `clear`.
    public private(set) var screen: Canvas
    /// Number of `flush` calls (frames).
    public private(set) var presentCount = 0
    /// Number of `clear` calls.
    public private(set) var clearCount = 0
    /// Cells (columns) sent in the last frame.
    public private(set) var lastChangedCells = 0
    /// Runs sent in the last frame.
    public private(set) var lastRuns: [CellRun] = []
    /// Bytes an ANSI terminal would have received for the cells of the last frame.
    public private(set) var lastBytes = 0
    /// Cells sent in all frames.
    public private(set) var totalChangedCells = 0
    /// Bytes sent in all frames, scroll sequences included.
    public private(set) var totalBytes = 0
    /// The number of scrolls carried out.
    public private(set) var scrollCount = 0
    /// The bytes of the escape sequences for the last scroll.
    public private(set) var lastScrollBytes = 0
    /// Number of `suspend` calls.
    public private(set) var suspendCount = 0
    /// Number of `shutdown` calls.
    public private(set) var shutdownCount = 0
    /// Every byte written with ``writeRaw(_:)``, in order.
    public private(set) var rawOutput: [UInt8] = []
    /// Where each ``writeRaw(_:)`` call started in ``rawOutput``, with the frame count then.
    public private(set) var rawWrites: [(frame: Int, start: Int)] = []
    /// Events not yet returned by `nextEvent`, first one next.
    public private(set) var pendingEvents: [InputEvent]
    /// Runs drawn since the last flush.
    private var frameRuns: [CellRun] = []
    /// How long an exhausted script waits for something to happen before ending the run; nil:
    /// it ends at once.
    public let idleLimit: Duration?
    /// Asked (on the loop's thread) before each wait of an exhausted script: true ends the run.
    private let endsWhen: (() -> Bool)?
    /// Set by ``wakeUp``.
    private let wakeSignal = TestWakeSignal()

    /// Creates a backend emulating a `cols` × `rows` terminal with scripted `events`; once they
    /// are used up it reports `.terminate` at once, or, with an `idleLimit`, as soon as
    /// `endsWhen` holds (asked on the loop's thread, before each wait) or after `idleLimit`
    /// without a wake-up.
    public init(
        cols: Int = 80, rows: Int = 24, colorMode: ColorMode = .ansi256, events: [InputEvent] = [], idleLimit: Duration? = nil,
        endsWhen: (() -> Bool)? = nil
    ) {
        self.endsWhen = endsWhen
        self.size = Size(width: cols, height: rows)
        self.colorMode = colorMode
        self.screen = Canvas(width: cols, height: rows)
        self.pendingEvents = events
        self.idleLimit = idleLimit
    }

    /// The timeout (in milliseconds, -1 for none) of every wait made once the script was
    /// exhausted, in order: what the loop asked to be woken by.
    public private(set) var idleWaits: [Int] = []

    /// The number of times ``wakeUp`` was called.
    public var wakeUpCount: Int { wakeSignal.count }

    /// Ends a wait of an exhausted script early (see ``init(cols:rows:colorMode:events:idleLimit:endsWhen:)``).
    public var wakeUp: @Sendable () -> Void {
        { [wakeSignal] in wakeSignal.signal() }
    }

    /// Appends events to the script.
    public func enqueue(_ events: InputEvent...) {
        pendingEvents.append(contentsOf: events)
    }

    /// Resizes the emulated terminal (blanking it, as a real resize invalidates the screen) and
    /// queues the matching `.resize` event.
    public func resize(cols: Int, rows: Int) {
        size = Size(width: cols, height: rows)
        screen = Canvas(width: cols, height: rows)
        pendingEvents.append(.resize(cols: cols, rows: rows))
    }

    /// Writes the runs into the emulated screen; they count towards the current frame.
    public func draw(_ runs: [CellRun]) {
        screen.apply(runs)
        frameRuns.append(contentsOf: runs)
    }

    /// Moves the rows on the emulated screen, counting the bytes of the escape sequences a
    /// terminal needs for it (set the scroll region, scroll, reset the region) in
    /// ``lastScrollBytes`` and ``totalBytes``.
    public func scroll(rows: Range<Int>, by delta: Int) {
        screen.scroll(rows: rows, by: delta)
        scrollCount += 1
        lastScrollBytes = AnsiRenderer.scrollSequence(rows: rows, by: delta, screenHeight: size.height).utf8.count
        totalBytes += lastScrollBytes
    }

    /// Blanks the emulated screen.
    public func clear() {
        screen.clear()
        clearCount += 1
    }

    /// Ends a frame: its runs become ``lastRuns`` and are counted, in palette colours as a
    /// curses backend sends them (in 24-bit colour ``Terminal`` writes the `rgb` cells again
    /// with ``writeRaw(_:)``, counted there).
    public func flush() {
        lastRuns = frameRuns
        frameRuns = []
        presentCount += 1
        lastChangedCells = lastRuns.reduce(0) { $0 + $1.count }
        lastBytes = AnsiRenderer.render(runs: lastRuns, colorMode: colorMode == .truecolor ? .ansi256 : colorMode).utf8.count
        totalChangedCells += lastChangedCells
        totalBytes += lastBytes
    }

    /// Records the bytes (counted in ``totalBytes``).
    public func writeRaw(_ bytes: [UInt8]) {
        rawWrites.append((presentCount, rawOutput.count))
        rawOutput += bytes
        totalBytes += bytes.count
    }

    /// The next scripted event. Once the script is exhausted: `.terminate` at once without an
    /// idle limit; with one, `.terminate` when the end condition holds, else waits for a wake-up
    /// (nil), the loop's timeout (nil), or the limit (`.terminate`), whichever comes first.
    public func nextEvent(timeoutMilliseconds: Int) -> InputEvent? {
        if !pendingEvents.isEmpty { return pendingEvents.removeFirst() }
        guard let idleLimit else { return .terminate }
        idleWaits.append(timeoutMilliseconds)
        if endsWhen?() == true { return .terminate }
        let timeout = timeoutMilliseconds >= 0 ? min(idleLimit, .milliseconds(timeoutMilliseconds)) : idleLimit
        if wakeSignal.wait(timeout) || timeout < idleLimit { return nil }
        return .terminate
    }

    /// Counts the suspension.
    public func suspend() {
        suspendCount += 1
    }

    /// Counts the call.
    public func shutdown() {
        shutdownCount += 1
    }
}
