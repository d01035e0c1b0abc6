/// Builds one protocol message: little-endian integers, length-prefixed texts and raw bytes.
struct WireWriter {
    /// The message so far.
    private(set) var bytes: [UInt8] = []

    /// An empty message with room for `capacity` bytes.
    init(capacity: Int = 64) {
        bytes.reserveCapacity(capacity)
    }

    /// Appends `value` little-endian, in `T`'s width.
    mutating func integer<T: FixedWidthInteger & UnsignedInteger>(_ value: T) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// Appends `value` as a 64-bit signed integer.
    mutating func signed(_ value: Int) {
        integer(UInt64(bitPattern: Int64(value)))
    }

    /// Appends a 32-bit count, which the caller keeps within the protocol's bounds.
    mutating func count(_ value: Int) {
        integer(UInt32(clamping: value))
    }

    /// Appends `text`'s UTF-8, cut to at most `most` bytes, after its 16-bit length.
    mutating func text(_ text: String, atMost most: Int) {
        let utf8 = Array(text.utf8.prefix(min(most, Int(UInt16.max))))
        integer(UInt16(utf8.count))
        bytes += utf8
    }

    /// Appends `raw` as is.
    mutating func raw(_ raw: some Sequence<UInt8>) {
        bytes.append(contentsOf: raw)
    }
}
