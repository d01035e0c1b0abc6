import Pixels

/// The frames of an animated GIF or WebP, each the whole picture as shown at that moment, with
/// how long it is shown; and, when the file broke off after some frames, why (those frames
/// still play): the package's one `Animation` (of `Pixels`), of `Picture`s.
public typealias PictureAnimation = Animation<Picture, PictureError>
