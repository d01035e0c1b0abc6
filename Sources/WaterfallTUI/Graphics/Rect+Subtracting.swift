extension Rect {
    /// The cells of this rectangle outside `other`, as at most four disjoint rectangles: the band
    /// above `other`, the band below, and the parts left and right of it between them. The whole
    /// rectangle when they do not meet; nothing when `other` covers it. O(1).
    public func subtracting(_ other: Rect) -> [Rect] {
        let common = intersection(other)
        guard !common.isEmpty else { return isEmpty ? [] : [self] }
        let pieces = [
            Rect(x: x, y: y, width: width, height: common.minY - y),
            Rect(x: x, y: common.maxY, width: width, height: maxY - common.maxY),
            Rect(x: x, y: common.minY, width: common.minX - x, height: common.height),
            Rect(x: common.maxX, y: common.minY, width: maxX - common.maxX, height: common.height),
        ]
        return pieces.filter { !$0.isEmpty }
    }
}
