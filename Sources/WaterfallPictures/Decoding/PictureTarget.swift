import Pixels

/// How large a decoded picture must be at least, as shown (after its EXIF orientation). JPEGs
/// are decoded at the smallest DCT scale (1/8, 2/8, … 8/8) that satisfies it and WebPs (still,
/// or an animation whose first frame fills its canvas) scaled while decoding to the smallest
/// size with their aspect ratio that does, which makes thumbnails of large photos several
/// times cheaper; PNGs and GIFs are always decoded at full size. Sides below 1 count as 1.
public enum PictureTarget: Sendable, Hashable {
    /// The full size.
    case fullSize
    /// At least this size in both dimensions (or the full size if the image is smaller).
    case covering(PictureSize)
    /// At least the image's size fitted into this box (`PictureSize.fitted(into:)`): what is
    /// needed to show the whole picture inside the box, when its aspect ratio is not known
    /// before decoding.
    case fitting(PictureSize)
}
