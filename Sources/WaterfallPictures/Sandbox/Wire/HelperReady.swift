/// A helper's first answer: that it has shut itself in and waits for requests, or why it could
/// not (then it ends), and whether no helper ever can on this system.
struct HelperReady: Equatable {
    /// Nil when ready; otherwise why the sandbox could not be entered (e.g.
    /// `PR_SET_SECCOMP: Invalid argument`).
    var failure: String?
    /// Whether the failure is the system's lack (no seccomp, the filter refused, another
    /// architecture or system), the same for every helper, rather than this helper's.
    var isUnsupported = false

    /// The message's bytes.
    var bytes: [UInt8] {
        var writer = WireWriter()
        writer.integer(WireFormat.readyMagic)
        writer.integer(WireFormat.version)
        writer.integer(UInt8(failure == nil ? 0 : isUnsupported ? 2 : 1))
        writer.text(failure ?? "", atMost: WireFormat.maxTextBytes)
        return writer.bytes
    }

    /// Reads the answer, refusing another message, version or status.
    static func read(from source: inout some WireSource) throws(WireError) -> HelperReady {
        try source.expect(magic: WireFormat.readyMagic, "ready message")
        let version = try source.integer(UInt16.self)
        guard version == WireFormat.version else { throw .malformed("protocol version \(version), not \(WireFormat.version)") }
        let status = try source.integer(UInt8.self)
        let reason = try source.text(atMost: WireFormat.maxTextBytes, "a reason")
        switch status {
        case 0: return HelperReady(failure: nil)
        case 1: return HelperReady(failure: reason)
        case 2: return HelperReady(failure: reason, isUnsupported: true)
        default: throw .malformed("ready status \(status)")
        }
    }
}
