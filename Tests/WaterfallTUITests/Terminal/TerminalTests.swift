import SeededRandom
import Testing

@testable import WaterfallTUI

@Suite("Terminal: the diff layer over any backend", .timeLimit(.minutes(3)))
struct TerminalTests {
    @Test func firstPresentSendsEverythingThenOnlyChanges() {
        let backend = TestBackend(cols: 10, rows: 3)
        let terminal = Terminal(backend: backend)
        var canvas = Canvas(size: backend.size)
        canvas.put("hello", x: 0, y: 0)
        terminal.present(canvas)
        #expect(backend.lastChangedCells == 30)
        #expect(backend.screen == canvas)

        canvas.put("J", x: 0, y: 0)
        terminal.present(canvas)
        #expect(backend.lastChangedCells == 1)
        #expect(backend.screen.lines()[0] == "Jello     ")

        terminal.present(canvas)
        #expect(backend.lastChangedCells == 0 && backend.lastBytes == 0)
        #expect(backend.presentCount == 3)
        #expect(backend.totalChangedCells == 31)
        #expect(backend.clearCount == 1, "only the first frame clears")
    }

    @Test func forceFullRedrawClearsAndResendsEverything() {
        let backend = TestBackend(cols: 4, rows: 2)
        let terminal = Terminal(backend: backend)
        let canvas = Canvas(size: backend.size)
        terminal.present(canvas)
        terminal.forceFullRedraw()
        terminal.present(canvas)
        #expect(backend.lastChangedCells == 8)
        #expect(backend.clearCount == 2)
    }

    @Test func aResizeEventMakesTheNextFrameFull() {
        let backend = TestBackend(cols: 4, rows: 2)
        let terminal = Terminal(backend: backend)
        terminal.present(Canvas(size: backend.size))
        backend.resize(cols: 6, rows: 3)
        #expect(terminal.nextEvent(timeoutMilliseconds: 0) == .resize(cols: 6, rows: 3))
        var canvas = Canvas(size: backend.size)
        canvas.put("中", x: 0, y: 0)
        terminal.present(canvas)
        #expect(backend.lastChangedCells == 18)
        #expect(backend.screen == canvas)
    }

    @Test func suspendingMakesTheNextFrameFull() {
        let backend = TestBackend(cols: 2, rows: 1)
        let terminal = Terminal(backend: backend)
        terminal.present(Canvas(size: backend.size))
        terminal.suspend()
        terminal.present(Canvas(size: backend.size))
        #expect(backend.suspendCount == 1 && backend.lastChangedCells == 2)
        terminal.shutdown()
        #expect(backend.shutdownCount == 1)
    }

    @Test func aScrollHintMovesTheLinesAndOnlyTheUncoveredRowIsSent() {
        let backend = TestBackend(cols: 5, rows: 6)
        let terminal = Terminal(backend: backend)
        var canvas = CanvasScrollingTests.numbered(width: 5, height: 6)
        terminal.present(canvas)
        canvas.scroll(rows: 1 ..< 5, by: 1)
        canvas.put("XXXXX", x: 0, y: 4)
        terminal.scroll(rows: 1 ..< 5, by: 1)
        terminal.present(canvas)
        #expect(backend.screen == canvas)
        #expect(backend.scrollCount == 1)
        #expect(backend.lastChangedCells == 5, "only the uncovered row is sent")
        #expect(backend.lastScrollBytes == AnsiRenderer.scrollSequence(rows: 1 ..< 5, by: 1, screenHeight: 6).utf8.count)
    }

    @Test func hintsThatCannotPayAreIgnoredForEveryBackend() {
        let backend = TestBackend(cols: 5, rows: 6)
        let terminal = Terminal(backend: backend)
        terminal.scroll(rows: 1 ..< 5, by: 1)
        #expect(backend.scrollCount == 0, "nothing shown yet")
        terminal.present(CanvasScrollingTests.numbered(width: 5, height: 6))
        terminal.scroll(rows: 1 ..< 5, by: 4)
        terminal.scroll(rows: 1 ..< 5, by: -7)
        terminal.scroll(rows: 1 ..< 5, by: 0)
        terminal.scroll(rows: 8 ..< 12, by: 1)
        #expect(backend.scrollCount == 0, "a move as tall as the band, none, or off screen")
        terminal.forceFullRedraw()
        terminal.scroll(rows: 1 ..< 5, by: 1)
        #expect(backend.scrollCount == 0, "a full redraw is pending")
    }

    @Test(arguments: UInt64(1) ... 6)
    func propertyTheScreenIsAlwaysTheLastFrame(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let backend = TestBackend(cols: 24, rows: 8)
        let terminal = Terminal(backend: backend)
        var canvas = Canvas(size: backend.size)
        for frame in 0 ..< 150 {
            switch Int.random(in: 0 ..< 10, using: &rng) {
            case 0:
                canvas.clear()
            case 1:
                let band = Int.random(in: 0 ..< 4, using: &rng) ..< Int.random(in: 4 ... 8, using: &rng)
                let delta = Int.random(in: -5 ... 5, using: &rng)
                canvas.scroll(rows: band, by: delta)
                terminal.scroll(rows: band, by: delta)
            case 2:
                terminal.forceFullRedraw()
            case 3:
                let size = (Int.random(in: 10 ... 30, using: &rng), Int.random(in: 4 ... 10, using: &rng))
                backend.resize(cols: size.0, rows: size.1)
                _ = terminal.nextEvent(timeoutMilliseconds: 0)
                canvas = Canvas(size: backend.size)
            default:
                break
            }
            canvas.put(
                randomMixedText(&rng, maxLength: 10), x: Int.random(in: -2 ..< canvas.width, using: &rng),
                y: Int.random(in: 0 ..< canvas.height, using: &rng), style: Style(foreground: Color.ansi[frame % 8]))
            terminal.present(canvas)
            #expect(backend.screen == canvas)
            #expect(terminal.shown == canvas)
        }
    }
}
