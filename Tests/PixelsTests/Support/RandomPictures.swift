import SeededRandom

@testable import Pixels

/// Pictures of random pixels for property tests.
enum RandomPictures {
    /// A `width × height` picture of uniformly random channels.
    static func picture(width: Int, height: Int, using rng: inout SplitMix64) -> Picture {
        Picture(trustedWidth: width, height: height, pixels: (0 ..< width * height * 3).map { _ in UInt8.random(in: 0 ... 255, using: &rng) })
    }

    /// A random side in `range`.
    static func side(_ range: ClosedRange<Int>, using rng: inout SplitMix64) -> Int {
        Int.random(in: range, using: &rng)
    }
}
