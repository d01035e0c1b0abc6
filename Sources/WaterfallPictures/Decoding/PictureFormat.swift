/// The image formats a ``PictureDecoder`` decodes.
public enum PictureFormat: String, Sendable, Hashable, CaseIterable {
    /// JPEG (JFIF, Exif; baseline or progressive; greyscale, colour or CMYK).
    case jpeg = "JPEG"
    /// PNG (any bit depth and colour type).
    case png = "PNG"
}
