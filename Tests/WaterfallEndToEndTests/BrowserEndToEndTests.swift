import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension TerminalEndToEnd {
    /// The `waterfall` browser in a real terminal: the built binary runs in a detached tmux session
    /// of a fixed size, keys go in with `send-keys`, and the screen is read with `capture-pane`.
    @Suite("BrowserEndToEnd: the browser in a real terminal (tmux)", .serialized, .timeLimit(.minutes(3)))
    struct BrowserEndToEndTests {
        /// Starts the browser on the bundled catalog in a `width`×`height` session.
        private func startBrowser(width: Int = 100, height: Int = 40, seed: Int = 1, _ arguments: [String] = []) async throws -> TmuxSession {
            let binary = try EndToEnd.waterfallBinary()
            return try await TmuxSession(
                width: width, height: height,
                command: [binary, "--data", EndToEnd.catalogPath, "--seed", "\(seed)"] + arguments
            )
        }

        // MARK: - Cards

        @Test func showsCardsWithPricesAndTheHeader() async throws {
            let session = try await startBrowser(["--latency", "50"])
            defer { session.kill() }
            let screen = try await session.waitFor("╭", "╰", "¥", "30 items")
            let header = screen.headerLine
            #expect(header.contains("waterfall"))
            #expect(header.contains("30 items · 3 cols (auto)"), "header: \(header)")
            #expect(screen.contains("│"))
            #expect(screen.contains("q  quit"), "the status line shows the key hints:\n\(screen)")
        }

        // MARK: - Paging

        @Test func scrollingToTheFooterLoadsTheNextPage() async throws {
            let session = try await startBrowser(["--latency", "1500"])
            defer { session.kill() }
            try await session.waitFor("30 items", "¥")
            try await session.sendKeys("G")
            let loading = try await session.waitFor("loading page 2")
            #expect(loading.headerLine.contains("30 items"), "still 30 items while page 2 loads:\n\(loading)")
            try await session.waitFor("60 items")
            // tmux may be read while the frame that brings page 2 is still being written, so the
            // loading footer must be gone by the deadline rather than in that very capture.
            try await session.waitForAbsence(of: "loading page 2")
            // The new cards are there: at the bottom of the 60 items, cards and the next page's footer.
            try await session.sendKeys("G")
            try await session.waitFor("loading page 3", "╰", "¥")
        }

        @Test func manyDownKeysAlsoReachTheFooter() async throws {
            let session = try await startBrowser(["--latency", "1500"])
            defer { session.kill() }
            try await session.waitFor("30 items")
            for _ in 0 ..< 12 {
                try await session.sendKeys("PageDown", "PageDown", "j", "j", "j")
            }
            try await session.waitFor("loading page 2")
            try await session.waitFor("60 items")
        }

        // MARK: - Failures

        @Test func aFailedFirstPageOffersRetry() async throws {
            // A second's latency keeps "retrying page 1…" on screen long enough to be seen by a
            // poll on a loaded machine (at 100 ms the retry could fail again between two polls).
            let session = try await startBrowser(["--latency", "1000", "--fail-rate", "1"])
            defer { session.kill() }
            let failed = try await session.waitFor("failed: simulated network error loading page 1 (attempt 1) — retrying in")
            #expect(failed.contains("page 1 failed · retrying in"), "the status line counts down too:\n\(failed)")
            #expect(failed.headerLine.contains("0 items"))
            try await session.sendKeys("r")
            try await session.waitFor("retrying page 1…")
            try await session.waitFor("page 1 (attempt 2)")
            try await session.waitFor("page 1 failed again")
        }

        /// With seed 12 and fail rate 0.5, page 1 loads, page 2 fails on its first attempt and its
        /// second attempt succeeds (the simulated network's outcomes are a function of seed, page and attempt).
        @Test func retryAfterAFailedPageLoadsIt() async throws {
            let session = try await startBrowser(seed: 12, ["--latency", "1000", "--fail-rate", "0.5"])
            defer { session.kill() }
            try await session.waitFor("30 items")
            try await session.sendKeys("G")
            let failed = try await session.waitFor("retrying in")
            #expect(failed.contains("failed: simulated network error loading page 2 (attempt 1)"), "\(failed)")
            #expect(failed.contains("╰"), "the loaded cards stay on screen:\n\(failed)")
            try await session.sendKeys("r")
            let retrying = try await session.waitFor("retrying page 2…")
            #expect(retrying.contains("loading page 2") || retrying.headerLine.contains("60 items"), "\(retrying)")
            let loaded = try await session.waitFor("60 items", "page 2 loaded")
            #expect(!loaded.contains("failed"), "\(loaded)")
            #expect(!loaded.contains("retrying"), "\(loaded)")
        }

        // MARK: - Resize

        @Test func resizingRelaysOutTheColumns() async throws {
            let session = try await startBrowser(["--latency", "0"])
            defer { session.kill() }
            try await session.waitFor("30 items · 3 cols (auto)", "╭")
            try await session.resize(width: 60, height: 30)
            // At 60 columns the header drops "(auto)", its least useful word, to keep the shop's name whole.
            let narrow = try await session.waitFor("· 2 cols ·")
            let rows = narrow.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(rows.count <= 31, "\(rows.count) rows")
            #expect(rows.allSatisfy { $0.count <= 60 }, "every row fits 60 cells:\n\(narrow)")
            #expect(narrow.contains("╭"))
            try await session.resize(width: 100, height: 40)
            try await session.waitFor("3 cols (auto)")
            try await session.resize(width: 120, height: 40)
            try await session.waitFor("4 cols (auto)")
        }

        @Test func aTooSmallTerminalSaysSoAndRecovers() async throws {
            let session = try await startBrowser(width: 12, height: 5, ["--latency", "0"])
            defer { session.kill() }
            try await session.waitUntil("\"too small\" at 12×5") { $0.flattened.lowercased().contains("too small") }
            try await session.resize(width: 80, height: 24)
            let big = try await session.waitFor("items", "╭")
            #expect(!big.flattened.lowercased().contains("too small"), "\(big)")
            try await session.resize(width: 12, height: 5)
            try await session.waitUntil("\"too small\" again") { $0.flattened.lowercased().contains("too small") }
            try await session.sendKeys("q")
            try await session.waitForExit()
        }

        // MARK: - Overlays and search

        @Test func helpFullScreenAndSearch() async throws {
            let session = try await startBrowser(["--latency", "0"])
            defer { session.kill() }
            try await session.waitFor("30 items", "╭")

            try await session.sendKeys("?")
            // Waits for the overlay's last line too: tmux can be read while a frame is half drawn.
            let help = try await session.waitFor("Keys", "retry now what failed")
            #expect(help.contains("reload from the first page, keeping your place"), "\(help)")
            #expect(help.contains("quit"))
            try await session.sendKeys("Escape")
            try await session.waitForAbsence(of: "Keys")

            // Enter right after start (nothing focused yet) shows the first card on screen full screen.
            try await session.sendKeys("Enter")
            try await session.waitFor("1/30", "Esc  back")
            try await session.sendKeys("Escape")
            try await session.waitForAbsence(of: "Esc  back")

            // Focus a card, then open it.
            try await session.sendKeys("j", "l", "Enter")
            try await session.waitFor("/30", "Esc  back")
            try await session.sendKeys("Escape")
            try await session.waitForAbsence(of: "Esc  back")

            // Search: the prompt shows what is typed; Enter focuses the first match.
            try await session.sendKeys("/")
            try await session.type("cruise")
            let prompt = try await session.waitFor("/cruise")
            #expect(prompt.split(separator: "\n").last?.contains("/cruise") == true, "the prompt is on the status line:\n\(prompt)")
            #expect(prompt.split(separator: "\n").last?.contains("match") == true, "the prompt counts the matches:\n\(prompt)")
            try await session.sendKeys("Enter")
            let found = try await session.waitFor("/cruise: match")
            #expect(found.contains("cruise"), "\(found)")
            try await session.sendKeys("n")
            try await session.waitFor("/cruise: match")

            // A CJK query is typed and matched too.
            try await session.sendKeys("/")
            try await session.type("装饰画")
            try await session.waitFor("/装饰画")
            try await session.sendKeys("Enter")
            try await session.waitFor("/装饰画: match")
        }

        // MARK: - Late answers from the terminal

        /// A terminal that answers the start-up probe after it stopped waiting (a slow emulator,
        /// a long SSH link) sends those answers while keys are read. Read as keys, each failed
        /// XTGETTCAP answer `ESC P 0 + r 5463 ESC \` was a `+` (one column more) and an `r`.
        @Test func lateProbeAnswersAreNotKeys() async throws {
            let session = try await startBrowser(["--latency", "0"])
            defer { session.kill() }
            try await session.waitFor("30 items · 3 cols (auto)", "╭")
            let late = "\u{1B}P0+r5463\u{1B}\\\u{1B}P0+r5463\u{1B}\\\u{1B}[?62;22c\u{1B}]11;rgb:0000/0000/0000\u{1B}\\\u{1B}[6;19;8t"
            try await session.tmuxCommand(["send-keys", "-t", session.name, "-H"] + late.utf8.map { String($0, radix: 16) })
            try await session.sendKeys("-")
            let screen = try await session.waitFor("columns: 2")
            #expect(screen.headerLine.contains("30 items · 2 cols ·"), "one column fewer than the automatic 3, no more:\n\(screen)")
        }

        // MARK: - Giving the terminal back

        @Test func quitRestoresTheTerminal() async throws {
            let shell = try await BrowserShell()
            defer { shell.close() }
            try await shell.launchBrowser()
            try await shell.session.waitFor("30 items", "╭")
            try await shell.session.sendKeys("q")
            #expect(try await shell.exitStatus() == 0)
            try await shell.expectShellIsBack(after: "quitting")
        }

        /// Ctrl-Z gives the terminal back to the shell (job stopped, prompt usable); `fg` brings the
        /// browser back, redrawn, and it still answers keys.
        @Test func ctrlZSuspendsAndFgRedraws() async throws {
            let shell = try await BrowserShell()
            defer { shell.close() }
            let session = shell.session
            try await shell.launchBrowser(printingStatus: false)
            try await session.waitFor("30 items", "╭")

            try await session.sendKeys("C-z")
            let stopped = try await session.waitFor("Stopped")
            #expect(!stopped.contains("q  quit"), "the browser's screen is gone while suspended:\n\(stopped)")
            try await session.runShellLine("echo \"suspended-$((20+22))-marker\"")
            try await session.waitFor("suspended-42-marker")

            try await session.runShellLine("fg")
            try await session.waitFor("30 items", "╭", "quit")
            try await session.sendKeys("?")
            try await session.waitFor("Keys")
            try await session.sendKeys("Escape", "q")
            try await session.waitForAbsence(of: "quit")
            try await session.runShellLine("echo \"exit=$?\"")
            #expect(try await shell.exitStatus() == 0)
            try await shell.expectShellIsBack(after: "Ctrl-Z, fg and q")
        }

        /// A crash (SIGSEGV) gives the terminal back before the Swift runtime reports it (exit 139).
        /// The terminating signals are in ``SignalMatrixTests``.
        @Test func aCrashRestoresTheTerminal() async throws {
            let shell = try await BrowserShell()
            defer { shell.close() }
            let pid = try await shell.launchBrowser(environment: "SWIFT_BACKTRACE=interactive=no")
            try await shell.session.waitFor("30 items", "╭")
            #expect(EndToEnd.signal(SIGSEGV, to: pid) == 0)
            #expect(try await shell.exitStatus() == 128 + SIGSEGV)
            #expect(!EndToEnd.isRunning(pid), "the app has exited")
            try await shell.expectShellIsBack(after: "SIGSEGV")
        }

        /// When the terminal goes away (tmux's server is killed, as when a terminal window is
        /// closed), the app gets SIGHUP and must end, also while a page is loading.
        @Test func closingTheTerminalEndsTheApp() async throws {
            for round in 0 ..< 3 {
                let session = try await startBrowser(["--latency", "1500"])
                defer { session.kill() }
                try await session.waitFor("╭")
                if round > 0 {
                    try await session.sendKeys("G")
                    try await session.waitFor("loading page")
                }
                let pid = try #require(session.panePID)
                #expect(
                    await session.close(), "round \(round): waterfall (pid \(pid)) was still running 3 s after its terminal was closed; it had to be killed")
            }
        }

        // MARK: - Without a terminal (no tmux needed)

        @Test func withoutATerminalItExitsNonZeroAndPointsToDump() async throws {
            let binary = try EndToEnd.waterfallBinary()
            var environment = ProcessInfo.processInfo.environment
            environment["TERM"] = "xterm-256color"
            let output = try await EndToEnd.run(binary, ["--data", EndToEnd.catalogPath], environment: environment)
            #expect(output.status != 0)
            #expect(output.stdout.isEmpty, "nothing on standard output: \(output.stdout)")
            #expect(output.stderr.contains("terminal"), "stderr: \(output.stderr)")
            #expect(output.stderr.contains("waterfall dump"), "stderr: \(output.stderr)")
        }
    }
}
