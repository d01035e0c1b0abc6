/// How the pixels of one axis of a target cover the pixels of the same axis of a source, for
/// area averaging: target pixel `t` spans source coordinates `[t·s/n, (t+1)·s/n)` (`s` source
/// pixels, `n` target pixels), and overlaps source pixel `i` by an exact integer weight (the
/// overlap measured in units of `1/n` source pixel). The weights of each target pixel add up
/// to `s`. O(s + n) to build and to store.
struct AxisCoverage {
    /// The first source pixel each target pixel overlaps.
    let firstSource: [Int]
    /// Target pixel `t`'s weights are `weights[weightStart[t] ..< weightStart[t + 1]]`, for
    /// source pixels `firstSource[t]`, `firstSource[t] + 1`, …
    let weightStart: [Int]
    /// The overlaps, > 0.
    let weights: [UInt64]
    /// The sum of each target pixel's weights (the source length).
    let total: UInt64

    /// The coverage of `target` pixels over `source` pixels (both > 0).
    init(source: Int, target: Int) {
        var firstSource: [Int] = []
        var weightStart: [Int] = [0]
        var weights: [UInt64] = []
        firstSource.reserveCapacity(target)
        weightStart.reserveCapacity(target + 1)
        weights.reserveCapacity(source + target)
        for index in 0 ..< target {
            let low = index * source
            let high = low + source
            var sourceIndex = low / target
            firstSource.append(sourceIndex)
            while sourceIndex * target < high {
                let overlap = min(high, (sourceIndex + 1) * target) - max(low, sourceIndex * target)
                weights.append(UInt64(overlap))
                sourceIndex += 1
            }
            weightStart.append(weights.count)
        }
        self.firstSource = firstSource
        self.weightStart = weightStart
        self.weights = weights
        self.total = UInt64(source)
    }

    /// Calls `body` with unchecked views of ``firstSource``, ``weightStart`` and ``weights``,
    /// for inner loops.
    func withBuffers<Result>(
        _ body: (UnsafeBufferPointer<Int>, UnsafeBufferPointer<Int>, UnsafeBufferPointer<UInt64>) -> Result
    ) -> Result {
        firstSource.withUnsafeBufferPointer { firstSource in
            weightStart.withUnsafeBufferPointer { weightStart in
                weights.withUnsafeBufferPointer { weights in body(firstSource, weightStart, weights) }
            }
        }
    }
}
