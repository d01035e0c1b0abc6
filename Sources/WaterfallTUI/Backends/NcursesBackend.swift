import CNcursesw
import CTerminalSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal backend on ncursesw: puts canvases on the terminal using the wide-character
/// API (CJK and box drawing), reads keys and mouse events, and always gives the terminal back.
///
/// Lifecycle: `init` installs handlers for every signal whose default action ends the process
/// (SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGUSR1, SIGALRM and the rest listed in
/// `terminal_support.h`: they become `.terminate` events; a second one while the first is
/// unhandled restores the terminal and exits), for crashes (restore, then the fault takes its
/// course), SIGTSTP (Ctrl-Z: `nextEvent` suspends, then reports `.resize`) and SIGCONT (after a
/// stop by anyone: the terminal is taken back once the job is in the foreground), registers an
/// `atexit` restore, then enters curses mode with `newterm` (so a bad terminal yields an error,
/// not an exit). `shutdown()` (or deinit) calls `endwin` exactly once and puts the signal actions
/// back (a signal after the session acts as on any program). A terminal that can no
/// longer be read or written ends the session like SIGHUP. Not thread-safe: use it from one
/// thread. Only one instance can be active at a time.
public final class NcursesBackend: TerminalBackend {
    /// Current terminal size.
    public internal(set) var size: Size
    /// Colours in use: `monochrome` when `NO_COLOR` is set or the terminal has none.
    public let colorMode: ColorMode
    /// How the colours were chosen (the help says why).
    public let colorChoice: ColorChoice
    /// The signal that ended the session (SIGHUP also when the terminal was closed), nil while
    /// none did: a command exits with `128 + signal`, as shells expect.
    public private(set) var terminationSignal: Int32?

    private let screen: OpaquePointer
    let window: UnsafeMutablePointer<WINDOW>
    private var isShutDown = false
    /// Set when writing to the terminal failed (it is gone): the session ends like SIGHUP.
    private var outputFailed = false
    var colorPairs: ColorPairPool<ColorPairKey>
    var lastStyle: Style?
    var lastRendition: (attributes: attr_t, pair: Int32) = (0, 0)
    var clicks = DoubleClickDetector()
    /// Drops the terminal's late answers to the start-up probe from the characters read.
    var replyFilter = TerminalReplyFilter()
    /// Events already read and not yet returned (one character can complete two keys).
    var readEvents: [InputEvent] = []
    var currentTimeout: Int32 = -2
    let startTime = ContinuousClock.now

    /// Takes over the terminal.
    ///
    /// - Parameters:
    ///   - enableMouse: report wheel and left-button presses (default `true`).
    ///   - colors: the colours to use and the terminal description to start curses with
    ///     (``chooseColors(forced:evidence:environment:)``); by default those `TERM`'s
    ///     description has, none when `NO_COLOR` is set. Never more than curses then offers.
    /// - Throws: `NcursesBackendError` when stdin/stdout is not a terminal, `TERM` is unset,
    ///   `dumb` or unknown, or curses cannot start. The terminal is untouched then.
    public init(enableMouse: Bool = true, colors: ColorChoice? = nil) throws {
        guard wf_is_curses_active() == 0 else { throw NcursesBackendError.alreadyActive }
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw NcursesBackendError.notATerminal }
        guard let termPointer = getenv("TERM"), termPointer.pointee != 0 else {
            throw NcursesBackendError.terminalTypeUnset
        }
        let term = String(cString: termPointer)
        if term == "dumb" {
            throw NcursesBackendError.unsupportedTerminal(term)
        }
        _ = wf_setup_locale()
        switch wf_probe_terminal() {
        case 0: break
        case 1: throw NcursesBackendError.unsupportedTerminal(term)
        case 2: throw NcursesBackendError.unknownTerminal(term)
        default: throw NcursesBackendError.noTerminfoDatabase
        }
        _ = wf_wake_init()
        _ = wf_install_signal_handlers()
        wf_save_terminal_modes()
        wf_install_atexit()
        let choice =
            colors
            ?? Self.chooseColors(
                forced: nil, evidence: nil, environment: TerminalEnvironment(["TERM": term, "NO_COLOR": getenv("NO_COLOR").map { String(cString: $0) } ?? ""]))
        let started = choice.terminfo.map { name in name.withCString { wf_newterm($0) } } ?? wf_newterm(nil)
        guard let screen = started, let window = wf_stdscr() else {
            wf_uninstall_signal_handlers()
            throw NcursesBackendError.initialisationFailed
        }
        wf_set_curses_active(1)
        _ = wf_chain_resize_wakeup()
        self.screen = screen
        self.window = window

        cbreak()
        noecho()
        nonl()
        intrflush(window, false)
        keypad(window, true)
        leaveok(window, true)
        idlok(window, true)
        curs_set(0)
        set_escdelay(25)

        var mode = ColorMode.monochrome
        if choice.mode != .monochrome, has_colors() {
            start_color()
            use_default_colors()
            // 24-bit colour needs curses' 256 palette colours for everything but the photos.
            let available = ColorChoice.mode(ofTerminfoColors: Int(wf_colors()))
            mode = min(choice.mode, available == .ansi256 ? .truecolor : available)
        }
        if mode == .truecolor {
            // Curses must never shift characters along a line: the 24-bit cells written beside
            // it would move where its record does not expect them (see `TruecolorCells`).
            idcok(window, false)
        }
        self.colorMode = mode
        self.colorChoice = choice

        if enableMouse {
            let mask = wf_button1_pressed() | wf_button4_pressed() | wf_button5_pressed()
            mousemask(mask, nil)
            mouseinterval(0)
        }
        wf_capture_reset_sequence(enableMouse ? 1 : 0)
        self.size = Size(width: Int(wf_cols()), height: Int(wf_lines()))
        self.colorPairs = ColorPairPool(capacity: Int(wf_color_pairs()), width: size.width, height: size.height)
    }

    deinit {
        shutdown()
    }

    /// The colours to use on the terminal `environment` describes (`TERM`, `NO_COLOR`): see
    /// ``ColorChoice/decide(forced:evidence:noColor:term:termColors:familyColors:)``, with the
    /// colours of `TERM`'s terminal description and of its family's 256-colour one read from
    /// the terminfo database. Call it before curses starts.
    public static func chooseColors(forced: ColorMode?, evidence: ColorEvidence?, environment: TerminalEnvironment) -> ColorChoice {
        func colors(of name: String) -> Int {
            guard !name.isEmpty, wf_is_curses_active() == 0 else { return -2 }
            return Int(name.withCString { wf_terminfo_colors($0) })
        }
        let term = environment.term
        let family = ColorChoice.familyName(of: term).flatMap { name in
            let count = colors(of: name)
            return count >= 0 ? (name: name, colors: count) : nil
        }
        return ColorChoice.decide(
            forced: forced, evidence: evidence, noColor: environment.forbidsColor, term: term, termColors: colors(of: term), familyColors: family
        )
    }

    /// Writes the runs into the curses window (shown at the next ``flush()``).
    public func draw(_ runs: [CellRun]) {
        guard !isShutDown else { return }
        for run in runs {
            draw(run)
        }
    }

    /// Moves rows `rows` by `delta` with a curses scroll region (`wsetscrreg` + `wscrl`): with
    /// `idlok`, `doupdate` then scrolls the terminal's own lines instead of redrawing them.
    public func scroll(rows: Range<Int>, by delta: Int) {
        guard !isShutDown else { return }
        let height = Int(wf_lines())
        let band = rows.clamped(to: 0 ..< height)
        guard delta != 0, !band.isEmpty else { return }
        wsetscrreg(window, Int32(band.lowerBound), Int32(band.upperBound - 1))
        scrollok(window, true)
        wscrl(window, Int32(delta))
        scrollok(window, false)
        wsetscrreg(window, 0, Int32(height - 1))
        colorPairs.scroll(rows: band, by: delta)
    }

    /// Blanks the window and makes the next ``flush()`` clear the physical screen first.
    public func clear() {
        guard !isShutDown else { return }
        werase(window)
        clearok(wf_curscr(), true)
        colorPairs.clear(width: Int(wf_cols()), height: Int(wf_lines()))
    }

    /// Sends what changed in the window to the terminal (`doupdate`, one write per frame). A
    /// failed write (the terminal is gone) ends the session at the next ``nextEvent(timeoutMilliseconds:)``.
    public func flush() {
        guard !isShutDown, wf_is_curses_active() != 0, wf_begin_output() != 0 else { return }
        defer { wf_end_output() }
        wnoutrefresh(window)
        doupdate()
        if wf_take_output_error() != 0 {
            outputFailed = true
        }
    }

    /// Writes `bytes` straight to standard output, after whatever `doupdate` wrote (ncurses
    /// writes its own buffer out at the end of every update), retrying interrupted and partial
    /// writes. A failed write ends the session like ``flush()``'s.
    public func writeRaw(_ bytes: [UInt8]) {
        guard !isShutDown, !bytes.isEmpty, wf_is_curses_active() != 0, wf_begin_output() != 0 else { return }
        defer { wf_end_output() }
        if wf_write_all(bytes, bytes.count) != 0 {
            outputFailed = true
        }
    }

    /// Waits up to `timeoutMilliseconds` (negative: indefinitely) for a key, mouse event,
    /// resize or signal; returns nil on timeout, or as soon as ``wakeUp`` is called from any
    /// thread (the caller then looks at its other sources). A pending Ctrl-Z suspends the
    /// process first and then reports `.resize` with the size found on return. The process
    /// sleeps in `poll` while it waits: nothing wakes it but input, a signal or a wake-up.
    public func nextEvent(timeoutMilliseconds: Int) -> InputEvent? {
        guard !isShutDown else { return nil }
        let deadline = timeoutMilliseconds >= 0 ? elapsedMilliseconds() + UInt64(timeoutMilliseconds) : nil
        while true {
            if let event = pendingSignalEvent() ?? readInput() {
                return event
            }
            if wf_input_hung_up() != 0 || outputFailed {
                // The terminal was closed: nothing will ever come, so end like SIGHUP would.
                terminationSignal = SIGHUP
                return .terminate
            }
            var wait: Int32 = -1
            if let deadline {
                let now = elapsedMilliseconds()
                guard now < deadline else { return nil }
                wait = Int32(clamping: deadline - now)
            }
            // 1: input to read, on the next turn; 0 (timeout) or 2 (woken, or a signal): done.
            if wf_wait_for_input(wait) != 1 {
                return pendingSignalEvent()
            }
        }
    }

    /// Ends a wait in ``nextEvent(timeoutMilliseconds:)`` early; callable from any thread (a
    /// page or a picture finished in the background).
    public var wakeUp: @Sendable () -> Void {
        { wf_wake() }
    }

    /// Leaves curses mode, stops the process like Ctrl-Z, and once continued takes the terminal
    /// back (see `resumeInForeground()`).
    public func suspend() {
        guard !isShutDown, wf_is_curses_active() != 0 else { return }
        wf_restore_terminal()
        wf_stop_process()
        _ = wf_take_pending_continue()
        resumeInForeground()
    }

    /// After the process was stopped and continued: waits, without touching the terminal, until
    /// the job is in the foreground (a job continued in the background must not draw over the
    /// shell nor change its modes; `fg` brings it forward), then re-enters curses' program mode
    /// (raw mode; the alternate screen comes back with the next update after a suspension),
    /// adopts a changed size and forgets the colour pairs of the screen, which the next full
    /// frame repaints. Returns early, leaving the terminal alone, when a terminating signal
    /// arrives, or when the terminal is gone (the shell died while the job was in the
    /// background, and nobody will ever bring it forward): that ends the session like SIGHUP.
    private func resumeInForeground() {
        while true {
            let foreground = wf_is_foreground()
            if foreground == 1 { break }
            if foreground < 0 {
                terminationSignal = SIGHUP
                return
            }
            if let signal = nonZero(wf_take_pending_terminate()) {
                terminationSignal = signal
                return
            }
            usleep(20_000)
        }
        reenter()
    }

    /// Leaves curses mode, runs `body` (another program on the terminal), and takes the terminal
    /// back: program mode again, a changed size adopted. A Ctrl-C or Ctrl-\ typed for that
    /// program reaches this one too (the same process group): it is dropped; any other
    /// terminating signal that came meanwhile still ends the session.
    public func runOutside(_ body: () -> Void) {
        guard !isShutDown, wf_is_curses_active() != 0 else {
            body()
            return
        }
        wf_restore_terminal()
        body()
        if let signal = nonZero(wf_take_pending_terminate()), signal != SIGINT, signal != SIGQUIT {
            terminationSignal = signal
        }
        reenter()
    }

    /// Takes the terminal back after it was given away: curses' program mode (raw mode; the
    /// alternate screen comes back with the next update), a changed size adopted, the colour
    /// pairs of the screen forgotten (the next full frame repaints them).
    private func reenter() {
        wf_set_curses_active(1)
        reset_prog_mode()
        let rows = wf_kernel_rows()
        let cols = wf_kernel_cols()
        if rows > 0, cols > 0, rows != wf_lines() || cols != wf_cols() {
            resizeterm(rows, cols)
        }
        size = Size(width: Int(wf_cols()), height: Int(wf_lines()))
        colorPairs.clear(width: size.width, height: size.height)
    }

    /// Restores the terminal (`endwin`, exactly once), frees the curses screen and puts the
    /// signal actions back as they were before `init`. A terminating signal that arrived after the
    /// last event still counts: it becomes ``terminationSignal``.
    public func shutdown() {
        guard !isShutDown else { return }
        isShutDown = true
        wf_restore_terminal()
        delscreen(screen)
        wf_uninstall_signal_handlers()
        if terminationSignal == nil {
            terminationSignal = nonZero(wf_take_pending_terminate())
        }
    }

    // MARK: - Input

    private func pendingSignalEvent() -> InputEvent? {
        if let signal = terminationSignal ?? nonZero(wf_take_pending_terminate()) {
            terminationSignal = signal
            return .terminate
        }
        if wf_take_pending_suspend() != 0 {
            suspend()
            return terminationSignal == nil ? .resize(cols: size.width, rows: size.height) : .terminate
        }
        if wf_take_pending_continue() != 0 {
            // Stopped by someone else (SIGSTOP) and continued: the shell may have had the terminal
            // meanwhile, so take it back in the foreground and repaint everything.
            resumeInForeground()
            return terminationSignal == nil ? .resize(cols: size.width, rows: size.height) : .terminate
        }
        return nil
    }

    private func nonZero(_ signal: Int32) -> Int32? {
        signal == 0 ? nil : signal
    }
}
