/// Four palette colours of a grid cell's candidate list, stored lane by lane so one query can
/// be measured against all four at once with SIMD arithmetic.
struct CandidateBlock: Sendable {
    /// Red of the four colours.
    var red: SIMD4<Float>
    /// Green of the four colours.
    var green: SIMD4<Float>
    /// Blue of the four colours.
    var blue: SIMD4<Float>
    /// Palette positions of the four colours (`Int32.max` for an unused lane).
    var positions: SIMD4<Int32>

    /// The blocks holding `positions` of `colors` in order, four to a block; the last block's
    /// unused lanes lie infinitely far away, so they never win.
    static func blocks(for positions: [Int], of colors: [ColorPoint]) -> [CandidateBlock] {
        stride(from: 0, to: positions.count, by: 4).map { first in
            var block = CandidateBlock(
                red: SIMD4(repeating: .infinity), green: SIMD4(repeating: .infinity),
                blue: SIMD4(repeating: .infinity), positions: SIMD4(repeating: .max)
            )
            for lane in 0 ..< min(4, positions.count - first) {
                let position = positions[first + lane]
                block.red[lane] = colors[position].x
                block.green[lane] = colors[position].y
                block.blue[lane] = colors[position].z
                block.positions[lane] = Int32(position)
            }
            return block
        }
    }

    /// The squared distances from `query` to the four colours (+∞ for unused lanes), each
    /// computed exactly as `ColorPoint.distanceSquared(to:)` does.
    @inline(__always)
    func distancesSquared(to query: ColorPoint) -> SIMD4<Float> {
        let dr = SIMD4(repeating: query.x) - red
        let dg = SIMD4(repeating: query.y) - green
        let db = SIMD4(repeating: query.z) - blue
        return dr * dr + dg * dg + db * db
    }
}
