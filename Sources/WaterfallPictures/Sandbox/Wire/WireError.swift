#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a message could not be read or written between the browser and a decoder helper.
enum WireError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The other side closed its end (it ended) before the message was complete.
    case closed
    /// The deadline passed first.
    case timedOut
    /// A system call failed with this errno.
    case system(Int32)
    /// The bytes break the protocol; the text says how (our words, never the bytes).
    case malformed(String)

    /// Whether the other side broke the protocol.
    var isMalformed: Bool {
        if case .malformed = self { return true }
        return false
    }

    /// A few words: `the socket closed`, `no answer in time`, the system's message, or how the
    /// protocol was broken.
    var description: String {
        switch self {
        case .closed: return "the socket closed"
        case .timedOut: return "no answer in time"
        case .system(let code): return strerror(code).map { String(cString: $0) } ?? "error \(code)"
        case .malformed(let reason): return reason
        }
    }
}
