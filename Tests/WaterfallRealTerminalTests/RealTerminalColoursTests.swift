import Foundation
import Pixels
import TestSupport
import Testing
import WaterfallPictures
import WaterfallTUI

/// Colours and large sixel pictures in real terminals, headless under Xvfb: kitty (with
/// `COLORTERM=truecolor`) and stock xterm (`TERM=xterm`, which terminfo gives 8 colours) show
/// photos in half blocks in their exact 24-bit colours and everything else in 256 colours; and
/// xterm, whose sixel pictures may be at most 1000×1000 pixels (its default `maxGraphicSize`),
/// shows one-column cards wider than that as photos, also after the help overlay and Ctrl-L.
/// Skipped, with a message, only when `WATERFALL_SKIP_REAL_TERMINALS=1`.
@Suite(
    "Real terminals: 24-bit colour and large sixel pictures under Xvfb", .serialized, .timeLimit(.minutes(5)),
    .enabled(if: ProcessInfo.processInfo.environment["WATERFALL_SKIP_REAL_TERMINALS"] != "1", "WATERFALL_SKIP_REAL_TERMINALS=1")
)
struct RealTerminalColoursTests {
    static let columns = 100
    static let rows = 36
    /// The header bar's colour in 256 colours: palette entry 37 as xterm and kitty show it (in
    /// 8 colours it would be cyan, 00cdcd).
    static let barColor = ShownColor(red: 0, green: 175, blue: 175)

    /// The colour of a pixel of `shot`.
    struct ShownColor: Equatable {
        let red: Int
        let green: Int
        let blue: Int

        init(red: Int, green: Int, blue: Int) {
            self.red = red
            self.green = green
            self.blue = blue
        }

        init?(_ shot: Picture, x: Int, y: Int) {
            guard let pixel = shot.pixel(x: x, y: y) else { return nil }
            self.init(red: Int(pixel.red), green: Int(pixel.green), blue: Int(pixel.blue))
        }

        /// Within `tolerance` of `other` in every channel.
        func isNear(_ other: ShownColor, tolerance: Int = 3) -> Bool {
            abs(red - other.red) <= tolerance && abs(green - other.green) <= tolerance && abs(blue - other.blue) <= tolerance
        }
    }

    /// The photo cells of `canvas` (half blocks with 24-bit colours) whose upper and lower halves
    /// on `shot` are not the cell's colours; and how many were checked. Each half is sampled at
    /// its middle, away from the glyph's edge.
    static func wrongPhotoCells(_ shot: Picture, geometry: ScreenGeometry, canvas: Canvas) -> (checked: Int, wrong: [String]) {
        var checked = 0
        var wrong: [String] = []
        for y in 0 ..< canvas.height {
            for x in 0 ..< canvas.width {
                let cell = canvas[x, y]
                guard case .rgb(let br, let bg, let bb) = cell.style.background else { continue }
                let back = ShownColor(red: Int(br), green: Int(bg), blue: Int(bb))
                let upper: ShownColor
                switch (cell.character, cell.style.foreground) {
                case ("▀", .rgb(let fr, let fg, let fb)): upper = ShownColor(red: Int(fr), green: Int(fg), blue: Int(fb))
                case (" ", _): upper = back
                default: continue
                }
                let left = geometry.originX + x * geometry.cellWidth + geometry.cellWidth / 2
                let top = geometry.originY + y * geometry.cellHeight
                let shownUpper = ShownColor(shot, x: left, y: top + geometry.cellHeight / 4)
                let shownLower = ShownColor(shot, x: left, y: top + 3 * geometry.cellHeight / 4)
                checked += 1
                if shownUpper.map({ !$0.isNear(upper) }) ?? true || shownLower.map({ !$0.isNear(back) }) ?? true {
                    wrong.append("(\(x), \(y)): \(shownUpper.map { "\($0)" } ?? "-") / \(shownLower.map { "\($0)" } ?? "-") for \(upper) / \(back)")
                }
            }
        }
        return (checked, wrong)
    }

    @Test(
        "photos in half blocks show their exact 24-bit colours, the rest 256 colours",
        arguments: [(RealTerminal.Kind.kitty, ["COLORTERM": "truecolor"]), (.xterm, ["COLORTERM": ""])])
    func photosInExactColours(kind: RealTerminal.Kind, environment: [String: String]) async throws {
        let display = try await XvfbDisplay()
        defer { display.stop() }
        let binary = try BuiltExecutable.path(named: "waterfall")
        let command = [
            "/bin/sh", "-c", "\(Shell.quoted(binary)) --data \(Shell.quoted(Repository.bundledCatalog)) --latency 0 --images symbols; sleep 60",
        ]
        let terminal = try RealTerminal(kind, on: display, columns: Self.columns, rows: Self.rows, command: command, environment: environment)
        let (first, geometry) = try await terminal.waitForGeometry(label: "\(kind)-colours-start")
        #expect(ShownColor(first, x: geometry.originX + 2, y: geometry.originY + 2) == Self.barColor, "\(kind): the header bar is palette entry 37")
        let expected = try await ExpectedBrowser(
            columns: Self.columns, rows: Self.rows, cellSize: Size(width: geometry.cellWidth, height: geometry.cellHeight), mode: .symbols,
            output: .symbols, colorMode: .truecolor
        )
        defer { expected.close() }
        let canvas = expected.model.render()
        let deadline = ContinuousClock.now + .seconds(90)
        while true {
            let shot = try await terminal.screenshot()
            let (checked, wrong) = Self.wrongPhotoCells(shot, geometry: geometry, canvas: canvas)
            if checked >= 500, wrong.isEmpty { break }
            if ContinuousClock.now > deadline {
                Issue.record(
                    "\(kind): \(wrong.count) of \(checked) photo cells not in their colours, e.g. \(wrong.prefix(3)); screenshot: \(RealTerminal.save(shot, label: "\(kind)-colours"))"
                )
                return
            }
            try await Task.sleep(for: .milliseconds(250))
        }
    }

    @Test(
        "xterm shows a one-column card and a full-width banner wider than its 1000 pixels as whole sixel photos, also after the help overlay and Ctrl-L",
        arguments: [(1 as Int?, "Atlantic salmon"), (nil, "Into the mountains")])
    func sixelPicturesWiderThanTheLimit(cardColumns: Int?, filter: String) async throws {
        let (columns, rows) = (160, 40)
        let display = try await XvfbDisplay(width: 1400, height: 800)
        defer { display.stop() }
        let binary = try BuiltExecutable.path(named: "waterfall")
        let layout = cardColumns.map { "--columns \($0) " } ?? ""
        let helpFile = FileManager.default.temporaryDirectory.appendingPathComponent("waterfall-help-wide-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: helpFile) }
        let browser =
            "\(Shell.quoted(binary)) --data \(Shell.quoted(Repository.bundledCatalog)) --latency 0 \(layout)--filter \(Shell.quoted(filter)); sleep 60"
        let command = ["/bin/sh", "-c", RealTerminal.commandLine(binary: binary, writingHelpTo: helpFile, then: browser)]
        let terminal = try RealTerminal(.xterm, on: display, columns: columns, rows: rows, command: command)
        let (_, geometry) = try await terminal.waitForGeometry(label: "xterm-wide-start")
        let detection = try #require(RealTerminal.detection(fromHelp: helpFile), "waterfall --help said what it found")
        #expect(detection.contains("at most 1000×1000 px"), "the probe read xterm's limit: \(detection)")
        let expected = try await ExpectedBrowser(
            columns: columns, rows: rows, cellSize: Size(width: geometry.cellWidth, height: geometry.cellHeight), mode: .auto,
            cardColumns: cardColumns, filter: filter, detection: detection
        )
        defer { expected.close() }
        #expect(expected.placements.contains { $0.visible.width * geometry.cellWidth > 1000 }, "a picture wider than xterm's limit")
        for (keys, label) in [([], "start"), (["question"], "help"), (["question"], "help-closed"), (["ctrl+l"], "ctrl-l")] {
            for key in keys {
                await expected.handle(key == "question" ? .key(.character("?")) : .key(.ctrl("l")))
            }
            if !keys.isEmpty { try await terminal.press(keys) }
            _ = try await RealTerminalPicturesTests.waitForPictures(
                terminal, geometry: geometry, expected: { expected.placements }, label: "wide-\(filter)-\(label)")
        }
    }
}
