import SeededRandom
import Testing

@testable import Pixels

@Suite("AxisCoverage", .timeLimit(.minutes(3)))
struct AxisCoverageTests {
    /// The overlap of [a, b) and [c, d), brute force on the common unit grid.
    func overlap(_ a: Int, _ b: Int, _ c: Int, _ d: Int) -> Int {
        max(0, min(b, d) - max(a, c))
    }

    @Test("each target pixel's weights are its exact overlaps with the source pixels, summing to the source length")
    func weights() {
        var rng = SplitMix64(seed: 42)
        for _ in 0 ..< 300 {
            let source = Int.random(in: 1 ... 60, using: &rng)
            let target = Int.random(in: 1 ... 60, using: &rng)
            let coverage = AxisCoverage(source: source, target: target)
            #expect(coverage.total == UInt64(source))
            for index in 0 ..< target {
                // Brute force: every source pixel, in units of 1/target source pixel.
                let expected = (0 ..< source).compactMap { sourceIndex -> (Int, UInt64)? in
                    let amount = overlap(index * source, (index + 1) * source, sourceIndex * target, (sourceIndex + 1) * target)
                    return amount > 0 ? (sourceIndex, UInt64(amount)) : nil
                }
                let range = coverage.weightStart[index] ..< coverage.weightStart[index + 1]
                let actual = range.enumerated().map { offset, weightIndex in
                    (coverage.firstSource[index] + offset, coverage.weights[weightIndex])
                }
                #expect(actual.map(\.0) == expected.map(\.0))
                #expect(actual.map(\.1) == expected.map(\.1))
                #expect(actual.map(\.1).reduce(0, +) == UInt64(source))
            }
        }
    }
}
