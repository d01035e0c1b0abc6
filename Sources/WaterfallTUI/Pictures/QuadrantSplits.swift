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
}
