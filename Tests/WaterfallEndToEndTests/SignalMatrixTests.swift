import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One way a signal reaches the browser: `kill` from another process, or a key that the terminal
/// turns into a signal for the foreground job.
struct SignalDelivery: Sendable, CustomTestStringConvertible {
    /// The signal.
    let signal: Int32
    /// Its name without `SIG`, as `kill -<name>` takes it.
    let name: String
    /// The tmux key name that makes the terminal send it, nil for `kill`.
    let key: String?

    var testDescription: String { key.map { "SIG\(name) by \($0)" } ?? "kill -\(name)" }

    /// Every signal whose default action ends the process that the matrix covers, by `kill`,
    /// plus the keys that send SIGINT and SIGQUIT.
    static let terminating: [SignalDelivery] = [
        SignalDelivery(signal: SIGINT, name: "INT", key: nil),
        SignalDelivery(signal: SIGINT, name: "INT", key: "C-c"),
        SignalDelivery(signal: SIGTERM, name: "TERM", key: nil),
        SignalDelivery(signal: SIGHUP, name: "HUP", key: nil),
        SignalDelivery(signal: SIGQUIT, name: "QUIT", key: nil),
        SignalDelivery(signal: SIGQUIT, name: "QUIT", key: "C-\\"),
        SignalDelivery(signal: SIGPIPE, name: "PIPE", key: nil),
        SignalDelivery(signal: SIGUSR1, name: "USR1", key: nil),
        SignalDelivery(signal: SIGALRM, name: "ALRM", key: nil),
    ]

    /// Delivers the signal to `pid` (by `kill`) or to the foreground job of `session` (by key).
    func deliver(to pid: pid_t, in session: TmuxSession) async throws {
        if let key {
            try await session.sendKeys(key)
        } else {
            #expect(EndToEnd.signal(signal, to: pid) == 0, "kill -\(name) \(pid) failed")
        }
    }
}

extension TerminalEndToEnd {
    /// The browser's signal handling, end to end: it runs as a foreground job of an interactive
    /// bash in tmux, gets a signal, and the shell must get its terminal back exactly as before.
    /// Terminating signals end it with status 128 + the signal; job control (SIGTSTP, SIGSTOP,
    /// SIGCONT, `fg`) stops and resumes it without ever drawing while it is in the background.
    @Suite("SignalMatrix: every signal gives the shell its terminal back", .serialized, .timeLimit(.minutes(3)))
    struct SignalMatrixTests {
        // MARK: - Terminating signals

        @Test(arguments: SignalDelivery.terminating)
        func aTerminatingSignalEndsWithItsStatusAndRestoresTheShell(_ delivery: SignalDelivery) async throws {
            let shell = try await BrowserShell()
            defer { shell.close() }
            let pid = try await shell.launchBrowser()
            try await shell.session.waitFor("30 items", "╭")

            try await delivery.deliver(to: pid, in: shell.session)
            let status = try await shell.exitStatus()
            #expect(status == 128 + delivery.signal, "a shell expects 128 + the signal after \(delivery.testDescription)")
            #expect(!EndToEnd.isRunning(pid), "the browser has exited")
            let screen = try await shell.session.capture()
            #expect(!screen.contains("crashed") && !screen.contains("Backtrace"), "no crash report after \(delivery.testDescription):\n\(screen)")
            try await shell.expectShellIsBack(after: delivery.testDescription)
        }

        /// Two terminating signals at once (SIGINT, then SIGTERM right away): the second finds the
        /// first still pending, so the handler itself restores the terminal (async-signal-safe:
        /// the saved modes and the bytes that leave full-screen mode) and exits with 128 + the
        /// signal it was running for; the kernel may run either handler first.
        @Test func twoSignalsAtOnceRestoreFromTheHandler() async throws {
            let shell = try await BrowserShell()
            defer { shell.close() }
            let pid = try await shell.launchBrowser()
            try await shell.session.waitFor("30 items", "╭")

            #expect(EndToEnd.signal(SIGINT, to: pid) == 0)
            #expect(EndToEnd.signal(SIGTERM, to: pid) == 0)
            let status = try await shell.exitStatus()
            #expect([128 + SIGINT, 128 + SIGTERM].contains(status), "exit status \(status)")
            #expect(!EndToEnd.isRunning(pid))
            try await shell.expectShellIsBack(after: "SIGINT and SIGTERM at once")
        }

        /// SIGQUIT before the browser has taken the terminal (here: while it reads a large
        /// `catalog.json`, about a second's work) quits at once with status 131: the Swift
        /// runtime's backtracer must not treat it as a crash (it would print a report and wait
        /// 30 s for a key). (Catalogs are read only from regular files, so a FIFO can no longer
        /// hold the browser in its start.)
        @Test(arguments: [
            SignalDelivery(signal: SIGQUIT, name: "QUIT", key: nil),
            SignalDelivery(signal: SIGQUIT, name: "QUIT", key: "C-\\"),
        ])
        func quitWhileStartingEndsWithoutACrashReport(_ delivery: SignalDelivery) async throws {
            let shell = try await BrowserShell()
            defer { shell.close() }
            let catalog = shell.directory.appendingPathComponent("catalog")
            try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
            let pages = Array(repeating: "\"p.json\"", count: 600_000).joined(separator: ",")
            try Data(#"{"format": "waterfall-catalog", "version": 1, "name": "n", "pageSize": 30, "pages": [\#(pages)]}"#.utf8)
                .write(to: catalog.appendingPathComponent("catalog.json"))
            let pid = try await shell.launchBrowser(catalog: catalog.path)

            try await Self.waitUntilStarting(pid)
            try await delivery.deliver(to: pid, in: shell.session)
            let status = try await shell.exitStatus(timeout: .seconds(5))
            #expect(status == 128 + SIGQUIT)
            let screen = try await shell.session.capture()
            #expect(!screen.contains("crashed") && !screen.contains("Backtrace"), "no crash report:\n\(screen)")
            try await shell.expectShellIsBack(after: "\(delivery.testDescription) while starting")
        }

        /// Waits until `pid` runs the built browser and has used 50 ms of processor time (the
        /// runtime is up, the catalog is being read), while SIGQUIT still has its default action
        /// (the browser has not installed its handlers, so it has not taken the terminal).
        private static func waitUntilStarting(_ pid: pid_t) async throws {
            let binary = try EndToEnd.waterfallBinary()
            let deadline = ContinuousClock.now + TmuxSession.defaultTimeout
            while ContinuousClock.now < deadline {
                let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/exe")
                if executable.map({ URL(fileURLWithPath: $0).resolvingSymlinksInPath().path }) == URL(fileURLWithPath: binary).resolvingSymlinksInPath().path,
                    let ticks = processorTicks(pid), ticks >= 5
                {
                    guard let caught = caughtSignals(pid), caught & (1 << UInt64(SIGQUIT - 1)) == 0 else {
                        throw EndToEndError("the browser had installed its handlers before the test caught it starting")
                    }
                    return
                }
                try await Task.sleep(for: .milliseconds(5))
            }
            throw EndToEndError("the browser did not start reading its catalog")
        }

        /// User and system time of `pid` in clock ticks, from `/proc/<pid>/stat`.
        private static func processorTicks(_ pid: pid_t) -> Int? {
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { return nil }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
            return user + system
        }

        /// The mask of caught signals of `pid` (`SigCgt` in `/proc/<pid>/status`).
        private static func caughtSignals(_ pid: pid_t) -> UInt64? {
            guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
                let line = status.split(separator: "\n").first(where: { $0.hasPrefix("SigCgt:") })
            else { return nil }
            return UInt64(line.dropFirst("SigCgt:".count).trimmingCharacters(in: .whitespaces), radix: 16)
        }

        // MARK: - Job control

        /// kill -TSTP stops the browser with the shell's screen and modes back; kill -CONT lets it
        /// run on in the background, where it must not draw; `fg` brings it back in raw mode
        /// (a key works without Enter), and `q` exits 0.
        @Test func stopContinueInTheBackgroundThenFg() async throws {
            let shell = try await BrowserShell()
            defer { shell.close() }
            let session = shell.session
            let pid = try await launchWithoutStatus(in: shell)

            try await stopWithTSTP(shell, pid: pid)

            #expect(EndToEnd.signal(SIGCONT, to: pid) == 0)
            try await Self.waitUntil("the browser runs again after kill -CONT") { !BrowserShell.isStopped(pid) }
            for _ in 0 ..< 5 {
                let screen = try await session.capture()
                let alternate = try await session.isAlternateScreenOn()
                #expect(!alternate && !screen.contains("╭") && !screen.contains("q  quit"), "a background job drew:\n\(screen)")
                try await Task.sleep(for: .milliseconds(100))
            }
            #expect(EndToEnd.isRunning(pid) && !BrowserShell.isStopped(pid), "the browser runs on in the background")
            try await session.runShellLine("echo \"background-$((6*7))-marker\"")
            let screen = try await session.waitFor("background-42-marker")
            #expect(!screen.contains("╭"), "a background job drew:\n\(screen)")

            try await bringBackAndQuit(shell, after: "kill -TSTP, kill -CONT and fg")
        }

        /// kill -TSTP, then `fg`: back in raw mode at once, and `q` exits 0.
        @Test func stopThenFg() async throws {
            let shell = try await BrowserShell()
            defer { shell.close() }
            let pid = try await launchWithoutStatus(in: shell)

            try await stopWithTSTP(shell, pid: pid)
            try await bringBackAndQuit(shell, after: "kill -TSTP and fg")
        }

        /// An outside SIGSTOP cannot be caught (the screen stays as it was), but once `fg`
        /// continues the job, the browser takes the terminal back in raw mode and repaints.
        @Test func outsideStopThenFg() async throws {
            let shell = try await BrowserShell()
            defer { shell.close() }
            let pid = try await launchWithoutStatus(in: shell)

            #expect(EndToEnd.signal(SIGSTOP, to: pid) == 0)
            try await shell.session.waitFor("Stopped")
            #expect(BrowserShell.isStopped(pid))
            try await shell.session.runShellLine("clear")
            try await shell.session.waitForAbsence(of: "╭")
            try await bringBackAndQuit(shell, after: "kill -STOP and fg")
        }

        /// `kill %1` on the stopped job (bash sends SIGTERM, then SIGCONT): the browser ends with
        /// 143 from the background, without drawing or touching the terminal's modes.
        @Test func killPercentOneEndsAStoppedBrowser() async throws {
            let shell = try await BrowserShell()
            defer { shell.close() }
            let session = shell.session
            let pid = try await launchWithoutStatus(in: shell)

            try await stopWithTSTP(shell, pid: pid)
            try await session.runShellLine("kill %1")
            try await Self.waitUntil("the browser to end after kill %1") { !EndToEnd.isRunning(pid) }
            // bash reports the job's end before its next prompt.
            try await session.runShellLine("echo \"after-$((6*7))-kill\"")
            let screen = try await session.waitFor("after-42-kill", "Exit \(128 + SIGTERM)")
            #expect(!screen.contains("╭") && !screen.contains("q  quit"), "the browser drew while ending in the background:\n\(screen)")
            try await shell.expectShellIsBack(after: "kill %1 on the stopped browser")
        }

        /// When the shell dies (SIGKILL) while the browser is stopped, or continued in the
        /// background, nobody can bring it to the foreground again: it must end by itself (a
        /// stopped job gets SIGHUP and SIGCONT from the kernel; a running background job only
        /// finds its terminal gone).
        @Test(arguments: [false, true])
        func theShellDyingEndsAJobThatCannotComeBack(continuedInTheBackground: Bool) async throws {
            let shell = try await BrowserShell()
            defer { shell.close() }
            let pid = try await launchWithoutStatus(in: shell)
            #expect(EndToEnd.signal(SIGTSTP, to: pid) == 0)
            try await Self.waitUntil("the browser to stop") { BrowserShell.isStopped(pid) }
            if continuedInTheBackground {
                #expect(EndToEnd.signal(SIGCONT, to: pid) == 0)
                try await Self.waitUntil("the browser to run in the background") { !BrowserShell.isStopped(pid) }
            }
            let shellPID = try #require(shell.session.panePID)
            #expect(EndToEnd.signal(SIGKILL, to: shellPID) == 0)
            // A positive signal, waited for as long as a loaded machine needs (once more than 10 s
            // with both cores busy and three tests at a time).
            try await Self.waitUntil("the browser (pid \(pid)) to end after its shell died", timeout: .seconds(60)) { !EndToEnd.isRunning(pid) }
        }

        /// Starts the browser in `shell` with nothing after it on the command line (once it is
        /// stopped, the shell must wait at its prompt) and waits for its first screen; returns
        /// its pid.
        private func launchWithoutStatus(in shell: BrowserShell) async throws -> pid_t {
            let pid = try await shell.launchBrowser(printingStatus: false)
            try await shell.session.waitFor("30 items", "╭")
            return pid
        }

        /// kill -TSTP; then the job is stopped and the shell has its screen: bash says so, the
        /// alternate screen is off, keypad, mouse and cursor modes are the shell's, nothing of the
        /// browser is visible, and a command line runs.
        private func stopWithTSTP(_ shell: BrowserShell, pid: pid_t) async throws {
            let event = "kill -TSTP"
            #expect(EndToEnd.signal(SIGTSTP, to: pid) == 0)
            let stopped = try await shell.session.waitFor("Stopped")
            try await Self.waitUntil("the browser to be stopped after \(event)") { BrowserShell.isStopped(pid) }
            let alternate = try await shell.session.isAlternateScreenOn()
            #expect(!alternate, "the alternate screen is still on after \(event):\n\(stopped)")
            let flags = try await shell.session.modeFlags()
            #expect(flags.filter(\.value).keys.sorted() == ["cursor_flag"], "keypad, mouse or cursor modes while stopped after \(event): \(flags)")
            #expect(!stopped.contains("╭") && !stopped.contains("q  quit"), "the browser's screen is still there after \(event):\n\(stopped)")
            try await shell.session.runShellLine("echo \"stopped-$((6*7))-marker\"")
            try await shell.session.waitFor("stopped-42-marker")
        }

        /// `fg`; the browser repaints and answers `?` without Enter (raw mode); `q` exits 0 and the
        /// shell is back.
        private func bringBackAndQuit(_ shell: BrowserShell, after event: String) async throws {
            let session = shell.session
            try await session.runShellLine("fg")
            try await session.waitFor("30 items", "╭", "q  quit")
            try await session.sendKeys("?")
            try await session.waitFor("Keys", timeout: .seconds(3))
            try await session.sendKeys("Escape")
            try await session.waitForAbsence(of: "Keys")
            try await session.sendKeys("q")
            try await session.waitUntil("the prompt after q") { BrowserShell.lastLine(of: $0).hasPrefix(BrowserShell.prompt) }
            try await session.runShellLine("echo \"exit=$?\"")
            #expect(try await shell.exitStatus() == 0, "q after \(event) exits 0")
            try await shell.expectShellIsBack(after: event)
        }

        /// Polls `condition` every 20 ms for up to `timeout`.
        private static func waitUntil(_ what: String, timeout: Duration = .seconds(30), _ condition: () -> Bool) async throws {
            let deadline = ContinuousClock.now + timeout
            while !condition() {
                if ContinuousClock.now > deadline { throw EndToEndError("timed out waiting for \(what)") }
                try await Task.sleep(for: .milliseconds(20))
            }
        }
    }
}
