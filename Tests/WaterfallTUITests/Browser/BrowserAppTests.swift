import ShopCatalog
import Testing
@testable import WaterfallTUI

@Suite("Browser app: the event loop")
struct BrowserAppTests {
    @Test func theAppDrivesATestBackendAndSendsOnlyChanges() async {
        let model = await Fixtures.browser(source: StaticPageSource(pages: Fixtures.pages(2, perPage: 20)), width: 100, height: 30)
        let backend = TestBackend(cols: 100, rows: 30, events: [.key(.character("j")), .key(.ctrl("l")), .key(.character("q"))])
        BrowserApp(model: model, backend: backend).run()
        #expect(backend.presentCount >= 3)
        #expect(backend.fullRedrawRequests == 1)
        #expect(backend.screen.lines().joined().contains("╭"))
    }

    @Test func scrollingMovesTerminalLinesAndTheScreenStaysExact() async {
        let model = await Fixtures.browser(source: StaticPageSource(pages: Fixtures.pages(4, perPage: 20)), width: 100, height: 30)
        let events: [InputEvent] = Array(repeating: .mouse(MouseEvent(kind: .wheelDown, x: 10, y: 10)), count: 6)
            + [.key(.character("j")), .mouse(MouseEvent(kind: .wheelUp, x: 10, y: 10)), .key(.character("q"))]
        let backend = TestBackend(cols: 100, rows: 30, events: events)
        BrowserApp(model: model, backend: backend).run()
        #expect(backend.scrollCount >= 6)
        #expect(backend.screen == model.render(), "what the terminal shows is exactly the last frame")
    }
}
