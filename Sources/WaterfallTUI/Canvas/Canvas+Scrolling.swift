extension Canvas {
    /// Moves the contents of `rows` up by `delta` rows (down when negative), as a terminal's scroll
    /// region does: rows that move out of the region are lost and the rows uncovered are filled
    /// with `fill`. Rows outside the region are untouched; `rows` is clamped to the canvas.
    /// O(width × rows).
    public mutating func scroll(rows: Range<Int>, by delta: Int, fill: Cell = .blank) {
        let region = rows.clamped(to: 0 ..< height)
        guard delta != 0, !region.isEmpty else { return }
        let distance = abs(delta)
        guard distance < region.count else {
            cells.replaceSubrange(region.lowerBound * width ..< region.upperBound * width, with: repeatElement(fill, count: region.count * width))
            return
        }
        let moved = region.count - distance
        let (source, target, uncovered) =
            delta > 0
            ? (region.lowerBound + distance, region.lowerBound, region.upperBound - distance)
            : (region.lowerBound, region.lowerBound + distance, region.lowerBound)
        cells.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            (base + target * width).update(from: base + source * width, count: moved * width)
            (base + uncovered * width).update(repeating: fill, count: distance * width)
        }
    }
}
