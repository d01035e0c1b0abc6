import WaterfallTUI

/// A photo made for an image area: block symbols, or pixels at the area's size in pixels for a
/// graphics protocol, or the frames of a moving picture, each one of those. The workers make it with the pixels as a `Picture`; the browser keeps it
/// with them as a `PixelImage`, under the identifier the terminal will know them by.
package enum CardRendition<Pixels: Sendable>: Sendable {
    /// Cells of block symbols.
    case symbols(SymbolRaster)
    /// `columns × cellWidth` by `rows × cellHeight` pixels, cut to the area's shape.
    case pixels(Pixels)
    /// The frames of an animated GIF or WebP, each as symbols or pixels, with their delays.
    indirect case animation(CardAnimation<Pixels>)
}
