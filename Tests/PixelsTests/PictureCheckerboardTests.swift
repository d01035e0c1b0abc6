import SeededRandom
import Testing

@testable import Pixels

@Suite("Pictures over a checkerboard", .timeLimit(.minutes(1)))
struct PictureCheckerboardTests {
    @Test("transparent pixels show the squares, opaque ones the picture, the rest the decoders' blend, over random pictures")
    func composite() throws {
        var rng = SplitMix64(seed: 2831)
        for _ in 0 ..< 60 {
            let width = Int.random(in: 1 ... 30, using: &rng)
            let height = Int.random(in: 1 ... 30, using: &rng)
            let picture = RandomPictures.picture(width: width, height: height, using: &rng)
            let alpha = (0 ..< width * height).map { _ in [0, 255, UInt8.random(in: 0 ... 255, using: &rng)].randomElement(using: &rng) ?? 0 }
            let square = Int.random(in: 1 ... 8, using: &rng)
            let shown = try #require(picture.checkerboard(alpha: alpha, squareSize: square, light: 220, dark: 100))
            for y in 0 ..< height {
                for x in 0 ..< width {
                    let grey = ((x / square) + (y / square)) % 2 == 0 ? 220.0 : 100.0
                    let opacity = Double(alpha[y * width + x])
                    for channel in 0 ..< 3 {
                        let colour = Double(picture.pixels[(y * width + x) * 3 + channel])
                        let expected = (colour * opacity + grey * (255 - opacity)) / 255
                        #expect(abs(Double(shown.pixels[(y * width + x) * 3 + channel]) - expected) <= 0.5 + 1e-9)
                    }
                }
            }
        }
    }

    @Test("a wholly transparent picture is the checkerboard: squares of the size asked, light first")
    func squares() throws {
        let picture = Picture(width: 8, height: 4, red: 255, green: 0, blue: 0)
        let shown = try #require(picture.checkerboard(alpha: Array(repeating: 0, count: 32), squareSize: 2))
        let firstRow = (0 ..< 8).map { shown.pixel(x: $0, y: 0)?.green }
        #expect(firstRow == [204, 204, 153, 153, 204, 204, 153, 153])
        let thirdRow = (0 ..< 8).map { shown.pixel(x: $0, y: 2)?.red }
        #expect(thirdRow == [153, 153, 204, 204, 153, 153, 204, 204])
        #expect(picture.checkerboard(alpha: [0], squareSize: 2) == nil)
        #expect(picture.checkerboard(alpha: Array(repeating: 0, count: 32), squareSize: 0) == nil)
    }
}
