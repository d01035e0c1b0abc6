import Colors
import Pixels
import SeededRandom
import Testing

@testable import WaterfallPictures

@Suite("PictureDecoder: GIF", .timeLimit(.minutes(3)))
struct PictureDecoderGIFTests {
    let background = RGB(red: 30, green: 140, blue: 250)
    var decoder: PictureDecoder { PictureDecoder(background: background) }

    func randomBytes(_ count: Int, using rng: inout SplitMix64) -> [UInt8] {
        (0 ..< count).map { _ in UInt8.random(in: 0 ... 255, using: &rng) }
    }

    /// What a screen shows with `frame` drawn from `palette`: the background outside the frame
    /// and for the transparent index and indices beyond the palette. Frames past the screen's
    /// edge are cut there.
    func shown(width: Int, height: Int, frame: TestImages.GIFFrame, palette: [UInt8]) -> [UInt8] {
        var pixels: [UInt8] = []
        for y in 0 ..< height {
            for x in 0 ..< width {
                let fx = x - frame.left
                let fy = y - frame.top
                var colour = [background.red, background.green, background.blue]
                if (0 ..< frame.width).contains(fx), (0 ..< frame.height).contains(fy) {
                    let index = Int(frame.indices[fy * frame.width + fx])
                    if index != Int(frame.transparentIndex), index * 3 + 2 < palette.count {
                        colour = Array(palette[index * 3 ..< index * 3 + 3])
                    }
                }
                pixels += colour
            }
        }
        return pixels
    }

    @Test(
        "random frames, plain or interlaced, of random sizes decode to exactly their colours",
        arguments: [false, true])
    func randomFrames(interlaced: Bool) throws {
        var rng = SplitMix64(seed: interlaced ? 2 : 1)
        for _ in 0 ..< 12 {
            let width = Int.random(in: 1 ... 60, using: &rng)
            let height = Int.random(in: 1 ... 60, using: &rng)
            let entries = Int.random(in: 2 ... 256, using: &rng)
            let palette = randomBytes(entries * 3, using: &rng)
            let indices = (0 ..< width * height).map { _ in UInt8(Int.random(in: 0 ..< entries, using: &rng)) }
            let frame = TestImages.GIFFrame(indices: indices, width: width, height: height, interlaced: interlaced)
            let picture = try decoder.decode(try TestImages.gif(width: width, height: height, palette: palette, frames: [frame]))
            #expect(picture.size == PictureSize(width: width, height: height))
            #expect(picture.pixels == shown(width: width, height: height, frame: frame, palette: palette))
        }
    }

    @Test("the transparent index and indices beyond the colour table show the background")
    func transparency() throws {
        var rng = SplitMix64(seed: 3)
        let palette = randomBytes(5 * 3, using: &rng)  // padded to 8 entries in the file
        let indices = (0 ..< 16 * 9).map { _ in UInt8.random(in: 0 ... 7, using: &rng) }
        let frame = TestImages.GIFFrame(indices: indices, width: 16, height: 9, transparentIndex: 2)
        let picture = try decoder.decode(try TestImages.gif(width: 16, height: 9, palette: palette, frames: [frame]))
        // The file's padding entries are black: the colours beyond 5 are black, not background.
        let padded = palette + [UInt8](repeating: 0, count: 3 * 3)
        #expect(picture.pixels == shown(width: 16, height: 9, frame: frame, palette: padded))
        #expect(indices.contains(2))
        // Only the transparent index is transparent: the padding entries are black, and opaque.
        #expect(picture.alpha?.values == indices.map { $0 == 2 ? 0 : 255 })
    }

    @Test("a local colour table takes the place of the global one")
    func localColourTable() throws {
        var rng = SplitMix64(seed: 4)
        let global = randomBytes(4 * 3, using: &rng)
        let local = randomBytes(4 * 3, using: &rng)
        let indices = (0 ..< 7 * 5).map { _ in UInt8.random(in: 0 ... 3, using: &rng) }
        let frame = TestImages.GIFFrame(indices: indices, width: 7, height: 5, palette: local)
        let picture = try decoder.decode(try TestImages.gif(width: 7, height: 5, palette: global, frames: [frame]))
        #expect(picture.pixels == shown(width: 7, height: 5, frame: frame, palette: local))
    }

    @Test(
        "a frame smaller than the screen is placed at its offset; one running past the edge is cut",
        arguments: [(3, 2, 8, 5), (10, 6, 9, 7), (0, 0, 14, 10)])
    func placedFrame(left: Int, top: Int, width: Int, height: Int) throws {
        var rng = SplitMix64(seed: UInt64(left * 100 + top))
        let palette = randomBytes(16 * 3, using: &rng)
        let indices = (0 ..< width * height).map { _ in UInt8.random(in: 0 ... 15, using: &rng) }
        let frame = TestImages.GIFFrame(indices: indices, left: left, top: top, width: width, height: height, interlaced: top > 0)
        let picture = try decoder.decode(try TestImages.gif(width: 12, height: 8, palette: palette, frames: [frame]))
        #expect(picture.size == PictureSize(width: 12, height: 8))
        #expect(picture.pixels == shown(width: 12, height: 8, frame: frame, palette: palette))
    }

    @Test("an animation gives its first frame")
    func animationFirstFrame() throws {
        var rng = SplitMix64(seed: 5)
        let palette = randomBytes(8 * 3, using: &rng)
        let first = TestImages.GIFFrame(
            indices: (0 ..< 20 * 10).map { _ in UInt8.random(in: 0 ... 7, using: &rng) },
            width: 20, height: 10, transparentIndex: 0)
        let second = TestImages.GIFFrame(indices: [UInt8](repeating: 3, count: 20 * 10), width: 20, height: 10)
        let third = TestImages.GIFFrame(indices: [UInt8](repeating: 5, count: 4), left: 1, top: 1, width: 2, height: 2)
        let gif = try TestImages.gif(width: 20, height: 10, palette: palette, frames: [first, second, third])
        let picture = try decoder.decode(gif)
        #expect(picture.pixels == shown(width: 20, height: 10, frame: first, palette: palette))
    }

    @Test("a GIF without any colour table is corrupt, by name")
    func noColourTable() throws {
        var gif = try TestImages.gif(
            width: 4, height: 4, palette: [1, 2, 3, 4, 5, 6],
            frames: [TestImages.GIFFrame(indices: [UInt8](repeating: 0, count: 16), width: 4, height: 4)])
        // Clear the logical screen's "global colour table" flag and remove the 2-entry table.
        #expect(gif[10] & 0x80 != 0)
        gif[10] &= 0x7F
        gif.removeSubrange(13 ..< 19)
        #expect(throws: PictureError.corrupt(.gif, message: "no colour table")) { try decoder.decode(gif).size }
    }
}
