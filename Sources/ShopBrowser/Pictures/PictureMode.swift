/// How cards show pictures (`--images`).
package enum PictureMode: String, Sendable, CaseIterable {
    /// The best the terminal can do, found out by probing it at start: kitty graphics, sixel, or
    /// block symbols.
    case auto
    /// Real pixels with the kitty graphics protocol (Unicode placeholders where the terminal has
    /// them, direct placements otherwise).
    case kitty
    /// Real pixels with sixel graphics.
    case sixel
    /// Block symbols (half blocks or quadrants) in the terminal's colours.
    case symbols
    /// No photos: thumbnails and placeholders only, no decoding.
    case off
}
