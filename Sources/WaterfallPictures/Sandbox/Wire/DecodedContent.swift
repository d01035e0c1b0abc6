import Pixels

/// What a helper made of a request's bytes: a still picture, or an animation's frames.
enum DecodedContent: Equatable {
    /// ``PictureDecoder/decodePhoto(_:covering:)``'s picture.
    case picture(Picture)
    /// ``PictureDecoder/decodeAnimation(_:covering:limits:)``'s frames.
    case animation(PictureAnimation)
}
