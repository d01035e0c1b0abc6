/// Finds the palette colour perceptually nearest to a query (least squared DIN99d distance),
/// exactly, in a few nanoseconds.
///
/// A uniform grid covers the box that holds every sRGB colour in DIN99d (and so every mean of
/// such colours). Each grid cell keeps the short list of palette entries that can be nearest to
/// some point of the cell: entry j is kept unless its least distance to the cell exceeds the
/// smallest greatest distance of any entry to the cell (then some entry is nearer to every
/// point). A query scans only its cell's list; a query outside the grid scans the whole palette.
/// Ties go to the lowest position, as in `nearestByScan(to:)`, so both always agree.
struct PaletteMatcher: Sendable {
    /// The palette, in its own order; results are positions in this array.
    let colors: [PerceptualColor]
    /// Grid cells per axis.
    let cellsPerAxis: Int
    /// Lower corner of the grid.
    private let origin: PerceptualColor
    /// Grid cells per DIN99d unit, per axis.
    private let cellsPerUnit: PerceptualColor
    /// `candidates[starts[c] ..< starts[c + 1]]` are the palette positions kept for grid cell c.
    private let starts: [Int32]
    /// The candidate lists of all grid cells, each in ascending position order.
    private let candidates: [UInt8]

    /// A matcher for `colors` (at most 256) with a grid of `cellsPerAxis`³ cells. Building it
    /// takes O(cellsPerAxis³ × colors.count).
    init(colors: [PerceptualColor], cellsPerAxis: Int = 16) {
        precondition(!colors.isEmpty && colors.count <= 256, "a palette has 1 to 256 colours")
        self.colors = colors
        self.cellsPerAxis = max(1, cellsPerAxis)
        let (low, high) = Self.gamutBounds()
        let count = Float(self.cellsPerAxis)
        origin = low
        cellsPerUnit = PerceptualColor(
            lightness: count / (high.lightness - low.lightness),
            a: count / (high.a - low.a),
            b: count / (high.b - low.b)
        )
        var starts: [Int32] = [0]
        var candidates: [UInt8] = []
        let size = PerceptualColor(lightness: 1 / cellsPerUnit.lightness, a: 1 / cellsPerUnit.a, b: 1 / cellsPerUnit.b)
        for lightnessStep in 0 ..< self.cellsPerAxis {
            for aStep in 0 ..< self.cellsPerAxis {
                for bStep in 0 ..< self.cellsPerAxis {
                    let box = GridBox(origin: low, size: size, steps: (lightnessStep, aStep, bStep))
                    candidates += box.candidates(among: colors).map { UInt8($0) }
                    starts.append(Int32(candidates.count))
                }
            }
        }
        self.starts = starts
        self.candidates = candidates
    }

    /// The position of the colour nearest to `query` (the lowest position among equally near
    /// ones). O(list length) inside the grid, O(colors.count) outside.
    @inline(__always)
    func nearest(to query: PerceptualColor) -> Int {
        let limit = Float(cellsPerAxis)
        let lightnessCell = (query.lightness - origin.lightness) * cellsPerUnit.lightness
        let aCell = (query.a - origin.a) * cellsPerUnit.a
        let bCell = (query.b - origin.b) * cellsPerUnit.b
        guard lightnessCell >= 0, lightnessCell < limit, aCell >= 0, aCell < limit, bCell >= 0, bCell < limit else {
            return nearestByScan(to: query)
        }
        let cell = (Int(lightnessCell) * cellsPerAxis + Int(aCell)) * cellsPerAxis + Int(bCell)
        return colors.withUnsafeBufferPointer { colors in
            candidates.withUnsafeBufferPointer { candidates in
                var best = Int(candidates[Int(starts[cell])])
                var bestDistance = query.distanceSquared(to: colors[best])
                for slot in Int(starts[cell]) + 1 ..< Int(starts[cell + 1]) {
                    let position = Int(candidates[slot])
                    let distance = query.distanceSquared(to: colors[position])
                    if distance < bestDistance {
                        best = position
                        bestDistance = distance
                    }
                }
                return best
            }
        }
    }

    /// The position of the colour nearest to `query` by comparing every colour (the lowest
    /// position among equally near ones). O(colors.count).
    func nearestByScan(to query: PerceptualColor) -> Int {
        var best = 0
        var bestDistance = query.distanceSquared(to: colors[0])
        for position in 1 ..< colors.count {
            let distance = query.distanceSquared(to: colors[position])
            if distance < bestDistance {
                best = position
                bestDistance = distance
            }
        }
        return best
    }

    /// The average length of the grid cells' candidate lists (how much work a query does).
    var averageCandidateCount: Double {
        Double(candidates.count) / Double(starts.count - 1)
    }

    /// The DIN99d box holding every 8-bit sRGB colour, from a lattice of 18 levels per channel
    /// padded by one unit (the mapping is smooth, so the lattice comes within a fraction of a
    /// unit of the true extremes). Queries outside it are still answered, by a full scan.
    private static func gamutBounds() -> (low: PerceptualColor, high: PerceptualColor) {
        var low = PerceptualColor(lightness: .infinity, a: .infinity, b: .infinity)
        var high = PerceptualColor(lightness: -.infinity, a: -.infinity, b: -.infinity)
        for red in stride(from: 0, through: 255, by: 15) {
            for green in stride(from: 0, through: 255, by: 15) {
                for blue in stride(from: 0, through: 255, by: 15) {
                    let color = PerceptualColor(PixelColor(red: UInt8(red), green: UInt8(green), blue: UInt8(blue)))
                    low = PerceptualColor(lightness: min(low.lightness, color.lightness), a: min(low.a, color.a), b: min(low.b, color.b))
                    high = PerceptualColor(lightness: max(high.lightness, color.lightness), a: max(high.a, color.a), b: max(high.b, color.b))
                }
            }
        }
        let padding = PerceptualColor(lightness: 1, a: 1, b: 1)
        return (low + padding.scaled(by: -1), high + padding)
    }
}
