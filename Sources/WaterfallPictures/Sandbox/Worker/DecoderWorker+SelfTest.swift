import CDecoderSandbox

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension DecoderWorker {
    /// What the self-test tries, by the names it prints.
    static let probes: [(name: String, kind: ds_probe_kind)] = [
        ("open-file", DS_PROBE_OPEN_FILE),
        ("open-socket", DS_PROBE_OPEN_SOCKET),
        ("start-process", DS_PROBE_START_PROCESS),
        ("execute", DS_PROBE_EXECUTE),
        ("signal-parent", DS_PROBE_SIGNAL_PARENT),
        ("executable-memory", DS_PROBE_EXECUTABLE_MEMORY),
        ("write-input", DS_PROBE_WRITE_INPUT),
    ]

    /// How many threads the self-test's thread bomb tries to start.
    static let threadBombAttempts: Int32 = 64

    /// `waterfall decode-worker --self-test`: enters the sandbox as a helper does (with the
    /// default limits), then tries each thing it must not be able to do and prints one line
    /// each — `open-file: refused (errno 1)` or `open-file: allowed` —, then starts threads
    /// until one is refused and prints how many started — `threads: 4 of 64 started, then
    /// refused (errno 11)` —, and ends with status 0 when all were refused and no more than
    /// `DS_HELPER_THREADS` threads started, 1 otherwise, 3 when the sandbox cannot be entered.
    /// Never returns.
    public static func selfTest() -> Never {
        let parent = getppid()
        let defaults = SandboxLimits.standard
        var limits = ds_limits(memory_bytes: UInt64(defaults.memoryBytes), cpu_seconds: UInt32(defaults.cpuSeconds), parent_pid: 0)
        let channel = WireChannel(input: 0, output: 1, side: .helper)
        if let (failure, _) = enterSandbox(&limits) {
            try? channel.send(Array("sandbox: \(failure)\n".utf8))
            _exit(sandboxStatus)
        }
        var noneAllowed = true
        for probe in probes {
            let code = ds_probe(probe.kind, parent)
            noneAllowed = noneAllowed && code != 0
            try? channel.send(Array("\(probe.name): \(code == 0 ? "allowed" : "refused (errno \(code))")\n".utf8))
        }
        var started: Int32 = 0
        let refusal = ds_thread_bomb(threadBombAttempts, &started)
        noneAllowed = noneAllowed && refusal != 0 && started <= DS_HELPER_THREADS
        let ending = refusal == 0 ? "" : ", then refused (errno \(refusal))"
        try? channel.send(Array("threads: \(started) of \(threadBombAttempts) started\(ending)\n".utf8))
        _exit(noneAllowed ? 0 : 1)
    }
}
