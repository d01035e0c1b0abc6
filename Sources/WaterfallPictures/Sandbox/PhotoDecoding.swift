import Pixels

/// Where photos are decoded: in this process, or in sandboxed helper processes
/// (``DecoderSandbox``), where a crash, hang or memory bomb in a codec costs one picture and
/// never the program. Both read the file in this process (within the decoder's byte limit) and
/// give the same pixels: ``PictureDecoder/decodePhoto(_:covering:)``'s.
///
/// Compared by identity of the sandbox. Safe to use from many threads at once.
public enum PhotoDecoding: Sendable, Equatable {
    /// Decoding on the calling thread, in this process (the benchmarks' baseline, and the
    /// fallback when no helper can be started).
    case inProcess
    /// Decoding in the sandbox's helper processes.
    case sandboxed(DecoderSandbox)

    /// Reads the file at `path` (refusing it over `decoder.limits.maxFileBytes` before reading)
    /// and decodes it as ``decode(_:with:covering:)`` does. O(file size + decoded pixels).
    public func decode(file path: String, with decoder: PictureDecoder, covering size: PictureSize) throws(PhotoDecodingError) -> Picture {
        try decode(try Self.read(path, within: decoder.limits), with: decoder, covering: size)
    }

    /// Reads the file at `path` as ``decode(file:with:covering:)`` does and decodes its frames as
    /// ``decodeAnimation(_:with:covering:limits:)`` does.
    public func decodeAnimation(file path: String, with decoder: PictureDecoder, covering size: PictureSize, limits: AnimationLimits)
        throws(PhotoDecodingError) -> PictureAnimation
    {
        try decodeAnimation(try Self.read(path, within: decoder.limits), with: decoder, covering: size, limits: limits)
    }

    /// The frames of `bytes` (``PictureDecoder/decodeAnimation(_:covering:limits:)``: an animated
    /// GIF's or WebP's, one frame for any other picture), here or in a helper. O(bytes + frames ×
    /// canvas pixels), plus, in a helper, copying the bytes and the frames through a socket.
    public func decodeAnimation(_ bytes: [UInt8], with decoder: PictureDecoder, covering size: PictureSize, limits: AnimationLimits)
        throws(PhotoDecodingError) -> PictureAnimation
    {
        switch self {
        case .inProcess:
            do {
                return try decoder.decodeAnimation(bytes, covering: size, limits: limits)
            } catch {
                throw .picture(error)
            }
        case .sandboxed(let sandbox):
            return try sandbox.decodeAnimation(bytes, with: decoder, covering: size, limits: limits)
        }
    }

    /// The bytes of the file at `path`, refused over `limits.maxFileBytes` before reading.
    private static func read(_ path: String, within limits: PictureLimits) throws(PhotoDecodingError) -> [UInt8] {
        do {
            return try PictureFile.read(path: path, limit: limits.maxFileBytes)
        } catch {
            throw .picture(error)
        }
    }

    /// `bytes` decoded with `decoder`'s limits and background into a picture covering `size`
    /// (``PictureDecoder/decodePhoto(_:covering:)``), here or in a helper. O(bytes + decoded
    /// pixels), plus, in a helper, copying the bytes and the result through a socket.
    public func decode(_ bytes: [UInt8], with decoder: PictureDecoder, covering size: PictureSize) throws(PhotoDecodingError) -> Picture {
        switch self {
        case .inProcess:
            do {
                return try decoder.decodePhoto(bytes, covering: size)
            } catch {
                throw .picture(error)
            }
        case .sandboxed(let sandbox):
            return try sandbox.decode(bytes, with: decoder, covering: size)
        }
    }

    /// Whether both decode in process, or both in the same sandbox.
    public static func == (lhs: PhotoDecoding, rhs: PhotoDecoding) -> Bool {
        switch (lhs, rhs) {
        case (.inProcess, .inProcess): return true
        case (.sandboxed(let left), .sandboxed(let right)): return left === right
        default: return false
        }
    }
}
