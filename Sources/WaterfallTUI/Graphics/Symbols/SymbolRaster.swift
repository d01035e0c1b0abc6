import Colors
import Pixels

/// A picture drawn as terminal cells of block symbols, ready to copy into a canvas
/// (`Canvas.draw(_:x:y:)`). Made once per picture and cell area; drawing a frame only copies.
///
/// The picture must already be scaled to the area: `columns × 1` by `rows × 2` pixels for half
/// blocks, `columns × 2` by `rows × 2` for quadrants (`pictureSize(columns:rows:symbols:)`).
/// Each cell gets the glyph and the two colours that show its pixels with the least squared
/// error in sRGB, after reduction to what `colorMode` can show (see
/// `PaletteCellFitter`, `TruecolorCellFitter`, `MonochromeCellFitter`). Styles carry colours
/// only, never attributes.
public struct SymbolRaster: Sendable, Equatable {
    /// The area's width in cells.
    public let columns: Int
    /// The area's height in cells.
    public let rows: Int
    /// The glyphs the raster was drawn with.
    public let symbols: SymbolSet
    /// The colours the raster was drawn with.
    public let colorMode: SymbolColorMode
    /// The cells, row by row (`rows × columns`).
    public let cells: [Cell]

    /// Draws `picture` into `columns × rows` cells with `symbols` in `colorMode`. Throws
    /// `SymbolRasterError` when the area is negative or the picture does not have exactly
    /// the size `pictureSize(columns:rows:symbols:)` gives. O(columns × rows), with no
    /// allocation but the cell array. In palette colours half blocks make 2 palette searches per
    /// cell and quadrants 15; monochrome and 24-bit colour search no palette and cost less. The
    /// time of a 30×14-cell card in half blocks and 256 colours is measured in
    /// docs/benchmarks.md, section Pictures (its fitting row).
    public init(picture: Picture, columns: Int, rows: Int, symbols: SymbolSet = .halfBlocks, colorMode: SymbolColorMode) throws(SymbolRasterError) {
        guard columns >= 0, rows >= 0 else {
            throw .negativeArea(columns: columns, rows: rows)
        }
        let expected = Self.pictureSize(columns: columns, rows: rows, symbols: symbols)
        guard picture.width == expected.width, picture.height == expected.height else {
            throw .pictureSize(
                width: picture.width, height: picture.height, expectedWidth: expected.width, expectedHeight: expected.height,
                columns: columns, rows: rows, symbols: symbols
            )
        }
        self.columns = columns
        self.rows = rows
        self.symbols = symbols
        self.colorMode = colorMode
        switch colorMode {
        case .monochrome:
            cells = Self.fit(picture, columns: columns, rows: rows, symbols: symbols, with: MonochromeCellFitter())
        case .ansi8:
            cells = Self.fit(picture, columns: columns, rows: rows, symbols: symbols, with: PaletteCellFitter(palette: .ansi8, shades: .ansi8))
        case .ansi16:
            cells = Self.fit(picture, columns: columns, rows: rows, symbols: symbols, with: PaletteCellFitter(palette: .ansi16, shades: .ansi16))
        case .ansi256:
            cells = Self.fit(picture, columns: columns, rows: rows, symbols: symbols, with: PaletteCellFitter(palette: .xterm240, shades: nil))
        case .truecolor:
            cells = Self.fit(picture, columns: columns, rows: rows, symbols: symbols, with: TruecolorCellFitter())
        }
    }

    /// The picture size in pixels that `columns × rows` cells of `symbols` stand for.
    public static func pictureSize(columns: Int, rows: Int, symbols: SymbolSet) -> (width: Int, height: Int) {
        (columns * symbols.pixelsAcross, rows * symbols.pixelsDown)
    }

    /// The cells of row `row` (0 ..< rows).
    public func row(_ row: Int) -> ArraySlice<Cell> {
        cells[row * columns ..< (row + 1) * columns]
    }

    /// The cells for `picture` (already checked to fit), fitted one by one by `fitter`.
    private static func fit(_ picture: Picture, columns: Int, rows: Int, symbols: SymbolSet, with fitter: some CellFitter) -> [Cell] {
        let width = picture.width
        return picture.pixels.withUnsafeBufferPointer { pixels in
            [Cell](unsafeUninitializedCapacity: columns * rows) { buffer, count in
                for row in 0 ..< rows {
                    let top = 2 * row * width
                    for column in 0 ..< columns {
                        let cell =
                            switch symbols {
                            case .halfBlocks:
                                fitter.halfBlockCell(
                                    upper: RGB(pixels: pixels, index: top + column),
                                    lower: RGB(pixels: pixels, index: top + width + column),
                                    column: column, row: row
                                )
                            case .quadrants:
                                fitter.quadrantCell(
                                    [
                                        RGB(pixels: pixels, index: top + 2 * column),
                                        RGB(pixels: pixels, index: top + 2 * column + 1),
                                        RGB(pixels: pixels, index: top + width + 2 * column),
                                        RGB(pixels: pixels, index: top + width + 2 * column + 1),
                                    ], column: column, row: row)
                            }
                        buffer.initializeElement(at: row * columns + column, to: cell)
                    }
                }
                count = columns * rows
            }
        }
    }
}
