#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a photo could not be decoded: the decoder's own verdict, or what became of the helper
/// process decoding it (``DecoderSandbox``). Each costs that one picture; the description is a
/// short printable-ASCII sentence for the card's status line and the report at exit, without the
/// file's path (the caller names the file).
public enum PhotoDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The decoder refused the file or bytes (missing, too large, not an image, corrupt, …).
    case picture(PictureError)
    /// The helper did not answer within the wall-clock deadline and was killed.
    case tookTooLong(deadline: Duration)
    /// The helper used up its processor time (RLIMIT_CPU) and was stopped by the system.
    case usedTooMuchProcessorTime(seconds: Int)
    /// The helper ended on `signal` while decoding (a fault in a codec, or a limit that ends a
    /// process, such as abort on memory the limit refused).
    case decoderCrashed(signal: Int32)
    /// The helper ended without answering, or answered out of protocol (a message too long, a
    /// picture larger than asked); `reason` says which.
    case decoderFailed(reason: String)

    /// A short sentence for the user, e.g. `the decoder crashed (SIGSEGV)`.
    public var description: String {
        switch self {
        case .picture(let error):
            return error.description
        case .tookTooLong(let deadline):
            return "took too long to decode (over \(Self.seconds(deadline)))"
        case .usedTooMuchProcessorTime(let seconds):
            return "took too long to decode (over \(seconds) s of processor time)"
        case .decoderCrashed(let signal):
            return "the decoder crashed (\(Self.name(ofSignal: signal)))"
        case .decoderFailed(let reason):
            return "the decoder failed: " + PrintableText.sanitized(reason.utf8, maxLength: 120)
        }
    }

    /// `5 s`, `0.25 s`.
    private static func seconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let milliseconds = seconds * 1000 + attoseconds / 1_000_000_000_000_000
        return milliseconds % 1000 == 0 ? "\(milliseconds / 1000) s" : "\(Double(milliseconds) / 1000) s"
    }

    /// `SIGSEGV` for the signals a broken decoder ends on, `signal 42` for others.
    static func name(ofSignal signal: Int32) -> String {
        let names: [Int32: String] = [
            SIGSEGV: "SIGSEGV", SIGBUS: "SIGBUS", SIGILL: "SIGILL", SIGFPE: "SIGFPE", SIGABRT: "SIGABRT",
            SIGTRAP: "SIGTRAP", SIGSYS: "SIGSYS", SIGKILL: "SIGKILL", SIGXCPU: "SIGXCPU", SIGPIPE: "SIGPIPE",
            SIGTERM: "SIGTERM",
        ]
        return names[signal] ?? "signal \(signal)"
    }
}
