extension Picture {
    /// This picture resampled to exactly `width × height` pixels, sharp at any size: a reduction
    /// (neither side larger than this picture's) is ``areaAveraged(toWidth:height:)``, exactly;
    /// an enlargement of either side uses the Catmull-Rom cubic along that side and area
    /// averaging along a side that shrinks or stays (`AxisFilter`), one side after the other, each
    /// result clamped to the range of the pixels it was made from — so an edge gets no halo, a
    /// uniform picture stays uniform and no value leaves the range of the source's. Done on the
    /// sRGB values as stored, rounded to the nearest value; the alpha, if any, is
    /// resampled as a fourth channel, the same way, and keeps its matte.
    ///
    /// Returns `nil` for a negative size, a size whose byte count overflows, or when this
    /// picture is empty but the requested size is not; a 0-wide or 0-high request gives an
    /// empty picture.
    ///
    /// Reductions: see ``areaAveraged(toWidth:height:)``. Enlargements: O(source height × width +
    /// width × height) time with at most four taps a pixel along an enlarged side, and a
    /// `Float` buffer of source height × width × 3 (× 4 with alpha) besides the result.
    public func scaled(toWidth width: Int, height: Int) -> Picture? {
        guard width > self.width || height > self.height else { return areaAveraged(toWidth: width, height: height) }
        guard let pixelCount = scalingPixelCount(width: width, height: height), pixelCount > 0 else {
            return areaAveraged(toWidth: width, height: height)
        }
        let columns = AxisFilter(source: self.width, target: width)
        let rows = AxisFilter(source: self.height, target: height)
        return Picture(
            trustedWidth: width, height: height, pixels: colourPlane.resampled(columns: columns, rows: rows),
            alpha: transformedAlpha { $0.resampled(columns: columns, rows: rows) })
    }

    /// This picture resampled to `size`; see ``scaled(toWidth:height:)``.
    public func scaled(to size: PictureSize) -> Picture? {
        scaled(toWidth: size.width, height: size.height)
    }
}
