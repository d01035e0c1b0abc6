extension Picture {
    /// This picture resampled to exactly `width × height` pixels by area averaging: each new
    /// pixel is the mean of the source area it covers, every source pixel weighted by the
    /// fraction of it inside that area (a box filter with fractional coverage). It suits
    /// down-scaling (no aliasing, every source pixel counts); up-scaling repeats pixels (blocky
    /// but exact: ``scaled(toWidth:height:)`` enlarges smoothly instead). The averaging is done
    /// on the sRGB values as stored (not in linear light), in exact integer arithmetic, and
    /// rounded to the nearest value. The alpha, if any, is averaged with the same weights, as a
    /// fourth channel, and keeps its matte.
    ///
    /// Returns `nil` for a negative size, a size whose byte count overflows, or when this
    /// picture is empty but the requested size is not; a 0-wide or 0-high request gives an
    /// empty picture.
    ///
    /// O(source pixels + (source height + height) × width): each source row is summed
    /// horizontally once; memory O(width) besides the result.
    public func areaAveraged(toWidth width: Int, height: Int) -> Picture? {
        guard let pixelCount = scalingPixelCount(width: width, height: height) else { return nil }
        if pixelCount == 0 { return Picture(trustedWidth: width, height: height, pixels: [], alpha: transformedAlpha { _ in [] }) }
        let columns = AxisCoverage(source: self.width, target: width)
        let rows = AxisCoverage(source: self.height, target: height)
        return Picture(
            trustedWidth: width, height: height, pixels: colourPlane.areaAveraged(columns: columns, rows: rows),
            alpha: transformedAlpha { $0.areaAveraged(columns: columns, rows: rows) })
    }

    /// This picture area-averaged to `size`; see ``areaAveraged(toWidth:height:)``.
    public func areaAveraged(to size: PictureSize) -> Picture? {
        areaAveraged(toWidth: size.width, height: size.height)
    }

    /// The pixel count of a `width × height` result of scaling this picture: 0 for an empty
    /// request; nil for a negative size, a byte count or a coverage product that overflows, or
    /// a non-empty request of an empty picture. O(1).
    func scalingPixelCount(width: Int, height: Int) -> Int? {
        guard width >= 0, height >= 0 else { return nil }
        if width == 0 || height == 0 { return 0 }
        guard self.width > 0, self.height > 0,
            case (let pixelCount, let overflow) = width.multipliedReportingOverflow(by: height), !overflow,
            pixelCount <= Int.max / 3,
            !width.multipliedReportingOverflow(by: self.width).overflow,
            !height.multipliedReportingOverflow(by: self.height).overflow
        else { return nil }
        return pixelCount
    }
}
