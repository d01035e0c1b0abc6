import ShopCatalog
import Testing
@testable import ShopBrowser
import WaterfallTUI

@Suite("Browser app: the event loop", .timeLimit(.minutes(3)))
struct BrowserAppTests {
    /// A browser whose catalog is loaded to the end, so the loop under test starts no load and
    /// every run is the same.
    func loadedToTheEnd(pages: Int, width: Int, height: Int) async -> BrowserHarness {
        let harness = await Fixtures.browser(source: StaticPageSource(pages: Fixtures.pages(pages, perPage: 20)), width: width, height: height)
        while harness.pagerStatus.phase != .exhausted {
            harness.handle(.key(.character("G")))
            await harness.settle()
        }
        harness.handle(.key(.character("g")))
        return harness
    }

    @Test func theAppDrivesATestBackendAndSendsOnlyChanges() async {
        let harness = await loadedToTheEnd(pages: 2, width: 100, height: 30)
        let backend = TestBackend(cols: 100, rows: 30, events: [.key(.character("j")), .key(.ctrl("l")), .key(.character("q"))])
        BrowserApp(model: harness.model, terminal: Terminal(backend: backend), pager: harness.pager).run()
        #expect(backend.presentCount == 3, "the first frame, after j, after Ctrl-L; none after q")
        #expect(backend.clearCount == 2, "the first frame and Ctrl-L clear the screen")
        #expect(backend.screen.lines().joined().contains("╭"))
        #expect(backend.screen == harness.render())
    }

    @Test func scrollingMovesTerminalLinesAndTheScreenStaysExact() async {
        let harness = await loadedToTheEnd(pages: 4, width: 100, height: 30)
        let events: [InputEvent] = Array(repeating: .mouse(MouseEvent(kind: .wheelDown, x: 10, y: 10)), count: 6)
            + [.key(.character("j")), .mouse(MouseEvent(kind: .wheelUp, x: 10, y: 10))]
        let backend = TestBackend(cols: 100, rows: 30, events: events)
        BrowserApp(model: harness.model, terminal: Terminal(backend: backend), pager: harness.pager).run()
        #expect(backend.scrollCount == 8, "every step moved the terminal's lines")
        #expect(backend.screen == harness.render(), "what the terminal shows is exactly the last frame")
    }

    @Test func ctrlZSuspendsThroughTheTerminalAndRepaintsInFull() async {
        let harness = await loadedToTheEnd(pages: 1, width: 80, height: 24)
        let backend = TestBackend(cols: 80, rows: 24, events: [.key(.ctrl("z"))])
        BrowserApp(model: harness.model, terminal: Terminal(backend: backend), pager: harness.pager).run()
        #expect(backend.suspendCount == 1)
        #expect(backend.clearCount == 2, "the frame after resuming is a full one")
        #expect(backend.lastChangedCells == 80 * 24)
    }

    @Test func aResizeToTheSameSizeStillRepaintsInFull() async {
        // What the backend reports after an outside stop and `fg`: the screen may have been
        // disturbed, though the model's frame is the same.
        let harness = await loadedToTheEnd(pages: 1, width: 80, height: 24)
        let backend = TestBackend(cols: 80, rows: 24, events: [.resize(cols: 80, rows: 24)])
        BrowserApp(model: harness.model, terminal: Terminal(backend: backend), pager: harness.pager).run()
        #expect(backend.clearCount == 2, "the first frame, and a full one after the resize")
        #expect(backend.lastChangedCells == 80 * 24)
    }
}
