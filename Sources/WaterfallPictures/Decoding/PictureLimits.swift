/// What a ``PictureDecoder`` accepts. Files and images over a limit are refused before their
/// pixels are allocated: the file size is checked before the file is read, the pixel size as
/// soon as the header has been read (so a small file claiming 100,000 × 100,000 pixels costs
/// nothing). The pixel limits apply to the size the file claims, even when a JPEG is then
/// decoded at a reduced scale.
public struct PictureLimits: Sendable, Hashable {
    /// Largest accepted file (or byte buffer), in bytes. Default 32 MiB.
    public var maxFileBytes: Int
    /// Largest accepted width × height. Default 40,000,000 (40 megapixels; the pixel buffer of
    /// such a PNG with alpha is 160 MB).
    public var maxPixels: Int
    /// Largest accepted width and height, each. Default 16,384.
    public var maxSide: Int

    /// Limits with the given values; values below 1 count as 1.
    public init(maxFileBytes: Int = 32 << 20, maxPixels: Int = 40_000_000, maxSide: Int = 16_384) {
        self.maxFileBytes = max(1, maxFileBytes)
        self.maxPixels = max(1, maxPixels)
        self.maxSide = max(1, maxSide)
    }

    /// The defaults: 32 MiB, 40 megapixels, 16,384 pixels a side.
    public static let standard = PictureLimits()
}
