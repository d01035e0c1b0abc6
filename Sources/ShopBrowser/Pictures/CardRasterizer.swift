import Colors
import Pixels
import ShopCatalog
import WaterfallTUI

/// Fits pictures into an image area of block symbols: framed to the area's shape (a cell is twice
/// as tall as wide; cut, or letterboxed on the background as ``FramingRule`` decides), scaled
/// to the symbols' pixels and fitted in the terminal's colours. Pure and
/// cheap to copy: the model draws the catalog's tiny thumbnails with it on the UI thread, and the
/// picture workers draw photos with it (``CardPictureMaker``).
package struct CardRasterizer: Sendable, Equatable {
    /// The glyphs cards are drawn with.
    package let symbols: SymbolSet
    /// The colours cards are drawn in.
    package let colorMode: SymbolColorMode
    /// The colour of letterbox bars (the terminal's background).
    package let background: RGB

    /// The shorter side thumbnails are enlarged to before they are cut to a card's shape.
    static let thumbnailWorkingSide = 64

    /// A rasterizer drawing with `symbols` in `colorMode`, letterbox bars in `background`.
    package init(symbols: SymbolSet, colorMode: SymbolColorMode, background: RGB = .black) {
        self.symbols = symbols
        self.colorMode = colorMode
        self.background = background
    }

    /// The thumbnail drawn into `columns × rows` cells, as the placeholder of a card whose photo
    /// is not ready (or cannot be read). O(area).
    package func raster(of thumbnail: Thumbnail, columns: Int, rows: Int) -> SymbolRaster? {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(thumbnail.pixels.count * 3)
        for pixel in thumbnail.pixels {
            pixels += [pixel.red, pixel.green, pixel.blue]
        }
        guard let picture = Picture(width: thumbnail.width, height: thumbnail.height, pixels: pixels), picture.width > 0, picture.height > 0 else {
            return nil
        }
        // A dozen pixels cannot be cut to a card's shape to the pixel: enlarge them first (each
        // becomes a block of equal pixels), so the cut is as exact as for a photo.
        let factor = max(1, Self.thumbnailWorkingSide / min(picture.width, picture.height))
        guard let enlarged = picture.areaAveraged(toWidth: picture.width * factor, height: picture.height * factor) else { return nil }
        return raster(of: enlarged, columns: columns, rows: rows)
    }

    /// `picture` framed to the shape of `columns × rows` cells (``Picture/framed(toWidth:height:shape:background:)``),
    /// scaled to the symbols' pixels and fitted. Nil for an empty area or picture. O(picture pixels + area).
    package func raster(of picture: Picture, columns: Int, rows: Int) -> SymbolRaster? {
        guard columns > 0, rows > 0, picture.width > 0, picture.height > 0 else { return nil }
        let size = SymbolRaster.pictureSize(columns: columns, rows: rows, symbols: symbols)
        let shape = PictureSize(width: columns, height: rows * 2)
        guard let scaled = picture.framed(toWidth: size.width, height: size.height, shape: shape, background: background) else {
            return nil
        }
        return try? SymbolRaster(picture: scaled, columns: columns, rows: rows, symbols: symbols, colorMode: colorMode)
    }
}
