import Pixels
import SeededRandom
import Testing

@testable import WaterfallPictures

@Suite("Photos decoded to cover a size, at most twice it", .timeLimit(.minutes(2)))
struct PictureDecoderPhotoTests {
    @Test func theReducedSizeCoversTheWantedSizeAndKeepsTheAspectRatio() {
        var rng = SplitMix64(seed: 0x5A9D_B0C5)
        for _ in 0 ..< 20_000 {
            let decoded = PictureSize(width: 1 + Int(rng.next() % 5_000), height: 1 + Int(rng.next() % 5_000))
            let wanted = PictureSize(width: Int(rng.next() % 400), height: Int(rng.next() % 400))
            let width = max(1, wanted.width)
            let height = max(1, wanted.height)
            let reduced = PictureDecoder.reducedSize(of: decoded, covering: wanted)
            let moreThanTwice = decoded.width > 2 * width && decoded.height > 2 * height
            #expect((reduced != nil) == moreThanTwice, "\(decoded) for \(wanted)")
            guard let reduced else { continue }
            #expect(reduced.width >= width && reduced.height >= height, "\(reduced) covers \(wanted)")
            #expect(reduced.width == width || reduced.height == height, "\(reduced) is no larger than needed")
            #expect(reduced.width <= decoded.width && reduced.height <= decoded.height)
            // The same shape, to within half a pixel of the rounded side.
            let exact = Double(decoded.height) * Double(reduced.width) / Double(decoded.width)
            if reduced.width == width, reduced.height > height {
                #expect(abs(Double(reduced.height) - exact) <= 0.5 + 1e-9, "\(decoded) → \(reduced)")
            }
            #expect(PictureDecoder().isPhotoSize(reduced, covering: wanted))
        }
    }

    @Test func aLargePNGIsScaledDownAndAJPEGAtItsDCTScaleIsKept() throws {
        var rng = SplitMix64(seed: 7)
        let png = try SandboxFixtures.png(width: 500, height: 300, using: &rng)
        let decoder = SandboxFixtures.decoder
        let photo = try decoder.decodePhoto(png, covering: PictureSize(width: 60, height: 60))
        let full = try decoder.decode(png)
        #expect(photo.size == PictureSize(width: 100, height: 60))
        #expect(photo == full.scaled(toWidth: 100, height: 60))

        // 640×427 at 2/8 is 160×107 for a 100-pixel square: not more than twice it, kept.
        let jpeg = try SandboxFixtures.jpeg(width: 640, height: 427, seed: 3)
        let kept = try decoder.decodePhoto(jpeg, covering: PictureSize(width: 100, height: 100))
        #expect(kept == (try decoder.decode(jpeg, target: .covering(PictureSize(width: 100, height: 100)))))
        #expect(kept.size == PictureSize(width: 160, height: 107))
    }

    @Test func aPictureSmallerThanWantedIsKeptWhole() throws {
        let jpeg = try SandboxFixtures.jpeg(width: 40, height: 30, seed: 5)
        let photo = try SandboxFixtures.decoder.decodePhoto(jpeg, covering: PictureSize(width: 200, height: 200))
        #expect(photo.size == PictureSize(width: 40, height: 30))
    }
}
