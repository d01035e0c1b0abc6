import Colors
import SeededRandom

@testable import Pixels

/// Pictures of random pixels for property tests.
enum RandomPictures {
    /// A `width × height` picture of uniformly random channels.
    static func picture(width: Int, height: Int, using rng: inout SplitMix64) -> Picture {
        Picture(trustedWidth: width, height: height, pixels: (0 ..< width * height * 3).map { _ in UInt8.random(in: 0 ... 255, using: &rng) })
    }

    /// A random side in `range`.
    static func side(_ range: ClosedRange<Int>, using rng: inout SplitMix64) -> Int {
        Int.random(in: range, using: &rng)
    }

    /// A random colour.
    static func colour(using rng: inout SplitMix64) -> RGB {
        RGB(red: UInt8.random(in: 0 ... 255, using: &rng), green: UInt8.random(in: 0 ... 255, using: &rng), blue: UInt8.random(in: 0 ... 255, using: &rng))
    }

    /// A `width × height` picture of random straight colours and opacities (`opacity` throughout
    /// when given; else a third of them fully transparent or fully opaque, the rest anything)
    /// composited onto a random matte, as a decoder makes one; also the straight colours (three
    /// bytes a pixel) it was made from.
    static func translucent(width: Int, height: Int, opacity: UInt8? = nil, using rng: inout SplitMix64) -> (picture: Picture, straight: [UInt8]) {
        let matte = colour(using: &rng)
        let straight = (0 ..< width * height * 3).map { _ in UInt8.random(in: 0 ... 255, using: &rng) }
        let opacities = (0 ..< width * height).map { _ -> UInt8 in
            if let opacity { return opacity }
            return switch Int.random(in: 0 ..< 6, using: &rng) {
            case 0: 0
            case 1: 255
            default: UInt8.random(in: 0 ... 255, using: &rng)
            }
        }
        let mattes = [matte.red, matte.green, matte.blue]
        let stored = straight.indices.map { index in
            let opacity = Double(opacities[index / 3])
            return UInt8((Double(straight[index]) * opacity / 255 + Double(mattes[index % 3]) * (255 - opacity) / 255).rounded())
        }
        return (Picture(trustedWidth: width, height: height, pixels: stored, alpha: PictureAlpha(values: opacities, matte: matte)), straight)
    }

    /// A picture whose red, green and blue are each `picture`'s opacity (255 without alpha), no
    /// alpha: an oracle for what a transform does to the alpha plane.
    static func opacitiesAsGrey(_ picture: Picture) -> Picture {
        let opacities = picture.alpha?.values ?? [UInt8](repeating: 255, count: picture.width * picture.height)
        return Picture(trustedWidth: picture.width, height: picture.height, pixels: opacities.flatMap { [$0, $0, $0] })
    }
}
