import Colors

/// Fits cells without colours: block and shade glyphs in the terminal's own colours, assumed to
/// be light text on a dark background (the glyph's ink is light).
///
/// Each pixel's target is its perceptual lightness (DIN99d L99 / 100: 0 black … 1 white), read
/// as the fraction of the cell the ink should cover. (Linear luminance, the physically averaged
/// brightness, would crowd a photo's midtones into `░` and lose them: sRGB 128 is 22 %
/// luminance but 57 % lightness.) The options are the even shades (space, `░`, `▒`, `▓`, `█`:
/// coverage 0, ¼, ½, ¾, 1) and the block patterns (coverage 0 or 1 per pixel: `▀▄` for half
/// blocks, all 14 partial quadrant glyphs for quadrants); the option with the least squared
/// error wins, even shades on ties. Before choosing, every target in a
/// cell is moved by the same ordered-dither offset (a 4×4 Bayer matrix over cell positions,
/// within ± half a shade step), so that a smooth tone between two shades becomes a fine mix of
/// both instead of a flat band.
struct MonochromeCellFitter: CellFitter {
    /// The 4×4 Bayer threshold matrix, row by row (values 0–15).
    static let bayer: [Float] = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5]

    /// The even glyphs, by coverage in quarters (0…4).
    static let evenGlyphs: [Glyph] = [
        BlockGlyphs.quadrantGlyphs[0], BlockGlyphs.Shade.light.glyph, BlockGlyphs.Shade.medium.glyph,
        BlockGlyphs.Shade.dark.glyph, BlockGlyphs.quadrantGlyphs[BlockGlyphs.fullBlock],
    ]

    /// The dither offset of the cell at `column`, `row`: strictly within ±⅛ (half of a shade's ¼).
    @inline(__always)
    static func ditherOffset(column: Int, row: Int) -> Float {
        ((bayer[(row & 3) * 4 + (column & 3)] + 0.5) / 16 - 0.5) / 4
    }

    /// The perceptual lightness of `pixel`, 0…1.
    @inline(__always)
    static func lightness(_ pixel: RGB) -> Float {
        PerceptualColor(pixel).lightness / 100
    }

    func halfBlockCell(upper: RGB, lower: RGB, column: Int, row: Int) -> Cell {
        let offset = Self.ditherOffset(column: column, row: row)
        let targets = InlineArray<4, Float> { index in
            Self.lightness(index < 2 ? upper : lower) + offset
        }
        return Self.bestCell(targets: targets, patterns: Self.halfMasks)
    }

    func quadrantCell(_ pixels: InlineArray<4, RGB>, column: Int, row: Int) -> Cell {
        let offset = Self.ditherOffset(column: column, row: row)
        let targets = InlineArray<4, Float> { Self.lightness(pixels[$0]) + offset }
        return Self.bestCell(targets: targets, patterns: Self.partialMasks)
    }

    /// The masks of `▀` and `▄`.
    static let halfMasks = [BlockGlyphs.upperHalf, BlockGlyphs.lowerHalf]

    /// The masks of the 14 quadrant glyphs that are neither empty nor full.
    static let partialMasks = Array(1 ..< BlockGlyphs.fullBlock)

    /// The cell with the least squared error to `targets` (per quadrant) among the even glyphs
    /// and the block glyphs of `patterns`.
    private static func bestCell(targets: InlineArray<4, Float>, patterns: [Int]) -> Cell {
        var bestGlyph = evenGlyphs[0]
        var bestError = Float.infinity
        for quarters in 0 ... 4 {
            let coverage = Float(quarters) / 4
            var error: Float = 0
            for quadrant in 0 ..< 4 {
                error += (targets[quadrant] - coverage) * (targets[quadrant] - coverage)
            }
            if error < bestError {
                bestGlyph = evenGlyphs[quarters]
                bestError = error
            }
        }
        for mask in patterns {
            var error: Float = 0
            for quadrant in 0 ..< 4 {
                let coverage: Float = mask & (1 << quadrant) != 0 ? 1 : 0
                error += (targets[quadrant] - coverage) * (targets[quadrant] - coverage)
            }
            if error < bestError {
                bestGlyph = BlockGlyphs.quadrantGlyphs[mask]
                bestError = error
            }
        }
        return Cell(glyph: bestGlyph, width: 1, style: .plain)
    }
}
