extension PixelPlane {
    /// The bytes of the rectangle of columns `left ..< right` and rows `top ..< bottom` (inside
    /// the plane), rows top to bottom. O(pixels kept).
    func cut(left: Int, top: Int, right: Int, bottom: Int) -> [UInt8] {
        let channels = Self.channels
        var kept: [UInt8] = []
        kept.reserveCapacity((right - left) * (bottom - top) * channels)
        for row in top ..< bottom {
            let start = (row * width + left) * channels
            kept.append(contentsOf: bytes[start ..< start + (right - left) * channels])
        }
        return kept
    }

    /// This plane centred on a `width × height` plane of `background` (one value a channel;
    /// at least this plane's size; the extra split evenly, the odd pixel after it). O(width × height).
    func padded(toWidth width: Int, height: Int, background: [UInt8]) -> [UInt8] {
        let channels = Self.channels
        var canvas = [UInt8](repeating: 0, count: width * height * channels)
        for index in canvas.indices { canvas[index] = background[index % channels] }
        let left = (width - self.width) / 2
        let top = (height - self.height) / 2
        let rowBytes = self.width * channels
        for row in 0 ..< self.height {
            let start = ((top + row) * width + left) * channels
            canvas.replaceSubrange(start ..< start + rowBytes, with: bytes[row * rowBytes ..< (row + 1) * rowBytes])
        }
        return canvas
    }
}
