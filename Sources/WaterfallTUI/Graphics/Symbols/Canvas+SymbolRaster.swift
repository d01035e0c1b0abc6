extension Canvas {
    /// Copies `raster` with its top-left cell at local position (`x`, `y`), honouring the clip
    /// (a card partly scrolled out shows only its visible rows and columns). O(cells copied).
    public mutating func draw(_ raster: SymbolRaster, x: Int, y: Int) {
        for row in 0 ..< raster.rows {
            blit(raster.row(row), x: x, y: y + row)
        }
    }
}
