import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A program started with `posix_spawn`, its output going to temporary files.
///
/// Uses `posix_spawn` and `waitpid` rather than Foundation's `Process`, whose termination
/// monitoring can stall inside the test runner; the child starts with no signals blocked and
/// default signal actions (test threads block signals, and a mask survives `exec`).
final class ChildProcess {
    /// The child's process id.
    let pid: pid_t
    private let executable: String
    private let directory: URL
    private let outPath: String
    private let errPath: String

    /// Starts `executable` with `arguments`, standard input from `stdinPath`; `environment`
    /// defaults to the test process's.
    init(_ executable: String, _ arguments: [String], environment: [String: String]?, stdinPath: String) throws {
        self.executable = executable
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("waterfall-e2e-run-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        outPath = directory.appendingPathComponent("stdout").path
        errPath = directory.appendingPathComponent("stderr").path

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
        for signal in [SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGPIPE, SIGCHLD, SIGTSTP, SIGTTIN, SIGTTOU, SIGUSR1, SIGALRM] {
            sigaddset(&defaultSignals, signal)
        }
        posix_spawnattr_setsigdefault(&attributes, &defaultSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let environment = environment ?? ProcessInfo.processInfo.environment
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard spawned == 0 else {
            try? FileManager.default.removeItem(at: directory)
            throw EndToEndError("cannot start \(executable): \(String(cString: strerror(spawned)))")
        }
        self.pid = pid
    }

    /// The exit status once the child has ended (reaping it), nil while it runs: the exit code,
    /// or 128 + the signal that killed it, as shells report it.
    func exitStatus() throws -> Int32? {
        var status: Int32 = 0
        let result = waitpid(pid, &status, WNOHANG)
        if result == pid { return Self.shellStatus(status) }
        if result < 0 && errno != EINTR {
            throw EndToEndError("waitpid for \(executable) failed: \(String(cString: strerror(errno)))")
        }
        return nil
    }

    /// Waits in `waitpid` until the child ends; its status, or nil when waiting failed.
    func waitBlocking() -> Int32? {
        var status: Int32 = 0
        while true {
            let result = waitpid(pid, &status, 0)
            if result == pid { return Self.shellStatus(status) }
            if result < 0 && errno != EINTR { return nil }
        }
    }

    /// Kills the child with SIGKILL and reaps it.
    func killAndReap() {
        kill(pid, SIGKILL)
        _ = waitBlocking()
    }

    /// What the child printed, with its exit `status`.
    func output(status: Int32) -> ProcessOutput {
        let stdout = (try? Data(contentsOf: URL(fileURLWithPath: outPath))) ?? Data()
        let stderr = (try? Data(contentsOf: URL(fileURLWithPath: errPath))) ?? Data()
        return ProcessOutput(status: status, stdoutBytes: [UInt8](stdout), stderrBytes: [UInt8](stderr))
    }

    /// Deletes the output files.
    func removeFiles() {
        try? FileManager.default.removeItem(at: directory)
    }

    private static func shellStatus(_ status: Int32) -> Int32 {
        status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }
}
