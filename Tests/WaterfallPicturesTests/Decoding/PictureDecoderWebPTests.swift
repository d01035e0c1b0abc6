import Colors
import Pixels
import SeededRandom
import Testing

@testable import WaterfallPictures

@Suite("PictureDecoder: WebP", .timeLimit(.minutes(3)))
struct PictureDecoderWebPTests {
    let background = RGB(red: 30, green: 140, blue: 250)
    var decoder: PictureDecoder { PictureDecoder(background: background) }

    func randomBytes(_ count: Int, using rng: inout SplitMix64) -> [UInt8] {
        (0 ..< count).map { _ in UInt8.random(in: 0 ... 255, using: &rng) }
    }

    /// `rgba` composited onto the background by the documented rule, as RGB.
    func composited(_ rgba: [UInt8]) -> [UInt8] {
        var rgb: [UInt8] = []
        let under = [background.red, background.green, background.blue]
        for pixel in stride(from: 0, to: rgba.count, by: 4) {
            let alpha = Int(rgba[pixel + 3])
            for channel in 0 ..< 3 {
                rgb.append(UInt8((Double(Int(rgba[pixel + channel]) * alpha + Int(under[channel]) * (255 - alpha)) / 255).rounded()))
            }
        }
        return rgb
    }

    /// The largest difference between two sample arrays.
    func largestError(_ a: [UInt8], _ b: [UInt8]) -> Int {
        zip(a, b).map { abs(Int($0) - Int($1)) }.max() ?? 0
    }

    @Test("lossless RGB of random sizes decodes to exactly its pixels")
    func losslessRGB() throws {
        var rng = SplitMix64(seed: 1)
        for _ in 0 ..< 12 {
            let width = Int.random(in: 1 ... 70, using: &rng)
            let height = Int.random(in: 1 ... 70, using: &rng)
            let samples = randomBytes(width * height * 3, using: &rng)
            let picture = try decoder.decode(try TestImages.webp(samples, width: width, height: height, lossless: true))
            #expect(picture.size == PictureSize(width: width, height: height))
            #expect(picture.pixels == samples)
        }
    }

    @Test("lossless RGBA is composited onto the background with exact values")
    func losslessAlpha() throws {
        var rng = SplitMix64(seed: 2)
        var rgba = randomBytes(23 * 17 * 4, using: &rng)
        rgba[3] = 0
        rgba[7] = 255
        let picture = try decoder.decode(try TestImages.webp(rgba, width: 23, height: 17, alpha: true, lossless: true))
        #expect(picture.pixels == composited(rgba))
        #expect(picture.pixel(x: 0, y: 0)! == (background.red, background.green, background.blue))
        #expect(picture.alpha == PictureAlpha(values: stride(from: 3, to: rgba.count, by: 4).map { rgba[$0] }, matte: background))
    }

    @Test("lossy RGB keeps flat blocks within a few levels")
    func lossy() throws {
        var rng = SplitMix64(seed: 3)
        let samples = TestImages.blocks(width: 64, height: 40, channels: 3, using: &rng)
        let picture = try decoder.decode(try TestImages.webp(samples, width: 64, height: 40, lossless: false, quality: 100))
        #expect(picture.size == PictureSize(width: 64, height: 40))
        let mean = Double(zip(picture.pixels, samples).map { abs(Int($0) - Int($1)) }.reduce(0, +)) / Double(samples.count)
        #expect(mean < 8)
    }

    @Test("lossy with an alpha plane: transparent parts show the background, opaque parts the colour")
    func lossyAlpha() throws {
        let width = 32
        let height = 24
        var rgba: [UInt8] = []
        for _ in 0 ..< height {
            for x in 0 ..< width {
                // Left half transparent, right half an opaque orange.
                rgba += x < width / 2 ? [0, 0, 0, 0] : [240, 120, 20, 255]
            }
        }
        let webp = try TestImages.webp(rgba, width: width, height: height, alpha: true, lossless: false, quality: 95)
        let picture = try decoder.decode(webp)
        let expected = composited(rgba)
        // Away from the edge between the halves, where lossy colour may bleed.
        for y in 0 ..< height {
            for x in Array(0 ..< width / 2 - 3) + Array(width / 2 + 3 ..< width) {
                let start = (y * width + x) * 3
                #expect(largestError(Array(picture.pixels[start ..< start + 3]), Array(expected[start ..< start + 3])) <= 6, "(\(x), \(y))")
            }
        }
    }

    @Test("a covering target decodes the smallest size with the aspect ratio that covers it")
    func coveringTarget() throws {
        var rng = SplitMix64(seed: 4)
        let samples = randomBytes(120 * 80 * 3, using: &rng)
        let webp = try TestImages.webp(samples, width: 120, height: 80, lossless: true)
        for _ in 0 ..< 40 {
            let target = PictureSize(width: Int.random(in: 1 ... 150, using: &rng), height: Int.random(in: 1 ... 100, using: &rng))
            let picture = try decoder.decode(webp, target: .covering(target))
            if target.width >= 120 || target.height >= 80 {
                #expect(picture.size == PictureSize(width: 120, height: 80), "\(target)")
                continue
            }
            #expect(picture.width >= target.width && picture.height >= target.height, "\(target) → \(picture.size)")
            // One side is the target's, the other the least whole number that keeps the ratio.
            let byWidth = picture.width == target.width && picture.height == (target.width * 80 + 119) / 120
            let byHeight = picture.height == target.height && picture.width == (target.height * 120 + 79) / 80
            #expect(byWidth || byHeight, "\(target) → \(picture.size)")
        }
    }

    @Test("a fitting target covers the image fitted into the box")
    func fittingTarget() throws {
        let samples = [UInt8](repeating: 60, count: 200 * 50 * 3)
        let webp = try TestImages.webp(samples, width: 200, height: 50, lossless: true)
        let box = PictureSize(width: 40, height: 40)
        let picture = try decoder.decode(webp, target: .fitting(box))
        let fitted = PictureSize(width: 200, height: 50).fitted(into: box)
        #expect(picture.width >= fitted.width && picture.height >= fitted.height)
        #expect(picture.width < 200)
    }

    @Test("an animation gives its first frame; later frames play no part")
    func animationFirstFrame() throws {
        var rng = SplitMix64(seed: 5)
        let first = randomBytes(30 * 20 * 4, using: &rng).enumerated().map { $0.offset % 4 == 3 ? 255 : $0.element }
        let second = [UInt8](repeating: 200, count: 30 * 20 * 4)
        let webp = try TestImages.webpAnimation(
            width: 30, height: 20,
            frames: [
                TestImages.WebPFrame(rgba: first, width: 30, height: 20),
                TestImages.WebPFrame(rgba: second, width: 30, height: 20),
            ])
        let picture = try decoder.decode(webp)
        #expect(picture.size == PictureSize(width: 30, height: 20))
        #expect(picture.pixels == composited(first))
        // Scaled while decoding too, as the first frame fills the canvas.
        #expect(
            try decoder.decode(webp, target: .covering(PictureSize(width: 15, height: 10))).size
                == PictureSize(width: 15, height: 10))
    }

    @Test("a first frame smaller than the canvas is placed at its offset over the background")
    func animationPlacedFrame() throws {
        var rng = SplitMix64(seed: 6)
        var frame = randomBytes(10 * 6 * 4, using: &rng)
        for index in stride(from: 3, to: frame.count, by: 4) { frame[index] = index % 8 == 3 ? 255 : 128 }
        let webp = try TestImages.webpAnimation(
            width: 24, height: 16,
            frames: [
                TestImages.WebPFrame(rgba: frame, width: 10, height: 6, x: 8, y: 4),
                TestImages.WebPFrame(rgba: [UInt8](repeating: 9, count: 24 * 16 * 4), width: 24, height: 16),
            ])
        let picture = try decoder.decode(webp)
        #expect(picture.size == PictureSize(width: 24, height: 16))
        let shown = composited(frame)
        for y in 0 ..< 16 {
            for x in 0 ..< 24 {
                let inside = (8 ..< 18).contains(x) && (4 ..< 10).contains(y)
                let expected =
                    inside
                    ? Array(shown[((y - 4) * 10 + x - 8) * 3 ..< ((y - 4) * 10 + x - 8) * 3 + 3])
                    : [background.red, background.green, background.blue]
                let pixel = picture.pixel(x: x, y: y)!
                #expect([pixel.red, pixel.green, pixel.blue] == expected, "(\(x), \(y))")
                let opacity = inside ? frame[((y - 4) * 10 + x - 8) * 4 + 3] : 0
                #expect(picture.alpha?.values[y * 24 + x] == opacity, "(\(x), \(y)): the canvas around the frame is transparent")
            }
        }
    }
}
