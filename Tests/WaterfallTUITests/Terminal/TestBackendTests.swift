import Testing

@testable import WaterfallTUI

@Suite("Test backend", .timeLimit(.minutes(3)))
struct TestBackendTests {
    @Test func scriptedEventsComeOutInOrderThenTheRunEnds() {
        let backend = TestBackend(events: [.key(.down), .mouse(MouseEvent(kind: .wheelUp, x: 1, y: 2))])
        backend.enqueue(.key(.ctrl("l")))
        #expect(backend.nextEvent(timeoutMilliseconds: 0) == .key(.down))
        #expect(backend.nextEvent(timeoutMilliseconds: 0) == .mouse(MouseEvent(kind: .wheelUp, x: 1, y: 2)))
        #expect(backend.nextEvent(timeoutMilliseconds: 0) == .key(.ctrl("l")))
        #expect(backend.nextEvent(timeoutMilliseconds: 0) == .terminate, "an exhausted script ends the run")
        #expect(backend.nextEvent(timeoutMilliseconds: 0) == .terminate)
    }

    @Test func drawScrollAndClearActOnTheEmulatedScreen() {
        let backend = TestBackend(cols: 4, rows: 3)
        var canvas = Canvas(width: 4, height: 3)
        canvas.put("abcd", x: 0, y: 0)
        canvas.put("efgh", x: 0, y: 1)
        backend.draw(canvas.fullRuns())
        backend.flush()
        #expect(backend.screen.lines() == ["abcd", "efgh", "    "])
        #expect(backend.presentCount == 1 && backend.lastChangedCells == 12)
        backend.scroll(rows: 0 ..< 2, by: 1)
        #expect(backend.screen.lines() == ["efgh", "    ", "    "])
        #expect(backend.scrollCount == 1)
        #expect(backend.lastScrollBytes == AnsiRenderer.scrollSequence(rows: 0 ..< 2, by: 1, screenHeight: 3).utf8.count)
        backend.clear()
        #expect(backend.screen.lines() == ["    ", "    ", "    "])
        #expect(backend.clearCount == 1)
    }

    @Test func suspendAndShutdownAreCounted() {
        let backend = TestBackend(cols: 2, rows: 1)
        backend.suspend()
        backend.shutdown()
        #expect(backend.suspendCount == 1)
        #expect(backend.shutdownCount == 1)
    }
}
