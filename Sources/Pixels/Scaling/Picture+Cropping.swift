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
        return cropped(x: (width - keptWidth) / 2, y: (height - keptHeight) / 2, width: keptWidth, height: keptHeight)
    }

    /// The part of this picture `width × height` pixels from column `x`, row `y`, clamped to the
    /// picture (an empty picture when nothing of it is inside); the picture itself when that is
    /// all of it; the alpha, if any, is cut the same way. O(pixels kept).
    public func cropped(x: Int, y: Int, width keptWidth: Int, height keptHeight: Int) -> Picture {
        let left = min(width, max(0, x))
        let top = min(height, max(0, y))
        let right = min(width, max(left, x + max(0, keptWidth)))
        let bottom = min(height, max(top, y + max(0, keptHeight)))
        guard left != 0 || top != 0 || right != width || bottom != height else { return self }
        return Picture(
            trustedWidth: right - left, height: bottom - top, pixels: colourPlane.cut(left: left, top: top, right: right, bottom: bottom),
            alpha: transformedAlpha { $0.cut(left: left, top: top, right: right, bottom: bottom) })
    }
}
