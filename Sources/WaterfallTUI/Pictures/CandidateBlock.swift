/// Four palette colours of a grid cell's candidate list, stored lane by lane so one query can
/// be measured against all four at once with SIMD arithmetic.
struct CandidateBlock: Sendable {
    /// Lightness of the four colours.
    var lightness: SIMD4<Float>
    /// a coordinate of the four colours.
    var a: SIMD4<Float>
    /// b coordinate of the four colours.
    var b: SIMD4<Float>
    /// Palette positions of the four colours (`Int32.max` for an unused lane).
    var positions: SIMD4<Int32>

    /// The blocks holding `positions` of `colors` in order, four to a block; the last block's
    /// unused lanes lie infinitely far away, so they never win.
    static func blocks(for positions: [Int], of colors: [PerceptualColor]) -> [CandidateBlock] {
        stride(from: 0, to: positions.count, by: 4).map { first in
            var block = CandidateBlock(
                lightness: SIMD4(repeating: .infinity), a: SIMD4(repeating: .infinity),
                b: SIMD4(repeating: .infinity), positions: SIMD4(repeating: .max)
            )
            for lane in 0 ..< min(4, positions.count - first) {
                let position = positions[first + lane]
                block.lightness[lane] = colors[position].lightness
                block.a[lane] = colors[position].a
                block.b[lane] = colors[position].b
                block.positions[lane] = Int32(position)
            }
            return block
        }
    }

    /// The squared distances from `query` to the four colours (+∞ for unused lanes), each
    /// computed exactly as `PerceptualColor.distanceSquared(to:)` does.
    @inline(__always)
    func distancesSquared(to query: PerceptualColor) -> SIMD4<Float> {
        let dl = SIMD4(repeating: query.lightness) - lightness
        let da = SIMD4(repeating: query.a) - a
        let db = SIMD4(repeating: query.b) - b
        return dl * dl + da * da + db * db
    }
}
