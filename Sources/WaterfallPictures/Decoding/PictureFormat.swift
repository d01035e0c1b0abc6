/// The image formats a ``PictureDecoder`` decodes (and a ``PictureHeaderReader`` reads).
public enum PictureFormat: String, Sendable, Hashable, CaseIterable {
    /// JPEG (JFIF, Exif; baseline or progressive; greyscale, colour or CMYK).
    case jpeg = "JPEG"
    /// PNG (any bit depth and colour type).
    case png = "PNG"
    /// WebP (lossy, lossless, with alpha; the first frame of an animation).
    case webp = "WebP"
    /// GIF (the first frame; transparency).
    case gif = "GIF"
    /// HEIF and HEIC (the primary image: HEVC or AV1, single or a grid of tiles; libheif).
    case heif = "HEIF"
    /// AVIF (the primary image: AV1, single or a grid of tiles; libavif).
    case avif = "AVIF"
}
