import Foundation
import ShopCatalog
import Synchronization
import TestSupport
import Testing
import WaterfallTUI

@testable import ShopBrowser
@testable import ShopBrowserRuntime

@Suite("Browser animation: moving pictures play by the runtime's clock, as the terminal is sent them", .timeLimit(.minutes(3)))
struct BrowserAnimationTests {
    let colours: [AnimatedPictureFiles.Colour] = [(250, 0, 0), (0, 250, 0), (0, 0, 250)]
    /// Hundredths of a second.
    let delays = [10, 30, 20]

    /// A runtime over `TestBackend` with one card per GIF in `count` GIFs (broken in their
    /// `brokenFrame` when given), on a clock that moves only when the test says; the photos made
    /// and shown.
    func browser(animate: AnimationPolicy, count: Int = 1, brokenFrame: Int? = nil) async throws -> (BrowserRuntime, TestBackend, TestTime) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("waterfall-animation-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let gif =
            try brokenFrame.map { try AnimatedPictureFiles.gifBroken(width: 40, height: 30, colours: colours, delays: delays, brokenFrame: $0) }
            ?? AnimatedPictureFiles.gif(width: 40, height: 30, colours: colours, delays: delays)
        let items = try (0 ..< count).map { index in
            let path = folder.appendingPathComponent("moving-\(index).gif").path
            try Data(gif).write(to: URL(fileURLWithPath: path))
            return PictureFixtures.item("g\(index)", image: .file(path: path), width: 40, height: 30)
        }
        let backend = TestBackend(cols: 60, rows: 30, colorMode: .truecolor)
        let model = BrowserModel(
            options: BrowserOptions(columns: 2, catalogName: "gifs", pictures: PictureSettings(mode: .symbols, animate: animate)),
            theme: Theme(colorMode: .truecolor), screenSize: Size(width: 60, height: 30)
        )
        let clock = TestTime()
        let runtime = BrowserRuntime(
            model: model, source: StaticPageSource(pages: [items]), terminal: Terminal(backend: backend), clock: { clock.now })
        runtime.start()
        // Until the page is in (the pager may not have begun when first asked) and every photo
        // made.
        while runtime.isWorking || model.items.count < count {
            await runtime.waitUntilSettled()
            runtime.collect(now: clock.now, from: [.pages, .pictures])
            if !runtime.isWorking, model.items.count < count { try await Task.sleep(for: .milliseconds(5)) }
        }
        runtime.presentIfNeeded(now: clock.now)
        return (runtime, backend, clock)
    }

    /// The frame colours the terminal shows, as frame indices, left to right and top to bottom.
    func shownFrames(_ backend: TestBackend) -> [Int] {
        var frames: [Int] = []
        for y in 0 ..< backend.screen.height {
            for x in 0 ..< backend.screen.width {
                guard case .rgb(let red, let green, let blue) = backend.screen[x, y].style.background,
                    let index = colours.firstIndex(where: { $0 == (red, green, blue) })
                else { continue }
                if backend.screen[x - 1, y].style.background != backend.screen[x, y].style.background || x == 0 { frames.append(index) }
            }
        }
        return frames
    }

    /// Moves the clock to the runtime's next deadline and runs the step there; returns the time.
    func step(_ runtime: BrowserRuntime, _ clock: TestTime) -> ContinuousClock.Instant? {
        guard let deadline = runtime.nextDeadline else { return nil }
        clock.advance(to: deadline)
        let now = clock.now
        runtime.collect(now: now)
        runtime.presentIfNeeded(now: now)
        return now
    }

    @Test func framesReachTheTerminalInOrderAtTheirDelaysAndLoop() async throws {
        let (runtime, backend, clock) = try await browser(animate: .all)
        #expect(Set(shownFrames(backend)) == [0], "the first frame first")
        let started = try #require(step(runtime, clock), "a moving picture on screen asks for a tick")
        var changes: [(frame: Int, at: Duration)] = []
        var bytes = backend.totalBytes
        while changes.count < 7, let now = step(runtime, clock) {
            let frame = Set(shownFrames(backend))
            #expect(frame.count == 1)
            if let shown = frame.first, shown != changes.last?.frame ?? 0 {
                changes.append((shown, now - started))
                #expect(backend.totalBytes > bytes, "a new frame is sent")
            } else {
                #expect(backend.totalBytes == bytes, "nothing is sent between frames")
            }
            bytes = backend.totalBytes
        }
        #expect(changes.map(\.frame) == [1, 2, 0, 1, 2, 0, 1])
        #expect(changes.map(\.at) == [100, 400, 600, 700, 1_000, 1_200, 1_300].map { Duration.milliseconds($0) })
        runtime.shutdown()
    }

    @Test func keysHoldTheFramesAndOffScreenOrOffNothingTicks() async throws {
        let (runtime, backend, clock) = try await browser(animate: .all)
        _ = step(runtime, clock)
        for _ in 0 ..< 30 {
            clock.advance(to: clock.now + .milliseconds(25))
            runtime.receive(.key(.character("x")))
            _ = step(runtime, clock)
        }
        #expect(Set(shownFrames(backend)) == [0], "held while keys arrive (750 ms)")
        _ = step(runtime, clock)
        #expect(Set(shownFrames(backend)) == [1], "and going on after")
        runtime.shutdown()

        let (still, stillBackend, _) = try await browser(animate: .off)
        #expect(still.nextDeadline == nil, "nothing plays: the browser never wakes")
        #expect(Set(shownFrames(stillBackend)) == [0], "decoded as a still picture: its first frame")
        still.shutdown()
    }

    @Test func aGIFBrokenMidFilePlaysItsFramesAndSaysSoWithoutCallingItNotShown() async throws {
        let (runtime, backend, clock) = try await browser(animate: .all, brokenFrame: 2)
        let status = backend.screen.lines().last ?? ""
        #expect(status.contains("plays in part:"), "\(status)")
        #expect(!status.contains("not shown"))
        var seen: Set<Int> = []
        for _ in 0 ..< 4 {
            _ = step(runtime, clock)
            seen.formUnion(shownFrames(backend))
        }
        #expect(seen == [0, 1], "the two frames before the break play")
        runtime.shutdown()
    }

    @Test func focusedPlaysOnlyTheFocusedCardAndBadgesTheOthers() async throws {
        let (runtime, backend, clock) = try await browser(animate: .focused, count: 2)
        #expect(runtime.nextDeadline == nil && backend.screen.lines().joined().filter { String($0) == CardRenderer.playBadge }.count == 2)
        runtime.receive(.key(.character("l")))
        runtime.presentIfNeeded(now: clock.now)
        #expect(backend.screen.lines().joined().filter { String($0) == CardRenderer.playBadge }.count == 1)
        for _ in 0 ..< 2 { _ = step(runtime, clock) }
        #expect(Set(shownFrames(backend)) == [0, 1], "the focused card moved on, the other did not")
        runtime.shutdown()
    }
}

/// The runtime's time in these tests: it moves only when the test moves it.
final class TestTime: Sendable {
    private let instant = Mutex(ContinuousClock.now)

    /// The time now.
    var now: ContinuousClock.Instant { instant.withLock { $0 } }

    /// Moves the time on to `later` (never back).
    func advance(to later: ContinuousClock.Instant) {
        instant.withLock { $0 = max($0, later) }
    }
}
