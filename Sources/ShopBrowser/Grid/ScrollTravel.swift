import WaterfallViews

/// The direction the waterfall last moved in, whatever moved it (keys, the wheel, focus, a
/// jump): followed from the scroll offset after every step. Down until it first moves up.
struct ScrollTravel: Equatable {
    /// The direction of the last move.
    private(set) var direction = ScrollDirection.down
    /// The scroll offset last followed.
    private(set) var offset = 0

    /// Follows the scroll offset to `newOffset`: a larger one is a move down, a smaller one up,
    /// the same keeps the direction. O(1).
    mutating func follow(_ newOffset: Int) {
        if newOffset != offset { direction = newOffset > offset ? .down : .up }
        offset = newOffset
    }
}
