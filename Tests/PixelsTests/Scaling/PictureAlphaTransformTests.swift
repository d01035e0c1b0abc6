import Colors
import SeededRandom
import Testing

@testable import Pixels

/// Every transform of `Sources/Pixels/Scaling` carries a picture's alpha as one more channel.
/// Two exact oracles: the result's colour is the transform of the stored colour as an opaque
/// picture, and its alpha is the red of the transform of a grey picture made of the opacities.
/// And the point of it: moving the result onto a background gives (nearly) what transforming
/// the picture already moved there gives.
@Suite("Transforms carry the alpha plane", .timeLimit(.minutes(3)))
struct PictureAlphaTransformTests {
    /// A named transform of a picture.
    struct Transform {
        let name: String
        /// Whether it may enlarge with Catmull-Rom (whose clamp is not linear).
        var mayEnlarge = false
        /// The transform; bars, where it adds any, are the colour given.
        let apply: (Picture, RGB) -> Picture?
    }

    /// Random transforms of a `width × height` picture, each of every kind: area averaging and
    /// scaling both ways, cropping, cropping to an aspect, padding and framing (cropped and letterboxed).
    func transforms(width: Int, height: Int, using rng: inout SplitMix64) -> [Transform] {
        let (smallWidth, smallHeight) = (RandomPictures.side(1 ... width, using: &rng), RandomPictures.side(1 ... height, using: &rng))
        let (largeWidth, largeHeight) = (RandomPictures.side(1 ... 3 * width + 2, using: &rng), RandomPictures.side(height + 1 ... 3 * height + 2, using: &rng))
        let (x, y) = (RandomPictures.side(-2 ... width, using: &rng), RandomPictures.side(-2 ... height, using: &rng))
        let (keptWidth, keptHeight) = (RandomPictures.side(0 ... width + 2, using: &rng), RandomPictures.side(0 ... height + 2, using: &rng))
        let (aspectWidth, aspectHeight) = (RandomPictures.side(1 ... 9, using: &rng), RandomPictures.side(1 ... 9, using: &rng))
        let (padWidth, padHeight) = (width + RandomPictures.side(0 ... 7, using: &rng), height + RandomPictures.side(0 ... 7, using: &rng))
        let (frameWidth, frameHeight) = (RandomPictures.side(1 ... 40, using: &rng), RandomPictures.side(1 ... 40, using: &rng))
        return [
            Transform(name: "areaAveraged to \(smallWidth)×\(smallHeight)") { picture, _ in picture.areaAveraged(toWidth: smallWidth, height: smallHeight) },
            Transform(name: "areaAveraged to \(largeWidth)×\(largeHeight)") { picture, _ in picture.areaAveraged(toWidth: largeWidth, height: largeHeight) },
            Transform(name: "scaled to \(smallWidth)×\(smallHeight)") { picture, _ in picture.scaled(toWidth: smallWidth, height: smallHeight) },
            Transform(name: "scaled to \(largeWidth)×\(largeHeight)", mayEnlarge: true) { picture, _ in picture.scaled(toWidth: largeWidth, height: largeHeight)
            },
            Transform(name: "cropped to \(keptWidth)×\(keptHeight) at \(x), \(y)") { picture, _ in
                picture.cropped(x: x, y: y, width: keptWidth, height: keptHeight)
            },
            Transform(name: "croppedToAspect \(aspectWidth):\(aspectHeight)") { picture, _ in picture.croppedToAspect(width: aspectWidth, height: aspectHeight)
            },
            Transform(name: "padded to \(padWidth)×\(padHeight)") { picture, bars in picture.padded(toWidth: padWidth, height: padHeight, background: bars) },
            Transform(name: "framed to \(frameWidth)×\(frameHeight)", mayEnlarge: true) { picture, bars in
                picture.framed(toWidth: frameWidth, height: frameHeight, background: bars)
            },
        ]
    }

    @Test("the colour is the transform of the stored colour, the alpha the transform of the opacities as grey, the matte kept")
    func exactOracles() throws {
        var rng = SplitMix64(seed: 2810)
        for _ in 0 ..< 60 {
            let (width, height) = (RandomPictures.side(1 ... 24, using: &rng), RandomPictures.side(1 ... 24, using: &rng))
            let picture = RandomPictures.translucent(width: width, height: height, using: &rng).picture
            let colour = Picture(trustedWidth: width, height: height, pixels: picture.pixels)
            let grey = RandomPictures.opacitiesAsGrey(picture)
            let bars = RandomPictures.colour(using: &rng)
            for transform in transforms(width: width, height: height, using: &rng) {
                let result = try #require(transform.apply(picture, bars), "\(transform.name)")
                let alpha = try #require(result.alpha, "\(transform.name) keeps an alpha plane")
                let expectedColour = try #require(transform.apply(colour, bars))
                // Bars are opaque: white in the grey oracle.
                let expectedAlpha = try #require(transform.apply(grey, .white))
                let sameColour = result.size == expectedColour.size && result.pixels == expectedColour.pixels
                #expect(sameColour, "\(transform.name) of \(picture.size)")
                let sameAlpha = alpha.values == stride(from: 0, to: expectedAlpha.pixels.count, by: 3).map { expectedAlpha.pixels[$0] }
                #expect(sameAlpha, "\(transform.name) of \(picture.size)")
                #expect(alpha.matte == picture.alpha?.matte)
            }
        }
    }

    @Test("a transformed picture moved onto black, white or any colour is, within 2, the picture moved there first and transformed")
    func compositingCommutes() throws {
        // Moving onto a colour is linear in the stored colour and the opacity, as area
        // averaging, cutting and padding are. Each order rounds twice: the averaged colour (±½)
        // and the averaged opacity (±½ of it, times at most 255/255 of the move) then the move
        // (±½) on one side; the move (±½, averaged) then the average (±½) on the other: less than
        // 2.5 apart, so at most 2 in integers. Catmull-Rom is linear too, but each result is
        // clamped to the range of its taps, channel by channel, and the colour of a see-through
        // picture does not clamp where its opacity does; so enlargements are checked on
        // pictures of one opacity throughout (every tap then moves by the same amount and the
        // clamp commutes), with varying opacities for everything else.
        var rng = SplitMix64(seed: 2811)
        for round in 0 ..< 80 {
            let (width, height) = (RandomPictures.side(1 ... 24, using: &rng), RandomPictures.side(1 ... 24, using: &rng))
            let uniform = round.isMultiple(of: 2)
            let opacity = uniform ? UInt8.random(in: 0 ... 255, using: &rng) : nil
            let picture = RandomPictures.translucent(width: width, height: height, opacity: opacity, using: &rng).picture
            let backgrounds = [RGB.black, RGB.white, RandomPictures.colour(using: &rng)]
            let bars = RandomPictures.colour(using: &rng)
            for transform in transforms(width: width, height: height, using: &rng) where uniform || !transform.mayEnlarge {
                let result = try #require(transform.apply(picture, bars))
                for background in backgrounds {
                    let movedAfter = result.composited(onto: background)
                    let movedBefore = try #require(transform.apply(picture.composited(onto: background), bars))
                    #expect(movedAfter.size == movedBefore.size)
                    let worst = zip(movedAfter.pixels, movedBefore.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
                    #expect(worst <= 2, "\(transform.name) of \(picture.size) onto \(background): \(worst) apart")
                }
            }
        }
    }

    @Test("opaque pictures come out of every transform without an alpha plane")
    func opaqueStaysOpaque() throws {
        var rng = SplitMix64(seed: 2812)
        for _ in 0 ..< 40 {
            let (width, height) = (RandomPictures.side(1 ... 20, using: &rng), RandomPictures.side(1 ... 20, using: &rng))
            let picture = RandomPictures.picture(width: width, height: height, using: &rng)
            for transform in transforms(width: width, height: height, using: &rng) {
                #expect(try #require(transform.apply(picture, .black)).alpha == nil, "\(transform.name)")
            }
        }
        #expect(Picture(width: 3, height: 2, red: 1, green: 2, blue: 3).areaAveraged(toWidth: 0, height: 4)?.alpha == nil)
    }

    @Test("padding: the bars are opaque, the picture inside keeps its opacities where it lands")
    func paddingBarsAreOpaque() throws {
        var rng = SplitMix64(seed: 2813)
        for _ in 0 ..< 60 {
            let picture = RandomPictures.translucent(
                width: RandomPictures.side(0 ... 12, using: &rng), height: RandomPictures.side(0 ... 12, using: &rng), using: &rng
            ).picture
            let (width, height) = (picture.width + RandomPictures.side(0 ... 9, using: &rng), picture.height + RandomPictures.side(0 ... 9, using: &rng))
            let padded = picture.padded(toWidth: width, height: height, background: RandomPictures.colour(using: &rng))
            let alpha = try #require(padded.alpha)
            #expect(alpha.values.count == width * height)
            let (left, top) = ((width - picture.width) / 2, (height - picture.height) / 2)
            for y in 0 ..< height {
                for x in 0 ..< width {
                    let inside = (left ..< left + picture.width).contains(x) && (top ..< top + picture.height).contains(y)
                    let expected = inside ? picture.alpha?.values[(y - top) * picture.width + x - left] : 255
                    #expect(alpha.values[y * width + x] == expected, "(\(x), \(y)) of \(picture.size) padded to \(width)×\(height)")
                }
            }
        }
    }

    @Test("cropping keeps the opacities of the pixels kept, and an empty result keeps an empty alpha plane")
    func croppingKeepsTheRightOpacities() throws {
        var rng = SplitMix64(seed: 2814)
        for _ in 0 ..< 150 {
            let picture = RandomPictures.translucent(
                width: RandomPictures.side(1 ... 20, using: &rng), height: RandomPictures.side(1 ... 20, using: &rng), using: &rng
            ).picture
            let (x, y) = (RandomPictures.side(-4 ... 24, using: &rng), RandomPictures.side(-4 ... 24, using: &rng))
            let cropped = picture.cropped(
                x: x, y: y, width: RandomPictures.side(-1 ... 24, using: &rng), height: RandomPictures.side(-1 ... 24, using: &rng))
            let alpha = try #require(cropped.alpha)
            let values = try #require(picture.alpha?.values)
            #expect(alpha.values.count == cropped.width * cropped.height)
            let (left, top) = (min(picture.width, max(0, x)), min(picture.height, max(0, y)))
            var same = true
            for row in 0 ..< cropped.height {
                for column in 0 ..< cropped.width {
                    same = same && alpha.values[row * cropped.width + column] == values[(top + row) * picture.width + left + column]
                }
            }
            #expect(same, "\(picture.size) cropped at \(x), \(y) to \(cropped.size)")
        }
    }
}
