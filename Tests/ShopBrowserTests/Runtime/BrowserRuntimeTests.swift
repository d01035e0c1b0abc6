import ShopCatalog
import Testing
import WaterfallTUI

@testable import ShopBrowser
@testable import ShopBrowserRuntime

@Suite("Browser runtime: each effect to whoever carries it out", .timeLimit(.minutes(3)))
struct BrowserRuntimeTests {
    func runtime(_ source: any PageSource, terminal: Terminal? = nil) -> BrowserRuntime {
        let model = BrowserModel(
            options: BrowserOptions(catalogName: "test", pictures: .off), theme: Theme(colorMode: .monochrome),
            screenSize: Size(width: 80, height: 24)
        )
        return BrowserRuntime(model: model, source: source, terminal: terminal)
    }

    @Test func aPageRequestReachesThePagerAndItsReportTheModel() async {
        let runtime = runtime(StaticPageSource(pages: Fixtures.pages(2, perPage: 4)))
        #expect(runtime.send(.start).pager == [.requestNextPage])
        #expect(runtime.pager.isLoading || runtime.pager.loader.status.pagesLoaded == 1, "the pager got the request")
        await runtime.pager.loader.waitUntilSettled()
        #expect(runtime.collect(now: .now).page && runtime.needsRedraw, "the page is sent and asks for a redraw")
        #expect(runtime.model.items.count == 4)
        #expect(runtime.collect(now: .now).isEmpty, "nothing new")
    }

    @Test func thePagersAnswerToAnAskIsTheModelsNextMessageSoNoStepAsksTwice() {
        let runtime = runtime(StalledPageSource())
        #expect(runtime.send(.start).pager == [.requestNextPage])
        #expect(runtime.model.pagerStatus.phase == .loading(page: 1), "the pager's report came in the same send")
        for key in ["j", "k", "G"] {
            #expect(runtime.send(.input(.key(.character(Character(key))))).pager.isEmpty, "\(key): the page loads, nothing is asked again")
        }
        runtime.shutdown()
    }

    @Test func terminalEffectsGoToTheTerminalAndQuitEndsTheRun() {
        let backend = TestBackend(cols: 80, rows: 24)
        let terminal = Terminal(backend: backend)
        let runtime = runtime(StaticPageSource(pages: []), terminal: terminal)
        runtime.send(.start)
        terminal.present(runtime.model.render())
        #expect(!terminal.needsFullRedraw)
        runtime.send(.input(.key(.ctrl("l"))))
        #expect(terminal.needsFullRedraw, "Ctrl-L asks the terminal for a full frame")
        runtime.send(.input(.key(.ctrl("z"))))
        #expect(backend.suspendCount == 1)
        #expect(runtime.terminalEffects == [.redrawAll, .suspend])
        #expect(!runtime.isDone)
        runtime.send(.input(.key(.character("q"))))
        #expect(runtime.isDone)
    }

    @Test func theSpinnersTimerIsADeadlineThatCollectSendsOnlyOnceItHasPassed() throws {
        let runtime = runtime(StalledPageSource())
        runtime.send(.start)
        _ = runtime.collect(now: .now)
        let deadline = try #require(runtime.tickDeadline, "a page is loading: the model wants its timer")
        let frame = runtime.model.animationFrame
        _ = runtime.collect(now: deadline - .milliseconds(1))
        #expect(runtime.model.animationFrame == frame, "not before its time")
        #expect(runtime.collect(now: deadline).tick, "the spinner turned")
        #expect(runtime.model.animationFrame == frame + 1)
        #expect(runtime.tickDeadline.map { $0 > deadline } == true, "and asked for the next turn")
        runtime.shutdown()
    }
}

@Suite("Browser runtime: messages from effects wait for the step to end", .timeLimit(.minutes(1)))
struct BrowserRuntimeQueueTests {
    @Test func aProgramThatCannotStartIsAnnouncedAfterTheStepThatRanIt() async {
        var options = BrowserOptions(pictures: .off, kind: .pictureFile)
        options.fileActions = FileActions(openCommand: ["/nonexistent/waterfall-test-viewer"])
        let model = BrowserModel(options: options, theme: Theme(colorMode: .monochrome), screenSize: Size(width: 80, height: 24))
        let terminal = Terminal(backend: TestBackend(cols: 80, rows: 24))
        let harness = BrowserHarness(model: model, source: PhotoPages(pages: [[PhotoFixtures.photo("c.png")]], issues: []), terminal: terminal)
        harness.start()
        await harness.settle()
        harness.handle(.key(.enter))
        #expect(harness.viewedItem == 0)
        let update = harness.handle(.key(.enter))
        #expect(update.terminal == [.runProgram(["/nonexistent/waterfall-test-viewer", "photos/c.png"])], "the step's own effects")
        #expect(update.needsRedraw, "the queued announcement's redraw is part of the answer")
        #expect(harness.terminalEffects.filter { if case .runProgram = $0 { true } else { false } }.count == 1, "the program ran once")
        #expect(harness.notice?.isWarning == true)
        #expect(harness.notice?.text.contains("waterfall-test-viewer") == true, "\(harness.notice?.text ?? "no notice")")
    }
}

@Suite("Deterministic driver: settled states, whatever the timing", .timeLimit(.minutes(3)))
struct DeterministicDriverTests {
    @Test func startLoadsPagesUntilTheFooterLeavesTheScreenThenStops() async {
        let model = BrowserModel(
            options: BrowserOptions(catalogName: "test", pictures: .off), theme: Theme(colorMode: .monochrome),
            screenSize: Size(width: 80, height: 24)
        )
        let runtime = BrowserRuntime(model: model, source: DelayedPageSource(pages: Fixtures.pages(20, perPage: 2), delay: .milliseconds(5)))
        await DeterministicDriver(runtime: runtime).send(.start)
        #expect(!runtime.pager.isLoading)
        #expect(model.items.count >= 4, "more than one page: two cards leave the footer in view")
        #expect(model.items.count < 40, "not the whole catalog")
        #expect(model.frame(ofItem: model.shownItemCount - 1).maxY >= model.viewportScreenRows.count, "the screen is full")
    }

    @Test func afterEachPageKeepsAScrollTargetAsTheContentGrows() async {
        let model = BrowserModel(
            options: BrowserOptions(catalogName: "test", pictures: .off), theme: Theme(colorMode: .monochrome),
            screenSize: Size(width: 80, height: 24)
        )
        let runtime = BrowserRuntime(model: model, source: StaticPageSource(pages: Fixtures.pages(30, perPage: 5)))
        let target = BrowserMessage.command(.scroll(to: 200))
        await DeterministicDriver(runtime: runtime).send(.start) { _ in target }
        #expect(model.scrollOffset == 200, "enough pages were loaded to reach row 200")
    }

    @Test func twoRunsOfTheSameMessagesGiveTheSameFrame() async {
        var frames: [[String]] = []
        for delay in [1, 12] {
            let model = BrowserModel(
                options: BrowserOptions(catalogName: "test"), theme: Theme(colorMode: .monochrome), screenSize: Size(width: 90, height: 30)
            )
            let runtime = BrowserRuntime(model: model, source: DelayedPageSource(pages: Fixtures.pages(10, perPage: 7), delay: .milliseconds(delay)))
            let driver = DeterministicDriver(runtime: runtime)
            await driver.send(.start)
            await driver.send(.command(.scroll(to: 37)))
            await driver.send(.command(.focus(5)))
            frames.append(model.render().lines())
        }
        #expect(frames[0] == frames[1], "timing does not show")
    }
}
