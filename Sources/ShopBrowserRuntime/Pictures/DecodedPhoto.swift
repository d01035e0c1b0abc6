import Pixels
import ShopBrowser
import WaterfallPictures

/// A photo decoded for cards — a still picture, or the frames of a moving one — and whether it
/// is the file's full size (so no card can need more). Both kinds share the maker's cache of
/// decoded photos, each counted by its bytes (``byteCount``: every frame, and the alpha).
package struct DecodedPhoto: Sendable {
    /// The pixels, possibly at a reduced JPEG DCT scale; a moving picture's first frame.
    package let picture: Picture
    /// Whether the decoder had to return the image at full size, smaller than asked for.
    package let isFullSize: Bool
    /// A moving picture's frames (two or more), decoded to cover ``framesDecodedFor``; nil for a
    /// still.
    package let animation: PictureAnimation?
    /// The size a moving picture's frames were decoded to cover; nil for a still.
    package let framesDecodedFor: PictureSize?

    /// `picture` as decoded when asked for ``RenditionSizes/decodeRequest(for:)`` of `needed`: smaller than that
    /// means it is the whole image.
    init(_ picture: Picture, for needed: PictureSize) {
        let side = RenditionSizes.decodeRequest(for: needed).width
        self.picture = picture
        self.isFullSize = min(picture.width, picture.height) < side
        self.animation = nil
        self.framesDecodedFor = nil
    }

    /// A still decoded as an animation's one frame to cover some size, full size when it is not
    /// smaller than the file's `canvas`.
    init(still picture: Picture, canvas: PictureSize) {
        self.picture = picture
        self.isFullSize = picture.width >= canvas.width && picture.height >= canvas.height
        self.animation = nil
        self.framesDecodedFor = nil
    }

    /// The frames of a moving picture (at least one), decoded to cover `source`, full size when
    /// they are not smaller than the file's `canvas`.
    init(animation: PictureAnimation, covering source: PictureSize, canvas: PictureSize) {
        let first = animation.frames[0].still
        self.picture = first
        self.isFullSize = first.width >= canvas.width && first.height >= canvas.height
        self.animation = animation
        self.framesDecodedFor = source
    }

    /// The bytes its pixels take: every frame's, the alpha included. O(frames).
    package var byteCount: Int {
        animation?.byteCount ?? picture.byteCount
    }

    /// Whether this still photo serves a card needing `needed` pixels without decoding again
    /// (false for a moving picture: see ``framesCover(_:)``).
    func covers(_ needed: PictureSize) -> Bool {
        animation == nil && (isFullSize || min(picture.width, picture.height) >= RenditionSizes.decodeRequest(for: needed).width)
    }

    /// Whether these moving frames serve a rendition made from `source` pixels without decoding
    /// again (false for a still).
    func framesCover(_ source: PictureSize) -> Bool {
        guard let decodedFor = framesDecodedFor else { return false }
        return isFullSize || (source.width <= decodedFor.width && source.height <= decodedFor.height)
    }
}
