/// One cell of `PaletteMatcher`'s grid: an axis-aligned box of colour space, and the palette
/// entries that can be nearest to some point inside it.
struct GridBox {
    /// Lowest corner.
    let low: ColorPoint
    /// Highest corner.
    let high: ColorPoint

    /// Margin added around each box, in channel units, so that a query whose grid cell was
    /// computed with rounding errors still lies inside the box its candidates were chosen for.
    static let margin: Float = 1e-3

    /// The box at grid position `steps` of a grid starting at `origin` with boxes of `size`,
    /// widened by `margin`.
    init(origin: ColorPoint, size: ColorPoint, steps: SIMD3<Int32>) {
        let corner = origin + SIMD3<Float>(steps) * size
        low = corner - ColorPoint(repeating: Self.margin)
        high = corner + size + ColorPoint(repeating: Self.margin)
    }

    /// Positions in `colors` that may be nearest to a point of the box, ascending: all whose
    /// least distance to the box is within the smallest greatest distance of any colour to the
    /// box (with a relative slack of 1e-4 against rounding, which only keeps a few extra).
    /// O(colors.count).
    func candidates(among colors: [ColorPoint]) -> [Int] {
        var bound = Float.infinity
        for color in colors {
            bound = min(bound, farthestDistanceSquared(to: color))
        }
        let slack = bound * 1e-4 + 1e-4
        return colors.indices.filter { nearestDistanceSquared(to: colors[$0]) <= bound + slack }
    }

    /// The squared distance from `color` to the nearest point of the box (0 inside).
    func nearestDistanceSquared(to color: ColorPoint) -> Float {
        let gap = pointwiseMax(low - color, pointwiseMax(color - high, ColorPoint(repeating: 0)))
        return gap.x * gap.x + gap.y * gap.y + gap.z * gap.z
    }

    /// The squared distance from `color` to the farthest point (corner) of the box.
    func farthestDistanceSquared(to color: ColorPoint) -> Float {
        let below = color - low
        let above = high - color
        let reach = pointwiseMax(pointwiseMax(below, -below), pointwiseMax(above, -above))
        return reach.x * reach.x + reach.y * reach.y + reach.z * reach.z
    }
}
