import Colors

/// Fits cells with exact 24-bit colours.
///
/// Half blocks keep both pixels' colours. Quadrants give each side of a split the mean of its
/// pixels in sRGB (rounded to 8 bits), and keep the split whose two colours leave the least
/// squared sRGB error over the cell.
struct TruecolorCellFitter: CellFitter {
    func halfBlockCell(upper: RGB, lower: RGB, column: Int, row: Int) -> Cell {
        if upper == lower {
            return BlockGlyphs.uniformCell(upper.color)
        }
        return BlockGlyphs.splitCell(mask: BlockGlyphs.upperHalf, foreground: upper.color, background: lower.color)
    }

    func quadrantCell(_ pixels: InlineArray<4, RGB>, column: Int, row: Int) -> Cell {
        let points = InlineArray<4, ColorPoint> { pixels[$0].point }
        let black = RGB(red: 0, green: 0, blue: 0)
        var sums = InlineArray<16, (red: Int, green: Int, blue: Int)>(repeating: (0, 0, 0))
        var means = InlineArray<16, RGB>(repeating: black)
        var errors = InlineArray<16, Float>(repeating: 0)
        for mask in 1 ... BlockGlyphs.fullBlock {
            let pixel = pixels[mask.trailingZeroBitCount]
            let previous = sums[mask & (mask - 1)]
            let sum = (previous.red + Int(pixel.red), previous.green + Int(pixel.green), previous.blue + Int(pixel.blue))
            let count = mask.nonzeroBitCount
            let mean = RGB(
                red: UInt8((sum.0 + count / 2) / count),
                green: UInt8((sum.1 + count / 2) / count),
                blue: UInt8((sum.2 + count / 2) / count)
            )
            sums[mask] = sum
            means[mask] = mean
            errors[mask] = QuadrantSplits.error(of: points, in: mask, shownAs: mean.point)
        }
        let bestMask = QuadrantSplits.best(errors: errors).mask
        let foreground = means[bestMask]
        let background = means[QuadrantSplits.complement(bestMask)]
        if bestMask == BlockGlyphs.fullBlock || foreground == background {
            return BlockGlyphs.uniformCell(foreground.color)
        }
        return BlockGlyphs.splitCell(mask: bestMask, foreground: foreground.color, background: background.color)
    }
}
