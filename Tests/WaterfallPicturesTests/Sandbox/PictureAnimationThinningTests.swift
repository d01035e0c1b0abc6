import Pixels
import SeededRandom
import TestSupport
import Testing

@testable import WaterfallPictures

@Suite("PictureAnimation.thinned and decodeAnimation: frames beyond the kept pixels are thinned, keeping the animation's length")
struct PictureAnimationThinningTests {
    /// A one-pixel frame whose red is `red`, shown `milliseconds`.
    func frame(_ red: UInt8, _ milliseconds: Int) throws -> PictureAnimation.Frame {
        PictureAnimation.Frame(still: try #require(Picture(width: 1, height: 1, pixels: [red, 0, 0])), delay: .milliseconds(milliseconds))
    }

    @Test("random animations: every k-th frame kept, k the least that fits, each with the delays of those it stands for")
    func randomThinning() throws {
        var rng = SplitMix64(seed: 0x7_41_AA_ED)
        for _ in 0 ..< 200 {
            let count = 1 + Int(rng.next() % 60)
            let delays = (0 ..< count).map { _ in 20 + Int(rng.next() % 500) }
            let frames = try (0 ..< count).map { try frame(UInt8($0), delays[$0]) }
            let most = Int(rng.next() % 70) - 5
            let cutShort: PictureError? = rng.next() % 2 == 0 ? .truncated(.webp) : nil
            let thinned = PictureAnimation(frames: frames, cutShort: cutShort).thinned(toAtMost: most)
            let step = (count + max(1, most) - 1) / max(1, most)
            #expect(thinned.frames.count <= max(1, most) && thinned.cutShort == cutShort)
            #expect(thinned.frames.map { Int($0.still.pixels[0]) } == Array(stride(from: 0, to: count, by: step)))
            #expect(step == 1 || (count + step - 2) / (step - 1) > max(1, most), "a smaller step would not fit")
            #expect(thinned.frames.reduce(.zero) { $0 + $1.delay } == .milliseconds(delays.reduce(0, +)))
            #expect(thinned.frames.first?.delay == .milliseconds(delays.prefix(step).reduce(0, +)))
        }
    }

    @Test("a GIF of 20 frames of 10 × 10 within 500 kept pixels: every 4th frame, 4 delays each")
    func decodedGIF() throws {
        let colours: [AnimatedPictureFiles.Colour] = (0 ..< 20).map { (UInt8($0 * 10), 0, 0) }
        let bytes = try AnimatedPictureFiles.gif(width: 10, height: 10, colours: colours, delays: Array(repeating: 5, count: 20))
        let decoder = PictureDecoder(background: .black)
        let cover = PictureSize(width: 4_000, height: 4_000)
        let animation = try decoder.decodeAnimation(bytes, covering: cover, limits: AnimationLimits(maxKeptPixels: 500))
        #expect(animation.frames.map { $0.still.pixels[0] } == [0, 40, 80, 120, 160])
        #expect(animation.frames.allSatisfy { $0.delay == .milliseconds(200) && $0.still.size == PictureSize(width: 10, height: 10) })
        // Within the limit, nothing is thinned.
        #expect(try decoder.decodeAnimation(bytes, covering: cover, limits: AnimationLimits(maxKeptPixels: 2_000)).frames.count == 20)
    }

    @Test("a single frame larger than the kept pixels is kept, as a still picture would be")
    func oneFrameIsKept() throws {
        let decoder = PictureDecoder(background: .black)
        let jpeg = try PictureFiles.bytes(.jpeg, width: 40, height: 30)
        let cover = PictureSize(width: 40, height: 30)
        let animation = try decoder.decodeAnimation(jpeg, covering: cover, limits: AnimationLimits(maxPixels: 1, maxKeptPixels: 1))
        #expect(animation.frames.map(\.still) == [try decoder.decodePhoto(jpeg, covering: cover)])
    }
}
