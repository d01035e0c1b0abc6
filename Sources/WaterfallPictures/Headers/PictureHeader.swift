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

    /// A header with these values.
    public init(format: PictureFormat, size: PictureSize, orientation: PictureOrientation = .up, isAnimated: Bool = false) {
        self.format = format
        self.size = size
        self.orientation = orientation
        self.isAnimated = isAnimated
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
    /// or (JPEG, PNG) beyond ``PictureHeaderReader/maxScanBytes``.
    case failure(PictureError)
}
