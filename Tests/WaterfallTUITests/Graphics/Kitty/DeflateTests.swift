import SeededRandom
import Testing

@testable import WaterfallTUI

@Suite("Deflate", .timeLimit(.minutes(1)))
struct DeflateTests {
    @Test func randomBytesRoundTripAtEveryLevel() throws {
        var rng = SplitMix64(seed: 71)
        for _ in 0 ..< 60 {
            let bytes = (0 ..< Int.random(in: 0 ... 5_000, using: &rng)).map { _ in UInt8.random(in: 0 ... (Bool.random(using: &rng) ? 3 : 255), using: &rng) }
            let compressed = try Deflate.compress(bytes, level: Int.random(in: 1 ... 9, using: &rng))
            #expect(try Deflate.decompress(compressed, expectedSize: bytes.count) == bytes)
        }
    }

    @Test func flatPixelsShrinkAndCorruptOrMisSizedDataIsRefused() throws {
        let flat = [UInt8](repeating: 7, count: 100_000)
        let compressed = try Deflate.compress(flat)
        #expect(compressed.count < 1_000)
        #expect(throws: Deflate.Failure.self) { try Deflate.decompress(compressed, expectedSize: 99_999) }
        #expect(throws: Deflate.Failure.self) { try Deflate.decompress(Array(compressed.dropLast(4)), expectedSize: 100_000) }
    }
}
