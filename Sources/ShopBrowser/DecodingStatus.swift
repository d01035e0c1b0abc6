import SafeText

/// Where photos are decoded now, as the browser shows it (the help's line, the status line while
/// pictures wait): the model's own value, told by the runtime from the decoder sandbox's status,
/// so the model knows nothing of the sandbox.
package enum DecodingStatus: Sendable, Hashable, CustomStringConvertible {
    /// In sandboxed helpers (also before the first helper has started).
    case confined
    /// No helper could be started; pictures wait while new helpers are tried. `attempts` is how
    /// many starts failed in a row.
    case waiting(reason: String, attempts: Int)
    /// Decoded inside the program, without a sandbox (the system cannot shut a helper in, or
    /// the user asked for it).
    case unconfined(reason: String)

    /// One line for the help and the status line, e.g. `decoding: in sandboxed helpers`; the
    /// reasons made safe for a terminal (``SafeText/TerminalSafeText``) and cut to 120
    /// characters.
    package var description: String {
        switch self {
        case .confined:
            return "decoding: in sandboxed helpers"
        case .waiting(let reason, let attempts):
            let tries = attempts == 1 ? "" : " (\(attempts) tries)"
            return "decoding waits: no helper could be started\(tries): \(Self.shown(reason)); retrying"
        case .unconfined(let reason):
            return "decoding: inside the program, without a sandbox: " + Self.shown(reason)
        }
    }

    /// `reason` as the line shows it: safe for a terminal, at most 120 characters.
    private static func shown(_ reason: String) -> String {
        String(TerminalSafeText.sanitize(reason).prefix(120))
    }
}
