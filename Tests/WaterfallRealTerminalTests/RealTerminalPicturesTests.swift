import Foundation
import Pixels
import TestSupport
import Testing
import WaterfallPictures
import WaterfallTUI

/// Photos in real pixels in real terminals, headless under Xvfb: xterm as a VT340 (sixel) and
/// kitty 0.26 (direct placements). Each test starts the browser on the bundled catalog, reads
/// the cell grid off a screenshot, rebuilds the same frame in the test (``ExpectedBrowser``) and
/// compares every picture's rectangle on screen with the picture the app should show there, to
/// within the sixel palette's error — after start, after scrolling, after Ctrl-L, with the help
/// overlay open and after it closes — and checks that quitting leaves no picture behind.
/// Skipped, with a message, only when `WATERFALL_SKIP_REAL_TERMINALS=1`.
@Suite(
    "Real terminals: photos in pixels under Xvfb (xterm sixel, kitty placements)", .serialized, .timeLimit(.minutes(5)),
    .enabled(if: ProcessInfo.processInfo.environment["WATERFALL_SKIP_REAL_TERMINALS"] != "1", "WATERFALL_SKIP_REAL_TERMINALS=1")
)
struct RealTerminalPicturesTests {
    static let columns = 100
    static let rows = 36
    /// The largest mean difference per channel between a picture on screen and the expected one
    /// (sixel's fitted palette is within a few units; scaling in the terminal adds a little).
    static let tolerance = 14.0

    /// The screen checked against the expected frame: each placement's visible rectangle.
    /// Returns a description of the first mismatch, nil when all match.
    static func mismatch(_ shot: Picture, geometry: ScreenGeometry, expected: [PicturePlacement]) -> String? {
        guard !expected.isEmpty else { return "no picture expected on screen" }
        for placement in expected {
            let visible = placement.visible
            let onScreen = geometry.pixels(of: shot, x: visible.x, y: visible.y, width: visible.width, height: visible.height)
            let source = placement.sourceRectangle(cellSize: Size(width: geometry.cellWidth, height: geometry.cellHeight))
            let wanted = placement.image.picture.cropped(x: source.x, y: source.y, width: source.width, height: source.height)
            let difference = onScreen.meanDifference(from: wanted)
            let control = onScreen.meanDifference(from: wanted.flipped)
            if difference > tolerance || (wanted.spread > 20 && control < difference * 1.5) {
                let saved = RealTerminal.save(wanted, label: "expected-picture-\(placement.image.id)")
                return
                    "picture \(placement.image.id) at cells \(visible): mean difference \(difference) (upside-down control \(control)); expected picture: \(saved)"
            }
        }
        return nil
    }

    /// Polls screenshots until the pictures match `expected`, or fails with the last mismatch and
    /// the screenshot's path.
    nonisolated(nonsending) static func waitForPictures(_ terminal: RealTerminal, geometry: ScreenGeometry?, expected: () -> [PicturePlacement], label: String)
        async throws -> ScreenGeometry
    {
        let deadline = ContinuousClock.now + .seconds(90)
        var problem = "no screenshot"
        while true {
            let shot = try await terminal.screenshot()
            if let found = geometry ?? ScreenGeometry.measure(shot, columns: columns) {
                guard let mismatch = mismatch(shot, geometry: found, expected: expected()) else { return found }
                problem = mismatch
            } else {
                problem = "no header bar found"
            }
            if ContinuousClock.now > deadline {
                Issue.record("\(terminal.kind) \(label): \(problem); screenshot: \(RealTerminal.save(shot, label: "\(terminal.kind)-\(label)"))")
                throw RealTerminalError("pictures not right")
            }
            try await Task.sleep(for: .milliseconds(250))
        }
    }

    @Test(
        "the bundled catalog's photos show in the cards, and stay right through scrolling, Ctrl-L, the help overlay and quitting",
        arguments: [RealTerminal.Kind.xterm, .kitty])
    func photosStayRight(kind: RealTerminal.Kind) async throws {
        let display = try await XvfbDisplay()
        defer { display.stop() }
        let binary = try BuiltExecutable.path(named: "waterfall")
        let helpFile = FileManager.default.temporaryDirectory.appendingPathComponent("waterfall-help-\(kind)-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: helpFile) }
        let browser = "\(Shell.quoted(binary)) --data \(Shell.quoted(Repository.bundledCatalog)) --latency 0; echo waterfall-ended; sleep 60"
        let command = ["/bin/sh", "-c", RealTerminal.commandLine(binary: binary, writingHelpTo: helpFile, then: browser)]
        let terminal = try RealTerminal(kind, on: display, columns: Self.columns, rows: Self.rows, command: command)

        // The cell size is only known from the screen: measure it once two frames agree.
        let (_, found) = try await terminal.waitForGeometry(label: "\(kind)-start")
        let detection = try #require(RealTerminal.detection(fromHelp: helpFile), "waterfall --help said what it found")
        let expected = try await ExpectedBrowser(
            columns: Self.columns, rows: Self.rows, cellSize: Size(width: found.cellWidth, height: found.cellHeight), mode: .auto, detection: detection)
        defer { expected.close() }
        #expect(expected.placements.count >= 2, "the first screen has several photos")
        _ = try await Self.waitForPictures(terminal, geometry: found, expected: { expected.placements }, label: "start")

        for _ in 0 ..< 5 { await expected.handle(.key(.character("j"))) }
        try await terminal.press("j", "j", "j", "j", "j")
        _ = try await Self.waitForPictures(terminal, geometry: found, expected: { expected.placements }, label: "scrolled")

        await expected.handle(.key(.ctrl("l")))
        try await terminal.press("ctrl+l")
        _ = try await Self.waitForPictures(terminal, geometry: found, expected: { expected.placements }, label: "ctrl-l")

        let beforeHelp = expected.placements
        await expected.handle(.key(.character("?")))
        try await terminal.press("question")
        if expected.placements.isEmpty {
            // The help covers every card: none of their pictures may show through it.
            try await Self.waitForCovered(terminal, geometry: found, placements: beforeHelp, label: "help")
        } else {
            _ = try await Self.waitForPictures(terminal, geometry: found, expected: { expected.placements }, label: "help")
        }

        await expected.handle(.key(.character("?")))
        try await terminal.press("question")
        _ = try await Self.waitForPictures(terminal, geometry: found, expected: { expected.placements }, label: "help-closed")

        let last = expected.placements
        try await terminal.press("q")
        try await Self.waitForNoPictures(terminal, geometry: found, where: last)
    }

    /// Polls screenshots until none of `placements` shows its picture any more (an overlay drawn
    /// over them), or records which still do after 45 seconds.
    nonisolated(nonsending) static func waitForCovered(_ terminal: RealTerminal, geometry: ScreenGeometry, placements: [PicturePlacement], label: String)
        async throws
    {
        let deadline = ContinuousClock.now + .seconds(45)
        while true {
            let shot = try await terminal.screenshot()
            let showing = placements.filter { mismatch(shot, geometry: geometry, expected: [$0]) == nil }
            if showing.isEmpty { return }
            if ContinuousClock.now > deadline {
                Issue.record(
                    "\(terminal.kind) \(label): pictures showing through at \(showing.map(\.visible)); screenshot: \(RealTerminal.save(shot, label: "\(terminal.kind)-\(label)"))"
                )
                return
            }
            try await Task.sleep(for: .milliseconds(250))
        }
    }

    /// Polls screenshots until none of the rectangles of `placements` shows a picture any more
    /// (after quitting), or records which still do after 45 seconds.
    nonisolated(nonsending) static func waitForNoPictures(_ terminal: RealTerminal, geometry: ScreenGeometry, where placements: [PicturePlacement]) async throws
    {
        let deadline = ContinuousClock.now + .seconds(45)
        while true {
            let shot = try await terminal.screenshot()
            let leftovers = placements.filter { placement in
                let region = geometry.pixels(
                    of: shot, x: placement.visible.x, y: max(2, placement.visible.y), width: placement.visible.width, height: placement.visible.height)
                return region.spread > 3
            }
            if leftovers.isEmpty { return }
            if ContinuousClock.now > deadline {
                Issue.record(
                    "\(terminal.kind): pictures left after quitting at \(leftovers.map(\.visible)); screenshot: \(RealTerminal.save(shot, label: "\(terminal.kind)-quit"))"
                )
                return
            }
            try await Task.sleep(for: .milliseconds(250))
        }
    }
}
