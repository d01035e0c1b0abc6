import WaterfallPictures
import WaterfallTUI

/// A photo made for an image area by the picture workers: block symbols, or pixels at the
/// area's size in pixels for a graphics protocol.
package enum CardRendition: Sendable {
    /// Cells of block symbols.
    case symbols(SymbolRaster)
    /// `columns × cellWidth` by `rows × cellHeight` pixels, cut to the area's shape.
    case pixels(Picture)

}
