import Foundation
import Testing

extension TerminalEndToEnd {
    /// Photos on cards in a real terminal (tmux): the bundled photos show up in colour, scrolling
    /// keeps up while they load, and a catalog whose pictures are all broken still browses.
    @Suite("PicturesEndToEnd: photos on cards in a real terminal (tmux)", .serialized, .timeLimit(.minutes(5)))
    struct PicturesEndToEndTests {
        /// The browser on the bundled catalog with no latency, plus `arguments`.
        func startBrowser(_ arguments: [String] = [], width: Int = 120, height: Int = 40) async throws -> TmuxSession {
            let binary = try EndToEnd.waterfallBinary()
            // Colours on, whatever the test runner's own environment says (NO_COLOR is honoured when
            // it is not empty).
            return try await TmuxSession(
                width: width, height: height, command: [binary, "--data", EndToEnd.catalogPath, "--latency", "0"] + arguments,
                environment: ["NO_COLOR": ""]
            )
        }

        /// The 256-colour foregrounds and backgrounds (`38;5;N`, `48;5;N`) on screen, read from
        /// tmux's escape-sequence capture (the half blocks of a photo use both).
        func colours(_ session: TmuxSession) async throws -> Set<Int> {
            let screen = try await session.tmuxCommand(["capture-pane", "-p", "-e", "-t", session.name])
            var colours = Set<Int>()
            for parameters in screen.components(separatedBy: "\u{1B}[").dropFirst() {
                let codes = parameters.prefix { $0 != "m" }.split(separator: ";").compactMap { Int($0) }
                var index = 0
                while index + 2 < codes.count {
                    if codes[index] == 38 || codes[index] == 48, codes[index + 1] == 5 { colours.insert(codes[index] * 1_000 + codes[index + 2]) }
                    index += 1
                }
            }
            return colours
        }

        @Test func theBundledPhotosShowManyMoreColoursThanThumbnails() async throws {
            let thumbnails = try await startBrowser(["--images", "off"])
            defer { thumbnails.kill() }
            try await thumbnails.waitFor("30 items", "╭")
            let thumbnailColours = try await colours(thumbnails).count

            let photos = try await startBrowser()
            defer { photos.kill() }
            try await photos.waitFor("30 items", "╭")
            var photoColours = 0
            let deadline = ContinuousClock.now + .seconds(20)
            while photoColours < thumbnailColours + 40, ContinuousClock.now < deadline {
                photoColours = try await colours(photos).count
                try await Task.sleep(for: .milliseconds(100))
            }
            #expect(photoColours >= thumbnailColours + 40, "photos: \(photoColours) colours, thumbnails: \(thumbnailColours)")
        }

        @Test func scrollingKeepsUpWhilePhotosLoad() async throws {
            let session = try await startBrowser(["--infinite"])
            defer { session.kill() }
            try await session.waitFor("╭")
            // A burst of keys while the first photos are being decoded and pages arrive.
            for _ in 0 ..< 10 {
                try await session.sendKeys("j", "j", "j", "j", "j", "PageDown")
            }
            let scrolled = try await session.waitUntil("the scroll to be shown", timeout: .seconds(15)) { screen in
                !(screen.split(separator: "\n").first ?? "").contains("Top")
            }
            #expect(!scrolled.contains("Terminal too small"))
            try await session.sendKeys("g")
            try await session.waitUntil("the top again", timeout: .seconds(15)) { screen in
                (screen.split(separator: "\n").first ?? "").contains("Top")
            }
            try await session.sendKeys("q")
            try await session.waitForExit()
        }

        @Test func aCatalogOfBrokenPicturesStillBrowsesAndReportsThem() async throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("waterfall-broken-\(getpid())-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            try Data("<!DOCTYPE html><html>404</html>".utf8).write(to: folder.appendingPathComponent("page.jpg"))
            try Data().write(to: folder.appendingPathComponent("empty.png"))
            try Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00]).write(to: folder.appendingPathComponent("cut.jpg"))
            let broken = ["page.jpg", "empty.png", "cut.jpg", "missing.jpg"]
            let lines = (0 ..< 24).map { index in
                #"{"id": "b\#(index)", "title": "Broken \#(index)", "price": {"amount": 990, "currency": "CNY"}, "width": 400, "height": \#(300 + index * 10), "shop": "Shop", "image": "\#(broken[index % broken.count])"}"#
            }
            let catalog = folder.appendingPathComponent("items.jsonl")
            try Data(lines.joined(separator: "\n").utf8).write(to: catalog)
            let report = folder.appendingPathComponent("stderr.txt").path
            let binary = try EndToEnd.waterfallBinary()
            let command = [binary, "--data", catalog.path, "--latency", "0"].map(EndToEnd.shellQuoted).joined(separator: " ")
            let session = try await TmuxSession(
                width: 100, height: 40, command: ["/bin/sh", "-c", "\(command) 2>\(EndToEnd.shellQuoted(report)); echo \"exit=$?\"; sleep 30"])
            defer { session.kill() }
            try await session.waitFor("24 items", "✕ no picture", timeout: .seconds(20))
            try await session.sendKeys("G", "j", "k", "g", "?")
            try await session.waitFor("pictures: half blocks")
            try await session.sendKeys("Escape", "q")
            try await session.waitFor("exit=0")
            let text = try String(contentsOfFile: report, encoding: .utf8)
            #expect(text.contains("waterfall: could not show 4 pictures:"), "\(text)")
            for name in broken {
                #expect(text.contains(name), "the report names \(name): \(text)")
            }
        }

        @Test func insideTmuxWithPassthroughForcedKittyPhotosAreKittyPlaceholderCells() async throws {
            let binary = try EndToEnd.waterfallBinary()
            // No terminal is attached to the session's tmux to say it draws placeholders, so they are
            // forced.
            let browser = [binary, "--data", EndToEnd.catalogPath, "--latency", "0", "--images", "kitty"].map(EndToEnd.shellQuoted).joined(separator: " ")
            // The session's own tmux server gets the option from inside the pane, before the browser starts.
            let session = try await TmuxSession(
                width: 100, height: 36, command: ["/bin/sh", "-c", "tmux set -g allow-passthrough on && exec \(browser)"],
                environment: ["NO_COLOR": "", "KITTY_WINDOW_ID": "1"]
            )
            defer { session.kill() }
            try await session.waitFor("30 items", "╭")
            let placeholder = Unicode.Scalar(0x10EEEE as UInt32)!
            let screen = try await session.waitUntil("photos as placeholder cells", timeout: .seconds(20)) { screen in
                screen.filter { $0.unicodeScalars.first == placeholder }.count > 100
            }
            // Along a row of a picture the column marks count up from the picture's left edge.
            let row = try #require(screen.split(separator: "\n").first { $0.unicodeScalars.contains(placeholder) })
            let cells = row.filter { $0.unicodeScalars.first == placeholder }.prefix(3).map { Array($0.unicodeScalars) }
            #expect(cells.count == 3 && cells.allSatisfy { $0.count >= 3 })
            #expect(cells.map { $0[2].value } == [0x0305, 0x030D, 0x030E], "columns 0, 1, 2: \(cells.map { $0.map(\.value) })")
            // The pictures' lines follow the waterfall's keys: scrolled into view.
            try await session.sendKeys("?", "j", "j", "j", "j", "j", "j", "j", "j")
            try await session.waitFor("pictures: pixels (--images kitty)", "kitty (Unicode placeholders) (forced)")
            try await session.sendKeys("Escape", "q")
            try await session.waitForExit()
        }

        @Test func insideTmuxWithPassthroughButNoTerminalOutsideToAnswerPhotosAreSymbolsAndTheHelpSaysWhy() async throws {
            let binary = try EndToEnd.waterfallBinary()
            let browser = [binary, "--data", EndToEnd.catalogPath, "--latency", "0"].map(EndToEnd.shellQuoted).joined(separator: " ")
            // A kitty named by the environment is not enough: kitty 0.26 takes the kitty query and
            // draws placeholders as blank boxes; only the terminal outside can say which it is.
            let session = try await TmuxSession(
                width: 120, height: 40, command: ["/bin/sh", "-c", "tmux set -g allow-passthrough on && exec \(browser)"],
                environment: ["NO_COLOR": "", "KITTY_WINDOW_ID": "1"]
            )
            defer { session.kill() }
            try await session.waitFor("30 items", "╭")
            // The pictures' lines follow the waterfall's keys: scrolled into view.
            try await session.sendKeys("?", "j", "j", "j", "j", "j", "j", "j", "j")
            // The reason wraps where the help box's width puts it.
            try await session.waitFor("pictures: half blocks", "the terminal outside tmux did", "through tmux's passthrough")
            let screen = try await session.capture()
            #expect(!screen.unicodeScalars.contains(Unicode.Scalar(0x10EEEE as UInt32)!), "no placeholder cell")
            try await session.sendKeys("Escape", "q")
            try await session.waitForExit()
        }

        @Test func insideTmuxWithoutPassthroughTheHelpSaysHowToEnableIt() async throws {
            let session = try await startBrowser(width: 120, height: 40)
            defer { session.kill() }
            try await session.waitFor("30 items", "╭")
            // The pictures' lines follow the waterfall's keys: scrolled into view.
            try await session.sendKeys("?", "j", "j", "j", "j", "j", "j", "j", "j")
            try await session.waitFor("pictures: half blocks", "allow-passthrough")
            try await session.sendKeys("Escape", "q")
            try await session.waitForExit()
        }
    }
}
