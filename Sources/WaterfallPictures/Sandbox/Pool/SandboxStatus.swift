/// Where a ``DecoderSandbox`` decodes now, for the program to tell while it lasts (the browser
/// shows it as its own `DecodingStatus`).
public enum SandboxStatus: Sendable, Hashable {
    /// In sandboxed helpers (also before the first helper has started).
    case confined
    /// No helper could be started (a failed fork: a full pid space, a cgroup's `pids.max`,
    /// memory pressure); pictures wait while new helpers are tried with backoff. Nothing is
    /// decoded in the program meanwhile. `attempts` is how many starts failed in a row.
    case waiting(reason: String, attempts: Int)
    /// This system cannot shut a helper in at all (no seccomp, the filter refused): pictures are
    /// decoded inside the program, without a sandbox.
    case unconfined(reason: String)

}
