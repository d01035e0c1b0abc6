import SeededRandom
import Testing

@testable import Pixels

@Suite("PictureSize", .timeLimit(.minutes(3)))
struct PictureSizeTests {
    @Test("fitting keeps the aspect ratio as closely as whole pixels allow, touching the box on one side")
    func fitted() {
        var rng = SplitMix64(seed: 42)
        for _ in 0 ..< 500 {
            let size = PictureSize(width: Int.random(in: 1 ... 5000, using: &rng), height: Int.random(in: 1 ... 5000, using: &rng))
            let box = PictureSize(width: Int.random(in: 1 ... 200, using: &rng), height: Int.random(in: 1 ... 200, using: &rng))
            let fitted = size.fitted(into: box)
            #expect(fitted.width >= 1 && fitted.width <= box.width)
            #expect(fitted.height >= 1 && fitted.height <= box.height)
            #expect(fitted.width == box.width || fitted.height == box.height)
            // Brute force: the best other side for the side that touches the box.
            if fitted.height == box.height {
                let exact = Double(size.width) * Double(box.height) / Double(size.height)
                let best = (1 ... box.width).min { abs(Double($0) - exact) < abs(Double($1) - exact) }
                #expect(fitted.width == best || abs(Double(fitted.width) - exact) == 0.5, "\(size) into \(box) gave \(fitted)")
            } else {
                let exact = Double(size.height) * Double(box.width) / Double(size.width)
                let best = (1 ... box.height).min { abs(Double($0) - exact) < abs(Double($1) - exact) }
                #expect(fitted.height == best || abs(Double(fitted.height) - exact) == 0.5, "\(size) into \(box) gave \(fitted)")
            }
        }
    }

    @Test("examples: a landscape photo into a card, a portrait photo into a card, an empty size")
    func examples() {
        let card = PictureSize(width: 30, height: 28)
        #expect(PictureSize(width: 640, height: 427).fitted(into: card) == PictureSize(width: 30, height: 20))
        #expect(PictureSize(width: 427, height: 640).fitted(into: card) == PictureSize(width: 19, height: 28))
        #expect(PictureSize(width: 10_000, height: 1).fitted(into: card) == PictureSize(width: 30, height: 1))
        #expect(PictureSize(width: 0, height: 5).fitted(into: card) == PictureSize(width: 0, height: 0))
        #expect(PictureSize(width: 5, height: 5).fitted(into: PictureSize(width: 0, height: 9)) == PictureSize(width: 0, height: 0))
    }
}
