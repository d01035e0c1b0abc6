/// The source pixels each target pixel of one axis is made from, and their weights, for
/// separable resampling: target pixel `t` is `Σ weights[k] × source[first[t] + k − weightStart[t]]`
/// over `k` in `weightStart[t] ..< weightStart[t + 1]`, a contiguous run of source pixels. The
/// weights of each target pixel add up to 1. O(taps) to build and to store.
struct AxisFilter {
    /// The first source pixel each target pixel reads.
    let first: [Int]
    /// Target pixel `t`'s weights are `weights[weightStart[t] ..< weightStart[t + 1]]`.
    let weightStart: [Int]
    /// The weights, in source order.
    let weights: [Float]

    /// The filter for `target` pixels made from `source` pixels (both > 0): Catmull-Rom
    /// (``catmullRom(source:target:)``) when enlarging, area averaging (``areaAverage(source:target:)``)
    /// otherwise.
    init(source: Int, target: Int) {
        self = target > source ? Self.catmullRom(source: source, target: target) : Self.areaAverage(source: source, target: target)
    }

    /// A filter from its parts.
    private init(first: [Int], weightStart: [Int], weights: [Float]) {
        self.first = first
        self.weightStart = weightStart
        self.weights = weights
    }

    /// Area averaging: each target pixel the mean of the source span it covers, each source
    /// pixel weighted by its overlap (``AxisCoverage``'s weights over their total). O(source + target).
    static func areaAverage(source: Int, target: Int) -> AxisFilter {
        let coverage = AxisCoverage(source: source, target: target)
        let total = Float(coverage.total)
        return AxisFilter(first: coverage.firstSource, weightStart: coverage.weightStart, weights: coverage.weights.map { Float($0) / total })
    }

    /// The Catmull-Rom cubic (Keys' kernel with a = −½): target pixel `t`'s centre lies at source
    /// coordinate `x = (t + ½)·source/target − ½`, and the four source pixels around it, `⌊x⌋ − 1`
    /// … `⌊x⌋ + 2`, are weighted by the cubic of their distance to it. Pixels beyond an edge are
    /// the edge pixel (their weights are added to it). It passes through the source pixels and is
    /// sharp, but its negative lobes can overshoot an edge: the resampler clamps each result to
    /// the range of the pixels it was made from. O(target).
    static func catmullRom(source: Int, target: Int) -> AxisFilter {
        var first: [Int] = []
        var weightStart: [Int] = [0]
        var weights: [Float] = []
        first.reserveCapacity(target)
        weightStart.reserveCapacity(target + 1)
        weights.reserveCapacity(4 * target)
        let step = Double(source) / Double(target)
        for index in 0 ..< target {
            let position = (Double(index) + 0.5) * step - 0.5
            let base = Int(position.rounded(.down))
            let fraction = position - Double(base)
            let taps = cubicWeights(fraction)
            let low = min(max(base - 1, 0), source - 1)
            let high = min(max(base + 2, 0), source - 1)
            var run = [Double](repeating: 0, count: high - low + 1)
            for (offset, weight) in taps.enumerated() {
                run[min(max(base - 1 + offset, 0), source - 1) - low] += weight
            }
            first.append(low)
            weights.append(contentsOf: run.map { Float($0) })
            weightStart.append(weights.count)
        }
        return AxisFilter(first: first, weightStart: weightStart, weights: weights)
    }

    /// The Catmull-Rom weights of the pixels at distances `1 + f`, `f`, `1 − f` and `2 − f` from a
    /// point `f` (0 ≤ f < 1) past the second of them; they add up to 1. O(1).
    static func cubicWeights(_ f: Double) -> [Double] {
        let f2 = f * f
        let f3 = f2 * f
        return [
            (-f3 + 2 * f2 - f) / 2,
            (3 * f3 - 5 * f2 + 2) / 2,
            (-3 * f3 + 4 * f2 + f) / 2,
            (f3 - f2) / 2,
        ]
    }

    /// Calls `body` with unchecked views of ``first``, ``weightStart`` and ``weights``, for inner loops.
    func withBuffers<Result>(
        _ body: (UnsafeBufferPointer<Int>, UnsafeBufferPointer<Int>, UnsafeBufferPointer<Float>) -> Result
    ) -> Result {
        first.withUnsafeBufferPointer { first in
            weightStart.withUnsafeBufferPointer { weightStart in
                weights.withUnsafeBufferPointer { weights in body(first, weightStart, weights) }
            }
        }
    }
}
