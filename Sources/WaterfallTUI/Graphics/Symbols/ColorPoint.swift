import Colors

/// A colour as a point in sRGB space: red, green and blue as stored (gamma-encoded, 0…255),
/// in single precision, so that sums and means of pixels stay exact enough and SIMD arithmetic
/// applies.
///
/// Why sRGB and not a perceptual space: what the pictures are measured by is the peak
/// signal-to-noise ratio of the pixels a terminal shows against the photo, a squared error on
/// these very values. For a set of pixels shown in one colour, the palette entry nearest (in
/// squared sRGB distance) to their mean is exactly the entry with the least total squared
/// error over them (Σ‖p − q‖² = n‖m − q‖² + Σ‖p − m‖²), so fitting in sRGB is optimal for
/// that measure. It also keeps hues where the perceptual DIN99d space does not: DIN99d's
/// logarithmic chroma compression makes a saturated entry look near to a dull colour of the
/// same lightness, so brown bricks (125, 67, 46) became crimson #870000 and tan fur orange; in
/// sRGB the nearest entry is the palette's brown #875f00. (Measured in docs/benchmarks.md,
/// section Colours.)
typealias ColorPoint = SIMD3<Float>

extension RGB {
    /// The colour as a point in sRGB space. O(1).
    @inline(__always)
    var point: ColorPoint {
        ColorPoint(Float(red), Float(green), Float(blue))
    }
}

extension ColorPoint {
    /// The squared Euclidean distance to `other`. O(1).
    @inline(__always)
    func distanceSquared(to other: ColorPoint) -> Float {
        let difference = self - other
        return difference.x * difference.x + difference.y * difference.y + difference.z * difference.z
    }
}
