import SeededRandom
import Testing

@testable import WaterfallTUI

@Suite("Canvas scrolling", .timeLimit(.minutes(3)))
struct CanvasScrollingTests {
    /// A canvas whose row `y` reads "y" repeated, to see where rows went.
    static func numbered(width: Int, height: Int) -> Canvas {
        var canvas = Canvas(width: width, height: height)
        for row in 0 ..< height { canvas.put(String(repeating: String(row % 10), count: width), x: 0, y: row) }
        return canvas
    }

    @Test(arguments: Array(UInt64(1) ... 60))
    func movesRowsInsideTheRegionOnly(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let height = Int.random(in: 1 ... 12, using: &rng)
        let original = Self.numbered(width: 5, height: height)
        let lower = Int.random(in: -2 ... height, using: &rng)
        let upper = Int.random(in: lower ... height + 2, using: &rng)
        let delta = Int.random(in: -height - 1 ... height + 1, using: &rng)
        var canvas = original
        canvas.scroll(rows: lower ..< upper, by: delta)
        let region = (lower ..< upper).clamped(to: 0 ..< height)
        let before = original.lines()
        let after = canvas.lines()
        for row in 0 ..< height {
            let source = row + delta
            if !region.contains(row) {
                #expect(after[row] == before[row])
            } else if region.contains(source) {
                #expect(after[row] == before[source], "row \(row) of \(region) by \(delta)")
            } else {
                #expect(after[row] == "     ")
            }
        }
    }

    @Test func scrollSequencesUseARegionAndResetIt() {
        #expect(AnsiRenderer.scrollSequence(rows: 1 ..< 59, by: 2, screenHeight: 60) == "\u{1B}[2;59r\u{1B}[2S\u{1B}[r")
        #expect(AnsiRenderer.scrollSequence(rows: 1 ..< 59, by: -1, screenHeight: 60) == "\u{1B}[2;59r\u{1B}[1T\u{1B}[r")
        #expect(AnsiRenderer.scrollSequence(rows: 1 ..< 59, by: 0, screenHeight: 60).isEmpty)
    }
}
