import Pixels
import WaterfallTUI

/// How many pixels a photo rendition is made from, and how large its photo is decoded: the
/// arithmetic the browser's look-ahead budgets with and the runtime's picture maker decodes by,
/// written once. Pure: no file is read. O(1) each.
package enum RenditionSizes {
    /// The pixels a rendition of `key` needs from its decoded photo: the area in pixels of
    /// `cellSize`, or without one (block symbols) ``symbolSourcePixels(columns:rows:symbols:)``;
    /// nil for an empty area or cell. O(1).
    package static func neededPixels(for key: PictureKey, cellSize: Size?, symbols: SymbolSet) -> PictureSize? {
        guard let cellSize else { return symbolSourcePixels(columns: key.columns, rows: key.rows, symbols: symbols) }
        return pixelSize(of: key, cellSize: cellSize)
    }

    /// The pixels a rendition of `columns × rows` cells of `symbols` is made from: twice the
    /// symbols' pixels on each side, so that with ``decodeRequest(for:)``'s margin every
    /// cell stands for at least 8 × 16 decoded pixels, each half block's pixel for 8 × 8 (unless
    /// the photo is smaller). A shown pixel stands for the photo's pixels under it, and the palette entry
    /// nearest to their exact mean shows them best (the fitting finds it exactly); at 4 × 4 (the
    /// JPEG 3/8 DCT scale, a WebP scaled while decoding) the mean was off by enough to pick
    /// another entry now and then, and 256-colour cards at 30 columns missed the goal of being at
    /// least as close to the full-size photo as chafa's on enough photos; at 8 × 8 they meet it
    /// (the `colours` benchmark, 8 × 8 against 4 × 4 side by side: docs/benchmarks.md, section
    /// Colours). Pixel renditions keep 4 × 4: their pixels are far finer. O(1).
    package static func symbolSourcePixels(columns: Int, rows: Int, symbols: SymbolSet) -> PictureSize {
        let size = SymbolRaster.pictureSize(columns: columns, rows: rows, symbols: symbols)
        return PictureSize(width: 2 * size.width, height: 2 * size.height)
    }

    /// `key`'s area in pixels in cells of `cell`; nil for an empty area or cell. O(1).
    package static func pixelSize(of key: PictureKey, cellSize cell: Size) -> PictureSize? {
        guard cell.width > 0, cell.height > 0, key.columns > 0, key.rows > 0 else { return nil }
        return PictureSize(width: key.columns * cell.width, height: key.rows * cell.height)
    }

    /// The size to ask the decoder for so that after cutting to any card's shape the photo still
    /// covers `needed` pixels four times over: a square of four times its longer side. The
    /// margin is for quality: at the smallest covering JPEG DCT scale, scaling to the card is
    /// close to 1 : 1, so the cut can be off by half a pixel and, in files with subsampled
    /// chroma, colours come in 2 × 2-pixel blocks; with more pixels, area averaging evens both
    /// out. Block-symbol cards ask for twice their pixels on top of this margin
    /// (``symbolSourcePixels(columns:rows:symbols:)``), which brings their colours closer still to the
    /// photo's. What the margins gain and cost is measured in docs/benchmarks.md, section Colours;
    /// the runs that chose them are in docs/benchmarks-history.md, section Pictures.
    package static func decodeRequest(for needed: PictureSize) -> PictureSize {
        let side = 4 * max(1, needed.width, needed.height)
        return PictureSize(width: side, height: side)
    }
}
