/// Why a picture could not be decoded. The description is short, user-facing and printable
/// ASCII only (it is shown on a card's status line and in reports that name the file); it does
/// not repeat the file's path, which the caller knows, and never quotes the file's content: it
/// says what the content looks like instead.
public enum PictureError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No file at the path.
    case missingFile
    /// The path names a directory.
    case directory
    /// The file exists but cannot be read; `reason` is the system's (e.g. "Permission denied").
    case unreadable(reason: String)
    /// The file or buffer holds no bytes.
    case empty
    /// The file holds more bytes than ``PictureLimits/maxFileBytes``.
    case fileTooLarge(bytes: Int, limit: Int)
    /// The header claims `width × height` pixels, over `limits` (refused before decoding).
    case tooManyPixels(width: Int, height: Int, limits: PictureLimits)
    /// The picture's data (`bytes`) is out of all proportion to the `width × height` pixels its
    /// header claims — more than `limit` bytes, the amplification rule (see
    /// ``PictureLimits/allowedDataBytes(width:height:)``). Refused before anything is inflated.
    case outOfProportion(bytes: Int, width: Int, height: Int, limit: Int)
    /// The bytes are no known picture format; what they look like (an HTML page, JSON, text).
    case notAnImage(NonImageContent)
    /// A known format this decoder does not read, e.g. "TIFF" or "JPEG with 2 colour
    /// components", or a picture that would need more memory to decode than
    /// ``PictureLimits/maxDecodingBytes`` ("AVIF grid of 720 tiles needing 715 MiB (at most
    /// 448 MiB)").
    case unsupportedFormat(String)
    /// The data ends before the image does.
    case truncated(PictureFormat)
    /// The codec refused the data; `message` says why in the codec's words (printable ASCII,
    /// never quoting the file).
    case corrupt(PictureFormat, message: String)
    /// A header reader found no size within the first `limit` bytes (a JPEG whose frame
    /// header, or a HEIF or AVIF whose meta box, ends later).
    case headerTooFar(PictureFormat, limit: Int)
    /// Memory ran out while decoding.
    case outOfMemory
    /// An animation with more than `limit` frames (``AnimationLimits/maxFrames``), refused before
    /// its frames are kept.
    case tooManyFrames(limit: Int)
    /// An animation whose frames hold more than `limit` pixels in all
    /// (``AnimationLimits/maxPixels``: each frame's canvas and stored rectangle counted).
    case animationTooLarge(limit: Int)

    /// A short sentence for the user, e.g. `not an image: an HTML page`.
    public var description: String {
        switch self {
        case .missingFile:
            return "file not found"
        case .directory:
            return "a directory, not a picture file"
        case .unreadable(let reason):
            return "cannot read the file: " + PrintableText.sanitized(reason.utf8, maxLength: 80)
        case .empty:
            return "empty file"
        case .fileTooLarge(let bytes, let limit):
            return "file too large: \(Self.grouped(bytes)) bytes (limit \(Self.grouped(limit)))"
        case .tooManyPixels(let width, let height, let limits):
            return "image too large: \(Self.grouped(width)) x \(Self.grouped(height)) pixels "
                + "(limit \(Self.grouped(limits.maxPixels)) pixels, \(Self.grouped(limits.maxSide)) a side)"
        case .outOfProportion(let bytes, let width, let height, let limit):
            return "refused: \(Self.grouped(bytes)) bytes of data for \(Self.grouped(width)) x \(Self.grouped(height)) pixels "
                + "(at most \(Self.grouped(limit)); a damaged file or a decompression bomb)"
        case .notAnImage(let content):
            return "not an image: " + content.phrase
        case .unsupportedFormat(let name):
            return "unsupported format: " + PrintableText.sanitized(name.utf8, maxLength: 60)
        case .truncated(let format):
            return "truncated \(format.rawValue): the file ends before the image does"
        case .corrupt(let format, let message):
            return "corrupt \(format.rawValue): " + PrintableText.sanitized(message.utf8, maxLength: 100)
        case .headerTooFar(let format, let limit):
            return "no \(format.rawValue) image size within the first \(Self.grouped(limit)) bytes"
        case .outOfMemory:
            return "out of memory while decoding"
        case .tooManyFrames(let limit):
            return "refused: an animation of more than \(Self.grouped(limit)) frames (an animation bomb or a damaged file)"
        case .animationTooLarge(let limit):
            return "refused: an animation of more than \(Self.grouped(limit)) pixels in all its frames (an animation bomb or a damaged file)"
        }
    }

    /// `1234567` as `"1,234,567"`.
    private static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return value < 0 ? "-" + text : text
    }
}
