extension Picture {
    /// The largest centred part of this picture with the aspect ratio `aspectWidth :
    /// aspectHeight`, so that scaling it to an area of that shape fills the area without
    /// distortion (as a photo fills a card: what sticks out on the long side is cut off equally on
    /// both ends). Returns the picture itself when it already has that ratio (to the pixel), or
    /// when the ratio or the picture is empty. O(pixels kept).
    public func croppedToAspect(width aspectWidth: Int, height aspectHeight: Int) -> Picture {
        guard aspectWidth > 0, aspectHeight > 0, width > 0, height > 0 else { return self }
        // Keep the full width if the picture is relatively taller than the aspect, else the full height.
        var keptWidth = width
        var keptHeight = height
        if width * aspectHeight < height * aspectWidth {
            keptHeight = max(1, (width * aspectHeight + aspectWidth / 2) / aspectWidth)
        } else {
            keptWidth = max(1, (height * aspectWidth + aspectHeight / 2) / aspectHeight)
        }
        guard keptWidth != width || keptHeight != height else { return self }
        let left = (width - keptWidth) / 2
        let top = (height - keptHeight) / 2
        var kept: [UInt8] = []
        kept.reserveCapacity(keptWidth * keptHeight * 3)
        for row in top ..< top + keptHeight {
            let start = (row * width + left) * 3
            kept.append(contentsOf: pixels[start ..< start + keptWidth * 3])
        }
        return Picture(width: keptWidth, height: keptHeight, pixels: kept) ?? self
    }
}
