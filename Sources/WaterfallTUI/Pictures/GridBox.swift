/// One cell of `PaletteMatcher`'s grid: an axis-aligned DIN99d box, and the palette entries that
/// can be nearest to some point inside it.
struct GridBox {
    /// Lowest corner.
    let low: PerceptualColor
    /// Highest corner.
    let high: PerceptualColor

    /// Margin added around each box, in DIN99d units, so that a query whose grid cell was
    /// computed with rounding errors still lies inside the box its candidates were chosen for.
    static let margin: Float = 1e-3

    /// The box at grid position `steps` (lightness, a, b) of a grid starting at `origin` with
    /// boxes of `size`, widened by `margin`.
    init(origin: PerceptualColor, size: PerceptualColor, steps: (Int, Int, Int)) {
        let corner = PerceptualColor(
            lightness: origin.lightness + Float(steps.0) * size.lightness,
            a: origin.a + Float(steps.1) * size.a,
            b: origin.b + Float(steps.2) * size.b
        )
        let margin = PerceptualColor(lightness: Self.margin, a: Self.margin, b: Self.margin)
        low = corner + margin.scaled(by: -1)
        high = corner + size + margin
    }

    /// Positions in `colors` that may be nearest to a point of the box, ascending: all whose
    /// least distance to the box is within the smallest greatest distance of any colour to the
    /// box (with a relative slack of 1e-4 against rounding, which only keeps a few extra).
    /// O(colors.count).
    func candidates(among colors: [PerceptualColor]) -> [Int] {
        var bound = Float.infinity
        for color in colors {
            bound = min(bound, farthestDistanceSquared(to: color))
        }
        let slack = bound * 1e-4 + 1e-4
        return colors.indices.filter { nearestDistanceSquared(to: colors[$0]) <= bound + slack }
    }

    /// The squared distance from `color` to the nearest point of the box (0 inside).
    func nearestDistanceSquared(to color: PerceptualColor) -> Float {
        func gap(_ value: Float, _ low: Float, _ high: Float) -> Float {
            value < low ? low - value : value > high ? value - high : 0
        }
        let dl = gap(color.lightness, low.lightness, high.lightness)
        let da = gap(color.a, low.a, high.a)
        let db = gap(color.b, low.b, high.b)
        return dl * dl + da * da + db * db
    }

    /// The squared distance from `color` to the farthest point (corner) of the box.
    func farthestDistanceSquared(to color: PerceptualColor) -> Float {
        let dl = max(abs(color.lightness - low.lightness), abs(color.lightness - high.lightness))
        let da = max(abs(color.a - low.a), abs(color.a - high.a))
        let db = max(abs(color.b - low.b), abs(color.b - high.b))
        return dl * dl + da * da + db * db
    }
}
