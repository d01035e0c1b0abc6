@testable import WaterfallPictures

/// Bytes in memory read as a helper's or the browser's socket would be: the end of the bytes is
/// the socket closing. Counts what was asked for, to show that nothing is read past a bad length
/// and that no more is allocated than a check allowed: every read asks for a buffer the reader
/// has already allocated (``WireSource/bytes(_:)`` allocates its whole count, then fills it at
/// once), so the largest and total asks are the largest and total allocations of what was read,
/// asked for whether or not the bytes were there.
struct WireBytes: WireSource {
    /// The bytes to read.
    var bytes: [UInt8]
    /// How many have been read.
    private(set) var offset = 0
    /// The largest buffer a read asked to fill, in bytes.
    private(set) var largestAsk = 0
    /// The bytes all reads asked for.
    private(set) var totalAsked = 0

    /// A source of `bytes`.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Fills `buffer` from the next bytes, or throws ``WireError/closed`` (having read them all)
    /// when too few are left; the ask is counted either way.
    mutating func fill(_ buffer: UnsafeMutableRawBufferPointer) throws(WireError) {
        largestAsk = max(largestAsk, buffer.count)
        totalAsked += buffer.count
        guard offset + buffer.count <= bytes.count else {
            offset = bytes.count
            throw .closed
        }
        let range = offset ..< offset + buffer.count
        bytes.withUnsafeBytes { raw in buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: raw[range])) }
        offset = range.upperBound
    }

    /// Whether every byte has been read.
    var isAtEnd: Bool { offset == bytes.count }
}
