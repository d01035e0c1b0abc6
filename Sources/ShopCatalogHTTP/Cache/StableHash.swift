/// FNV-1a, 64 bits: a hash that is the same in every process and on every run (unlike Swift's
/// `Hasher`), for cache file names and checksums. Not a defence against forgery: the cache
/// checks the URL stored in a file, so a collision is only a miss. O(n).
package enum StableHash {
    /// The FNV-1a hash of `bytes`.
    package static func fnv1a(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// `value` as 16 lower-case hex digits.
    package static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
