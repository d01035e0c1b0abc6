import Colors
import Foundation
import Pixels
import ShopBrowser
import TestSupport
import Testing
import WaterfallPictures
import WaterfallTUI

/// `waterfall photos` in real terminals, headless under Xvfb — xterm as a VT340 (sixel) on its
/// default white and on black, kitty 0.26 (direct placements) on its default black and on white
/// — on a folder the test makes of transparent pictures: a PNG with an alpha channel, a WebP with
/// alpha and a GIF with a transparent colour index, each a left half fully transparent and a
/// right half of its own saturated colour, the top quarter of that half half transparent in the
/// PNG and the WebP. The browser asks the terminal for its background (OSC 11) and nothing tells
/// it here: in every card on screen, the transparent half must show the terminal's background
/// (and not the opposite colour), the opaque half its colour and the band the half-and-half
/// blend of the two. Opened full screen, the first picture's transparent half is a checkerboard
/// of the background's two greys, the letterbox bars the plain background.
/// Skipped, with a message, only when `WATERFALL_SKIP_REAL_TERMINALS=1`.
@Suite(
    "Real terminals: transparent pictures on the terminal's own background under Xvfb (xterm sixel, kitty placements)", .serialized,
    .timeLimit(.minutes(5)),
    .enabled(if: ProcessInfo.processInfo.environment["WATERFALL_SKIP_REAL_TERMINALS"] != "1", "WATERFALL_SKIP_REAL_TERMINALS=1")
)
struct RealTerminalTransparencyTests {
    static let columns = 100
    static let rows = 36
    /// Each picture's size: wider than tall, as a card's picture area is.
    static let size = (width: 300, height: 200)
    /// The rows at the top of the opaque half that are half transparent, in the PNG and the WebP.
    static let bandRows = size.height / 4
    /// The opacity of the band.
    static let bandAlpha: UInt8 = 128
    /// The largest mean difference per channel between an area on screen and the colour it must
    /// show (sixel's fitted palette and the terminal's scaling are within a few units).
    static let tolerance = 14.0
    /// A file of the folder: its name, format, the colour of its opaque half, and whether it has the band.
    typealias File = (name: String, format: PictureFiles.Format, colour: RGB, band: Bool)
    /// The files.
    static let files: [File] = [
        ("a-alpha.png", .png, RGB(red: 220, green: 30, blue: 40), true),
        ("b-alpha.webp", .webp, RGB(red: 30, green: 90, blue: 230), true),
        ("c-transparent-index.gif", .gif, RGB(red: 30, green: 180, blue: 50), false),
    ]

    /// Writes the folder into `directory`; returns its path.
    static func makeFolder(in directory: TemporaryDirectory) throws -> String {
        for file in files {
            let colour = (red: file.colour.red, green: file.colour.green, blue: file.colour.blue)
            let bytes = try TransparentPictureFiles.bytes(file.format, width: size.width, height: size.height, colour: colour) { x, y in
                x < size.width / 2 ? 0 : file.band && y < bandRows ? bandAlpha : 255
            }
            try directory.write("transparent/" + file.name, bytes: bytes)
        }
        return directory.path + "/transparent"
    }

    /// `colour` at `alpha` over `background`, as a compositor rounds it.
    static func blend(_ colour: RGB, alpha: UInt8, over background: RGB) -> RGB {
        func channel(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
            let sum: Int = Int(top) * Int(alpha) + Int(bottom) * (255 - Int(alpha)) + 127
            return UInt8(sum / 255)
        }
        let red = channel(colour.red, background.red)
        let green = channel(colour.green, background.green)
        let blue = channel(colour.blue, background.blue)
        return RGB(red: red, green: green, blue: blue)
    }

    /// The mean absolute difference per channel between `picture` and a flat picture of `colour`.
    static func difference(_ picture: Picture, from colour: RGB) -> Double {
        guard
            let flat = Picture(
                width: picture.width, height: picture.height,
                pixels: Array(repeating: [colour.red, colour.green, colour.blue], count: picture.width * picture.height).flatMap { $0 })
        else { return 255 }
        return picture.meanDifference(from: flat)
    }

    /// The file a card's picture shows: the one whose colour is nearest to the middle of the
    /// picture's right half, bottom half (its opaque colour whatever the background).
    static func file(shownBy placement: PicturePlacement) -> File? {
        let picture = placement.image.picture
        let sample = picture.cropped(x: picture.width * 5 / 8, y: picture.height * 5 / 8, width: max(1, picture.width / 4), height: max(1, picture.height / 4))
        return files.min { difference(sample, from: $0.colour) < difference(sample, from: $1.colour) }
    }

    /// The first thing wrong with the cards' pictures in `shot`, described; nil when every card
    /// shows its transparent half as `background`, its opaque half in its colour and its band as
    /// the blend. The areas are inner parts of the halves and the band (each picture is cropped
    /// to its card around its centre, a little at most, which moves no edge by more than a
    /// tenth), so the edges' scaling blur never counts.
    static func problem(in shot: Picture, geometry: ScreenGeometry, placements: [PicturePlacement], background: RGB) -> String? {
        let opposite: RGB = Int(background.red) + Int(background.green) + Int(background.blue) > 3 * 127 ? .black : .white
        for placement in placements {
            guard let file = file(shownBy: placement) else { return "no file for picture \(placement.image.id)" }
            let frame = placement.frame
            let card = geometry.pixels(of: shot, x: frame.x, y: frame.y, width: frame.width, height: frame.height)
            func area(_ left: Double, _ top: Double, _ right: Double, _ bottom: Double) -> Picture {
                let x = Int(Double(card.width) * left)
                let y = Int(Double(card.height) * top)
                return card.cropped(x: x, y: y, width: Int(Double(card.width) * right) - x, height: Int(Double(card.height) * bottom) - y)
            }
            var checks = [
                ("transparent half", area(0.08, 0.08, 0.42, 0.92), background),
                ("opaque half", area(0.58, 0.4, 0.92, 0.92), file.colour),
            ]
            if file.band { checks.append(("half-transparent band", area(0.58, 0.04, 0.92, 0.16), blend(file.colour, alpha: bandAlpha, over: background))) }
            for (name, pixels, colour) in checks {
                let difference = difference(pixels, from: colour)
                guard difference <= tolerance else {
                    return
                        "\(file.name) at cells \(frame): its \(name) is \(difference) per channel from \(colour) (\(Self.difference(pixels, from: opposite)) from \(opposite))"
                }
            }
            let under = area(0.08, 0.08, 0.42, 0.92)
            if difference(under, from: opposite) < 100 {
                return "\(file.name) at cells \(frame): its transparent half is within \(difference(under, from: opposite)) of \(opposite)"
            }
        }
        return nil
    }

    @Test(
        "the transparent parts of PNG, WebP and GIF pictures show the terminal's own background in the cards, light or dark",
        arguments: [RealTerminal.Kind.xterm, .kitty], [RGB.white, .black])
    func transparentPartsShowTheBackground(kind: RealTerminal.Kind, background: RGB) async throws {
        let directory = try TemporaryDirectory()
        let folder = try Self.makeFolder(in: directory)
        let display = try await XvfbDisplay()
        defer { display.stop() }
        let binary = try BuiltExecutable.path(named: "waterfall")
        let helpFile = directory.path + "/help.txt"
        let arguments = ["--no-thumbnail-cache", "--columns", "3", folder]
        let browser = "\(Shell.quoted(binary)) photos \(arguments.map(Shell.quoted).joined(separator: " ")); echo waterfall-ended; sleep 60"
        let command = ["/bin/sh", "-c", RealTerminal.commandLine(binary: binary, writingHelpTo: helpFile, then: browser)]
        // The terminal's default background is started as it is; the other one is asked for.
        let terminal = try RealTerminal(
            kind, on: display, columns: Self.columns, rows: Self.rows, command: command, environment: ["XDG_CACHE_HOME": directory.path + "/cache"],
            background: background == kind.background ? nil : background
        )
        let label = "\(kind)-on-\(background == .white ? "white" : "black")-transparency"

        let (_, found) = try await terminal.waitForGeometry(label: label)
        // The cards' places, as the app lays them out (the background given here only colours the
        // expected pictures, which are only used to tell the files apart).
        let expected = try await ExpectedBrowser(
            photos: arguments, columns: Self.columns, rows: Self.rows, cellSize: Size(width: found.cellWidth, height: found.cellHeight),
            background: background, detection: RealTerminal.detection(fromHelp: helpFile)
        )
        defer { expected.close() }
        let placements = expected.placements
        #expect(Set(placements.compactMap { Self.file(shownBy: $0)?.name }) == Set(Self.files.map(\.name)), "a card for every file")
        #expect(placements.allSatisfy { $0.visible == $0.frame }, "every card's picture is whole on screen: \(placements.map(\.frame))")

        let deadline = ContinuousClock.now + .seconds(90)
        while true {
            let shot = try await terminal.screenshot()
            guard let problem = Self.problem(in: shot, geometry: found, placements: placements, background: background) else { break }
            if ContinuousClock.now > deadline {
                Issue.record("\(kind) on \(background): \(problem); screenshot: \(RealTerminal.save(shot, label: label))")
                break
            }
            try await Task.sleep(for: .milliseconds(250))
        }

        try await terminal.press("Return")
        let viewerDeadline = ContinuousClock.now + .seconds(90)
        while true {
            let shot = try await terminal.screenshot()
            guard let problem = Self.checkerboardProblem(in: shot, geometry: found, background: background) else { break }
            if ContinuousClock.now > viewerDeadline {
                Issue.record("\(kind) on \(background), full screen: \(problem); screenshot: \(RealTerminal.save(shot, label: label + "-view"))")
                break
            }
            try await Task.sleep(for: .milliseconds(250))
        }

        try await terminal.press("q", "q")
        try await RealTerminalPicturesTests.waitForNoPictures(terminal, geometry: found, where: placements)
    }

    /// What is wrong with the full-screen view of the first picture (3 : 2, so it fills the
    /// screen's width, with bars above and below) in `shot`, described; nil when the top row is a
    /// bar of `background` and the middle of the picture's left half a checkerboard: nearly every
    /// pixel one of the two greys of ``PictureFraming/checkerColours(on:)``, each on at least a
    /// third of them.
    static func checkerboardProblem(in shot: Picture, geometry: ScreenGeometry, background: RGB) -> String? {
        let bar = geometry.pixels(of: shot, x: 10, y: 0, width: columns - 20, height: 1)
        guard difference(bar, from: background) <= tolerance else { return "the top bar is \(difference(bar, from: background)) from \(background)" }
        let squares = PictureFraming.checkerColours(on: background)
        let half = geometry.pixels(of: shot, x: 5, y: 10, width: 35, height: 14)
        var light = 0
        var dark = 0
        for index in 0 ..< half.width * half.height {
            let pixel = (half.pixels[index * 3], half.pixels[index * 3 + 1], half.pixels[index * 3 + 2])
            func near(_ colour: RGB) -> Bool {
                abs(Int(pixel.0) - Int(colour.red)) <= 20 && abs(Int(pixel.1) - Int(colour.green)) <= 20 && abs(Int(pixel.2) - Int(colour.blue)) <= 20
            }
            if near(squares.light) { light += 1 } else if near(squares.dark) { dark += 1 }
        }
        let count = half.width * half.height
        guard light * 3 >= count, dark * 3 >= count, (light + dark) * 100 >= count * 95 else {
            return "the transparent half has \(light) light, \(dark) dark of \(count) pixels (\(squares.light), \(squares.dark))"
        }
        return nil
    }
}
