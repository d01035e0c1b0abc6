import Pixels
import SeededRandom
import Testing

@testable import WaterfallBenchmarks

@Suite("The reference bicubic enlargement", .timeLimit(.minutes(1)))
struct ReferenceBicubicTests {
    @Test("Keys' kernel: 1 at 0, 0 at the other whole distances, weights of any point adding up to 1")
    func kernel() {
        #expect(ReferenceBicubic.kernel(0) == 1)
        for distance in [1.0, 2.0, -1.0, -2.0, 2.5] { #expect(ReferenceBicubic.kernel(distance) == 0) }
        var rng = SplitMix64(seed: 2821)
        for _ in 0 ..< 100 {
            let f = Double.random(in: 0 ..< 1, using: &rng)
            let sum = (-1 ... 2).map { ReferenceBicubic.kernel(f - Double($0)) }.reduce(0, +)
            #expect(abs(sum - 1) < 1e-12)
        }
    }

    @Test("a uniform picture stays uniform, odd whole factors keep each pixel at its block's centre, a ramp stays straight")
    func properties() throws {
        var rng = SplitMix64(seed: 2822)
        for _ in 0 ..< 30 {
            let width = Int.random(in: 1 ... 12, using: &rng)
            let height = Int.random(in: 1 ... 12, using: &rng)
            let uniform = Picture(width: width, height: height, red: 9, green: 99, blue: 199)
            #expect(
                ReferenceBicubic.scale(uniform, toWidth: width * 3 + 1, height: height * 2)
                    == Picture(width: width * 3 + 1, height: height * 2, red: 9, green: 99, blue: 199))
            let pixels = (0 ..< width * height * 3).map { _ in UInt8.random(in: 0 ... 255, using: &rng) }
            let source = try #require(Picture(width: width, height: height, pixels: pixels))
            let tripled = try #require(ReferenceBicubic.scale(source, toWidth: width * 3, height: height * 3))
            for y in 0 ..< height {
                for x in 0 ..< width {
                    let shown = tripled.pixel(x: 3 * x + 1, y: 3 * y + 1).map { [$0.red, $0.green, $0.blue] }
                    #expect(shown == source.pixel(x: x, y: y).map { [$0.red, $0.green, $0.blue] })
                }
            }
        }
        let ramp = try #require(Picture(width: 6, height: 1, pixels: (0 ..< 6).flatMap { [UInt8($0 * 40), 0, 0] }))
        let wide = try #require(ReferenceBicubic.scale(ramp, toWidth: 24, height: 1))
        // Target pixel 10 lies at source 10.5 / 4 − 0.5 = 2.125: 85 on the line.
        #expect(wide.pixel(x: 10, y: 0)?.red == 85)
    }
}
