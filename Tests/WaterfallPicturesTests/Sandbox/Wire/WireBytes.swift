@testable import WaterfallPictures

/// Bytes in memory read as a helper's or the browser's socket would be: the end of the bytes is
/// the socket closing. Counts what was asked for, to show that nothing is read past a bad length.
struct WireBytes: WireSource {
    /// The bytes to read.
    var bytes: [UInt8]
    /// How many have been read.
    private(set) var offset = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func fill(_ buffer: UnsafeMutableRawBufferPointer) throws(WireError) {
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
