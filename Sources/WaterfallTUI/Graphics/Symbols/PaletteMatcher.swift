/// Finds the palette colour nearest to a query (least squared sRGB distance, see
/// `ColorPoint`), exactly, in tens of nanoseconds.
///
/// A uniform grid covers the sRGB cube (which holds every colour and every mean of colours).
/// Each grid cell keeps the short list of palette entries that can be nearest to some point of
/// the cell: entry j is kept unless its least distance to the cell exceeds the smallest
/// greatest distance of any entry to the cell (then some entry is nearer to every point). A
/// query scans only its cell's list, four colours at a time (`CandidateBlock`); a query
/// outside the grid scans the whole palette. Both keep the first (lowest position) of equally
/// near colours, so they agree with `nearestByScan(to:)` exactly.
struct PaletteMatcher: Sendable {
    /// The palette, in its own order; results are positions in this array.
    let colors: [ColorPoint]
    /// Grid cells per axis.
    let cellsPerAxis: Int
    /// Grid cells per channel unit.
    private let cellsPerUnit: Float
    /// `blocks[starts[c] ..< starts[c + 1]]` hold the candidates of grid cell c.
    private let starts: [Int32]
    /// The candidate lists of all grid cells, each in ascending position order, four colours
    /// to a block, stored inline so a query reads one contiguous run of memory.
    private let blocks: [CandidateBlock]

    /// The edge of the grid: the sRGB cube 0…255 and a little more, so the mean of channel
    /// values that are exactly 255 lies inside.
    static let gridEdge: Float = 256

    /// A matcher for `colors` (not empty) with a grid of `cellsPerAxis`³ cells. Building it
    /// takes O(cellsPerAxis³ × colors.count).
    init(colors: [ColorPoint], cellsPerAxis: Int = 12) {
        precondition(!colors.isEmpty, "a palette has colours")
        self.colors = colors
        self.cellsPerAxis = max(1, cellsPerAxis)
        let count = Float(self.cellsPerAxis)
        cellsPerUnit = count / Self.gridEdge
        var starts: [Int32] = [0]
        var blocks: [CandidateBlock] = []
        let size = ColorPoint(repeating: Self.gridEdge / count)
        for red in 0 ..< Int32(self.cellsPerAxis) {
            for green in 0 ..< Int32(self.cellsPerAxis) {
                for blue in 0 ..< Int32(self.cellsPerAxis) {
                    let box = GridBox(origin: ColorPoint(repeating: 0), size: size, steps: SIMD3(red, green, blue))
                    blocks += CandidateBlock.blocks(for: box.candidates(among: colors), of: colors)
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
    func nearest(to query: ColorPoint) -> Int {
        guard let index = gridIndex(of: query) else {
            return nearestByScan(to: query)
        }
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
    func nearestByScan(to query: ColorPoint) -> Int {
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

    /// The index of the grid cell holding `point`, or `nil` outside the grid.
    @inline(__always)
    private func gridIndex(of point: ColorPoint) -> Int? {
        let steps = point * cellsPerUnit
        let limit = Float(cellsPerAxis)
        guard steps.x >= 0, steps.x < limit, steps.y >= 0, steps.y < limit, steps.z >= 0, steps.z < limit else {
            return nil
        }
        return (Int(steps.x) &* cellsPerAxis &+ Int(steps.y)) &* cellsPerAxis &+ Int(steps.z)
    }
}
