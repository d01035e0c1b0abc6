import SeededRandom
import Testing

@testable import WaterfallTUI

@Suite("Canvas diff", .timeLimit(.minutes(3)))
struct CanvasDiffTests {
    @Test func unchangedCanvasYieldsNoRuns() {
        var canvas = Canvas(width: 20, height: 4)
        canvas.put("中文 text", x: 1, y: 1, style: Style(foreground: .green))
        #expect(canvas.diff(from: canvas).isEmpty)
        let copy = canvas
        #expect(canvas.diff(from: copy).isEmpty)
    }

    @Test func singleChangeYieldsOneShortRun() {
        let old = Canvas(width: 10, height: 3)
        var new = old
        new.put("x", x: 4, y: 2)
        let runs = new.diff(from: old)
        #expect(runs == [CellRun(x: 4, y: 2, cells: new.cells[24 ..< 25])])
    }

    @Test func nearbyChangesMergeAndDistantOnesDoNot() {
        let old = Canvas(width: 20, height: 1)
        var new = old
        new.put("a", x: 1, y: 0)
        new.put("b", x: 4, y: 0)
        new.put("c", x: 15, y: 0)
        let runs = new.diff(from: old)
        #expect(runs.map { [$0.x, $0.count] } == [[1, 4], [15, 1]])
    }

    @Test func runsNeverSplitAWideCharacter() {
        var old = Canvas(width: 8, height: 1)
        old.put("中文", x: 0, y: 0)
        var new = old
        new.put("中文", x: 0, y: 0, style: Style(attributes: [.bold]))
        for run in new.diff(from: old) {
            #expect(run.cells.first?.isContinuation == false)
            #expect(run.cells.last?.width != 2)
        }
    }

    @Test func differentSizesYieldFullRows() {
        let old = Canvas(width: 4, height: 2)
        let new = Canvas(width: 5, height: 2)
        let runs = new.diff(from: old)
        #expect(runs.count == 2 && runs.allSatisfy { $0.x == 0 && $0.count == 5 })
    }

    @Test func propertyApplyingTheDiffReproducesTheNewCanvas() {
        var rng = SplitMix64(seed: 77)
        let styles = [Style.plain, Style(foreground: .red), Style(background: .indexed(200), attributes: [.bold])]
        for _ in 0 ..< 200 {
            let width = Int.random(in: 1 ... 30, using: &rng)
            let height = Int.random(in: 1 ... 6, using: &rng)
            var old = Canvas(width: width, height: height)
            for _ in 0 ..< Int.random(in: 0 ... 8, using: &rng) {
                old.put(
                    randomMixedText(&rng, maxLength: 6), x: Int.random(in: -3 ..< width, using: &rng),
                    y: Int.random(in: 0 ..< height, using: &rng), style: styles[Int.random(in: 0 ..< 3, using: &rng)])
            }
            var new = old
            for _ in 0 ..< Int.random(in: 0 ... 8, using: &rng) {
                new.put(
                    randomMixedText(&rng, maxLength: 6), x: Int.random(in: -3 ..< width, using: &rng),
                    y: Int.random(in: 0 ..< height, using: &rng), style: styles[Int.random(in: 0 ..< 3, using: &rng)])
            }
            let runs = new.diff(from: old)
            var patched = old
            patched.apply(runs)
            #expect(patched == new)
            #expect(runs.isEmpty == (old == new))
            for run in runs {
                #expect(run.cells.first?.isContinuation == false)
            }
        }
    }
}
