import Colors

/// Fits cells to a palette (256, 16 or 8 colours) with the least squared error in sRGB (see
/// `ColorPoint` for why sRGB).
///
/// Every choice is measured after quantisation: for a split, each side's colour is the palette
/// entry nearest to the mean of that side's pixels, which is exactly the entry with the least
/// total squared distance to them (Σ‖p − q‖² = n‖m − q‖² + Σ‖p − m‖² for the mean m); the
/// split kept is the one whose two entries leave the least error over the cell. With 8 or 16
/// colours, an even `░`/`▒` mix of two colours (`ShadePalette`) competes with the best split,
/// and wins ties (it needs no edge to line up). No dithering: any colour other than the
/// nearest adds squared error, and the cards are measured by it.
struct PaletteCellFitter: CellFitter {
    /// The solid colours for foregrounds and backgrounds.
    let palette: SymbolPalette
    /// Even-looking cells that compete with splits (the shade mixes of small palettes), if any.
    let shades: ShadePalette?

    /// 1 / n for the n = 0…4 pixels of a side.
    private static let reciprocals: InlineArray<5, Float> = [0, 1, 1.0 / 2, 1.0 / 3, 1.0 / 4]

    func halfBlockCell(upper: RGB, lower: RGB, column: Int, row: Int) -> Cell {
        let top = upper.point
        let bottom = lower.point
        let matcher = palette.matcher
        let upperIndex = matcher.nearest(to: top)
        let lowerIndex = matcher.nearest(to: bottom)
        if let shades {
            let look = shades.matcher.nearest(to: (top + bottom) * 0.5)
            let lookColor = shades.matcher.colors[look]
            let splitError = top.distanceSquared(to: matcher.colors[upperIndex]) + bottom.distanceSquared(to: matcher.colors[lowerIndex])
            if top.distanceSquared(to: lookColor) + bottom.distanceSquared(to: lookColor) <= splitError {
                return shades.cells[look]
            }
        }
        if upperIndex == lowerIndex {
            return BlockGlyphs.uniformCell(palette.colors[upperIndex])
        }
        return BlockGlyphs.splitCell(mask: BlockGlyphs.upperHalf, foreground: palette.colors[upperIndex], background: palette.colors[lowerIndex])
    }

    func quadrantCell(_ pixels: InlineArray<4, RGB>, column: Int, row: Int) -> Cell {
        let points = InlineArray<4, ColorPoint> { pixels[$0].point }
        let matcher = palette.matcher
        // Every non-empty set of pixels (by quadrant mask) is a possible side of a split: its
        // mean, nearest entry, and the error of showing its pixels in that entry.
        var sums = InlineArray<16, ColorPoint>(repeating: ColorPoint(repeating: 0))
        var nearest = InlineArray<16, Int>(repeating: 0)
        var errors = InlineArray<16, Float>(repeating: 0)
        for mask in 1 ... BlockGlyphs.fullBlock {
            sums[mask] = sums[mask & (mask - 1)] + points[mask.trailingZeroBitCount]
            let entry = matcher.nearest(to: sums[mask] * Self.reciprocals[mask.nonzeroBitCount])
            nearest[mask] = entry
            errors[mask] = QuadrantSplits.error(of: points, in: mask, shownAs: matcher.colors[entry])
        }
        let (bestMask, bestError) = QuadrantSplits.best(errors: errors)
        if let shades {
            let look = shades.matcher.nearest(to: sums[BlockGlyphs.fullBlock] * 0.25)
            let lookError = QuadrantSplits.error(of: points, in: BlockGlyphs.fullBlock, shownAs: shades.matcher.colors[look])
            if lookError <= bestError {
                return shades.cells[look]
            }
        }
        let foreground = nearest[bestMask]
        let background = nearest[QuadrantSplits.complement(bestMask)]
        if bestMask == BlockGlyphs.fullBlock || foreground == background {
            return BlockGlyphs.uniformCell(palette.colors[foreground])
        }
        return BlockGlyphs.splitCell(mask: bestMask, foreground: palette.colors[foreground], background: palette.colors[background])
    }
}
