import CImageCodecs

/// What a ``PictureDecoder`` accepts. Files and images over a limit are refused before their
/// pixels are allocated: the file size is checked before the file is read, the pixel size as
/// soon as the header has been read (so a small file claiming 100,000 × 100,000 pixels costs
/// nothing). The pixel limits apply to the size the file claims, even when a JPEG or WebP is
/// then decoded at a reduced scale.
///
/// Besides these limits every decoder applies the amplification rule,
/// ``allowedDataBytes(width:height:)``: a picture's data may not be out of all proportion to
/// its pixel count.
public struct PictureLimits: Sendable, Hashable {
    /// Largest accepted file (or byte buffer), in bytes. Default 32 MiB.
    public var maxFileBytes: Int
    /// Largest accepted width × height. Default 40,000,000 (40 megapixels; the pixel buffer of
    /// such a PNG with alpha is 160 MB).
    public var maxPixels: Int
    /// Largest accepted width and height, each. Default 16,384.
    public var maxSide: Int
    /// The most bytes of memory one decode may need at its peak, estimated from the header before
    /// anything is decoded, for the pictures whose memory their pixel count alone does not bound:
    /// HEIF and AVIF images (their tiles, chroma, bit depth and alpha) and animated WebP (the
    /// canvases libwebp keeps). One over it is refused as ``PictureError/unsupportedFormat(_:)``
    /// naming both (`AVIF grid of 720 tiles needing 715 MiB (at most 448 MiB)`). Default
    /// ``defaultMaxDecodingBytes``.
    public var maxDecodingBytes: Int

    /// The default ``maxDecodingBytes``, 448 MiB: seven eighths of a decoder helper's memory
    /// (``SandboxLimits/memoryBytes``, 512 MiB), the eighth left for the file's bytes, the Swift
    /// runtime and what the estimate leaves out.
    public static let defaultMaxDecodingBytes = SandboxLimits.standard.memoryBytes / 8 * 7

    /// Limits with the given values; values below 1 count as 1.
    public init(maxFileBytes: Int = 32 << 20, maxPixels: Int = 40_000_000, maxSide: Int = 16_384, maxDecodingBytes: Int = defaultMaxDecodingBytes) {
        self.maxFileBytes = max(1, maxFileBytes)
        self.maxPixels = max(1, maxPixels)
        self.maxSide = max(1, maxSide)
        self.maxDecodingBytes = max(1, maxDecodingBytes)
    }

    /// The defaults: 32 MiB, 40 megapixels, 16,384 pixels a side, 448 MiB to decode.
    public static let standard = PictureLimits()

    /// The amplification rule: the most bytes of data a `width × height` picture may be decoded
    /// from — 4 MiB (for metadata: EXIF, colour profiles, XMP) plus 16 bytes a pixel (twice
    /// the largest raw pixel, 16-bit RGBA). The data is the whole file for JPEG, PNG and still
    /// WebP, the first frame's for animated WebP and GIF. A 31 MB PNG of 10 × 10 pixels is
    /// refused before a byte is inflated. O(1).
    public static func allowedDataBytes(width: Int, height: Int) -> Int {
        let (pixels, overflow) = max(0, width).multipliedReportingOverflow(by: max(0, height))
        guard !overflow, pixels <= (Int.max - Int(IC_DATA_SLACK_BYTES)) / Int(IC_DATA_BYTES_PER_PIXEL) else { return Int.max }
        return Int(IC_DATA_SLACK_BYTES) + pixels * Int(IC_DATA_BYTES_PER_PIXEL)
    }

    /// Whether a `width × height` picture is within ``maxSide`` and ``maxPixels``. O(1).
    public func admits(width: Int, height: Int) -> Bool {
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        return width <= maxSide && height <= maxSide && !overflow && pixels <= maxPixels
    }
}
