import Foundation
import Pixels
import Synchronization

/// A small pool of sandboxed helper processes that decode photos, so that a crash, hang or
/// memory bomb in a codec costs one picture and never the program.
///
/// The caller reads the file; ``decode(_:with:covering:)`` hands the bytes to an idle helper over
/// a socket and waits for the picture (already scaled to what was asked, see
/// ``PictureDecoder/decodePhoto(_:covering:)``) or the decoder's error, checking every length of
/// the answer before allocating for it. A helper that does not answer within
/// ``SandboxLimits/deadline`` is killed (``PhotoDecodingError/tookTooLong(deadline:)``); one that
/// crashes is reported as ``PhotoDecodingError/decoderCrashed(signal:)``; either way the next
/// picture gets a new helper. Helpers are started when first needed (or by ``prestart()``) and
/// kept between pictures, at most ``helperCount``; callers beyond that wait for one.
///
/// The sandbox never fails open. A helper that cannot be started (a failed fork: a full pid
/// space, a cgroup's `pids.max`, memory pressure; a zygote that has ended, after which helpers
/// are started from ``command``) is tried again with backoff (50 ms, doubling to 2 s) while the
/// pictures wait, and nothing is decoded in the program meanwhile (``SandboxStatus/waiting(reason:attempts:)``).
/// Only when a helper says it cannot shut itself in at all (no seccomp, the filter refused: the
/// system, not a picture) does the pool decode in process from then on, and says so in
/// ``status`` and ``notice``. ``observeStatus(_:)`` hears of each change, for the browser to
/// show it while it lasts.
/// ``shutdown()`` (also on deinit) kills and reaps every helper; a helper whose browser dies
/// without it is killed by the kernel (PR_SET_PDEATHSIG) or ends on its closed socket.
///
/// Thread-safe; each helper serves one thread at a time.
public final class DecoderSandbox: Sendable {
    private struct State {
        var idle: [HelperProcess] = []
        var busy: Set<pid_t> = []
        var started = 0
        var fallbackReason: String?
        var isShutDown = false
        /// The helper starts that failed in a row, the last one's reason, and when the next may
        /// be tried.
        var startFailure: (reason: String, attempts: Int, retryAt: ContinuousClock.Instant)?
        var observer: (@Sendable (SandboxStatus) -> Void)?

        var status: SandboxStatus {
            if let fallbackReason { return .unconfined(reason: fallbackReason) }
            if let startFailure { return .waiting(reason: startFailure.reason, attempts: startFailure.attempts) }
            return .confined
        }
    }

    /// How helpers are started when there is no zygote.
    public let command: HelperCommand
    /// The zygote that forks the helpers, when there is one (then ``command`` is not run).
    public let zygote: DecoderZygote?
    /// What each helper may use.
    public let limits: SandboxLimits
    /// The most helpers alive at once.
    public let helperCount: Int
    private let state = Mutex(State())
    private let permits: DispatchSemaphore
    private let launcher = HelperLauncher()

    /// A pool of up to `helperCount` helpers (at least 1) forked by `zygote` when given, else
    /// started with `command`, each within `limits`. Starts nothing yet.
    public init(command: HelperCommand, zygote: DecoderZygote? = nil, limits: SandboxLimits = .standard, helperCount: Int = 2) {
        self.command = command
        self.zygote = zygote
        self.limits = limits
        self.helperCount = max(1, helperCount)
        self.permits = DispatchSemaphore(value: self.helperCount)
    }

    deinit {
        shutdown()
    }

    /// Why pictures are decoded in process instead (one line), once a helper said it cannot
    /// shut itself in on this system; nil while the sandbox works (or waits for a helper).
    public var notice: String? {
        state.withLock { $0.fallbackReason }.map {
            "pictures are decoded inside the program, without a sandbox: " + PrintableText.sanitized($0.utf8, maxLength: 200)
        }
    }

    /// Where pictures are decoded now.
    public var status: SandboxStatus {
        state.withLock { $0.status }
    }

    /// Calls `observer` (on whichever thread made the change) each time ``status`` changes, from
    /// now on; it replaces any observer set before.
    public func observeStatus(_ observer: @escaping @Sendable (SandboxStatus) -> Void) {
        state.withLock { $0.observer = observer }
    }

    /// The pids of the helpers alive now (idle or decoding).
    public var processIDs: [pid_t] {
        state.withLock { $0.idle.map(\.pid) + Array($0.busy) }
    }

    /// How many helpers have been started so far.
    public var startedCount: Int {
        state.withLock { $0.started }
    }

    /// Starts the helpers now, without waiting for them to be ready, so that they are by the
    /// first picture. A failure to start is tried again when a picture needs a helper.
    public func prestart() {
        for _ in 0 ..< helperCount {
            guard permits.wait(timeout: .now()) == .success else { return }
            defer { permits.signal() }
            let needed = state.withLock {
                !$0.isShutDown && $0.fallbackReason == nil && $0.startFailure == nil && $0.idle.count + $0.busy.count < helperCount
            }
            guard needed, let helper = startHelper() else { return }
            let kept = state.withLock { state -> Bool in
                guard !state.isShutDown else { return false }
                state.idle.append(helper)
                return true
            }
            if !kept { helper.end(grace: .zero) }
        }
    }

    /// Decodes `bytes` with `decoder`'s limits and background into a picture covering `size`,
    /// in a helper (in process only when the system cannot shut helpers in: ``status``). Waits
    /// while no helper can be started. O(bytes + decoded pixels) in the helper, plus copying the
    /// bytes there and the (scaled) picture back.
    public func decode(_ bytes: [UInt8], with decoder: PictureDecoder, covering size: PictureSize) throws(PhotoDecodingError) -> Picture {
        let request = DecodeRequest(covering: size, decoder: decoder, bytes: bytes)
        guard case .picture(let picture) = try exchange(request) else { throw .decoderFailed(reason: "it broke the protocol: frames for a still picture") }
        return picture
    }

    /// Decodes the frames of `bytes` (``PictureDecoder/decodeAnimation(_:covering:limits:)``)
    /// with `decoder`'s limits and background and `limits`, in a helper (in process after a
    /// system that cannot shut helpers in). O(bytes + frames × canvas pixels) in the helper, plus copying the
    /// bytes there and the (scaled) frames back. Waits while no helper can be started.
    public func decodeAnimation(_ bytes: [UInt8], with decoder: PictureDecoder, covering size: PictureSize, limits animation: AnimationLimits)
        throws(PhotoDecodingError) -> PictureAnimation
    {
        let request = DecodeRequest(covering: size, decoder: decoder, bytes: bytes, animation: animation)
        guard case .animation(let frames) = try exchange(request) else { throw .decoderFailed(reason: "it broke the protocol: a still picture for frames") }
        return frames
    }

    /// `request` decoded in a helper (a new one when the one taken fails at its start, after
    /// the backoff), or in process when the system cannot shut helpers in.
    private func exchange(_ request: DecodeRequest) throws(PhotoDecodingError) -> DecodedContent {
        permits.wait()
        defer { permits.signal() }
        while true {
            guard var helper = try takeHelper() else {
                return try Self.decodeInProcess(request)
            }
            let answer: DecodeAnswer
            let isNew = !helper.isReady
            do {
                answer = try helper.exchange(request, deadline: ContinuousClock.now + limits.deadline)
                if isNew { noteHelperReady() }
            } catch {
                switch error {
                case .confinement:
                    retire(helper, grace: Self.exitGrace)
                    fallBack(error.reason)
                    continue
                case .start(let reason):
                    // Nothing of the picture's: the helper ended or hung before it was ready.
                    let ending = retire(helper, grace: Self.exitGrace)
                    noteStartFailure("\(reason) (\(ending.description))")
                    continue
                case .exchange(let failure):
                    if isNew { noteHelperReady() }
                    // A helper that hangs or lies is killed at once; one whose socket closed gets a
                    // moment to end by itself, so that its own signal is reported.
                    let stillRunning = failure == .timedOut || failure.isMalformed
                    let ending = retire(helper, grace: stillRunning ? .zero : Self.exitGrace)
                    throw Self.error(for: failure, ending: ending, limits: limits)
                }
            }
            if answer.isRetiring {
                retire(helper, grace: Self.exitGrace)
            } else {
                giveBack(helper)
            }
            do {
                return try answer.result.get()
            } catch {
                throw .picture(error)
            }
        }
    }

    /// `request` decoded in this process.
    private static func decodeInProcess(_ request: DecodeRequest) throws(PhotoDecodingError) -> DecodedContent {
        do {
            return try request.decoded()
        } catch {
            throw .picture(error)
        }
    }

    /// Kills and reaps every helper, waiting (up to twice the deadline) for pictures being
    /// decoded to give theirs back; later calls decode nothing (``PhotoDecodingError/decoderFailed(reason:)``).
    public func shutdown() {
        let idle = state.withLock { state -> [HelperProcess] in
            state.isShutDown = true
            for pid in state.busy { kill(pid, SIGKILL) }
            defer { state.idle.removeAll() }
            return state.idle
        }
        for helper in idle { helper.end(grace: .zero) }
        var held = 0
        while held < helperCount, permits.wait(timeout: .now() + .seconds(2 * Self.seconds(limits.deadline))) == .success {
            held += 1
        }
        for _ in 0 ..< held { permits.signal() }
        launcher.stop()
    }

    /// An idle helper (a new one when there is none, or the idle one ended by itself), marked
    /// busy, after waiting out the backoff of failed starts; nil to decode in process (the
    /// system cannot shut helpers in). Throws after ``shutdown()``.
    private func takeHelper() throws(PhotoDecodingError) -> HelperProcess? {
        while true {
            let taken = state.withLock { state -> Result<HelperProcess?, PhotoDecodingError>? in
                if state.isShutDown { return .failure(Self.shutDown) }
                if state.fallbackReason != nil { return .success(nil) }
                while let helper = state.idle.popLast() {
                    if helper.reapIfEnded() { continue }
                    state.busy.insert(helper.pid)
                    return .success(helper)
                }
                return nil
            }
            if let taken { return try taken.get() }
            try waitOutBackoff()
            guard let helper = startHelper() else { continue }
            let kept = state.withLock { state -> Bool in
                guard !state.isShutDown else { return false }
                state.busy.insert(helper.pid)
                return true
            }
            guard kept else {
                helper.end(grace: .zero)
                throw Self.shutDown
            }
            return helper
        }
    }

    /// Sleeps until the next helper start may be tried (at once when none failed), in slices of
    /// at most 100 ms so that ``shutdown()`` is heard. Throws after ``shutdown()``.
    private func waitOutBackoff() throws(PhotoDecodingError) {
        while true {
            let wait = state.withLock { state -> Duration? in
                guard !state.isShutDown else { return nil }
                guard let failure = state.startFailure else { return .zero }
                return max(.zero, failure.retryAt - ContinuousClock.now)
            }
            guard let wait else { throw Self.shutDown }
            if wait == .zero { return }
            Thread.sleep(forTimeInterval: Self.interval(min(wait, .milliseconds(100))))
        }
    }

    /// A new helper, started on the launcher's thread (forked by the zygote while it lives, else
    /// from ``command``); nil when it cannot be started (the failure is noted for the backoff) or
    /// the pool is shut down.
    private func startHelper() -> HelperProcess? {
        let command = command
        let zygote = zygote.flatMap { $0.hasEnded ? nil : $0 }
        let limits = limits
        let started = launcher.run { () -> Result<HelperProcess, HelperProcess.Failure> in
            Result { () throws(HelperProcess.Failure) -> HelperProcess in try HelperProcess.start(command, zygote: zygote, limits: limits) }
        }
        switch started {
        case .success(let helper)?:
            state.withLock { $0.started += 1 }
            return helper
        case .failure(let failure)?:
            noteStartFailure(failure.reason)
            return nil
        case nil:
            return nil
        }
    }

    /// Makes a busy helper idle again (or ends it, if the pool was shut down meanwhile).
    private func giveBack(_ helper: HelperProcess) {
        let kept = state.withLock { state -> Bool in
            state.busy.remove(helper.pid)
            guard !state.isShutDown else { return false }
            state.idle.append(helper)
            return true
        }
        if !kept { helper.end(grace: .zero) }
    }

    /// Takes a busy helper out of the pool, ends it (after up to `grace` for it to end by
    /// itself) and reaps it; how it ended.
    @discardableResult
    private func retire(_ helper: HelperProcess, grace: Duration) -> HelperProcess.Termination {
        state.withLock { _ = $0.busy.remove(helper.pid) }
        return helper.end(grace: grace)
    }

    /// Switches to decoding in process for good: the system cannot shut helpers in (`reason`).
    private func fallBack(_ reason: String) {
        let changed = state.withLock { state -> (SandboxStatus, (@Sendable (SandboxStatus) -> Void)?)? in
            guard state.fallbackReason == nil else { return nil }
            state.fallbackReason = reason
            state.startFailure = nil
            return (state.status, state.observer)
        }
        if let (status, observer) = changed { observer?(status) }
    }

    /// Notes that a new helper said it was ready: helpers start again after failed starts.
    private func noteHelperReady() {
        let recovered = state.withLock { state -> (SandboxStatus, (@Sendable (SandboxStatus) -> Void)?)? in
            guard state.startFailure != nil else { return nil }
            state.startFailure = nil
            return (state.status, state.observer)
        }
        if let (status, observer) = recovered { observer?(status) }
    }

    /// Notes a helper start that failed for `reason`: the next is tried after the backoff (50 ms,
    /// doubling with each failure in a row, at most 2 s).
    private func noteStartFailure(_ reason: String) {
        let (status, observer) = state.withLock { state -> (SandboxStatus, (@Sendable (SandboxStatus) -> Void)?) in
            let attempts = (state.startFailure?.attempts ?? 0) + 1
            let delay = Self.backoff(afterFailures: attempts)
            state.startFailure = (reason, attempts, ContinuousClock.now + delay)
            return (state.status, state.observer)
        }
        observer?(status)
    }

    /// The wait before the next helper start after `failures` failed in a row: 50 ms, doubling,
    /// at most 2 s. O(1).
    static func backoff(afterFailures failures: Int) -> Duration {
        min(.milliseconds(50 << min(max(0, failures - 1), 6)), .seconds(2))
    }

    /// The error of a picture asked for after ``shutdown()``.
    private static let shutDown = PhotoDecodingError.decoderFailed(reason: "the decoder sandbox is shut down")

    /// How long a helper whose socket closed may take to end by itself before it is killed.
    private static let exitGrace = Duration.milliseconds(500)

    /// The failure of a picture whose exchange failed with `error`, the helper having ended so.
    static func error(for error: WireError, ending: HelperProcess.Termination, limits: SandboxLimits) -> PhotoDecodingError {
        switch (error, ending) {
        case (.timedOut, _):
            return .tookTooLong(deadline: limits.deadline)
        case (.malformed(let reason), _):
            return .decoderFailed(reason: "it broke the protocol: \(reason)")
        case (_, .signaled(SIGXCPU)):
            return .usedTooMuchProcessorTime(seconds: limits.cpuSeconds)
        case (_, .signaled(let signal)):
            return .decoderCrashed(signal: signal)
        case (_, .exited(let status)):
            return .decoderFailed(reason: "it ended without answering (exit status \(status))")
        }
    }

    private static func seconds(_ duration: Duration) -> Int {
        max(1, Int(duration.components.seconds) + 1)
    }

    /// `duration` in seconds, with its fraction.
    private static func interval(_ duration: Duration) -> TimeInterval {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
