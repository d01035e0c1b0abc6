/// What a decoder helper may use. The memory and processor-time limits are set by the helper on
/// itself (`setrlimit`) before it shuts itself in; the deadline is kept by the browser.
public struct SandboxLimits: Sendable, Hashable {
    /// Bytes of address space and of data (RLIMIT_AS, RLIMIT_DATA) a helper may add to what it
    /// has at start; a picture needing more fails (out of memory, or a crash on it). Default
    /// 512 MiB: the largest accepted image (40 megapixels) decodes within it.
    public var memoryBytes: Int
    /// Seconds of processor time over a helper's whole life (RLIMIT_CPU: SIGXCPU at the limit,
    /// SIGKILL a second later). A helper that has used half of it ends after its answer and the
    /// next picture gets a new one, so the limit only stops a helper spinning with no deadline
    /// over it (its browser gone). Keep it over twice ``deadline``. Default 30.
    public var cpuSeconds: Int
    /// The wall-clock time one picture may take in a helper (the first one including the
    /// helper's start); then the helper is killed and the picture reported as taking too long.
    /// Default 5 s.
    public var deadline: Duration

    /// Limits with these values (memory and processor time of at least 1).
    public init(memoryBytes: Int = 512 << 20, cpuSeconds: Int = 30, deadline: Duration = .seconds(5)) {
        self.memoryBytes = max(1, memoryBytes)
        self.cpuSeconds = max(1, cpuSeconds)
        self.deadline = deadline
    }

    /// The defaults: 512 MiB, 30 s of processor time, 5 s a picture.
    public static let standard = SandboxLimits()
}
