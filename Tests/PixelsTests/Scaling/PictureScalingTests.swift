import SeededRandom
import Testing

@testable import Pixels

@Suite("Picture scaling: area averaging", .timeLimit(.minutes(3)))
struct PictureScalingTests {
    func randomPicture(width: Int, height: Int, using rng: inout SplitMix64) throws -> Picture {
        let pixels = (0 ..< width * height * 3).map { _ in UInt8.random(in: 0 ... 255, using: &rng) }
        return try #require(Picture(width: width, height: height, pixels: pixels))
    }

    @Test("matches the brute-force area average within ±1, down and up, over random sizes")
    func matchesOracle() throws {
        var rng = SplitMix64(seed: 42)
        for _ in 0 ..< 200 {
            let source = try randomPicture(
                width: Int.random(in: 1 ... 24, using: &rng),
                height: Int.random(in: 1 ... 24, using: &rng), using: &rng)
            let width = Int.random(in: 1 ... 30, using: &rng)
            let height = Int.random(in: 1 ... 30, using: &rng)
            let scaled = try #require(source.areaAveraged(toWidth: width, height: height))
            #expect(scaled.size == PictureSize(width: width, height: height))
            let reference = AreaAverageOracle.scale(source, toWidth: width, height: height)
            let worst = zip(scaled.pixels, reference).map { abs(Double($0) - $1) }.max() ?? 0
            #expect(worst <= 1, "\(source.size) to \(width) x \(height): off by \(worst)")
        }
    }

    @Test("a card-sized thumbnail of a photo-sized picture matches the reference")
    func photoToCard() throws {
        var rng = SplitMix64(seed: 7)
        let source = try randomPicture(width: 160, height: 107, using: &rng)
        let scaled = try #require(source.areaAveraged(toWidth: 30, height: 28))
        let reference = AreaAverageOracle.scale(source, toWidth: 30, height: 28)
        #expect(zip(scaled.pixels, reference).allSatisfy { abs(Double($0) - $1) <= 1 })
    }

    @Test("a uniform picture stays uniform at any size, area-averaged or scaled")
    func uniform() throws {
        var rng = SplitMix64(seed: 9)
        for _ in 0 ..< 50 {
            let colour = (
                UInt8.random(in: 0 ... 255, using: &rng), UInt8.random(in: 0 ... 255, using: &rng),
                UInt8.random(in: 0 ... 255, using: &rng)
            )
            let source = Picture(
                width: Int.random(in: 1 ... 90, using: &rng), height: Int.random(in: 1 ... 90, using: &rng),
                red: colour.0, green: colour.1, blue: colour.2)
            let width = Int.random(in: 1 ... 120, using: &rng)
            let height = Int.random(in: 1 ... 120, using: &rng)
            let uniform = Picture(width: width, height: height, red: colour.0, green: colour.1, blue: colour.2)
            #expect(source.areaAveraged(toWidth: width, height: height) == uniform)
            #expect(source.scaled(toWidth: width, height: height) == uniform)
        }
    }

    @Test("scaling to the same size is the identity")
    func identity() throws {
        var rng = SplitMix64(seed: 11)
        for _ in 0 ..< 30 {
            let source = try randomPicture(
                width: Int.random(in: 1 ... 50, using: &rng),
                height: Int.random(in: 1 ... 50, using: &rng), using: &rng)
            #expect(source.scaled(to: source.size) == source)
            #expect(source.areaAveraged(to: source.size) == source)
        }
    }

    @Test("halving averages each 2 x 2 block exactly, rounding halves up")
    func halving() throws {
        let pixels: [UInt8] = [
            0, 10, 255, 1, 10, 255,
            0, 20, 255, 2, 21, 254,
        ]
        let source = try #require(Picture(width: 2, height: 2, pixels: pixels))
        let scaled = try #require(source.areaAveraged(toWidth: 1, height: 1))
        // (0+1+0+2)/4 = 0.75 → 1; (10+10+20+21)/4 = 15.25 → 15; (255·3+254)/4 = 254.75 → 255.
        #expect(scaled.pixels == [1, 15, 255])
    }

    @Test("doubling by area averaging repeats each pixel")
    func doubling() throws {
        let source = try #require(Picture(width: 2, height: 1, pixels: [1, 2, 3, 200, 100, 50]))
        let scaled = try #require(source.areaAveraged(toWidth: 4, height: 2))
        let row: [UInt8] = [1, 2, 3, 1, 2, 3, 200, 100, 50, 200, 100, 50]
        #expect(scaled.pixels == row + row)
    }

    @Test("empty and negative sizes")
    func edgeSizes() throws {
        let source = Picture(width: 3, height: 3, red: 1, green: 2, blue: 3)
        for scale in [source.scaled(toWidth:height:), source.areaAveraged(toWidth:height:)] {
            #expect(scale(0, 5) == Picture(width: 0, height: 5, red: 0, green: 0, blue: 0))
            #expect(scale(-1, 5) == nil)
            #expect(scale(Int.max, 2) == nil)
            #expect(scale(2, Int.max) == nil)
        }
        let empty = Picture(width: 0, height: 0, red: 0, green: 0, blue: 0)
        #expect(empty.scaled(toWidth: 2, height: 2) == nil)
        #expect(empty.areaAveraged(toWidth: 2, height: 2) == nil)
        #expect(empty.scaled(toWidth: 0, height: 0) == empty)
    }
}
