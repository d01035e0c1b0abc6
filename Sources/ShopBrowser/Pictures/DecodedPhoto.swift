import WaterfallPictures

/// A photo decoded for cards, and whether it is the file's full size (so no card can need more).
package struct DecodedPhoto: Sendable {
    /// The pixels, possibly at a reduced JPEG DCT scale.
    package let picture: Picture
    /// Whether the decoder had to return the image at full size, smaller than asked for.
    package let isFullSize: Bool

    /// The size to ask the decoder for so that after cutting to any card's shape the photo still
    /// covers `needed` pixels: a square of its longer side.
    static func request(for needed: PictureSize) -> PictureSize {
        let side = max(1, needed.width, needed.height)
        return PictureSize(width: side, height: side)
    }

    /// `picture` as decoded when asked for ``request(for:)`` of `needed`: smaller than that
    /// means it is the whole image.
    init(_ picture: Picture, for needed: PictureSize) {
        let side = Self.request(for: needed).width
        self.picture = picture
        self.isFullSize = min(picture.width, picture.height) < side
    }

    /// Whether this photo serves a card needing `needed` pixels without decoding again.
    func covers(_ needed: PictureSize) -> Bool {
        isFullSize || min(picture.width, picture.height) >= Self.request(for: needed).width
    }
}
