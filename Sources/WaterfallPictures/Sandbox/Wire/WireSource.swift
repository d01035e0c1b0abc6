/// Where protocol messages are read from: a socket (``WireChannel``) or, in tests, bytes in
/// memory. Every read fills its buffer completely or throws.
protocol WireSource {
    /// Fills `buffer` completely, or throws (``WireError/closed`` at the end of the stream).
    mutating func fill(_ buffer: UnsafeMutableRawBufferPointer) throws(WireError)
}

extension WireSource {
    /// One little-endian unsigned integer of `T`'s width.
    mutating func integer<T: FixedWidthInteger & UnsignedInteger>(_: T.Type = T.self) throws(WireError) -> T {
        var value: T = 0
        try withUnsafeMutableBytes(of: &value) { raw throws(WireError) in try fill(raw) }
        return T(littleEndian: value)
    }

    /// A 64-bit little-endian signed integer.
    mutating func signed() throws(WireError) -> Int {
        Int(truncatingIfNeeded: Int64(bitPattern: try integer(UInt64.self)))
    }

    /// A 32-bit count that must be at most `most` (checked before anything is allocated for it);
    /// `what` names it in the error.
    mutating func count(atMost most: Int, _ what: String) throws(WireError) -> Int {
        let value = Int(try integer(UInt32.self))
        guard value <= most else { throw .malformed("\(what) of \(value) bytes, over \(most)") }
        return value
    }

    /// Exactly `count` bytes (the caller has checked `count`).
    mutating func bytes(_ count: Int) throws(WireError) -> [UInt8] {
        guard count > 0 else { return [] }
        var failure: WireError?
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            do throws(WireError) {
                try fill(UnsafeMutableRawBufferPointer(buffer))
                initialized = count
            } catch {
                failure = error
                initialized = 0
            }
        }
        if let failure { throw failure }
        return bytes
    }

    /// A text: a 16-bit length of at most `most` bytes, then UTF-8.
    mutating func text(atMost most: Int, _ what: String) throws(WireError) -> String {
        let length = Int(try integer(UInt16.self))
        guard length <= most else { throw .malformed("\(what) of \(length) bytes, over \(most)") }
        return String(decoding: try bytes(length), as: UTF8.self)
    }

    /// A 32-bit tag that must be `expected` (a message's magic number).
    mutating func expect(magic expected: UInt32, _ what: String) throws(WireError) {
        let magic = try integer(UInt32.self)
        guard magic == expected else { throw .malformed("not a \(what)") }
    }
}
