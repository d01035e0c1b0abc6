import CDeflate

#if canImport(Glibc)
import Glibc
#endif

/// zlib compression (deflate in a zlib wrapper): the compact, lossless form the kitty graphics
/// protocol takes raw pixels in (`o=z`). At level 1 a card's pixels compress in about a
/// millisecond, many times faster than a PNG of them at libpng's default level.
enum Deflate {
    /// Why bytes could not be compressed or decompressed.
    struct Failure: Error, Sendable, CustomStringConvertible {
        /// What went wrong.
        public let description: String
    }

    /// `bytes` compressed at `level` (1 fastest … 9 smallest). O(n).
    static func compress(_ bytes: [UInt8], level: Int = 1) throws(Failure) -> [UInt8] {
        var output: UnsafeMutablePointer<UInt8>?
        var size = 0
        let status = bytes.withUnsafeBufferPointer { input in
            wf_deflate(input.baseAddress, input.count, Int32(max(1, min(9, level))), &output, &size)
        }
        guard status == 0, let output else { throw Failure(description: "zlib could not compress \(bytes.count) bytes") }
        defer { free(output) }
        return Array(UnsafeBufferPointer(start: output, count: size))
    }

    /// `bytes` decompressed; they must expand to exactly `expectedSize` bytes. O(n).
    static func decompress(_ bytes: [UInt8], expectedSize: Int) throws(Failure) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: max(0, expectedSize))
        let status = bytes.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { buffer in
                wf_inflate(input.baseAddress, input.count, buffer.baseAddress, buffer.count)
            }
        }
        guard status == 0 else { throw Failure(description: "not zlib data of \(expectedSize) bytes") }
        return output
    }
}
