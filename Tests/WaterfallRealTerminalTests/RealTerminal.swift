import Colors
import Foundation
import Pixels
import TestSupport
import Testing
import WaterfallPictures

/// A terminal emulator in a window at the top-left of an ``XvfbDisplay``, running one command:
/// xterm as a VT340 (sixel) or kitty. Keys go in with `xdotool`; screenshots come out of
/// `import` as ``Picture``s.
final class RealTerminal {
    /// Which emulator.
    enum Kind: String, CustomStringConvertible {
        case xterm
        case kitty
        var description: String { rawValue }
        /// The background the terminal answers OSC 11 with as it is started here (xterm's
        /// default white, kitty's default black): what the browser blends pictures onto and
        /// draws letterbox bars in.
        var background: RGB { self == .xterm ? .white : .black }
    }

    let kind: Kind
    let display: XvfbDisplay
    let columns: Int
    let rows: Int
    /// The terminal's background: the one it was started with, else its default (``Kind/background``).
    let background: RGB

    /// Starts `kind` with `columns × rows` cells running `command` (an argument vector), with
    /// `environment` added to the test's own (xterm sets `TERM=xterm` for the command itself), on
    /// `background` (nil: the terminal's default) with black or white text, whichever is further.
    init(
        _ kind: Kind, on display: XvfbDisplay, columns: Int, rows: Int, command: [String], environment: [String: String] = [:], background: RGB? = nil
    ) throws {
        self.kind = kind
        self.display = display
        self.columns = columns
        self.rows = rows
        self.background = background ?? kind.background
        let light = background.map { Int($0.red) + Int($0.green) + Int($0.blue) > 3 * 127 } ?? false
        let foreground = light ? RGB.black : .white
        switch kind {
        case .xterm:
            let colours = background.map { ["-bg", "\($0)", "-fg", "\(foreground)"] } ?? []
            try display.launch(
                XvfbDisplay.path(of: "xterm") ?? "/usr/bin/xterm",
                [
                    "-ti", "vt340", "-xrm", "XTerm*decTerminalID: vt340", "-xrm", "XTerm*numColorRegisters: 256",
                    "-fa", "DejaVu Sans Mono", "-fs", "10", "-geometry", "\(columns)x\(rows)+0+0",
                ] + colours + ["-e"] + command, environment: environment)
        case .kitty:
            let colours = background.map { ["-o", "background=\($0)", "-o", "foreground=\(foreground)"] } ?? []
            try display.launch(
                XvfbDisplay.path(of: "kitty") ?? "/usr/bin/kitty",
                [
                    "--config", "NONE", "-o", "font_size=10", "-o", "remember_window_size=no",
                    "-o", "initial_window_width=\(columns)c", "-o", "initial_window_height=\(rows)c",
                    "-o", "window_padding_width=0", "-o", "placement_strategy=top-left",
                ] + colours + command, environment: environment.merging(["LIBGL_ALWAYS_SOFTWARE": "1"]) { $1 })
        }
    }

    /// Presses `keys` (xdotool key names: `j`, `question`, `ctrl+l`), one after the other.
    nonisolated(nonsending) func press(_ keys: String...) async throws {
        try await press(keys)
    }

    /// Presses `keys`, one after the other.
    nonisolated(nonsending) func press(_ keys: [String]) async throws {
        _ = try await display.run(XvfbDisplay.path(of: "xdotool") ?? "/usr/bin/xdotool", ["key", "--delay", "30"] + keys)
    }

    /// The whole screen now, or only its `region` (in pixels; quicker to take).
    nonisolated(nonsending) func screenshot(region: (x: Int, y: Int, width: Int, height: Int)? = nil) async throws -> Picture {
        let crop = region.map { ["-crop", "\($0.width)x\($0.height)+\($0.x)+\($0.y)"] } ?? []
        let png = try await display.run(XvfbDisplay.path(of: "import") ?? "/usr/bin/import", ["-window", "root"] + crop + ["png:-"])
        return try PictureDecoder().decode(Array(png))
    }

    /// The geometry of the browser's screen once two screenshots in a row show its header bar
    /// with the same geometry (a terminal can show a frame or two before its window has its
    /// size), and the second of them; fails after 90 seconds (a loaded machine renders slowly),
    /// saving the last screenshot under `label`.
    nonisolated(nonsending) func waitForGeometry(label: String) async throws -> (Picture, ScreenGeometry) {
        let deadline = ContinuousClock.now + .seconds(90)
        var previous: ScreenGeometry?
        while true {
            let shot = try await screenshot()
            let found = ScreenGeometry.measure(shot, columns: columns)
            if let found, found == previous { return (shot, found) }
            previous = found
            guard ContinuousClock.now < deadline else {
                Issue.record("the browser did not start in \(kind); screenshot: \(Self.save(shot, label: label))")
                throw RealTerminalError("no browser")
            }
            try await Task.sleep(for: .milliseconds(200))
        }
    }

    /// A shell command line that first runs `waterfall --help` through `script` (so it runs on
    /// this terminal, probes it and shows its help there) keeping a copy of the output in
    /// `helpFile`, clears the screen, then runs `browser` (a command line).
    static func commandLine(binary: String, writingHelpTo helpFile: String, then browser: String) -> String {
        "script -qfc \(Shell.quoted("\(Shell.quoted(binary)) --help")) \(Shell.quoted(helpFile)); printf '\\033[H\\033[2J'; \(browser)"
    }

    /// The "detected: …" text the browser's help overlay shows on the terminal where `waterfall
    /// --help` wrote `helpFile` (``commandLine(binary:writingHelpTo:then:)``), rebuilt from its
    /// lines on pictures and colours (these terminals, outside tmux, get no hint on colours); nil
    /// until both are there.
    static func detection(fromHelp helpFile: String) -> String? {
        guard let (pictures, colours) = helpSection(helpFile) else { return nil }
        let found = pictures == "no pixel graphics detected: symbols" ? [] : [pictures]
        return (found + ["colours: \(colours)"]).joined(separator: "\n")
    }

    /// What `waterfall --help`, writing `helpFile`, says `--images auto` and `--colors auto` would
    /// use; nil until both lines are there.
    static func helpSection(_ helpFile: String) -> (images: String, colours: String)? {
        guard let data = FileManager.default.contents(atPath: helpFile) else { return nil }
        // (`script` ends lines with CR LF, one Character in Swift: split on scalars.)
        let lines = String(decoding: data, as: UTF8.self).components(separatedBy: .newlines)
        func value(after marker: String) -> String? {
            for line in lines {
                if let range = line.range(of: marker) { return String(line[range.upperBound...]).trimmingCharacters(in: .whitespaces) }
            }
            return nil
        }
        guard let images = value(after: "--images auto would use: "), let colours = value(after: "--colors auto would use: ") else { return nil }
        return (images, colours)
    }

    /// Saves `picture` as a PPM file named after `label` in the temporary directory (for a failing
    /// test to point at); returns its path.
    static func save(_ picture: Picture, label: String) -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("waterfall-\(label)-\(getpid()).ppm").path
        let header = Array("P6\n\(picture.width) \(picture.height)\n255\n".utf8)
        FileManager.default.createFile(atPath: path, contents: Data(header + picture.pixels))
        return path
    }
}

/// A failure of a real-terminal step: a tool missing, a terminal or a picture that never came.
struct RealTerminalError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
