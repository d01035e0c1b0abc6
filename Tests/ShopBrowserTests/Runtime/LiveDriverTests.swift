import Foundation
import ShopCatalog
import Testing
import WaterfallTUI

@testable import ShopBrowser
@testable import ShopBrowserRuntime

@Suite("Live driver: the event loop", .timeLimit(.minutes(3)))
struct LiveDriverTests {
    /// A browser whose catalog is loaded to the end, so the loop under test starts no load and
    /// every run is the same; its terminal is `backend`'s.
    func loadedToTheEnd(pages: Int, backend: TestBackend) async -> BrowserHarness {
        let harness = await Fixtures.browser(
            source: StaticPageSource(pages: Fixtures.pages(pages, perPage: 20)), width: backend.size.width, height: backend.size.height,
            terminal: Terminal(backend: backend)
        )
        while harness.pagerStatus.phase != .exhausted {
            harness.handle(.key(.character("G")))
            await harness.settle()
        }
        harness.handle(.key(.character("g")))
        return harness
    }

    /// Runs the live loop on the harness's runtime and terminal until its script ends.
    func run(_ harness: BrowserHarness) {
        guard let terminal = harness.runtime.terminal else {
            Issue.record("the harness has no terminal")
            return
        }
        LiveDriver(runtime: harness.runtime, terminal: terminal).run()
    }

    @Test func theAppDrivesATestBackendAndSendsOnlyChanges() async {
        let backend = TestBackend(cols: 100, rows: 30)
        let harness = await loadedToTheEnd(pages: 2, backend: backend)
        backend.enqueue(.key(.character("j")), .key(.ctrl("l")), .key(.character("q")))
        run(harness)
        #expect(backend.presentCount == 3, "the first frame, after j, after Ctrl-L; none after q")
        #expect(backend.clearCount == 2, "the first frame and Ctrl-L clear the screen")
        #expect(backend.screen.lines().joined().contains("╭"))
        #expect(backend.screen == harness.render())
    }

    @Test func scrollingMovesTerminalLinesAndTheScreenStaysExact() async {
        let backend = TestBackend(cols: 100, rows: 30)
        let harness = await loadedToTheEnd(pages: 4, backend: backend)
        for _ in 0 ..< 6 { backend.enqueue(.mouse(MouseEvent(kind: .wheelDown, x: 10, y: 10))) }
        backend.enqueue(.key(.character("j")), .mouse(MouseEvent(kind: .wheelUp, x: 10, y: 10)))
        run(harness)
        #expect(backend.scrollCount == 8, "every step moved the terminal's lines")
        #expect(backend.screen == harness.render(), "what the terminal shows is exactly the last frame")
    }

    @Test func ctrlZSuspendsThroughTheTerminalAndRepaintsInFull() async {
        let backend = TestBackend(cols: 80, rows: 24)
        let harness = await loadedToTheEnd(pages: 1, backend: backend)
        backend.enqueue(.key(.ctrl("z")))
        run(harness)
        #expect(backend.suspendCount == 1)
        #expect(backend.clearCount == 2, "the frame after resuming is a full one")
        #expect(backend.lastChangedCells == 80 * 24)
    }

    @Test func aResizeToTheSameSizeStillRepaintsInFull() async {
        // What the backend reports after an outside stop and `fg`: the screen may have been
        // disturbed, though the model's frame is the same.
        let backend = TestBackend(cols: 80, rows: 24)
        let harness = await loadedToTheEnd(pages: 1, backend: backend)
        backend.enqueue(.resize(cols: 80, rows: 24))
        run(harness)
        #expect(backend.clearCount == 2, "the first frame, and a full one after the resize")
        #expect(backend.lastChangedCells == 80 * 24)
    }
}

@Suite("Live driver: woken by what happens, asleep otherwise", .timeLimit(.minutes(3)))
struct LiveDriverWakeUpTests {
    /// Runs the live loop of `harness` on a thread of its own, as the app runs it on the main
    /// thread: its waits block that thread, never the tasks that load pages.
    func run(_ harness: BrowserHarness) async throws {
        let terminal = try #require(harness.runtime.terminal)
        let driver = UncheckedBox(LiveDriver(runtime: harness.runtime, terminal: terminal))
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            let thread = Thread {
                driver.value.run()
                done.resume()
            }
            thread.start()
        }
    }

    /// A harness over `source` on a terminal that, once it has no keys left, waits for wake-ups
    /// and ends the run when `done` holds for the model (or, as a safety net, after a minute
    /// without a wake-up).
    func harness(_ source: any PageSource, pictures: PictureMode = .off, done: @escaping (BrowserModel) -> Bool) -> (BrowserHarness, TestBackend) {
        let model = BrowserModel(
            options: BrowserOptions(columns: 2, catalogName: "test", pictures: PictureSettings(mode: pictures)),
            theme: Theme(colorMode: .ansi256), screenSize: Size(width: 80, height: 30)
        )
        let backend = TestBackend(cols: 80, rows: 30, idleLimit: .seconds(60)) { done(model) }
        return (BrowserHarness(model: model, source: source, terminal: Terminal(backend: backend)), backend)
    }

    /// Whether no page is loading and the screen is full, or the catalog is all in.
    static func pagesSettled(_ model: BrowserModel) -> Bool {
        guard model.pagerStatus.phase != .idle || !model.items.isEmpty else { return false }
        if model.pagerStatus.phase == .exhausted { return true }
        guard model.pagerStatus.phase == .idle, model.shownItemCount > 0 else { return false }
        return model.frame(ofItem: model.shownItemCount - 1).maxY >= model.scrollOffset + model.viewportScreenRows.count
    }

    @Test func pagesThatArriveLaterWakeTheLoopAndAreDrawnWithoutAKey() async throws {
        let (harness, backend) = harness(DelayedPageSource(pages: Fixtures.pages(8, perPage: 1), delay: .milliseconds(40)), done: Self.pagesSettled)
        try await run(harness)
        #expect(harness.items.count >= 3, "pages kept coming while the footer was in view: \(harness.items.count)")
        #expect(backend.wakeUpCount >= harness.pagerStatus.pagesLoaded, "every page woke the loop")
        #expect(backend.screen.lines() == harness.render().lines(), "the last page is on screen")
        #expect(backend.idleWaits.contains { $0 > 0 && $0 <= 80 }, "while a page loaded, the spinner's timer bounded the wait")
        #expect(backend.idleWaits.last == -1, "with nothing loading, the loop slept with no timeout")
    }

    @Test func aFinishedPhotoIsDrawnWithoutAKey() async throws {
        let names = ["banner-forest-stream.jpg", "astronaut-portrait-poster.jpg", "espresso-cup-red.jpg", "deep-field-poster.jpg"]
        let items = names.enumerated().map { PictureFixtures.item("p\($0.offset)", image: PictureFixtures.photo($0.element)) }
        let (harness, backend) = harness(StaticPageSource(pages: [items]), pictures: .auto) { model in
            !model.items.isEmpty && model.liveCardPictures.values.allSatisfy { $0 == .photo || $0 == .failed }
        }
        try await run(harness)
        let states = harness.liveCardPictures.values.map { $0 }
        #expect(states.count == names.count)
        #expect(states.allSatisfy { $0 == .photo }, "every photo was drawn: \(states) \(harness.pictures.failureLog)")
        #expect(backend.screen.cells == harness.render().cells, "the frame on the terminal shows them")
        #expect(backend.idleWaits.last == -1)
    }

    @Test func anIdleBrowserWaitsWithoutATimeoutAndOnlyThePageWokeIt() async throws {
        let (harness, backend) = harness(StaticPageSource(pages: Fixtures.pages(1, perPage: 20)), done: Self.pagesSettled)
        try await run(harness)
        let wakeUps = backend.wakeUpCount
        #expect(backend.idleWaits.last == -1, "no deadline once the page was in")
        #expect(wakeUps == 1, "only the page woke the loop")
    }
}

/// A value handed to another thread that the test alone uses meanwhile.
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
