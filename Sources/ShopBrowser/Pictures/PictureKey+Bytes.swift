import Pixels
import WaterfallTUI

extension PictureKey {
    /// The bytes a finished still rendition of this key takes at most in ``CardPictures``' cache
    /// before it is made: its area's pixels of `cellSize` (four bytes each: the colour and the
    /// alpha of a see-through picture), or without one (block symbols) one `Cell` per cell; a
    /// moving one takes this for each frame. O(1).
    package func renditionBytes(cellSize: Size?) -> Int {
        let cells = columns * rows
        return cellSize.map { cells * $0.width * $0.height * 4 } ?? cells * MemoryLayout<Cell>.stride
    }

    /// The least bytes the photo decoded to make this key's rendition takes in the maker's cache
    /// of decoded photos: the square ``RenditionSizes/decodeRequest(for:)`` asks the decoder for (a
    /// photo longer than wide, or decoded at a coarser DCT scale, takes more). O(1).
    package func decodedBytes(cellSize: Size?, symbols: SymbolSet) -> Int {
        guard let needed = RenditionSizes.neededPixels(for: self, cellSize: cellSize, symbols: symbols) else { return 0 }
        let request = RenditionSizes.decodeRequest(for: needed)
        return request.width * request.height * 3
    }
}
