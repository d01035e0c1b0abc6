/// Where pages of a JSON Lines file start (a byte offset and a line number), remembered
/// sparsely so that memory stays bounded whatever the number of pages: the start of the page
/// read last, and at most ``capacity`` checkpoints at pages 1, 1 + s, 1 + 2s… whose stride `s`
/// doubles whenever they would exceed the capacity.
///
/// Pages read in order (the browser's way) each start where the last one ended: O(1) lines
/// to skip. Any other page starts from the nearest checkpoint before it, at most `s - 1` pages
/// of lines to skip, where `s` is below `2 × pages / capacity`.
struct PageStartIndex {
    /// A position in the file: where a line starts.
    struct Position: Equatable {
        /// The byte offset of the line's first byte.
        let offset: Int
        /// The line's 1-based number.
        let line: Int

        /// The start of the file.
        static let start = Position(offset: 0, line: 1)
    }

    /// The most checkpoints kept.
    static let capacity = 64

    private(set) var stride = 1
    private var checkpoints: [Int: Position] = [1: .start]
    private var latest: (page: Int, position: Position) = (1, .start)

    /// The page at or before `page` whose start is known, and that start. O(``capacity``).
    func nearest(atOrBefore page: Int) -> (page: Int, position: Position) {
        var best = (page: 1, position: Position.start)
        for (known, position) in checkpoints where known <= page && known > best.page {
            best = (known, position)
        }
        if latest.page <= page, latest.page > best.page {
            best = latest
        }
        return best
    }

    /// Remembers that `page` starts at `position`. Amortized O(1).
    mutating func record(page: Int, position: Position) {
        latest = (page, position)
        guard (page - 1) % stride == 0 else { return }
        checkpoints[page] = position
        if checkpoints.count > Self.capacity {
            stride *= 2
            checkpoints = checkpoints.filter { ($0.key - 1) % stride == 0 }
        }
    }
}
