/// How cards show pictures (`--images`).
package enum PictureMode: String, Sendable, CaseIterable {
    /// The best the terminal can do: block symbols in its colours, for now.
    case auto
    /// Block symbols (half blocks or quadrants) in the terminal's colours.
    case symbols
    /// No photos: thumbnails and placeholders only, no decoding.
    case off
}
