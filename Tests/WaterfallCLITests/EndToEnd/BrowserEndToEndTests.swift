import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `waterfall` browser in a real terminal: the built binary runs in a detached tmux session
/// of a fixed size, keys go in with `send-keys`, and the screen is read with `capture-pane`.
/// tmux is required: without it these tests fail (`.ci/setup` installs it).
@Suite("BrowserEndToEnd: the browser in a real terminal (tmux)", .serialized, .timeLimit(.minutes(3)))
struct BrowserEndToEndTests {
    /// Starts the browser on the bundled catalog in a `width`×`height` session.
    private func startBrowser(width: Int = 100, height: Int = 40, seed: Int = 1, _ arguments: [String] = []) throws -> TmuxSession {
        let binary = try EndToEnd.waterfallBinary()
        return try TmuxSession(
            width: width, height: height,
            command: [binary, "--data", EndToEnd.catalogPath, "--seed", "\(seed)"] + arguments
        )
    }

    /// The browser's command line for typing into a shell.
    private func browserCommandLine(_ arguments: [String]) throws -> String {
        let binary = try EndToEnd.waterfallBinary()
        return ([binary, "--data", EndToEnd.catalogPath, "--seed", "1"] + arguments).map(EndToEnd.shellQuoted).joined(separator: " ")
    }

    /// A shell (bash without rc files, prompt `e2e$ `) in a session, ready for commands.
    private func startShell(width: Int = 100, height: Int = 40) throws -> TmuxSession {
        let session = try TmuxSession(
            width: width, height: height, command: ["bash", "--norc", "--noprofile"],
            environment: ["PS1": "e2e$ ", "HISTFILE": "/dev/null"]
        )
        try session.waitFor("e2e$")
        return session
    }

    /// A fresh temporary directory, for files the shell writes.
    private func makeTemporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("waterfall-e2e-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    // MARK: - Cards

    @Test func showsCardsWithPricesAndTheHeader() throws {
        let session = try startBrowser(["--latency", "50"])
        defer { session.kill() }
        let screen = try session.waitFor("╭", "╰", "¥", "30 items")
        let header = screen.headerLine
        #expect(header.contains("waterfall"))
        #expect(header.contains("30 items · 3 cols (auto)"), "header: \(header)")
        #expect(screen.contains("│"))
        #expect(screen.contains("q  quit"), "the status line shows the key hints:\n\(screen)")
    }

    // MARK: - Paging

    @Test func scrollingToTheFooterLoadsTheNextPage() throws {
        let session = try startBrowser(["--latency", "1500"])
        defer { session.kill() }
        try session.waitFor("30 items", "¥")
        try session.sendKeys("G")
        let loading = try session.waitFor("loading page 2")
        #expect(loading.headerLine.contains("30 items"), "still 30 items while page 2 loads:\n\(loading)")
        let loaded = try session.waitFor("60 items")
        #expect(!loaded.contains("loading page 2"), "the loading footer is gone once page 2 arrived:\n\(loaded)")
        // The new cards are there: at the bottom of the 60 items, cards and the next page's footer.
        try session.sendKeys("G")
        try session.waitFor("loading page 3", "╰", "¥")
    }

    @Test func manyDownKeysAlsoReachTheFooter() throws {
        let session = try startBrowser(["--latency", "1500"])
        defer { session.kill() }
        try session.waitFor("30 items")
        for _ in 0 ..< 12 {
            try session.sendKeys("PageDown", "PageDown", "j", "j", "j")
        }
        try session.waitFor("loading page 2")
        try session.waitFor("60 items")
    }

    // MARK: - Failures

    @Test func aFailedFirstPageOffersRetry() throws {
        let session = try startBrowser(["--latency", "100", "--fail-rate", "1"])
        defer { session.kill() }
        let failed = try session.waitFor("press r to retry")
        #expect(failed.contains("failed: simulated network error loading page 1 (attempt 1)"), "\(failed)")
        #expect(failed.headerLine.contains("0 items"))
        try session.sendKeys("r")
        try session.waitFor("retrying…")
        try session.waitFor("page 1 (attempt 2)", "press r to retry")
    }

    /// With seed 12 and fail rate 0.5, page 1 loads, page 2 fails on its first attempt and its
    /// second attempt succeeds (the simulated network's outcomes are a function of seed, page and attempt).
    @Test func retryAfterAFailedPageLoadsIt() throws {
        let session = try startBrowser(seed: 12, ["--latency", "1000", "--fail-rate", "0.5"])
        defer { session.kill() }
        try session.waitFor("30 items")
        try session.sendKeys("G")
        let failed = try session.waitFor("press r to retry")
        #expect(failed.contains("failed: simulated network error loading page 2 (attempt 1)"), "\(failed)")
        #expect(failed.contains("╰"), "the loaded cards stay on screen:\n\(failed)")
        try session.sendKeys("r")
        let retrying = try session.waitFor("retrying…")
        #expect(retrying.contains("loading page 2") || retrying.headerLine.contains("60 items"), "\(retrying)")
        let loaded = try session.waitFor("60 items")
        #expect(!loaded.contains("press r to retry"), "\(loaded)")
    }

    // MARK: - Resize

    @Test func resizingRelaysOutTheColumns() throws {
        let session = try startBrowser(["--latency", "0"])
        defer { session.kill() }
        try session.waitFor("30 items · 3 cols (auto)", "╭")
        try session.resize(width: 60, height: 30)
        let narrow = try session.waitFor("2 cols (auto)")
        let rows = narrow.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rows.count <= 31, "\(rows.count) rows")
        #expect(rows.allSatisfy { $0.count <= 60 }, "every row fits 60 cells:\n\(narrow)")
        #expect(narrow.contains("╭"))
        try session.resize(width: 100, height: 40)
        try session.waitFor("3 cols (auto)")
        try session.resize(width: 120, height: 40)
        try session.waitFor("4 cols (auto)")
    }

    @Test func aTooSmallTerminalSaysSoAndRecovers() throws {
        let session = try startBrowser(width: 12, height: 5, ["--latency", "0"])
        defer { session.kill() }
        try session.waitUntil("\"too small\" at 12×5") { $0.flattened.contains("too small") }
        try session.resize(width: 80, height: 24)
        let big = try session.waitFor("items", "╭")
        #expect(!big.flattened.contains("too small"), "\(big)")
        try session.resize(width: 12, height: 5)
        try session.waitUntil("\"too small\" again") { $0.flattened.contains("too small") }
        try session.sendKeys("q")
        try session.waitForExit()
    }

    // MARK: - Overlays and search

    @Test func helpDetailAndSearch() throws {
        let session = try startBrowser(["--latency", "0"])
        defer { session.kill() }
        try session.waitFor("30 items", "╭")

        try session.sendKeys("?")
        let help = try session.waitFor("Keys")
        #expect(help.contains("retry a failed page, or reload"), "\(help)")
        #expect(help.contains("quit"))
        try session.sendKeys("Escape")
        try session.waitForAbsence(of: "Keys")

        // Enter right after start (nothing focused yet) opens the first card on screen.
        try session.sendKeys("Enter")
        try session.waitFor("Esc to close")
        try session.sendKeys("Escape")
        try session.waitForAbsence(of: "Esc to close")

        // Focus a card, then open it.
        try session.sendKeys("j", "l", "Enter")
        try session.waitFor("Esc to close")
        try session.sendKeys("Escape")
        try session.waitForAbsence(of: "Esc to close")

        // Search: the prompt shows what is typed; Enter focuses the first match.
        try session.sendKeys("/")
        try session.type("Lamy")
        let prompt = try session.waitFor("/Lamy")
        #expect(prompt.split(separator: "\n").last?.contains("/Lamy") == true, "the prompt is on the status line:\n\(prompt)")
        #expect(prompt.split(separator: "\n").last?.contains("match") == true, "the prompt counts the matches:\n\(prompt)")
        try session.sendKeys("Enter")
        let found = try session.waitFor("/Lamy: match")
        #expect(found.contains("Lamy"), "\(found)")
        try session.sendKeys("n")
        try session.waitFor("/Lamy: match")

        // A CJK query is typed and matched too.
        try session.sendKeys("/")
        try session.type("钢笔")
        try session.waitFor("/钢笔")
        try session.sendKeys("Enter")
        try session.waitFor("/钢笔: match")
    }

    // MARK: - Giving the terminal back

    @Test func quitRestoresTheTerminal() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let modes = directory.appendingPathComponent("stty-before").path
        let session = try startShell()
        defer { session.kill() }
        try session.runShellLine("stty -g > \(EndToEnd.shellQuoted(modes)); clear")
        try session.waitUntil("the screen to clear") { !$0.contains("stty") }
        try session.runShellLine(try browserCommandLine(["--latency", "0"]) + "; echo \"exit=$?\"")
        try session.waitFor("30 items", "╭")

        try session.sendKeys("q")
        let after = try session.waitFor("exit=0")
        #expect(!after.contains("╭") && !after.contains("q  quit"), "the alternate screen is gone:\n\(after)")

        try expectShellIsBack(in: session, modes: modes, after: "quitting")
    }

    /// Ctrl-Z gives the terminal back to the shell (job stopped, prompt usable); `fg` brings the
    /// browser back, redrawn, and it still answers keys.
    @Test func ctrlZSuspendsAndFgRedraws() throws {
        let session = try startShell()
        defer { session.kill() }
        try session.runShellLine("clear")
        try session.waitUntil("the screen to clear") { !$0.contains("clear") }
        try session.runShellLine(try browserCommandLine(["--latency", "0"]))
        try session.waitFor("30 items", "╭")

        try session.sendKeys("C-z")
        let stopped = try session.waitFor("Stopped")
        #expect(!stopped.contains("q  quit"), "the browser's screen is gone while suspended:\n\(stopped)")
        try session.runShellLine("echo \"suspended-$((20+22))-marker\"")
        try session.waitFor("suspended-42-marker")

        try session.runShellLine("fg")
        try session.waitFor("30 items", "╭", "quit")
        try session.sendKeys("?")
        try session.waitFor("Keys")
        try session.sendKeys("Escape", "q")
        try session.waitForAbsence(of: "quit")
        try session.runShellLine("echo \"done-$((20+22))-marker\"")
        try session.waitFor("done-42-marker")
    }

    /// SIGINT, SIGTERM and SIGHUP end the app cleanly (exit 128 + the signal); a crash (SIGSEGV)
    /// gives the terminal back before the Swift runtime reports it (exit 139).
    @Test(arguments: [SIGINT, SIGTERM, SIGHUP, SIGSEGV])
    func aSignalRestoresTheTerminal(signal: Int32) throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let modes = directory.appendingPathComponent("stty-before").path
        let pidFile = directory.appendingPathComponent("pid").path
        let session = try startShell()
        defer { session.kill() }
        try session.runShellLine("stty -g > \(EndToEnd.shellQuoted(modes)); clear")
        try session.waitUntil("the screen to clear") { !$0.contains("stty") }
        // The app runs in the foreground with a known pid: sh writes its own pid, then execs it.
        try session.runShellLine(
            "SWIFT_BACKTRACE=interactive=no sh -c 'echo $$ > \"$0\"; exec \"$@\"' \(EndToEnd.shellQuoted(pidFile)) "
                + (try browserCommandLine(["--latency", "0"])) + "; echo \"exit=$?\""
        )
        try session.waitFor("30 items", "╭")
        let pidText = try String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        let pid = try #require(pid_t(pidText), "pid file holds \(pidText)")
        #expect(EndToEnd.signal(signal, to: pid) == 0)

        let after = try session.waitUntil("the shell to print the exit status") { screen in
            screen.split(separator: "\n").contains { $0.hasPrefix("exit=") }
        }
        #expect(!after.contains("╭") && !after.contains("q  quit"), "the alternate screen is gone:\n\(after)")
        #expect(!EndToEnd.isRunning(pid), "the app has exited")
        let status = after.split(separator: "\n").first { $0.hasPrefix("exit=") }.map(String.init) ?? "?"
        #expect(status == "exit=\(128 + signal)", "a shell expects 128 + the signal:\n\(after)")
        try expectShellIsBack(in: session, modes: modes, after: "signal \(signal)")
    }

    /// The shell reads and echoes a command line again, with the terminal modes saved in the file
    /// `modes` before the browser started.
    private func expectShellIsBack(in session: TmuxSession, modes: String, after event: String) throws {
        try session.runShellLine("stty -g | cmp -s - \(EndToEnd.shellQuoted(modes)) && echo \"modes-$((6*7))-same\" || echo \"modes-$((6*7))-differ\"")
        let shell = try session.waitUntil("the shell to answer") { $0.contains("modes-42-") }
        #expect(shell.contains("modes-42-same"), "stty modes after \(event) differ from before:\n\(shell)")
        try session.runShellLine("echo \"done-$((20+22))-marker\"")
        try session.waitFor("done-42-marker")
    }

    /// When the terminal goes away (tmux's server is killed, as when a terminal window is
    /// closed), the app gets SIGHUP and must end, also while a page is loading.
    @Test func closingTheTerminalEndsTheApp() throws {
        for round in 0 ..< 3 {
            let session = try startBrowser(["--latency", "1500"])
            defer { session.kill() }
            try session.waitFor("╭")
            if round > 0 {
                try session.sendKeys("G")
                try session.waitFor("loading page")
            }
            let pid = try #require(session.panePID)
            #expect(session.kill(), "round \(round): waterfall (pid \(pid)) was still running 3 s after its terminal was closed; it had to be killed")
        }
    }

    // MARK: - Without a terminal (no tmux needed)

    @Test func withoutATerminalItExitsNonZeroAndPointsToDump() throws {
        let binary = try EndToEnd.waterfallBinary()
        var environment = ProcessInfo.processInfo.environment
        environment["TERM"] = "xterm-256color"
        let output = try EndToEnd.run(binary, ["--data", EndToEnd.catalogPath], environment: environment)
        #expect(output.status != 0)
        #expect(output.stdout.isEmpty, "nothing on standard output: \(output.stdout)")
        #expect(output.stderr.contains("terminal"), "stderr: \(output.stderr)")
        #expect(output.stderr.contains("waterfall dump"), "stderr: \(output.stderr)")
    }
}

