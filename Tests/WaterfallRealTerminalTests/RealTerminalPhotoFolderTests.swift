import Foundation
import Pixels
import TestSupport
import Testing
import WaterfallPictures
import WaterfallTUI

/// `waterfall photos` in real terminals, headless under Xvfb: xterm as a VT340 (sixel) and kitty
/// 0.26 (direct placements), on a folder the test makes in which every file — JPEG, PNG and WebP,
/// stored turned by each EXIF orientation from 2 to 8 or not at all, three in a subfolder — shows
/// the same upright picture.
/// Every picture on screen must be what the browser rebuilt in the test shows there
/// (``ExpectedBrowser``), and every one of those the upright picture, not its upside-down or
/// mirrored self nor the stored pixels unturned: at start, at the end of the folder, after
/// jumping to the subfolder's section, in the detail panel and after it closes; quitting leaves
/// no picture behind.
/// Skipped, with a message, only when `WATERFALL_SKIP_REAL_TERMINALS=1`.
@Suite(
    "Real terminals: a folder of turned photos under Xvfb (xterm sixel, kitty placements)", .serialized, .timeLimit(.minutes(5)),
    .enabled(if: ProcessInfo.processInfo.environment["WATERFALL_SKIP_REAL_TERMINALS"] != "1", "WATERFALL_SKIP_REAL_TERMINALS=1")
)
struct RealTerminalPhotoFolderTests {
    static let columns = 100
    static let rows = 36
    /// The picture every file shows once turned as its EXIF orientation says: wider than tall,
    /// red growing to the right, green downwards, so that turning, flipping or mirroring it
    /// changes it everywhere.
    static let upright = (width: 240, height: 160)
    /// The files: name, format and the EXIF orientation their pixels are stored for (nil: none).
    static let files: [(name: String, format: PictureFiles.Format, orientation: Int?)] = [
        ("a-right.jpg", .jpeg, 6), ("b-left.jpg", .jpeg, 8), ("c-upside-down.jpg", .jpeg, 3), ("d-transposed.png", .png, 5),
        ("e-plain.webp", .webp, nil), ("f-mirrored.png", .png, 2), ("trips/g-left.png", .png, 8), ("trips/h-transversed.jpg", .jpeg, 7),
        ("trips/i-flipped.jpg", .jpeg, 4),
    ]

    /// The stored pixels of a picture of `width × height` pixels (`rgb`) that shows as that
    /// picture when turned as EXIF `orientation` says (1 … 8, by the specification's table of
    /// where the stored first row and column go); with the stored size.
    static func stored(_ rgb: [UInt8], width: Int, height: Int, orientation: Int) -> (rgb: [UInt8], width: Int, height: Int) {
        let transposes = orientation >= 5
        let (storedWidth, storedHeight) = transposes ? (height, width) : (width, height)
        var result = [UInt8](repeating: 0, count: rgb.count)
        for y in 0 ..< height {
            for x in 0 ..< width {
                // The stored pixel that shows at (x, y).
                let (sx, sy): (Int, Int)
                switch orientation {
                case 2: (sx, sy) = (storedWidth - 1 - x, y)
                case 3: (sx, sy) = (storedWidth - 1 - x, storedHeight - 1 - y)
                case 4: (sx, sy) = (x, storedHeight - 1 - y)
                case 5: (sx, sy) = (y, x)
                case 6: (sx, sy) = (y, storedHeight - 1 - x)
                case 7: (sx, sy) = (storedWidth - 1 - y, storedHeight - 1 - x)
                case 8: (sx, sy) = (storedWidth - 1 - y, x)
                default: (sx, sy) = (x, y)
                }
                let from = (y * width + x) * 3
                let to = (sy * storedWidth + sx) * 3
                result[to ..< to + 3] = rgb[from ..< from + 3]
            }
        }
        return (result, storedWidth, storedHeight)
    }

    /// Writes the folder into `directory`; returns its path and the stored pictures of the files
    /// that are turned (each what a viewer that ignores EXIF would show).
    static func makeFolder(in directory: TemporaryDirectory) throws -> (path: String, unturned: [Picture]) {
        let rgb = PictureFiles.gradient(width: upright.width, height: upright.height)
        var unturned: [Picture] = []
        for file in files {
            let pixels = stored(rgb, width: upright.width, height: upright.height, orientation: file.orientation ?? 1)
            try directory.write(
                "album/" + file.name,
                bytes: PictureFiles.bytes(
                    file.format, rgb: pixels.rgb, width: pixels.width, height: pixels.height, orientation: file.orientation
                ))
            if file.orientation != nil {
                unturned.append(try #require(Picture(width: pixels.width, height: pixels.height, pixels: pixels.rgb)))
            }
        }
        return (directory.path + "/album", unturned)
    }

    /// The first of `placements` whose picture is not the upright one (to within JPEG's and
    /// scaling's error), or is nearer to one of the controls — upside down, mirrored, a file's
    /// stored pixels unturned — than half as far as it is from the upright picture; described.
    /// With `letterboxed` (the full-screen view), the picture is looked for inside its bars: the
    /// largest area of the upright picture's shape, centred.
    static func wrongWayUp(_ placements: [PicturePlacement], unturned: [Picture], letterboxed: Bool = false) throws -> String? {
        let upright = try #require(
            Picture(width: upright.width, height: upright.height, pixels: PictureFiles.gradient(width: upright.width, height: upright.height)))
        for placement in placements {
            var shown = placement.image.picture
            if letterboxed {
                let wide = shown.width * upright.height >= shown.height * upright.width
                let inner =
                    wide
                    ? (width: shown.height * upright.width / upright.height, height: shown.height)
                    : (width: shown.width, height: shown.width * upright.height / upright.width)
                shown = shown.cropped(x: (shown.width - inner.width) / 2, y: (shown.height - inner.height) / 2, width: inner.width, height: inner.height)
            }
            let wanted = try #require(upright.scaled(toWidth: shown.width, height: shown.height))
            let difference = shown.meanDifference(from: wanted)
            var controls = [("upside down", wanted.flipped), ("mirrored", wanted.mirrored)]
            for picture in unturned {
                controls.append(("unturned", try #require(picture.scaled(toWidth: shown.width, height: shown.height))))
            }
            if difference > RealTerminalPicturesTests.tolerance {
                return "picture \(placement.image.id) at \(placement.frame): mean difference \(difference) from the upright picture"
            }
            for (name, control) in controls where shown.meanDifference(from: control) < 2 * difference {
                return
                    "picture \(placement.image.id) at \(placement.frame): \(shown.meanDifference(from: control)) from the \(name) control, \(difference) from the upright picture"
            }
        }
        return nil
    }

    @Test(
        "every photo of a folder shows right way up whatever its EXIF orientation, in its section and in the full-screen view",
        arguments: [RealTerminal.Kind.xterm, .kitty])
    func turnedPhotosShowUpright(kind: RealTerminal.Kind) async throws {
        let directory = try TemporaryDirectory()
        let (album, unturned) = try Self.makeFolder(in: directory)
        let display = try await XvfbDisplay()
        defer { display.stop() }
        let binary = try BuiltExecutable.path(named: "waterfall")
        let helpFile = directory.path + "/help.txt"
        let arguments = ["-r", "--no-thumbnail-cache", "--columns", "3", album]
        let browser = "\(Shell.quoted(binary)) photos \(arguments.map(Shell.quoted).joined(separator: " ")); echo waterfall-ended; sleep 60"
        let command = ["/bin/sh", "-c", RealTerminal.commandLine(binary: binary, writingHelpTo: helpFile, then: browser)]
        let terminal = try RealTerminal(
            kind, on: display, columns: Self.columns, rows: Self.rows, command: command, environment: ["XDG_CACHE_HOME": directory.path + "/cache"]
        )

        let (_, found) = try await terminal.waitForGeometry(label: "\(kind)-photos-start")
        let expected = try await ExpectedBrowser(
            photos: arguments, columns: Self.columns, rows: Self.rows, cellSize: Size(width: found.cellWidth, height: found.cellHeight),
            background: kind.background, detection: RealTerminal.detection(fromHelp: helpFile)
        )
        defer { expected.close() }
        var seen = Set<UInt32>()
        func check(_ label: String, letterboxed: Bool = false) async throws {
            let placements = expected.placements
            #expect(!placements.isEmpty, "\(label): pictures on screen")
            if let problem = try Self.wrongWayUp(placements, unturned: unturned, letterboxed: letterboxed) {
                Issue.record("\(kind) \(label): \(problem)")
            }
            seen.formUnion(placements.map(\.image.id))
            _ = try await RealTerminalPicturesTests.waitForPictures(terminal, geometry: found, expected: { expected.placements }, label: "photos-\(label)")
        }
        try await check("start")

        await expected.handle(.key(.character("G")))
        try await terminal.press("G")
        try await check("end")
        #expect(seen.count == Self.files.count, "every picture was on screen once: \(seen.count) of \(Self.files.count)")

        await expected.handle(.key(.character("g")))
        await expected.handle(.key(.character("]")))
        try await terminal.press("g", "bracketright")
        try await check("subfolder")

        await expected.handle(.key(.enter))
        try await terminal.press("Return")
        let detail = try #require(expected.placements.max { $0.frame.width < $1.frame.width }, "the full-screen view shows the picture")
        #expect(detail.frame.width > Self.columns / 3, "the full-screen view's picture is wider than a card's: \(detail.frame)")
        try await check("detail", letterboxed: true)
        // 1:1 pixels, zoomed in further, panned: what the terminal shows is the region the
        // browser works out, pixel for pixel.
        for (key, name, label) in [("z", "z", "one-to-one"), ("+", "plus", "zoomed-in"), ("l", "l", "panned-right"), ("0", "0", "fit-again")] {
            await expected.handle(.key(.character(Character(key))))
            try await terminal.press(name)
            _ = try await RealTerminalPicturesTests.waitForPictures(terminal, geometry: found, expected: { expected.placements }, label: "photos-\(label)")
        }
        try await check("fit-again", letterboxed: true)

        await expected.handle(.key(.escape))
        try await terminal.press("Escape")
        try await check("detail-closed")

        let last = expected.placements
        try await terminal.press("q")
        try await RealTerminalPicturesTests.waitForNoPictures(terminal, geometry: found, where: last)
    }
}
