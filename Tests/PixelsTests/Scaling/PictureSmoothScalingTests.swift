import SeededRandom
import Testing

@testable import Pixels

@Suite("Picture scaling: smooth enlargement, area-averaged reduction", .timeLimit(.minutes(3)))
struct PictureSmoothScalingTests {
    @Test("a reduction is exactly today's area average (the previous scaler as oracle), over random sizes")
    func reductionsAreAreaAverages() throws {
        var rng = SplitMix64(seed: 2801)
        for _ in 0 ..< 150 {
            let source = RandomPictures.picture(
                width: RandomPictures.side(1 ... 64, using: &rng), height: RandomPictures.side(1 ... 64, using: &rng), using: &rng)
            let width = RandomPictures.side(1 ... source.width, using: &rng)
            let height = RandomPictures.side(1 ... source.height, using: &rng)
            let scaled = try #require(source.scaled(toWidth: width, height: height))
            #expect(scaled == source.areaAveraged(toWidth: width, height: height), "\(source.size) to \(width) x \(height)")
            let reference = AreaAverageOracle.scale(source, toWidth: width, height: height)
            #expect(zip(scaled.pixels, reference).allSatisfy { abs(Double($0) - $1) <= 1 })
        }
    }

    @Test("enlarging a uniform picture, on either side or both, keeps it uniform")
    func uniformStaysUniform() throws {
        var rng = SplitMix64(seed: 2802)
        for _ in 0 ..< 120 {
            let (red, green, blue) = (
                UInt8.random(in: 0 ... 255, using: &rng), UInt8.random(in: 0 ... 255, using: &rng), UInt8.random(in: 0 ... 255, using: &rng)
            )
            let source = Picture(
                width: RandomPictures.side(1 ... 40, using: &rng), height: RandomPictures.side(1 ... 40, using: &rng), red: red, green: green, blue: blue)
            let width = RandomPictures.side(1 ... 120, using: &rng)
            let height = RandomPictures.side(source.height + 1 ... 130, using: &rng)
            #expect(source.scaled(toWidth: width, height: height) == Picture(width: width, height: height, red: red, green: green, blue: blue))
            #expect(source.scaled(toWidth: height, height: width) == Picture(width: height, height: width, red: red, green: green, blue: blue))
        }
    }

    @Test("no value of an enlargement leaves the range of the source's values, channel by channel (no overshoot at edges)")
    func noOvershoot() throws {
        var rng = SplitMix64(seed: 2803)
        for round in 0 ..< 150 {
            let width = RandomPictures.side(1 ... 24, using: &rng)
            let height = RandomPictures.side(1 ... 24, using: &rng)
            // Half the pictures are hard edges (two values only), where a cubic overshoots most.
            var source = RandomPictures.picture(width: width, height: height, using: &rng)
            if round.isMultiple(of: 2) {
                let levels: [UInt8] = [UInt8.random(in: 0 ... 127, using: &rng), UInt8.random(in: 128 ... 255, using: &rng)]
                source = Picture(trustedWidth: width, height: height, pixels: source.pixels.map { levels[Int($0) & 1] })
            }
            let scaled = try #require(
                source.scaled(toWidth: RandomPictures.side(width ... 90, using: &rng), height: RandomPictures.side(1 ... 90, using: &rng)))
            for channel in 0 ..< 3 {
                let values = stride(from: channel, to: source.pixels.count, by: 3).map { source.pixels[$0] }
                let shown = stride(from: channel, to: scaled.pixels.count, by: 3).map { scaled.pixels[$0] }
                #expect(shown.allSatisfy { $0 >= values.min() ?? 0 && $0 <= values.max() ?? 255 }, "\(source.size) to \(scaled.size)")
            }
        }
    }

    @Test("enlarging by an odd whole factor keeps every source pixel at the centre of its block (the cubic interpolates)")
    func oddFactorsInterpolate() throws {
        var rng = SplitMix64(seed: 2804)
        for _ in 0 ..< 60 {
            let source = RandomPictures.picture(
                width: RandomPictures.side(1 ... 16, using: &rng), height: RandomPictures.side(1 ... 16, using: &rng), using: &rng)
            let factor = [3, 5, 7].randomElement(using: &rng) ?? 3
            let scaled = try #require(source.scaled(toWidth: source.width * factor, height: source.height * factor))
            for y in 0 ..< source.height {
                for x in 0 ..< source.width {
                    let shown = scaled.pixel(x: x * factor + factor / 2, y: y * factor + factor / 2).map { [$0.red, $0.green, $0.blue] }
                    let original = source.pixel(x: x, y: y).map { [$0.red, $0.green, $0.blue] }
                    #expect(shown == original, "\(source.size) × \(factor) at \(x), \(y)")
                }
            }
        }
    }

    @Test("a linear ramp enlarges to the straight line through its pixels (away from the edges), not to steps")
    func rampsStayStraight() throws {
        var rng = SplitMix64(seed: 2805)
        for _ in 0 ..< 40 {
            let width = RandomPictures.side(4 ... 20, using: &rng)
            let step = Int.random(in: 1 ... 255 / width, using: &rng)
            let row = (0 ..< width).flatMap { x in [UInt8(x * step), UInt8(x * step), UInt8(x * step)] }
            let source = Picture(trustedWidth: width, height: 2, pixels: row + row)
            let target = RandomPictures.side(width + 1 ... 8 * width, using: &rng)
            let scaled = try #require(source.scaled(toWidth: target, height: 3))
            let scale = Double(width) / Double(target)
            for x in 0 ..< target {
                let position = (Double(x) + 0.5) * scale - 0.5
                // The cubic reproduces straight lines where its four pixels lie inside the picture.
                guard position >= 1, position <= Double(width - 2) else { continue }
                let shown = try #require(scaled.pixel(x: x, y: 1)).red
                #expect(abs(Double(shown) - position * Double(step)) <= 0.5 + 1e-3, "\(width) to \(target) at \(x)")
            }
        }
    }

    @Test("enlarging one side and reducing the other: the reduced side is area-averaged, the enlarged one smooth")
    func mixedCases() throws {
        var rng = SplitMix64(seed: 2806)
        for _ in 0 ..< 60 {
            let width = RandomPictures.side(2 ... 20, using: &rng)
            let height = RandomPictures.side(2 ... 40, using: &rng)
            // Every row the same: the columns' values vary only across.
            let line = RandomPictures.picture(width: width, height: 1, using: &rng)
            let rows = Picture(trustedWidth: width, height: height, pixels: Array((0 ..< height).map { _ in line.pixels }.joined()))
            let wider = RandomPictures.side(width + 1 ... 60, using: &rng)
            let shorter = RandomPictures.side(1 ... height, using: &rng)
            let scaled = try #require(rows.scaled(toWidth: wider, height: shorter))
            let expectedLine = try #require(line.scaled(toWidth: wider, height: 1))
            for y in 0 ..< shorter {
                #expect(Array(scaled.pixels[y * wider * 3 ..< (y + 1) * wider * 3]) == expectedLine.pixels)
            }
            // Every column the same: the rows' values vary only downwards, and are area-averaged.
            let column = RandomPictures.picture(width: 1, height: height, using: &rng)
            let columns = Picture(
                trustedWidth: width, height: height, pixels: column.pixels.chunks3.flatMap { pixel in Array(repeating: pixel, count: width).joined() })
            let averaged = AreaAverageOracle.scale(column, toWidth: 1, height: shorter)
            let mixed = try #require(columns.scaled(toWidth: wider, height: shorter))
            for y in 0 ..< shorter {
                for x in 0 ..< wider {
                    let shown = try #require(mixed.pixel(x: x, y: y))
                    let values = [shown.red, shown.green, shown.blue]
                    for channel in 0 ..< 3 {
                        #expect(abs(Double(values[channel]) - averaged[y * 3 + channel]) <= 0.5 + 1e-3)
                    }
                }
            }
        }
    }

    @Test("enlarging is smoother than repeating pixels: a two-pixel step gets values between its sides")
    func smoothStep() throws {
        let source = try #require(Picture(width: 2, height: 1, pixels: [0, 0, 0, 240, 240, 240]))
        let scaled = try #require(source.scaled(toWidth: 8, height: 1))
        let reds = stride(from: 0, to: scaled.pixels.count, by: 3).map { scaled.pixels[$0] }
        #expect(reds.first == 0 && reds.last == 240)
        #expect(reds == reds.sorted(), "monotonic: \(reds)")
        #expect(reds.contains { $0 > 0 && $0 < 240 }, "values between the sides: \(reds)")
    }
}

extension Array where Element == UInt8 {
    /// The bytes three at a time (R, G, B of each pixel).
    fileprivate var chunks3: [[UInt8]] {
        stride(from: 0, to: count, by: 3).map { Array(self[$0 ..< $0 + 3]) }
    }
}
