import Colors
import Pixels

/// Decodes JPEG, PNG, WebP, GIF, HEIF and AVIF files (or bytes already in memory) into `Picture`s (`Pixels`),
/// within ``PictureLimits``. The format is recognised from the first bytes, never from the
/// file name; EXIF orientation (JPEG, PNG) is applied.
///
/// A ``PictureTarget`` lets a JPEG be decoded at a reduced DCT scale and a WebP at a reduced
/// size: the result is then at least the target (unless the image itself is smaller) and is
/// usually scaled down further with `Picture.scaled(toWidth:height:)`. Alpha and GIF
/// transparency are composited onto ``background``.
///
/// A value type without shared state: one decoder may be used from many threads at once.
public struct PictureDecoder: Sendable {
    /// What is accepted; see ``PictureLimits``.
    public var limits: PictureLimits
    /// The colour transparent pixels are composited onto.
    public var background: RGB

    /// A decoder with these limits and background.
    public init(limits: PictureLimits = .standard, background: RGB = .white) {
        self.limits = limits
        self.background = background
    }

    /// Reads and decodes the file at `path`, at least as large as `target` asks. Throws a
    /// ``PictureError`` for a missing, unreadable, empty, oversized or damaged file and for
    /// anything that is not a JPEG, PNG, WebP, GIF, HEIF or AVIF. O(file size + decoded pixels).
    public func decode(file path: String, target: PictureTarget = .fullSize) throws(PictureError) -> Picture {
        let bytes = try PictureFile.read(path: path, limit: limits.maxFileBytes)
        return try decode(bytes, target: target)
    }

    /// Decodes an image held in memory, as ``decode(file:target:)`` does a file.
    public func decode(_ bytes: [UInt8], target: PictureTarget = .fullSize) throws(PictureError) -> Picture {
        let format = try format(of: bytes)
        let result = bytes.withUnsafeBytes { raw in
            Result { () throws(PictureError) -> Picture in
                try CodecBridge.decode(raw, as: format, target: target, background: background, limits: limits)
            }
        }
        return try result.get()
    }

    /// The format of `bytes`, from their first bytes; throws for no bytes, too many, and
    /// anything but a JPEG, PNG, WebP or GIF. O(1).
    func format(of bytes: [UInt8]) throws(PictureError) -> PictureFormat {
        guard !bytes.isEmpty else { throw .empty }
        guard bytes.count <= limits.maxFileBytes else {
            throw .fileTooLarge(bytes: bytes.count, limit: limits.maxFileBytes)
        }
        switch ContentSniffer.sniff(bytes) {
        case .picture(let sniffed): return sniffed
        case .unsupported(let name): throw .unsupportedFormat(name)
        case .notAnImage(let content): throw .notAnImage(content)
        }
    }
}
