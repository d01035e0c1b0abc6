/// The ways to split a cell's four quadrants between a foreground and a background colour.
///
/// Up to swapping the two colours there are 8: the whole cell in one colour, and the 7 masks
/// holding quadrant 0 (top left) with at least one quadrant left for the background. Making the
/// foreground the side with the top-left quadrant gives `▀` rather than `▄` for a top/bottom
/// split, as in half-block mode.
enum QuadrantSplits {
    /// The foreground masks of the two-colour splits; the background is the complement.
    static let foregroundMasks = [0b0001, 0b0011, 0b0101, 0b0111, 0b1001, 0b1011, 0b1101]

    /// The quadrant mask of the complement of `mask`.
    @inline(__always)
    static func complement(_ mask: Int) -> Int {
        BlockGlyphs.fullBlock ^ mask
    }

    /// The squared sRGB error of showing the quadrants of `mask` among `points` in `color`,
    /// summed in quadrant order. O(4).
    @inline(__always)
    static func error(of points: InlineArray<4, ColorPoint>, in mask: Int, shownAs color: ColorPoint) -> Float {
        var error: Float = 0
        for quadrant in 0 ..< 4 where mask & (1 << quadrant) != 0 {
            error += points[quadrant].distanceSquared(to: color)
        }
        return error
    }

    /// The split with the least total error, given the error of each side (indexed by quadrant
    /// mask): the whole cell in one colour, or a foreground mask whose error plus its
    /// complement's is strictly less; ties keep the earlier. O(8).
    @inline(__always)
    static func best(errors: InlineArray<16, Float>) -> (mask: Int, error: Float) {
        var bestMask = BlockGlyphs.fullBlock
        var bestError = errors[bestMask]
        for mask in foregroundMasks {
            let error = errors[mask] + errors[complement(mask)]
            if error < bestError {
                bestMask = mask
                bestError = error
            }
        }
        return (bestMask, bestError)
    }
}
