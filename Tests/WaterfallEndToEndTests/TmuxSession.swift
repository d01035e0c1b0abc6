import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A detached tmux session of a fixed size on its own server (`tmux -L <unique socket>`), so
/// tests cannot collide with each other or with the user's tmux. Keys go in with `send-keys`, the
/// screen comes out with `capture-pane -p`, and waits poll against a deadline with `Task.sleep`
/// (never blocking a thread of the shared executor). The server is killed by ``kill()`` (call it
/// in a `defer`) or ``close(grace:)``, and, as a safety net, on deinit.
final class TmuxSession {
    /// The tmux executable.
    let tmux: String
    /// The server's socket name, unique to this session.
    let socket: String
    /// The session (and target) name.
    let name = "e2e"
    /// How often waits look at the screen.
    static let pollInterval: Duration = .milliseconds(40)
    /// The default deadline of a wait: generous, because other builds may share the cores.
    static let defaultTimeout: Duration = .seconds(10)

    private var isKilled = false
    /// The server's socket file, removed after the server is killed (tmux leaves it behind).
    private var socketPath: String?
    /// The pid of the program the session was started with.
    private(set) var panePID: pid_t?

    /// Starts `command` (an argument vector, run without a shell) in a new detached session of
    /// `width`×`height` cells with TERM=xterm-256color, no COLORTERM (so the runner's terminal
    /// does not decide the colours) and a UTF-8 locale, plus `environment`.
    init(width: Int, height: Int, command: [String], environment: [String: String] = [:]) async throws {
        tmux = try EndToEnd.tmuxPath()
        socket = "waterfall-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
        var arguments = ["new-session", "-d", "-s", name, "-x", "\(width)", "-y", "\(height)"]
        let variables = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "COLORTERM": ""].merging(environment) { $1 }
        for (key, value) in variables.sorted(by: { $0.key < $1.key }) {
            arguments += ["-e", "\(key)=\(value)"]
        }
        arguments += command
        try await tmuxCommand(arguments)
        let info = (try? await tmuxCommand(["display-message", "-p", "-t", name, "#{socket_path} #{pane_pid}"])) ?? ""
        let parts = info.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: " ")
        socketPath = parts.first.map(String.init)
        panePID = parts.count > 1 ? pid_t(parts[1]) : nil
    }

    deinit {
        kill()
    }

    /// The environment tmux itself runs with: UTF-8, and not nested in an outer tmux.
    private var tmuxEnvironment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["TMUX"] = nil
        environment["TMUX_PANE"] = nil
        environment["LANG"] = "C.UTF-8"
        environment["LC_ALL"] = nil
        return environment
    }

    /// The arguments that address this session's server.
    private var serverArguments: [String] { ["-u", "-f", "/dev/null", "-L", socket] }

    /// Runs one tmux command against this session's server; throws when it fails.
    @discardableResult
    func tmuxCommand(_ arguments: [String]) async throws -> String {
        let output = try await EndToEnd.run(tmux, serverArguments + arguments, environment: tmuxEnvironment)
        guard output.status == 0 else {
            throw EndToEndError("tmux \(arguments.joined(separator: " ")) failed (\(output.status)): \(output.stderr)")
        }
        return output.stdout
    }

    /// Sends tmux key names (`"Enter"`, `"Escape"`, `"G"`, `"C-l"`, `"PageDown"` …).
    func sendKeys(_ keys: String...) async throws {
        try await sendKeys(keys)
    }

    /// Sends a list of tmux key names in one command.
    func sendKeys(_ keys: [String]) async throws {
        try await tmuxCommand(["send-keys", "-t", name] + keys)
    }

    /// Types `text` literally (no key-name lookup).
    func type(_ text: String) async throws {
        try await tmuxCommand(["send-keys", "-t", name, "-l", text])
    }

    /// Types a shell command line and presses Enter.
    func runShellLine(_ line: String) async throws {
        try await type(line)
        try await sendKeys("Enter")
    }

    /// The visible screen, one line per row (trailing spaces trimmed by tmux).
    func capture() async throws -> String {
        try await tmuxCommand(["capture-pane", "-p", "-t", name])
    }

    /// Whether the pane shows the alternate screen (a full-screen program's) rather than the
    /// normal one (the shell's).
    func isAlternateScreenOn() async throws -> Bool {
        try await tmuxCommand(["display-message", "-p", "-t", name, "#{alternate_on}"])
            .trimmingCharacters(in: .whitespacesAndNewlines) == "1"
    }

    /// The terminal modes a full-screen program switches, as the pane has them now, by tmux's
    /// format names (`keypad_cursor_flag`, `keypad_flag`, `mouse_any_flag`, `mouse_standard_flag`,
    /// `mouse_button_flag`, `mouse_sgr_flag`, `cursor_flag`): on or off.
    func modeFlags() async throws -> [String: Bool] {
        let names = ["keypad_cursor_flag", "keypad_flag", "mouse_any_flag", "mouse_standard_flag", "mouse_button_flag", "mouse_sgr_flag", "cursor_flag"]
        let values = try await tmuxCommand(["display-message", "-p", "-t", name, names.map { "#{\($0)}" }.joined(separator: " ")])
            .split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) == "1" }
        return Dictionary(uniqueKeysWithValues: zip(names, values))
    }

    /// Whether the session (and so the program it runs) still exists.
    func isAlive() async -> Bool {
        guard !isKilled,
            let output = try? await EndToEnd.run(
                tmux, serverArguments + ["has-session", "-t", name], environment: tmuxEnvironment
            )
        else { return false }
        return output.status == 0
    }

    /// Polls the screen until `predicate` holds, and returns that screen; throws (with the last
    /// screen) when `timeout` passes first.
    @discardableResult
    func waitUntil(
        _ what: String, timeout: Duration = TmuxSession.defaultTimeout, _ predicate: (String) -> Bool
    ) async throws -> String {
        let deadline = ContinuousClock.now + timeout
        var screen = ""
        while true {
            screen = try await capture()
            if predicate(screen) { return screen }
            if ContinuousClock.now > deadline {
                throw EndToEndError("timed out after \(timeout) waiting for \(what)", screen: screen)
            }
            try await Task.sleep(for: Self.pollInterval)
        }
    }

    /// Waits until every one of `texts` is on screen; returns the screen.
    @discardableResult
    func waitFor(_ texts: String..., timeout: Duration = TmuxSession.defaultTimeout) async throws -> String {
        try await waitUntil(texts.map { "\"\($0)\"" }.joined(separator: " and "), timeout: timeout) { screen in
            texts.allSatisfy { screen.contains($0) }
        }
    }

    /// Waits until `text` is no longer on screen; returns the screen.
    @discardableResult
    func waitForAbsence(of text: String, timeout: Duration = TmuxSession.defaultTimeout) async throws -> String {
        try await waitUntil("\"\(text)\" to disappear", timeout: timeout) { !$0.contains(text) }
    }

    /// Waits until the session has ended (its program exited).
    func waitForExit(timeout: Duration = TmuxSession.defaultTimeout) async throws {
        let deadline = ContinuousClock.now + timeout
        while await isAlive() {
            if ContinuousClock.now > deadline {
                throw EndToEndError("the program did not exit within \(timeout)", screen: try? await capture())
            }
            try await Task.sleep(for: Self.pollInterval)
        }
    }

    /// Resizes the window (and its only pane) to `width`×`height`.
    func resize(width: Int, height: Int) async throws {
        try await tmuxCommand(["resize-window", "-t", name, "-x", "\(width)", "-y", "\(height)"])
    }

    /// Kills this session's tmux server (its programs get SIGHUP as their terminal goes away)
    /// and returns whether the session's program ended by itself within `grace`; if it did not,
    /// it is killed with SIGKILL so that nothing outlives the test.
    func close(grace: Duration = .seconds(3)) async -> Bool {
        guard !isKilled else { return true }
        isKilled = true
        _ = try? await EndToEnd.run(tmux, serverArguments + ["kill-server"], environment: tmuxEnvironment)
        var endedByItself = true
        if let panePID {
            let deadline = ContinuousClock.now + grace
            while EndToEnd.isRunning(panePID), ContinuousClock.now < deadline {
                try? await Task.sleep(for: Self.pollInterval)
            }
            if EndToEnd.isRunning(panePID) {
                endedByItself = false
                EndToEnd.signal(SIGKILL, to: panePID)
            }
        }
        removeSocket()
        return endedByItself
    }

    /// Clean-up for `defer` and deinit: kills the server at once (waiting only for the short
    /// `kill-server` client) and SIGKILLs the session's program if it is still there. Safe to
    /// call repeatedly and after ``close(grace:)``.
    func kill() {
        guard !isKilled else { return }
        isKilled = true
        EndToEnd.runBlocking(tmux, serverArguments + ["kill-server"], environment: tmuxEnvironment)
        if let panePID, EndToEnd.isRunning(panePID) {
            EndToEnd.signal(SIGKILL, to: panePID)
        }
        removeSocket()
    }

    private func removeSocket() {
        if let socketPath, socketPath.contains(socket) {
            unlink(socketPath)
        }
    }
}

extension String {
    /// The screen's text with rows joined by single spaces and runs of spaces collapsed, to find
    /// a message that the program wrapped over several rows.
    var flattened: String {
        split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    }

    /// The first row of a captured screen (the browser's header line).
    var headerLine: String {
        String(split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
    }
}
