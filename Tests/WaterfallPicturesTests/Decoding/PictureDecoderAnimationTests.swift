import Colors
import Pixels
import SeededRandom
import TestSupport
import Testing

@testable import WaterfallPictures

@Suite("PictureDecoder: animations", .timeLimit(.minutes(3)))
struct PictureDecoderAnimationTests {
    let background = RGB(red: 30, green: 140, blue: 250)
    var decoder: PictureDecoder { PictureDecoder(background: background) }
    /// A size no test picture is reduced to: frames come back at full size.
    let fullSize = PictureSize(width: 4_000, height: 4_000)

    typealias Rectangle = (indices: [UInt8], left: Int, top: Int, width: Int, height: Int)

    /// What a GIF of `frames` on a `width × height` screen shows at each frame, as the format
    /// says, pixel by pixel: the screen starts as the background; before a frame, the last one's
    /// disposal is done (2: its rectangle back to the background, 3: the screen as it was before
    /// it); the frame is drawn at its place, cut at the screen's edges. With each frame, its
    /// alpha: transparent where no frame has drawn (or the disposal cleared), nil when none is.
    func oracle(
        width: Int, height: Int, palette: [AnimatedPictureFiles.Colour], frames: [Rectangle], disposals: [Int]
    ) -> [(pixels: [UInt8], alpha: [UInt8]?)] {
        let clear = [background.red, background.green, background.blue, 0]
        var screen = (0 ..< width * height).flatMap { _ in clear }
        var shown: [(pixels: [UInt8], alpha: [UInt8]?)] = []
        var restore: (disposal: Int, rectangle: Rectangle, before: [UInt8])?
        for (frame, disposal) in zip(frames, disposals) {
            if let last = restore {
                if last.disposal == 3 { screen = last.before }
                if last.disposal == 2 {
                    for y in last.rectangle.top ..< min(height, last.rectangle.top + last.rectangle.height) {
                        for x in last.rectangle.left ..< min(width, last.rectangle.left + last.rectangle.width) {
                            screen.replaceSubrange((y * width + x) * 4 ..< (y * width + x) * 4 + 4, with: clear)
                        }
                    }
                }
            }
            let before = screen
            for y in 0 ..< frame.height where frame.top + y < height {
                for x in 0 ..< frame.width where frame.left + x < width {
                    let colour = palette[Int(frame.indices[y * frame.width + x])]
                    let at = ((frame.top + y) * width + frame.left + x) * 4
                    screen.replaceSubrange(at ..< at + 4, with: [colour.red, colour.green, colour.blue, 255])
                }
            }
            let alpha = stride(from: 3, to: screen.count, by: 4).map { screen[$0] }
            let pixels = stride(from: 0, to: screen.count, by: 4).flatMap { screen[$0 ..< $0 + 3] }
            shown.append((pixels, alpha.allSatisfy { $0 == 255 } ? nil : alpha))
            restore = (disposal, frame, before)
        }
        return shown
    }

    @Test("random GIF animations: every frame as the format composes it, in order, with its delay (at least 20 ms)")
    func randomGIFAnimations() throws {
        var rng = SplitMix64(seed: 0xA11_3A7E)
        for _ in 0 ..< 40 {
            let width = 1 + Int(rng.next() % 12)
            let height = 1 + Int(rng.next() % 12)
            let palette = (0 ..< 8).map { _ in
                (UInt8(truncatingIfNeeded: rng.next()), UInt8(truncatingIfNeeded: rng.next()), UInt8(truncatingIfNeeded: rng.next()))
            }
            let count = 2 + Int(rng.next() % 8)
            let frames: [Rectangle] = (0 ..< count).map { _ in
                let frameWidth = 1 + Int(rng.next() % UInt64(width + 3))
                let frameHeight = 1 + Int(rng.next() % UInt64(height + 3))
                let indices = (0 ..< frameWidth * frameHeight).map { _ in UInt8(rng.next() % 8) }
                return (indices, Int(rng.next() % UInt64(width)), Int(rng.next() % UInt64(height)), frameWidth, frameHeight)
            }
            let delays = (0 ..< count).map { _ in Int(rng.next() % 12) }
            let disposals = (0 ..< count).map { _ in [0, 1, 2, 3][Int(rng.next() % 4)] }
            let bytes = try AnimatedPictureFiles.gif(screen: (width, height), palette: palette, frames: frames, delays: delays, disposals: disposals)
            let animation = try decoder.decodeAnimation(bytes, covering: fullSize)
            let expected = oracle(width: width, height: height, palette: palette, frames: frames, disposals: disposals)
            #expect(animation.frames.map(\.still.pixels) == expected.map(\.pixels))
            #expect(animation.frames.map(\.still.alpha?.values) == expected.map(\.alpha))
            #expect(animation.frames.map(\.delay) == delays.map { Duration.milliseconds(max(20, $0 * 10)) })
            #expect(animation.cutShort == nil && animation.frames.allSatisfy { $0.still.size == PictureSize(width: width, height: height) })
        }
    }

    @Test("an animated WebP: its frames in order, 100 ms each, scaled to cover the size asked for")
    func webpAnimation() throws {
        let colours: [AnimatedPictureFiles.Colour] = [(250, 0, 0), (0, 250, 0), (0, 0, 250)]
        let bytes = try AnimatedPictureFiles.webp(width: 64, height: 32, colours: colours)
        let animation = try decoder.decodeAnimation(bytes, covering: PictureSize(width: 10, height: 5))
        #expect(animation.frames.count == 3 && animation.frames.allSatisfy { $0.delay == .milliseconds(100) })
        #expect(animation.frames.map(\.still.size) == Array(repeating: PictureSize(width: 10, height: 5), count: 3))
        #expect(animation.frames.map { Array($0.still.pixels.prefix(3)) } == colours.map { [$0.red, $0.green, $0.blue] })
    }

    @Test("a GIF of 10,000 frames is refused by its frame count, as soon as the count is passed")
    func tenThousandFrames() throws {
        let bytes = try AnimatedPictureFiles.gifOfManyFrames(10_000)
        #expect(throws: PictureError.tooManyFrames(limit: 1_000)) { try decoder.decodeAnimation(bytes, covering: fullSize) }
        #expect(PictureError.tooManyFrames(limit: 1_000).description.contains("more than 1,000 frames"))
    }

    @Test("1 × 1 frames of 0 ms are shown 20 ms each")
    func zeroDelays() throws {
        let animation = try decoder.decodeAnimation(try AnimatedPictureFiles.gifOfManyFrames(50), covering: fullSize)
        #expect(animation.frames.count == 50 && animation.frames.allSatisfy { $0.delay == .milliseconds(20) })
        #expect(animation.frames.map(\.still.pixels) == (0 ..< 50).map { $0 % 2 == 0 ? [255, 0, 0] : [0, 0, 255] })
    }

    @Test("frames larger than the canvas are cut at its edges; a frame over the limits stops the animation, named with its size")
    func framesBeyondTheCanvas() throws {
        let palette: [AnimatedPictureFiles.Colour] = [(10, 20, 30), (200, 100, 0)]
        let frames: [Rectangle] = [([UInt8](repeating: 0, count: 16), 0, 0, 4, 4), ([UInt8](repeating: 1, count: 64), 2, 2, 8, 8)]
        let bytes = try AnimatedPictureFiles.gif(screen: (4, 4), palette: palette, frames: frames, delays: [5, 5])
        let animation = try decoder.decodeAnimation(bytes, covering: fullSize)
        #expect(animation.frames.map(\.still.pixels) == oracle(width: 4, height: 4, palette: palette, frames: frames, disposals: [0, 0]).map(\.pixels))

        let small = PictureDecoder(limits: PictureLimits(maxPixels: 40), background: background)
        let cut = try small.decodeAnimation(bytes, covering: fullSize)
        #expect(cut.frames.count == 1 && cut.cutShort == .tooManyPixels(width: 8, height: 8, limits: small.limits))
    }

    @Test("a file broken in its fourth frame plays the three before, and says why it stopped")
    func brokenMidFile() throws {
        let colours: [AnimatedPictureFiles.Colour] = [(255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 0), (0, 255, 255)]
        let bytes = try AnimatedPictureFiles.gifBroken(width: 8, height: 8, colours: colours, delays: [4, 4, 4, 4, 4], brokenFrame: 3)
        let animation = try decoder.decodeAnimation(bytes, covering: fullSize)
        #expect(animation.frames.map { Array($0.still.pixels.prefix(3)) } == colours.prefix(3).map { [$0.red, $0.green, $0.blue] })
        #expect(animation.cutShort == .truncated(.gif))
        // Broken before its first frame ends, a file has nothing to play.
        let first = Array(try AnimatedPictureFiles.gif(width: 8, height: 8, colours: colours, delays: [4, 4, 4, 4, 4]).prefix(80))
        #expect(throws: PictureError.truncated(.gif)) { try decoder.decodeAnimation(first, covering: fullSize) }
    }

    @Test("the pixels of all frames are capped: the animation is refused past the cap")
    func pixelCap() throws {
        let colours: [AnimatedPictureFiles.Colour] = Array(repeating: (1, 2, 3), count: 20)
        let bytes = try AnimatedPictureFiles.gif(width: 10, height: 10, colours: colours, delays: Array(repeating: 2, count: 20))
        // Each frame counts its canvas and its rectangle: 200 pixels; 20 frames, 4,000.
        #expect(throws: PictureError.animationTooLarge(limit: 3_999)) {
            try decoder.decodeAnimation(bytes, covering: fullSize, limits: AnimationLimits(maxPixels: 3_999))
        }
        #expect(try decoder.decodeAnimation(bytes, covering: fullSize, limits: AnimationLimits(maxPixels: 4_000)).frames.count == 20)
    }

    @Test("a still picture is one frame: decodePhoto's")
    func stillPictures() throws {
        let jpeg = try PictureFiles.bytes(.jpeg, width: 40, height: 30)
        let animation = try decoder.decodeAnimation(jpeg, covering: PictureSize(width: 10, height: 10))
        let still = try decoder.decodePhoto(jpeg, covering: PictureSize(width: 10, height: 10))
        #expect(!animation.isMoving && animation.frames.map(\.still) == [still])
    }
}
