import Foundation
import Pixels
import SeededRandom
import Testing
import WaterfallPictures

@testable import WaterfallBenchmarks

@Suite("PPM files", .timeLimit(.minutes(1)))
struct PortablePixmapTests {
    @Test("a written picture decodes back to the same pixels, with a P6 header")
    func roundTrip() throws {
        var rng = SplitMix64(seed: 42)
        for _ in 0 ..< 50 {
            let width = Int.random(in: 1 ... 40, using: &rng)
            let height = Int.random(in: 1 ... 40, using: &rng)
            let pixels = (0 ..< width * height * 3).map { _ in UInt8.random(in: 0 ... 255, using: &rng) }
            let picture = try #require(Picture(width: width, height: height, pixels: pixels))
            let data = PortablePixmap.encode(picture)
            let header = Data("P6\n\(width) \(height)\n255\n".utf8)
            #expect(data.prefix(header.count) == header)
            #expect(Array(data.dropFirst(header.count)) == pixels)
        }
    }
}
