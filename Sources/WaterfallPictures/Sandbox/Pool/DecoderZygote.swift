import CDecoderSandbox
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A process forked from the program at its very start, while it has one thread, that forks
/// decoder helpers on request: a helper then starts with the program already loaded, in about a
/// millisecond, instead of loading the executable again (tens of milliseconds of processor time,
/// which at start competes with the browser for the cores).
///
/// The zygote runs only C (`ds_zygote_start` in `CDecoderSandbox`): it reaps its helpers and
/// reports how each ended, and kills one on request only while it is still its child, so a pid is
/// never signalled after it could have been reused. It dies with the program, and its helpers
/// with it (PR_SET_PDEATHSIG). A helper forked from it has an empty environment, its own session
/// and no descriptor but its socket, as one started with ``HelperCommand`` has.
///
/// Thread-safe.
public final class DecoderZygote: Sendable {
    private struct State {
        /// Wait statuses of helpers that ended and were not asked about yet.
        var ended: [pid_t: Int32] = [:]
        /// The answer to the last start request, once read.
        var answer: ds_zygote_message?
        /// Whether the zygote's socket closed (the zygote is gone).
        var isGone = false
    }

    /// The zygote's pid (the parent its helpers must check).
    public let pid: pid_t
    private let control: Int32
    private let state = Mutex(State())
    /// Start requests, one at a time (their answers come in order).
    private let starting = Mutex(())

    private init(control: Int32, pid: pid_t) {
        self.control = control
        self.pid = pid
        _ = fcntl(control, F_SETFL, fcntl(control, F_GETFL) | O_NONBLOCK)
    }

    private static let shared = Mutex<DecoderZygote?>(nil)

    /// The zygote ``startForThisProcess()`` started; nil when none was.
    public static var current: DecoderZygote? {
        shared.withLock { $0 }
    }

    /// Starts this process's zygote, when the process has exactly one thread (call it first thing
    /// in `main`); does nothing otherwise, and ``current`` stays nil. In a helper the zygote
    /// forks later, this call is where the helper starts: it serves as ``DecoderWorker`` and
    /// never returns.
    public static func startForThisProcess() {
        var zygote = ds_zygote()
        switch ds_zygote_start(&zygote) {
        case 0:
            DecoderWorker.serve()
        case 1:
            shared.withLock { $0 = DecoderZygote(control: zygote.control, pid: zygote.pid) }
        default:
            return
        }
    }

    /// Whether the zygote has ended (its socket closed): no helper can be forked by it any more.
    var hasEnded: Bool {
        state.withLock { state in
            drain(&state)
            return state.isGone
        }
    }

    /// Forks a helper whose standard input and output are `channel` (the caller closes its copy
    /// afterwards); its pid. Fails when the zygote is gone, cannot fork, or does not answer by
    /// `deadline`.
    func startHelper(on channel: Int32, until deadline: ContinuousClock.Instant) throws(HelperProcess.Failure) -> pid_t {
        try starting.withLock { _ throws(HelperProcess.Failure) -> pid_t in
            state.withLock { $0.answer = nil }
            let status = ds_zygote_request(control, channel)
            guard status == 0 else { throw .start("the decoder zygote: " + Self.message(status)) }
            while true {
                let answer = state.withLock { state -> ds_zygote_message? in
                    drain(&state)
                    defer { state.answer = nil }
                    return state.answer
                }
                if let answer {
                    guard answer.kind == DS_ZYGOTE_STARTED else { throw .start("the decoder zygote: fork: " + Self.message(answer.value)) }
                    return answer.pid
                }
                guard !state.withLock({ $0.isGone }) else { throw .start("the decoder zygote has ended") }
                guard wait(until: deadline) else { throw .start("the decoder zygote did not answer in time") }
            }
        }
    }

    /// What became of a helper.
    enum HelperState {
        /// It ended with this wait status (the zygote reaped it).
        case ended(Int32)
        /// It had not ended by the deadline.
        case running
        /// The zygote is gone; nothing more will be known.
        case gone
    }

    /// Waits until helper `helper` has ended (then forgets it), or until `deadline` at most.
    func waitStatus(of helper: pid_t, until deadline: ContinuousClock.Instant) -> HelperState {
        while true {
            let found = state.withLock { state -> HelperState? in
                drain(&state)
                if let status = state.ended.removeValue(forKey: helper) { return .ended(status) }
                return state.isGone ? .gone : nil
            }
            if let found { return found }
            guard wait(until: deadline) else { return .running }
        }
    }

    /// Asks the zygote to kill `helper` (SIGKILL) unless it has already ended.
    func kill(_ helper: pid_t) {
        _ = ds_zygote_kill(control, helper)
    }

    /// Reads every message waiting on the socket into `state`.
    private func drain(_ state: inout State) {
        var message = ds_zygote_message()
        while true {
            let count = recv(control, &message, MemoryLayout<ds_zygote_message>.size, 0)
            if count < 0, errno == EINTR { continue }
            if count == 0 { state.isGone = true }
            guard count == MemoryLayout<ds_zygote_message>.size else { return }
            switch message.kind {
            case DS_ZYGOTE_ENDED: state.ended[message.pid] = message.value
            default: state.answer = message
            }
        }
    }

    /// Waits until the socket has something to read or `deadline` passes (at most 10 ms at a
    /// time, so that a message another thread drained meanwhile is seen); false once past
    /// `deadline`.
    private func wait(until deadline: ContinuousClock.Instant) -> Bool {
        let now = ContinuousClock.now
        guard now < deadline else { return false }
        let remaining = deadline - now
        let milliseconds = min(10, Int32(remaining.components.seconds * 1000 + remaining.components.attoseconds / 1_000_000_000_000_000) + 1)
        var watched = pollfd(fd: control, events: Int16(POLLIN), revents: 0)
        _ = poll(&watched, 1, milliseconds)
        return true
    }

    private static func message(_ code: Int32) -> String {
        strerror(code).map { String(cString: $0) } ?? "error \(code)"
    }
}
