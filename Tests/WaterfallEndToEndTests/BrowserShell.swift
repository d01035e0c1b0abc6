import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An interactive bash (prompt `e2e$ `, no rc files) in a tmux session, from which the browser is
/// started as a foreground job with a known pid, and the checks that the shell got its terminal
/// back afterwards. The shell's terminal modes are saved (`stty -g`) before anything runs, and
/// core dumps are off (a default SIGQUIT must not leave files behind).
final class BrowserShell {
    /// The tmux session the shell runs in.
    let session: TmuxSession
    /// A temporary directory for the saved modes and the pid file.
    let directory: URL
    /// The pid of the browser started last, once it has written it.
    private(set) var browserPID: pid_t?

    /// The prompt the shell prints.
    static let prompt = "e2e$"

    private var modesPath: String { directory.appendingPathComponent("stty-before").path }
    private var pidPath: String { directory.appendingPathComponent("pid").path }

    /// Starts the shell in a `width`×`height` session and saves its terminal modes.
    init(width: Int = 100, height: Int = 40) async throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("waterfall-e2e-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        session = try await TmuxSession(
            width: width, height: height, command: ["bash", "--norc", "--noprofile"],
            environment: ["PS1": "\(Self.prompt) ", "HISTFILE": "/dev/null"]
        )
        try await session.waitFor(Self.prompt)
        try await session.runShellLine("stty -g > \(EndToEnd.shellQuoted(modesPath)); ulimit -c 0; clear; echo \"ready-$((6*7))\"")
        try await session.waitFor("ready-42")
    }

    deinit {
        close()
    }

    /// Kills the session and, should it still run, the browser; removes the directory.
    func close() {
        session.kill()
        if let browserPID, EndToEnd.isRunning(browserPID) {
            EndToEnd.signal(SIGKILL, to: browserPID)
        }
        try? FileManager.default.removeItem(at: directory)
    }

    /// The browser's command line: the built binary on `catalog` (the bundled one by default),
    /// then `arguments`.
    static func browserCommandLine(catalog: String = EndToEnd.catalogPath, _ arguments: [String]) throws -> String {
        let binary = try EndToEnd.waterfallBinary()
        return ([binary, "--data", catalog] + arguments).map(EndToEnd.shellQuoted).joined(separator: " ")
    }

    /// Starts the browser in the foreground: `sh` writes its own pid, then execs the browser, so
    /// the pid is the browser's. With `printingStatus`, the shell prints `exit=<status>` when the
    /// job ends. `environment` is a prefix of `NAME=value` words. Returns once the pid is known
    /// (the caller waits for the screen it expects).
    @discardableResult
    func launchBrowser(
        catalog: String = EndToEnd.catalogPath, _ arguments: [String] = ["--seed", "1", "--latency", "0"],
        environment: String = "", printingStatus: Bool = true
    ) async throws -> pid_t {
        unlink(pidPath)
        let launcher = "sh -c 'echo $$ > \"$0\"; exec \"$@\"' \(EndToEnd.shellQuoted(pidPath)) "
        let line =
            environment + (environment.isEmpty ? "" : " ") + launcher
            + (try Self.browserCommandLine(catalog: catalog, arguments)) + (printingStatus ? "; echo \"exit=$?\"" : "")
        try await session.runShellLine(line)
        let deadline = ContinuousClock.now + TmuxSession.defaultTimeout
        while true {
            if let text = try? String(contentsOfFile: pidPath, encoding: .utf8),
                let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines))
            {
                browserPID = pid
                return pid
            }
            if ContinuousClock.now > deadline {
                throw EndToEndError("the browser did not start (no pid in \(pidPath))", screen: try? await session.capture())
            }
            try await Task.sleep(for: .milliseconds(20))
        }
    }

    /// Waits for the `exit=<status>` line the shell prints after the job, and returns the status.
    func exitStatus(timeout: Duration = TmuxSession.defaultTimeout) async throws -> Int32 {
        let screen = try await session.waitUntil("the shell to print the exit status", timeout: timeout) { screen in
            screen.split(separator: "\n").contains { Self.status(in: $0) != nil }
        }
        let line = screen.split(separator: "\n").first { Self.status(in: $0) != nil }
        return try #require(line.flatMap { Self.status(in: $0) }, "no exit status in:\n\(screen)")
    }

    /// The status in a line `exit=<digits>`, nil for any other line.
    private static func status(in line: Substring) -> Int32? {
        guard line.hasPrefix("exit=") else { return nil }
        return Int32(line.dropFirst("exit=".count))
    }

    /// Whether the process `pid` is stopped (job control), from `/proc`.
    static func isStopped(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return false }
        return stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).first == "T"
    }

    /// Checks that the shell has its terminal back after `event`: the normal screen (not the
    /// alternate one), keypad and cursor keys in normal mode, no mouse reporting, a visible
    /// cursor, the prompt on the last line and nothing of the browser on screen, the
    /// modes saved before the browser started (so `icanon` and `echo` are on), and a command line
    /// read and answered.
    func expectShellIsBack(after event: String) async throws {
        let screen = try await session.waitUntil("the prompt after \(event)") { screen in
            Self.lastLine(of: screen).hasPrefix(Self.prompt)
        }
        let alternate = try await session.isAlternateScreenOn()
        #expect(!alternate, "the alternate screen is still on after \(event):\n\(screen)")
        let flags = try await session.modeFlags()
        #expect(
            flags.filter(\.value).keys.sorted() == ["cursor_flag"],
            "keypad, mouse reporting or the cursor are not as the shell had them after \(event): \(flags)")
        #expect(!screen.contains("╭") && !screen.contains("q  quit"), "the browser's screen is still there after \(event):\n\(screen)")
        let cooked = "stty -a | tr ' ;' '\\n\\n' | grep -xc 'icanon\\|echo' | sed \"s/^/cooked-$((6*7))-/\""
        try await session.runShellLine(
            "stty -g | cmp -s - \(EndToEnd.shellQuoted(modesPath)) && echo \"modes-$((6*7))-same\" || echo \"modes-$((6*7))-differ\"; \(cooked)")
        let shell = try await session.waitUntil("the shell to answer after \(event)") {
            $0.contains("modes-42-") && $0.contains("cooked-42-") && Self.lastLine(of: $0).hasPrefix(Self.prompt)
        }
        #expect(shell.contains("modes-42-same"), "stty modes after \(event) differ from before:\n\(shell)")
        #expect(shell.contains("cooked-42-2"), "icanon and echo are not both on after \(event):\n\(shell)")
    }

    /// The last non-empty line of a captured screen.
    static func lastLine(of screen: String) -> String {
        String(screen.split(separator: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? "")
    }
}
