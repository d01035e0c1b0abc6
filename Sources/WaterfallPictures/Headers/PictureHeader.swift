import Pixels

/// What a picture's first bytes say about it, without decoding it: see ``PictureHeaderReader``.
public struct PictureHeader: Sendable, Hashable {
    /// The format, from the content.
    public var format: PictureFormat
    /// The size the picture is shown at (turned by ``orientation``): the size
    /// ``PictureDecoder`` gives for the same file at ``PictureTarget/fullSize``.
    public var size: PictureSize
    /// The EXIF orientation (JPEG's APP1 block, PNG's eXIf chunk before the image data);
    /// ``PictureOrientation/up`` for WebP and GIF.
    public var orientation: PictureOrientation
    /// Whether the header announces an animation (WebP's VP8X flag; a GIF's further frames
    /// come after the first and are not looked for).
    public var isAnimated: Bool
    /// Whether the picture may hold transparent pixels: a PNG with alpha or a tRNS chunk, a
    /// WebP whose header flags alpha, any GIF; never a JPEG.
    public var mayHaveAlpha: Bool
    /// When, with which camera and lens it was taken, from the EXIF block the orientation
    /// comes from (JPEG, PNG); ``PictureMetadata/none`` otherwise.
    public var metadata: PictureMetadata

    /// A header with these values.
    public init(
        format: PictureFormat, size: PictureSize, orientation: PictureOrientation = .up, isAnimated: Bool = false,
        mayHaveAlpha: Bool = false, metadata: PictureMetadata = .none
    ) {
        self.format = format
        self.size = size
        self.orientation = orientation
        self.isAnimated = isAnimated
        self.mayHaveAlpha = mayHaveAlpha
        self.metadata = metadata
    }
}

/// The outcome of reading a header from the first bytes of a file.
public enum PictureHeaderResult: Sendable, Hashable {
    /// The header was read.
    case header(PictureHeader)
    /// The bytes end before the header does, or before the format can be told: read at least
    /// this many bytes from the start of the file and try again.
    case needMoreBytes(atLeast: Int)
    /// The file is no picture this package decodes, or its header is damaged, over the limits
    /// or (JPEG, HEIF, AVIF) beyond ``PictureHeaderReader/maxScanBytes``.
    case failure(PictureError)
}
