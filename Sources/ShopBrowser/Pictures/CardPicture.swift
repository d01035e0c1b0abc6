import WaterfallTUI

/// What an image area shows now: the photo in block symbols or in pixels when it is ready, the
/// thumbnail in block symbols standing in (also under pixels, until the terminal shows them),
/// and where the photo stands.
package struct CardPicture: Sendable {
    /// The cells of the area: the photo in symbols, or the thumbnail; nil when there is neither
    /// (the card draws a tinted placeholder).
    package var raster: SymbolRaster?
    /// The photo in pixels, shown over the cells by a graphics protocol.
    package var pixels: PixelImage?
    /// Where the photo stands.
    package var state: CardPictureState
    /// What the mark of a failed photo says (``PictureFailure/label``); nil unless ``state`` is
    /// ``CardPictureState/failed``.
    package var failureLabel: String?
    /// Whether the photo moves and is not playing (it shows a frame and a ▶ badge).
    package var showsPlayBadge: Bool

    /// An area showing `raster` (and `pixels` over it) with the photo in `state`; a failed
    /// photo's mark says `failureLabel`; a moving photo that does not play has `showsPlayBadge`.
    package init(
        raster: SymbolRaster? = nil, pixels: PixelImage? = nil, state: CardPictureState = .none, failureLabel: String? = nil,
        showsPlayBadge: Bool = false
    ) {
        self.raster = raster
        self.pixels = pixels
        self.state = state
        self.failureLabel = failureLabel
        self.showsPlayBadge = showsPlayBadge
    }
}
