import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A failure of an end-to-end step, with the screen at that moment when there is one.
struct EndToEndError: Error, CustomStringConvertible {
    var description: String

    init(_ message: String, screen: String? = nil) {
        if let screen {
            description = "\(message)\n--- screen ---\n\(screen)\n--------------"
        } else {
            description = message
        }
    }
}

/// What a finished child process printed, and how it ended.
struct ProcessOutput {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// Where the end-to-end tests find things: the repository, its catalog, the built binary, tmux.
enum EndToEnd {
    /// The repository root, from this file's path (Tests/WaterfallCLITests/EndToEnd/…).
    static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The bundled catalog directory.
    static var catalogPath: String { repositoryRoot.appendingPathComponent("Data/catalog").path }

    /// The `waterfall` executable built next to the test bundle
    /// (`.build/<triple>/debug/WaterfallPackageTests.xctest` → `.build/<triple>/debug/waterfall`).
    static func waterfallBinary() throws -> String {
        var candidates: [String] = []
        if let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            candidates.append(exe)
        }
        candidates.append(CommandLine.arguments[0])
        for candidate in candidates {
            var directory = URL(fileURLWithPath: candidate).deletingLastPathComponent()
            // On macOS the executable lives inside the bundle (…xctest/Contents/MacOS/…).
            if directory.path.contains(".xctest/") {
                while directory.pathExtension != "xctest", directory.path != "/" {
                    directory.deleteLastPathComponent()
                }
                directory.deleteLastPathComponent()
            }
            let binary = directory.appendingPathComponent("waterfall").path
            if FileManager.default.isExecutableFile(atPath: binary) { return binary }
        }
        throw EndToEndError("the built `waterfall` binary was not found next to the test bundle (looked beside \(candidates)); build it with `swift build`")
    }

    /// The path of `tmux`, or a failure saying how to install it.
    static func tmuxPath() throws -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") + ["/usr/bin", "/usr/local/bin", "/opt/homebrew/bin"] {
            let candidate = "\(directory)/tmux"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw EndToEndError("tmux is not installed, so the end-to-end tests cannot run. Install it with `.ci/setup` (or `apt-get install -y tmux`) and run `swift test` again.")
    }

    /// Runs `executable` with `arguments` to completion, standard input from `stdinPath`
    /// (/dev/null by default), capturing its output through temporary files (no pipe deadlock).
    ///
    /// Uses `posix_spawn` and `waitpid` rather than Foundation's `Process`, whose termination
    /// monitoring can stall inside the test runner; the child starts with no signals blocked and
    /// default signal actions (test threads block signals, and a mask survives `exec`).
    static func run(
        _ executable: String, _ arguments: [String],
        environment: [String: String]? = nil, stdinPath: String = "/dev/null",
        timeout: Duration = .seconds(20)
    ) throws -> ProcessOutput {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("waterfall-e2e-run-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let outPath = directory.appendingPathComponent("stdout").path
        let errPath = directory.appendingPathComponent("stderr").path

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, stdinPath, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaultSignals = sigset_t()
        sigemptyset(&defaultSignals)
        for signal in [SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGPIPE, SIGCHLD, SIGTSTP, SIGTTIN, SIGTTOU] {
            sigaddset(&defaultSignals, signal)
        }
        posix_spawnattr_setsigdefault(&attributes, &defaultSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let environment = environment ?? ProcessInfo.processInfo.environment
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard spawned == 0 else {
            throw EndToEndError("cannot start \(executable): \(String(cString: strerror(spawned)))")
        }

        let deadline = ContinuousClock.now + timeout
        var status: Int32 = 0
        while true {
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid { break }
            if result < 0 && errno != EINTR {
                throw EndToEndError("waitpid for \(executable) failed: \(String(cString: strerror(errno)))")
            }
            if ContinuousClock.now > deadline {
                kill(pid, SIGKILL)
                _ = waitpid(pid, &status, 0)
                throw EndToEndError("\(executable) \(arguments) did not finish within \(timeout)")
            }
            usleep(5_000)
        }
        // Exited: the code; killed by a signal: 128 + the signal, as shells report it.
        let exitStatus = status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        let stdout = (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? ""
        let stderr = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
        return ProcessOutput(status: exitStatus, stdout: stdout, stderr: stderr)
    }

    /// Whether process `pid` exists and is not a zombie (a container's init may not reap).
    static func isRunning(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else {
            return kill(pid, 0) == 0
        }
        let state = stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).first
        return state != "Z" && state != "X"
    }

    /// Sends `signal` to `pid`; 0 on success.
    @discardableResult
    static func signal(_ signal: Int32, to pid: pid_t) -> Int32 {
        kill(pid, signal)
    }

    /// Quotes `word` for a POSIX shell.
    static func shellQuoted(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

/// A detached tmux session of a fixed size on its own server (`tmux -L <unique socket>`), so
/// tests cannot collide with each other or with the user's tmux. Keys go in with `send-keys`, the
/// screen comes out with `capture-pane -p`, and waits poll against a deadline. The server is
/// killed by ``kill()`` (call it in a `defer`) and, as a safety net, on deinit.
final class TmuxSession {
    /// The tmux executable.
    let tmux: String
    /// The server's socket name, unique to this session.
    let socket: String
    /// The session (and target) name.
    let name = "e2e"
    /// How often waits look at the screen.
    static let pollInterval: useconds_t = 40_000
    /// The default deadline of a wait: generous, because other builds may share the cores.
    static let defaultTimeout: Duration = .seconds(10)

    private var isKilled = false
    /// The server's socket file, removed after the server is killed (tmux leaves it behind).
    private var socketPath: String?
    /// The pid of the program the session was started with.
    private(set) var panePID: pid_t?

    /// Starts `command` (an argument vector, run without a shell) in a new detached session of
    /// `width`×`height` cells with TERM=xterm-256color and a UTF-8 locale, plus `environment`.
    init(width: Int, height: Int, command: [String], environment: [String: String] = [:]) throws {
        tmux = try EndToEnd.tmuxPath()
        socket = "waterfall-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
        var arguments = ["new-session", "-d", "-s", name, "-x", "\(width)", "-y", "\(height)"]
        let variables = ["TERM": "xterm-256color", "LANG": "C.UTF-8"].merging(environment) { $1 }
        for (key, value) in variables.sorted(by: { $0.key < $1.key }) {
            arguments += ["-e", "\(key)=\(value)"]
        }
        arguments += command
        try tmuxCommand(arguments)
        let info = (try? tmuxCommand(["display-message", "-p", "-t", name, "#{socket_path} #{pane_pid}"])) ?? ""
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

    /// Runs one tmux command against this session's server; throws when it fails.
    @discardableResult
    func tmuxCommand(_ arguments: [String]) throws -> String {
        let output = try EndToEnd.run(tmux, ["-u", "-f", "/dev/null", "-L", socket] + arguments, environment: tmuxEnvironment)
        guard output.status == 0 else {
            throw EndToEndError("tmux \(arguments.joined(separator: " ")) failed (\(output.status)): \(output.stderr)")
        }
        return output.stdout
    }

    /// Sends tmux key names (`"Enter"`, `"Escape"`, `"G"`, `"C-l"`, `"PageDown"` …).
    func sendKeys(_ keys: String...) throws {
        try tmuxCommand(["send-keys", "-t", name] + keys)
    }

    /// Types `text` literally (no key-name lookup).
    func type(_ text: String) throws {
        try tmuxCommand(["send-keys", "-t", name, "-l", text])
    }

    /// Types a shell command line and presses Enter.
    func runShellLine(_ line: String) throws {
        try type(line)
        try sendKeys("Enter")
    }

    /// The visible screen, one line per row (trailing spaces trimmed by tmux).
    func capture() throws -> String {
        try tmuxCommand(["capture-pane", "-p", "-t", name])
    }

    /// The screen's rows.
    func lines() throws -> [String] {
        try capture().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// Whether the session (and so the program it runs) still exists.
    var isAlive: Bool {
        guard !isKilled, let output = try? EndToEnd.run(
            tmux, ["-u", "-f", "/dev/null", "-L", socket, "has-session", "-t", name], environment: tmuxEnvironment
        ) else { return false }
        return output.status == 0
    }

    /// Polls the screen until `predicate` holds, and returns that screen; throws (with the last
    /// screen) when `timeout` passes first.
    @discardableResult
    func waitUntil(
        _ what: String, timeout: Duration = TmuxSession.defaultTimeout, _ predicate: (String) -> Bool
    ) throws -> String {
        let deadline = ContinuousClock.now + timeout
        var screen = ""
        while true {
            screen = try capture()
            if predicate(screen) { return screen }
            if ContinuousClock.now > deadline {
                throw EndToEndError("timed out after \(timeout) waiting for \(what)", screen: screen)
            }
            usleep(Self.pollInterval)
        }
    }

    /// Waits until every one of `texts` is on screen; returns the screen.
    @discardableResult
    func waitFor(_ texts: String..., timeout: Duration = TmuxSession.defaultTimeout) throws -> String {
        try waitUntil(texts.map { "\"\($0)\"" }.joined(separator: " and "), timeout: timeout) { screen in
            texts.allSatisfy { screen.contains($0) }
        }
    }

    /// Waits until `text` is no longer on screen; returns the screen.
    @discardableResult
    func waitForAbsence(of text: String, timeout: Duration = TmuxSession.defaultTimeout) throws -> String {
        try waitUntil("\"\(text)\" to disappear", timeout: timeout) { !$0.contains(text) }
    }

    /// Waits until the session has ended (its program exited).
    func waitForExit(timeout: Duration = TmuxSession.defaultTimeout) throws {
        let deadline = ContinuousClock.now + timeout
        while isAlive {
            if ContinuousClock.now > deadline {
                throw EndToEndError("the program did not exit within \(timeout)", screen: try? capture())
            }
            usleep(Self.pollInterval)
        }
    }

    /// Resizes the window (and its only pane) to `width`×`height`.
    func resize(width: Int, height: Int) throws {
        try tmuxCommand(["resize-window", "-t", name, "-x", "\(width)", "-y", "\(height)"])
    }

    /// Kills this session's tmux server (its programs get SIGHUP as their terminal goes away)
    /// and returns whether the session's program ended by itself within `grace`; if it did not,
    /// it is killed with SIGKILL so that nothing outlives the test. Safe to call repeatedly.
    @discardableResult
    func kill(grace: Duration = .seconds(3)) -> Bool {
        guard !isKilled else { return true }
        isKilled = true
        _ = try? EndToEnd.run(tmux, ["-u", "-f", "/dev/null", "-L", socket, "kill-server"], environment: tmuxEnvironment)
        var endedByItself = true
        if let panePID {
            let deadline = ContinuousClock.now + grace
            while EndToEnd.isRunning(panePID), ContinuousClock.now < deadline {
                usleep(Self.pollInterval)
            }
            if EndToEnd.isRunning(panePID) {
                endedByItself = false
                EndToEnd.signal(SIGKILL, to: panePID)
            }
        }
        if let socketPath, socketPath.contains(socket) {
            unlink(socketPath)
        }
        return endedByItself
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
