import CDecoderSandbox

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One running decoder helper: its pid and the browser's end of the socket that is the
/// helper's standard input and output. Not shared: the pool hands it to one thread at a time.
struct HelperProcess: Sendable {
    /// What went wrong with a helper.
    enum Failure: Error, Equatable {
        /// It could not be started, or ended or broke the protocol before it said it was ready
        /// (nothing a picture did: no picture had reached it).
        case start(String)
        /// It said no helper can shut itself in on this system (no seccomp, the filter refused):
        /// the same for every helper.
        case confinement(String)
        /// The exchange of a picture failed.
        case exchange(WireError)

        /// What went wrong, in a few words.
        var reason: String {
            switch self {
            case .start(let reason): return reason
            case .confinement(let reason): return "the helper cannot shut itself in: \(reason)"
            case .exchange(let error): return "\(error)"
            }
        }
    }

    /// How a helper ended.
    enum Termination: Equatable {
        /// It exited with this status.
        case exited(Int32)
        /// A signal ended it.
        case signaled(Int32)

        /// `exit status 3`, `SIGSEGV`.
        var description: String {
            switch self {
            case .exited(let status): return "exit status \(status)"
            case .signaled(let signal): return PhotoDecodingError.name(ofSignal: signal)
            }
        }
    }

    /// The helper's process id.
    let pid: pid_t
    /// The browser's end of the socket (non-blocking, close-on-exec).
    let socket: Int32
    /// The zygote that forked it and reaps it; nil for a helper this process started and reaps.
    let zygote: DecoderZygote?
    /// Whether it has said it is ready (that answer is read with the first request).
    private(set) var isReady = false

    /// Starts a helper and sends it the hello with `limits` (it sets them on itself, then says it
    /// is ready): forked by `zygote` when there is one, else started with `command`. Returns at
    /// once: the helper starts while the caller goes on.
    static func start(_ command: HelperCommand, zygote: DecoderZygote?, limits: SandboxLimits) throws(Failure) -> HelperProcess {
        var ends: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0 else {
            throw .start("socketpair: " + Self.message(errno))
        }
        let deadline = ContinuousClock.now + limits.deadline
        var pid: pid_t = 0
        if let zygote {
            do {
                pid = try zygote.startHelper(on: ends[1], until: deadline)
            } catch {
                close(ends[0])
                close(ends[1])
                throw error
            }
        } else {
            let status = withCStrings(command.argv) { argv in
                withCStrings(command.envp) { envp in ds_spawn(command.path, argv, envp, ends[1], &pid) }
            }
            guard status == 0 else {
                close(ends[0])
                close(ends[1])
                throw .start("\(command.path): " + Self.message(status))
            }
        }
        close(ends[1])
        _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
        let helper = HelperProcess(pid: pid, socket: ends[0], zygote: zygote)
        let parent = zygote?.pid ?? getpid()
        let hello = HelperHello(parentPID: parent, memoryBytes: UInt64(limits.memoryBytes), cpuSeconds: UInt32(clamping: limits.cpuSeconds))
        do {
            try helper.channel(until: deadline).send(hello.bytes)
        } catch {
            throw .start("the helper did not take its first message (\(helper.end(grace: .milliseconds(200)).description))")
        }
        return helper
    }

    /// Sends `request` and reads the answer (first the ready message, the first time), all
    /// before `deadline`.
    mutating func exchange(_ request: DecodeRequest, deadline: ContinuousClock.Instant) throws(Failure) -> DecodeAnswer {
        var channel = channel(until: deadline)
        do {
            try channel.send(request.message)
        } catch .closed where !isReady {
            // Sending finds a helper that ended at start; its ready message says why.
        } catch {
            throw isReady ? .exchange(error) : .start("the helper did not take a request (\(error))")
        }
        if !isReady {
            let ready: HelperReady
            do {
                ready = try HelperReady.read(from: &channel)
            } catch {
                throw .start(error == .timedOut ? "the helper did not say it was ready in time" : "the helper ended or broke the protocol at start (\(error))")
            }
            if let failure = ready.failure {
                throw ready.isUnsupported ? .confinement(failure) : .start("the helper cannot shut itself in: \(failure)")
            }
            isReady = true
        }
        do {
            return try DecodeAnswer.read(from: &channel, answering: request)
        } catch {
            throw .exchange(error)
        }
    }

    /// Whether it has ended on its own while idle, or cannot be waited for any more (its zygote
    /// has ended, and it with it); then it is reaped (no zombie is left), its socket closed, and
    /// the caller must forget it (its pid may be reused).
    func reapIfEnded() -> Bool {
        if case .running = wait(until: .now) { return false }
        close(socket)
        return true
    }

    /// Ends the helper and reaps it: waits up to `grace` for it to end by itself (so a crash
    /// is reported with its own signal), then kills it (SIGKILL). Closes the socket. Returns how
    /// it ended.
    @discardableResult
    func end(grace: Duration) -> Termination {
        close(socket)
        switch wait(until: ContinuousClock.now + grace) {
        case .ended(let status): return Self.termination(status)
        case .unknown: return .signaled(SIGKILL)
        case .running: break
        }
        if let zygote {
            zygote.kill(pid)
        } else {
            kill(pid, SIGKILL)
        }
        guard case .ended(let status) = wait(until: nil) else { return .signaled(SIGKILL) }
        return Self.termination(status)
    }

    /// What waiting for a helper found.
    private enum Wait {
        /// It ended with this wait status (and is reaped).
        case ended(Int32)
        /// It is still running at the deadline.
        case running
        /// It cannot be waited for (not a child, or its zygote is gone).
        case unknown
    }

    /// Waits for the helper to end (reaped here, or by its zygote) until `deadline` (nil: as long
    /// as it takes, or a few seconds for a zygote's helper).
    private func wait(until deadline: ContinuousClock.Instant?) -> Wait {
        if let zygote {
            switch zygote.waitStatus(of: pid, until: deadline ?? ContinuousClock.now + Self.killedHelperDeadline) {
            case .ended(let status): return .ended(status)
            case .running: return .running
            case .gone: return .unknown
            }
        }
        var status: Int32 = 0
        while true {
            let reaped = waitpid(pid, &status, deadline == nil ? 0 : WNOHANG)
            if reaped == pid { return .ended(status) }
            if reaped < 0, errno != EINTR { return .unknown }
            if let deadline, ContinuousClock.now >= deadline { return .running }
            if deadline != nil { usleep(1_000) }
        }
    }

    /// How long a helper killed through its zygote may take to be reported ended.
    private static let killedHelperDeadline = Duration.seconds(5)

    /// The browser's side of the socket, with `deadline`.
    private func channel(until deadline: ContinuousClock.Instant) -> WireChannel {
        WireChannel(input: socket, output: socket, side: .browser(deadline: deadline))
    }

    private static func termination(_ status: Int32) -> Termination {
        let signal = status & 0x7F
        return signal == 0 ? .exited((status >> 8) & 0xFF) : .signaled(signal)
    }

    private static func message(_ code: Int32) -> String {
        strerror(code).map { String(cString: $0) } ?? "error \(code)"
    }
}

/// Calls `body` with `strings` as a NULL-terminated array of C strings.
private func withCStrings<Result>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> Result) -> Result {
    let pointers = strings.map { strdup($0) } + [nil]
    defer { for pointer in pointers { free(pointer) } }
    return body(pointers)
}
