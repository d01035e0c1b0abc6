import Foundation
import Testing
import WaterfallTUI

@testable import WaterfallCLI

@Suite("waterfall: the colours option", .timeLimit(.minutes(3)))
struct DisplayColorArgumentsTests {
    @Test(
        arguments: [
            (["--colors", "auto"], nil), (["--colors", "truecolor"], ColorMode.truecolor), (["--colors", "256"], .ansi256),
            (["--colors", "16"], .ansi16), (["--colors", "8"], .ansi8), (["--colors", "none"], .monochrome), (["--no-color"], .monochrome),
            (["--no-color", "--colors", "256"], .monochrome), ([], nil),
        ] as [([String], ColorMode?)])
    func eachValueForcesItsMode(arguments: [String], mode: ColorMode?) throws {
        #expect(try BrowseCommand.parse(arguments).display.forcedColors == mode)
        #expect(try DumpCommand.parse(arguments).display.forcedColors == mode)
    }

    @Test(arguments: [["--colors", "24"], ["--colors", "true"], ["--colors"]])
    func otherValuesAreRefused(arguments: [String]) {
        #expect(throws: (any Error).self) { try BrowseCommand.parse(arguments) }
    }

    @Test func theHelpLineSaysWhatWasDetectedAndWhyTheColoursWereChosen() {
        var setup = PictureSetup()
        setup.summary = "XTerm(379): sixel, cells 8×17 px"
        setup.colors = ColorChoice(
            mode: .truecolor, terminfo: "xterm-256color", reason: "24-bit colour (XTVERSION XTerm(379); curses uses xterm-256color, TERM=xterm has 8)")
        #expect(
            setup.detectionText(shown: .truecolor)
                == "XTerm(379): sixel, cells 8×17 px\ncolours: 24-bit colour (XTVERSION XTerm(379); curses uses xterm-256color, TERM=xterm has 8)")
        setup.summary = nil
        setup.colors = ColorChoice(mode: .ansi256, reason: "256 colours (x)", hint: "for more (y):\nz")
        #expect(setup.detectionText(shown: .ansi8) == "colours: 8 colours (256 colours (x); curses offers no more)\nfor more (y):\nz")
    }
}
