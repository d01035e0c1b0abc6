/// Why a picture could not be decoded. The description is short, user-facing and printable
/// ASCII only (it is shown on a card's status line and in reports that name the file); it does
/// not repeat the file's path, which the caller knows.
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
    /// The bytes are no known image format; `leadingBytes` are the first few, to say what
    /// they look like (an HTML page, a JSON error, …).
    case notAnImage(leadingBytes: [UInt8])
    /// A known format this decoder does not read, e.g. "GIF" or "JPEG with 2 colour
    /// components".
    case unsupportedFormat(String)
    /// The data ends before the image does.
    case truncated(PictureFormat)
    /// The codec refused the data; `message` is its reason (printable ASCII).
    case corrupt(PictureFormat, message: String)
    /// Memory ran out while decoding.
    case outOfMemory

    /// The number of leading bytes kept by ``notAnImage(leadingBytes:)``.
    static let leadingByteCount = 24

    /// A short sentence for the user, e.g. `not an image: starts with "<!DOCTYPE html>"`.
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
        case .notAnImage(let leadingBytes):
            return "not an image: starts with " + Self.describe(leadingBytes)
        case .unsupportedFormat(let name):
            return "unsupported format: " + PrintableText.sanitized(name.utf8, maxLength: 60)
        case .truncated(let format):
            return "truncated \(format.rawValue): the file ends before the image does"
        case .corrupt(let format, let message):
            return "corrupt \(format.rawValue): " + PrintableText.sanitized(message.utf8, maxLength: 100)
        case .outOfMemory:
            return "out of memory while decoding"
        }
    }

    /// Text as a quoted, sanitized excerpt; anything else as its first bytes in hexadecimal.
    private static func describe(_ bytes: [UInt8]) -> String {
        let start = bytes.prefix(leadingByteCount)
        if PrintableText.looksLikeText(start) {
            return "\"" + PrintableText.sanitized(start, maxLength: leadingByteCount) + "\""
        }
        return "bytes " + PrintableText.hex(start.prefix(8))
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
