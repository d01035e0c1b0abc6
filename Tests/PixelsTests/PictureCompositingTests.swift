import Colors
import SeededRandom
import Testing

@testable import Pixels

@Suite("Picture compositing: another background, a checkerboard, straight RGBA", .timeLimit(.minutes(3)))
struct PictureCompositingTests {
    /// The channels of a colour.
    func channels(_ colour: RGB) -> [Double] { [Double(colour.red), Double(colour.green), Double(colour.blue)] }

    @Test("moving onto a background is, within 1, the straight colour composited onto it in floating point")
    func compositedAgainstFloatOracle() throws {
        // The stored colour is rounded once (±½) and the move rounds once more (±½).
        var rng = SplitMix64(seed: 2820)
        for _ in 0 ..< 200 {
            let (width, height) = (RandomPictures.side(1 ... 12, using: &rng), RandomPictures.side(1 ... 12, using: &rng))
            let (picture, straight) = RandomPictures.translucent(width: width, height: height, using: &rng)
            let opacities = try #require(picture.alpha?.values)
            let background = RandomPictures.colour(using: &rng)
            let moved = picture.composited(onto: background)
            #expect(moved.alpha == nil && moved.size == picture.size)
            let target = channels(background)
            let worst =
                straight.indices.map { index in
                    let opacity = Double(opacities[index / 3])
                    let exact = Double(straight[index]) * opacity / 255 + target[index % 3] * (255 - opacity) / 255
                    return abs(Double(moved.pixels[index]) - exact)
                }.max() ?? 0
            #expect(worst <= 1, "\(picture.size) onto \(background): \(worst) off")
        }
    }

    @Test("moving onto the matte changes no pixel; an opaque picture is left as it is")
    func ontoTheMatteOrOpaque() throws {
        var rng = SplitMix64(seed: 2821)
        let picture = RandomPictures.translucent(width: 9, height: 7, using: &rng).picture
        let matte = try #require(picture.alpha?.matte)
        #expect(picture.composited(onto: matte) == Picture(trustedWidth: 9, height: 7, pixels: picture.pixels))
        let opaque = RandomPictures.picture(width: 5, height: 4, using: &rng)
        #expect(opaque.composited(onto: .white) == opaque)
        #expect(opaque.onCheckerboard(square: 2, light: .white, dark: .black) == opaque)
    }

    @Test("straight RGBA: composited onto the matte again, within 1 of the stored pixels; near the original colour where opaque enough")
    func straightRoundTrip() throws {
        // Recovering the colour divides the stored value's rounding (±½) by the opacity, but
        // compositing again multiplies it back: within 1 for every opacity above 0. The colour
        // itself is off by at most ½ + 127.5 / opacity: less than 1.5, so at most 1, from 128 up.
        var rng = SplitMix64(seed: 2822)
        for _ in 0 ..< 200 {
            let (width, height) = (RandomPictures.side(1 ... 12, using: &rng), RandomPictures.side(1 ... 12, using: &rng))
            let (picture, straight) = RandomPictures.translucent(width: width, height: height, using: &rng)
            let alpha = try #require(picture.alpha)
            let matte = channels(alpha.matte)
            let rgba = picture.straightRGBA()
            #expect(rgba.count == width * height * 4)
            for pixel in 0 ..< width * height {
                let opacity = alpha.values[pixel]
                #expect(rgba[pixel * 4 + 3] == opacity)
                for channel in 0 ..< 3 {
                    let colour = rgba[pixel * 4 + channel]
                    let stored = Double(picture.pixels[pixel * 3 + channel])
                    if opacity == 0 {
                        #expect(colour == 0, "a transparent pixel is black")
                        continue
                    }
                    let again = (Double(colour) * Double(opacity) + matte[channel] * (255 - Double(opacity))) / 255
                    #expect(abs(again.rounded() - stored) <= 1, "pixel \(pixel) channel \(channel), opacity \(opacity)")
                    if opacity >= 128 {
                        #expect(abs(Int(colour) - Int(straight[pixel * 3 + channel])) <= 1, "pixel \(pixel) channel \(channel), opacity \(opacity)")
                    }
                }
            }
        }
    }

    @Test("straight RGBA of an opaque picture is its pixels, opacity 255")
    func straightOfOpaque() {
        var rng = SplitMix64(seed: 2823)
        let picture = RandomPictures.picture(width: 6, height: 5, using: &rng)
        let rgba = picture.straightRGBA()
        #expect(rgba.count == 120)
        #expect((0 ..< 30).allSatisfy { rgba[$0 * 4 + 3] == 255 && Array(rgba[$0 * 4 ..< $0 * 4 + 3]) == Array(picture.pixels[$0 * 3 ..< $0 * 3 + 3]) })
    }

    @Test("a checkerboard: transparent pixels show squares that alternate from light in the top-left corner, opaque ones are unchanged")
    func checkerboard() throws {
        var rng = SplitMix64(seed: 2824)
        for _ in 0 ..< 60 {
            let (picture, _) = RandomPictures.translucent(
                width: RandomPictures.side(1 ... 30, using: &rng), height: RandomPictures.side(1 ... 30, using: &rng), using: &rng)
            let alpha = try #require(picture.alpha)
            let square = RandomPictures.side(-1 ... 6, using: &rng)
            let (light, dark) = (RandomPictures.colour(using: &rng), RandomPictures.colour(using: &rng))
            let shown = picture.onCheckerboard(square: square, light: light, dark: dark)
            #expect(shown.alpha == nil && shown.size == picture.size)
            let side = max(1, square)
            for y in 0 ..< picture.height {
                for x in 0 ..< picture.width {
                    let opacity = alpha.values[y * picture.width + x]
                    let pixel = try #require(shown.pixel(x: x, y: y))
                    let colour = (x / side + y / side).isMultiple(of: 2) ? light : dark
                    if opacity == 0 {
                        #expect(pixel == (colour.red, colour.green, colour.blue), "(\(x), \(y)), squares of \(side)")
                    } else if opacity == 255 {
                        #expect(pixel == picture.pixel(x: x, y: y)!, "(\(x), \(y))")
                    } else {
                        #expect(pixel == picture.composited(onto: colour).pixel(x: x, y: y)!, "(\(x), \(y)) is on its square's colour")
                    }
                }
            }
        }
    }

    @Test("the picture refuses an alpha plane of the wrong length, and counts the alpha in its bytes")
    func alphaLengthAndBytes() throws {
        let pixels = [UInt8](repeating: 9, count: 4 * 3 * 3)
        for count in [0, 11, 13, 36] {
            #expect(Picture(width: 4, height: 3, pixels: pixels, alpha: PictureAlpha(values: [UInt8](repeating: 7, count: count), matte: .black)) == nil)
        }
        let picture = try #require(Picture(width: 4, height: 3, pixels: pixels, alpha: PictureAlpha(values: [UInt8](repeating: 7, count: 12), matte: .white)))
        #expect(picture.byteCount == 36 + 12)
        #expect(try #require(Picture(width: 4, height: 3, pixels: pixels)).byteCount == 36)
        #expect(Picture(width: 0, height: 0, pixels: [], alpha: PictureAlpha(values: [], matte: .black)) != nil)
    }
}
