/// Where a ``DecoderSandbox`` decodes now, for the browser to show while it lasts.
public enum SandboxStatus: Sendable, Hashable, CustomStringConvertible {
    /// In sandboxed helpers (also before the first helper has started).
    case confined
    /// No helper could be started (a failed fork: a full pid space, a cgroup's `pids.max`,
    /// memory pressure); pictures wait while new helpers are tried with backoff. Nothing is
    /// decoded in the program meanwhile. `attempts` is how many starts failed in a row.
    case waiting(reason: String, attempts: Int)
    /// This system cannot shut a helper in at all (no seccomp, the filter refused): pictures are
    /// decoded inside the program, without a sandbox.
    case unconfined(reason: String)

    /// One line for the help and the status line, e.g. `decoding: in sandboxed helpers`.
    public var description: String {
        switch self {
        case .confined:
            return "decoding: in sandboxed helpers"
        case .waiting(let reason, let attempts):
            let tries = attempts == 1 ? "" : " (\(attempts) tries)"
            return "decoding waits: no helper could be started\(tries): \(PrintableText.sanitized(reason.utf8, maxLength: 120)); retrying"
        case .unconfined(let reason):
            return "decoding: inside the program, without a sandbox: " + PrintableText.sanitized(reason.utf8, maxLength: 120)
        }
    }
}
