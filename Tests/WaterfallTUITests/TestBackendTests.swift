import SeededRandom
import Testing
@testable import WaterfallTUI

@Suite("Test backend")
struct TestBackendTests {
    @Test func firstPresentSendsEverythingThenOnlyChanges() {
        let backend = TestBackend(cols: 10, rows: 3)
        var canvas = Canvas(size: backend.size)
        canvas.put("hello", x: 0, y: 0)
        backend.present(canvas)
        #expect(backend.lastChangedCells == 30)
        #expect(backend.screen == canvas)

        canvas.put("J", x: 0, y: 0)
        backend.present(canvas)
        #expect(backend.lastChangedCells == 1)
        #expect(backend.screen.lines()[0] == "Jello     ")

        backend.present(canvas)
        #expect(backend.lastChangedCells == 0 && backend.lastBytes == 0)
        #expect(backend.presentCount == 3)
        #expect(backend.totalChangedCells == 31)
    }

    @Test func forceFullRedrawResendsEverything() {
        let backend = TestBackend(cols: 4, rows: 2)
        let canvas = Canvas(size: backend.size)
        backend.present(canvas)
        backend.forceFullRedraw()
        backend.present(canvas)
        #expect(backend.lastChangedCells == 8)
        #expect(backend.fullRedrawRequests == 1)
    }

    @Test func scriptedEventsComeOutInOrder() {
        let backend = TestBackend(events: [.key(.down), .mouse(MouseEvent(kind: .wheelUp, x: 1, y: 2))])
        backend.enqueue(.key(.ctrl("l")))
        #expect(backend.nextEvent(timeoutMilliseconds: 0) == .key(.down))
        #expect(backend.nextEvent(timeoutMilliseconds: 0) == .mouse(MouseEvent(kind: .wheelUp, x: 1, y: 2)))
        #expect(backend.nextEvent(timeoutMilliseconds: 0) == .key(.ctrl("l")))
        #expect(backend.nextEvent(timeoutMilliseconds: 0) == nil)
    }

    @Test func resizeQueuesAnEventAndRepaints() {
        let backend = TestBackend(cols: 4, rows: 2)
        backend.present(Canvas(size: backend.size))
        backend.resize(cols: 6, rows: 3)
        #expect(backend.nextEvent(timeoutMilliseconds: 0) == .resize(cols: 6, rows: 3))
        var canvas = Canvas(size: backend.size)
        canvas.put("中", x: 0, y: 0)
        backend.present(canvas)
        #expect(backend.lastChangedCells == 18)
        #expect(backend.screen == canvas)
    }

    @Test func suspendAndShutdownAreCounted() {
        let backend = TestBackend(cols: 2, rows: 1)
        backend.present(Canvas(size: backend.size))
        backend.suspend()
        backend.present(Canvas(size: backend.size))
        #expect(backend.suspendCount == 1 && backend.lastChangedCells == 2)
        backend.shutdown()
        #expect(backend.shutdownCount == 1)
    }

    @Test func propertyScreenTracksPresentedCanvases() {
        var rng = SplitMix64(seed: 3)
        let backend = TestBackend(cols: 24, rows: 6)
        var canvas = Canvas(size: backend.size)
        for frame in 0..<100 {
            if frame % 10 == 0 {
                canvas.clear()
            }
            canvas.put(randomMixedText(&rng, maxLength: 10), x: Int.random(in: -2..<24, using: &rng),
                       y: Int.random(in: 0..<6, using: &rng), style: Style(foreground: Color.ansi[frame % 8]))
            backend.present(canvas)
            #expect(backend.screen == canvas)
        }
    }
}

@Suite("Input mapping")
struct InputMappingTests {
    @Test func controlCharactersMapToKeys() throws {
        #expect(Key.fromCharacter("\t") == .tab)
        #expect(Key.fromCharacter("\r") == .enter)
        #expect(Key.fromCharacter("\u{1B}") == .escape)
        #expect(Key.fromCharacter("\u{7F}") == .backspace)
        #expect(Key.fromCharacter("\u{04}") == .ctrl("d"))
        #expect(Key.fromCharacter("\u{15}") == .ctrl("u"))
        #expect(Key.fromCharacter("\u{0C}") == .ctrl("l"))
        #expect(Key.fromCharacter("\u{1A}") == .ctrl("z"))
        #expect(Key.fromCharacter("\u{00}") == nil)
        #expect(Key.fromCharacter("q") == .character("q"))
        #expect(Key.fromCharacter("中") == .character("中"))
    }

    @Test func doubleClickNeedsSameSpotAndShortInterval() {
        var detector = DoubleClickDetector(interval: 400)
        #expect(detector.press(x: 5, y: 5, milliseconds: 1000) == .leftClick)
        #expect(detector.press(x: 6, y: 5, milliseconds: 1300) == .leftDoubleClick)
        #expect(detector.press(x: 6, y: 5, milliseconds: 1350) == .leftClick, "a third press starts over")
        #expect(detector.press(x: 6, y: 5, milliseconds: 1800) == .leftClick, "too slow")
        #expect(detector.press(x: 6, y: 7, milliseconds: 1900) == .leftClick, "moved")
        #expect(detector.press(x: 6, y: 7, milliseconds: 2000) == .leftDoubleClick)
    }
}
