import CImageCodecs

#if canImport(Glibc)
import Glibc
#endif

/// Encodes pictures as PNG files in memory (libpng, 8-bit RGB, default compression): the
/// compact, lossless form the kitty graphics protocol takes an image in.
public enum PNGEncoder {
    /// Why a picture could not be encoded.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        /// The picture's size.
        public let width: Int
        /// The picture's size.
        public let height: Int
        /// What went wrong.
        public var description: String { "cannot encode a \(width)×\(height) picture as PNG" }
    }

    /// The PNG bytes of `picture`. Throws for an empty picture or when libpng fails.
    /// O(pixels).
    public static func encode(_ picture: Picture) throws(Failure) -> [UInt8] {
        guard picture.width > 0, picture.height > 0, picture.width <= Int(UInt32.max), picture.height <= Int(UInt32.max) else {
            throw Failure(width: picture.width, height: picture.height)
        }
        var output: UnsafeMutablePointer<UInt8>?
        var size = 0
        let status = picture.pixels.withUnsafeBufferPointer { pixels in
            ic_encode_png_rgb(pixels.baseAddress, UInt32(picture.width), UInt32(picture.height), &output, &size)
        }
        guard status == 0, let output else { throw Failure(width: picture.width, height: picture.height) }
        defer { free(output) }
        return Array(UnsafeBufferPointer(start: output, count: size))
    }
}
