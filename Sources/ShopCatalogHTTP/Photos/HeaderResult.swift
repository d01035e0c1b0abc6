/// What a picture's first bytes say about its size: the header reader's answer.
public enum HeaderResult: Sendable, Equatable {
    /// The picture is `width × height` pixels.
    case size(width: Int, height: Int)
    /// The bytes so far end before the size (a JPEG's start-of-frame may follow a long EXIF block).
    case needMoreBytes
    /// The bytes cannot hold a size (not a picture, or a damaged header); `reason` is short and
    /// printable.
    case unreadable(reason: String)
}

/// Reads a picture's size from its first bytes, without decoding it: the function the photo
/// fetcher is given (WaterfallPictures provides the real one; tests pass their own). Called
/// with all the bytes received so far, each time more arrive, until it answers other than
/// ``HeaderResult/needMoreBytes``. Must be fast (O(bytes)) and must not keep the bytes.
public typealias HeaderReader = @Sendable (_ firstBytes: [UInt8]) -> HeaderResult
