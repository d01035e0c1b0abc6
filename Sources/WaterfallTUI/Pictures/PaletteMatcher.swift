/// Finds the palette colour perceptually nearest to a query (least squared DIN99d distance),
/// exactly, in tens of nanoseconds.
///
/// A uniform grid covers the box that holds every sRGB colour in DIN99d (and so every mean of
/// such colours). Each grid cell keeps the short list of palette entries that can be nearest to
/// some point of the cell: entry j is kept unless its least distance to the cell exceeds the
/// smallest greatest distance of any entry to the cell (then some entry is nearer to every
/// point). A query scans only its cell's list, four colours at a time (`CandidateBlock`); a
/// query outside the grid scans the whole palette. Both keep the first (lowest position) of
/// equally near colours, so they agree with `nearestByScan(to:)` exactly.
struct PaletteMatcher: Sendable {
    /// The palette, in its own order; results are positions in this array.
    let colors: [PerceptualColor]
    /// Grid cells per axis.
    let cellsPerAxis: Int
    /// Lower corner of the grid.
    private let origin: PerceptualColor
    /// Grid cells per DIN99d unit, per axis.
    private let cellsPerUnit: PerceptualColor
    /// `blocks[starts[c] ..< starts[c + 1]]` hold the candidates of grid cell c.
    private let starts: [Int32]
    /// The candidate lists of all grid cells, each in ascending position order, four colours
    /// to a block, stored inline so a query reads one contiguous run of memory.
    private let blocks: [CandidateBlock]

    /// A matcher for `colors` (not empty) with a grid of `cellsPerAxis`³ cells. Building it
    /// takes O(cellsPerAxis³ × colors.count).
    init(colors: [PerceptualColor], cellsPerAxis: Int = 12) {
        precondition(!colors.isEmpty, "a palette has colours")
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
        var blocks: [CandidateBlock] = []
        let size = PerceptualColor(lightness: 1 / cellsPerUnit.lightness, a: 1 / cellsPerUnit.a, b: 1 / cellsPerUnit.b)
        for lightnessStep in 0 ..< self.cellsPerAxis {
            for aStep in 0 ..< self.cellsPerAxis {
                for bStep in 0 ..< self.cellsPerAxis {
                    let box = GridBox(origin: low, size: size, steps: (lightnessStep, aStep, bStep))
                    let candidates = box.candidates(among: colors)
                    blocks += CandidateBlock.blocks(for: candidates, of: colors)
                    starts.append(Int32(blocks.count))
                }
            }
        }
        self.starts = starts
        self.blocks = blocks
    }

    /// The position of the colour nearest to `query` (the lowest position among equally near
    /// ones). O(list length) inside the grid, O(colors.count) outside.
    @inline(__always)
    func nearest(to query: PerceptualColor) -> Int {
        guard let cell = gridCell(of: query) else {
            return nearestByScan(to: query)
        }
        let index = (cell.0 &* cellsPerAxis &+ cell.1) &* cellsPerAxis &+ cell.2
        return blocks.withUnsafeBufferPointer { blocks in
            // Per lane, strict comparison keeps the earliest (lowest) position among equals.
            var bestDistances = SIMD4<Float>(repeating: .infinity)
            var bestPositions = SIMD4<Int32>(repeating: .max)
            for slot in Int(starts[index]) ..< Int(starts[index + 1]) {
                let distances = blocks[slot].distancesSquared(to: query)
                let better = distances .< bestDistances
                bestDistances.replace(with: distances, where: better)
                bestPositions.replace(with: blocks[slot].positions, where: better)
            }
            // Across lanes: the least distance, and the lowest position among lanes reaching it.
            var best = bestPositions[0]
            var least = bestDistances[0]
            for lane in 1 ..< 4 where bestDistances[lane] < least || (bestDistances[lane] == least && bestPositions[lane] < best) {
                best = bestPositions[lane]
                least = bestDistances[lane]
            }
            return Int(best)
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

    /// The grid cell holding `point` (lightness, a, b steps), or `nil` outside the grid.
    @inline(__always)
    private func gridCell(of point: PerceptualColor) -> (Int, Int, Int)? {
        let limit = Float(cellsPerAxis)
        let lightness = (point.lightness - origin.lightness) * cellsPerUnit.lightness
        let a = (point.a - origin.a) * cellsPerUnit.a
        let b = (point.b - origin.b) * cellsPerUnit.b
        guard lightness >= 0, lightness < limit, a >= 0, a < limit, b >= 0, b < limit else {
            return nil
        }
        return (Int(lightness), Int(a), Int(b))
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
