/// The first message to a helper: who its parent is and the limits it sets on itself before it
/// shuts itself in.
struct HelperHello: Equatable {
    /// The browser's pid; the helper ends if its parent is someone else (the browser died first).
    var parentPID: Int32
    /// Bytes of memory the helper may add to what it has at start (0: no limit).
    var memoryBytes: UInt64
    /// Seconds of processor time for the helper's whole life (0: no limit).
    var cpuSeconds: UInt32

    /// The message's bytes.
    var bytes: [UInt8] {
        var writer = WireWriter()
        writer.integer(WireFormat.helloMagic)
        writer.integer(WireFormat.version)
        writer.integer(UInt32(bitPattern: parentPID))
        writer.integer(memoryBytes)
        writer.integer(cpuSeconds)
        return writer.bytes
    }

    /// Reads a hello, refusing another message or version.
    static func read(from source: inout some WireSource) throws(WireError) -> HelperHello {
        try source.expect(magic: WireFormat.helloMagic, "hello")
        let version = try source.integer(UInt16.self)
        guard version == WireFormat.version else { throw .malformed("protocol version \(version), not \(WireFormat.version)") }
        return HelperHello(
            parentPID: Int32(bitPattern: try source.integer(UInt32.self)),
            memoryBytes: try source.integer(UInt64.self),
            cpuSeconds: try source.integer(UInt32.self)
        )
    }
}
