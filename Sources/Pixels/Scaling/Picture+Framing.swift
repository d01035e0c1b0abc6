import Colors

extension Picture {
    /// This picture made to exactly `width × height` pixels for an area of `shape`'s proportions
    /// (the target's own size when nil; give it when the target's pixels are not square, as block
    /// symbols' are not), framed as ``FramingRule/of(_:in:)`` decides: cut to the shape around
    /// its centre and scaled (``scaled(toWidth:height:)``), or letterboxed — scaled to fit inside,
    /// centred, the bars on either side `background`. Nil when scaling fails (see
    /// ``scaled(toWidth:height:)``). O(pixels kept + width × height).
    public func framed(toWidth width: Int, height: Int, shape: PictureSize? = nil, background: RGB) -> Picture? {
        let shape = shape ?? PictureSize(width: width, height: height)
        guard FramingRule.of(size, in: shape) == .letterboxed else {
            return croppedToAspect(width: shape.width, height: shape.height).scaled(toWidth: width, height: height)
        }
        // The picture's share of the area along the side it does not fill, in target pixels.
        var inner = PictureSize(width: width, height: height)
        let pictureSide = Double(self.width) * Double(shape.height)
        let areaSide = Double(self.height) * Double(shape.width)
        if pictureSide < areaSide {
            inner.width = min(width, max(1, Int((Double(width) * pictureSide / areaSide).rounded())))
        } else {
            inner.height = min(height, max(1, Int((Double(height) * areaSide / pictureSide).rounded())))
        }
        guard let scaled = scaled(to: inner) else { return nil }
        return scaled.padded(toWidth: width, height: height, background: background)
    }

    /// This picture centred on a `width × height` picture of `background` (at least this
    /// picture's size; the extra split evenly, the odd pixel after it). The bars are opaque: a
    /// picture with alpha keeps its own inside them. O(width × height).
    public func padded(toWidth width: Int, height: Int, background: RGB) -> Picture {
        Picture(
            trustedWidth: width, height: height,
            pixels: colourPlane.padded(toWidth: width, height: height, background: [background.red, background.green, background.blue]),
            alpha: transformedAlpha { $0.padded(toWidth: width, height: height, background: [255]) })
    }
}
