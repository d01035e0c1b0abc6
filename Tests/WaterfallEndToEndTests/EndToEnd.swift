import Foundation
import TestSupport

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
    /// Standard output's bytes, as written.
    var stdoutBytes: [UInt8]
    /// Standard error's bytes, as written.
    var stderrBytes: [UInt8]

    /// Standard output as UTF-8 (empty when it is not valid UTF-8).
    var stdout: String { String(validating: stdoutBytes, as: UTF8.self) ?? "" }
    /// Standard error as UTF-8 (empty when it is not valid UTF-8).
    var stderr: String { String(validating: stderrBytes, as: UTF8.self) ?? "" }
}

/// Where the end-to-end tests find things (the repository, its catalog, the built binary, tmux),
/// and how they run programs.
enum EndToEnd {
    /// The repository root.
    static var repositoryRoot: URL { Repository.root }

    /// The bundled catalog directory.
    static var catalogPath: String { Repository.bundledCatalog }

    /// The `waterfall` executable built next to the test bundle
    /// (`.build/<triple>/debug/WaterfallPackageTests.xctest` → `.build/<triple>/debug/waterfall`).
    static func waterfallBinary() throws -> String {
        do {
            return try BuiltExecutable.path(named: "waterfall")
        } catch {
            throw EndToEndError(error.description)
        }
    }

    /// The path of `tmux`, or a failure saying how to install it.
    static func tmuxPath() throws -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") + ["/usr/bin", "/usr/local/bin", "/opt/homebrew/bin"] {
            let candidate = "\(directory)/tmux"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw EndToEndError(
            "tmux is not installed, so the end-to-end tests cannot run. Install it with `.ci/setup` (or `apt-get install -y tmux`) and run `swift test` again.")
    }

    /// Runs `executable` with `arguments` to completion, standard input from `stdinPath`
    /// (/dev/null by default), capturing its output through temporary files (no pipe deadlock).
    /// Waits with `Task.sleep`, so the shared executor's threads stay free; on timeout the child
    /// is killed and the call throws.
    static func run(
        _ executable: String, _ arguments: [String],
        environment: [String: String]? = nil, stdinPath: String = "/dev/null",
        timeout: Duration = .seconds(20)
    ) async throws -> ProcessOutput {
        let child = try ChildProcess(executable, arguments, environment: environment, stdinPath: stdinPath)
        defer { child.removeFiles() }
        let deadline = ContinuousClock.now + timeout
        while true {
            if let status = try child.exitStatus() {
                return child.output(status: status)
            }
            if ContinuousClock.now > deadline {
                child.killAndReap()
                throw EndToEndError("\(executable) \(arguments) did not finish within \(timeout)")
            }
            try await Task.sleep(for: .milliseconds(2))
        }
    }

    /// Runs a short-lived `executable` to completion, blocking the calling thread in `waitpid`:
    /// only for clean-up that cannot wait asynchronously (`defer`, `deinit`). Returns its status.
    @discardableResult
    static func runBlocking(_ executable: String, _ arguments: [String], environment: [String: String]? = nil) -> Int32? {
        guard let child = try? ChildProcess(executable, arguments, environment: environment, stdinPath: "/dev/null") else { return nil }
        defer { child.removeFiles() }
        return child.waitBlocking()
    }

    /// Whether process `pid` exists and is not a zombie (a container's init may not reap).
    static func isRunning(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else {
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
        Shell.quoted(word)
    }
}
