import SeededRandom
import Testing

@testable import WaterfallPictures

/// Damages picture files at random and checks that the decoder survives each: a picture of the
/// right byte count, or a ``PictureError`` with a printable description.
enum RandomDamage {
    /// Decodes `rounds` copies of `originals` (picked at random), each with 1 to 8 random bytes
    /// changed at or after `firstIndex`; returns how many failed to decode.
    static func decodeDamaged(_ originals: [[UInt8]], rounds: Int, firstIndex: Int, seed: UInt64, decoder: PictureDecoder) -> Int {
        var rng = SplitMix64(seed: seed)
        var failures = 0
        for _ in 0 ..< rounds {
            var bytes = originals[Int.random(in: 0 ..< originals.count, using: &rng)]
            for _ in 0 ..< Int.random(in: 1 ... 8, using: &rng) {
                let index = Int.random(in: firstIndex ..< bytes.count, using: &rng)
                bytes[index] = UInt8.random(in: 0 ... 255, using: &rng)
            }
            do {
                let picture = try decoder.decode(bytes)
                #expect(picture.pixels.count == picture.width * picture.height * 3)
            } catch {
                failures += 1
                #expect(error.description.utf8.allSatisfy { (0x20 ... 0x7E).contains($0) })
            }
        }
        return failures
    }
}
