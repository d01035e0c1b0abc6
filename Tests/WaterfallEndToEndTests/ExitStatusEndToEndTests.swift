import Foundation
import TestSupport
import Testing

/// The built `waterfall` binary's exit status and output for each kind of failure, in a real
/// process (no terminal, so no tmux needed).
@Suite("waterfall: exit statuses of the built binary", .timeLimit(.minutes(3)))
struct ExitStatusEndToEndTests {
    @Test func validLayoutInputExits0() async throws {
        let scratch = try TemporaryDirectory()
        let file = try scratch.write("items.json", "[12, 7]")
        let output = try await EndToEnd.run(try EndToEnd.waterfallBinary(), ["layout", "--width", "9", "--columns", "2", file])
        #expect(output.status == 0)
        #expect(
            output.stdout == """
                {"index":0,"column":0,"x":0,"y":0,"width":4,"height":12}
                {"index":1,"column":1,"x":5,"y":0,"width":4,"height":7}

                """)
        #expect(output.stderr.isEmpty)
    }

    @Test func badSpansAreClampedSaidOnStandardErrorAndExit0() async throws {
        let scratch = try TemporaryDirectory()
        let file = try scratch.write(
            "items.json", #"[{"height": 2, "span": 0}, {"height": 2, "span": -3}, {"height": 2, "span": 7}, {"height": 2, "span": 2}]"#)
        let output = try await EndToEnd.run(try EndToEnd.waterfallBinary(), ["layout", "--width", "9", "--columns", "2", file])
        #expect(output.status == 0)
        #expect(
            output.stdout == """
                {"index":0,"column":0,"x":0,"y":0,"width":4,"height":2}
                {"index":1,"column":1,"x":5,"y":0,"width":4,"height":2}
                {"index":2,"column":0,"span":2,"x":0,"y":2,"width":9,"height":2}
                {"index":3,"column":0,"span":2,"x":0,"y":4,"width":9,"height":2}

                """)
        #expect(
            output.stderr == """
                item 0: span 0 is not a number of columns; placed across 1
                item 1: span -3 is not a number of columns; placed across 1
                item 2: span 7 is more than the 2 columns; placed across 2

                """)
    }

    @Test func theBrowsersHelpEndsWithWhatItFindsForPicturesAndOtherHelpsDoNot() async throws {
        let binary = try EndToEnd.waterfallBinary()
        for arguments in [["--help"], ["browse", "--help"], ["-h"]] {
            let output = try await EndToEnd.run(binary, arguments)
            #expect(output.status == 0)
            #expect(arguments != ["browse", "--help"] || output.stdout.contains("--images <auto|kitty|sixel|symbols|off>"), "\(arguments)")
            #expect(
                output.stdout.hasSuffix(
                    "PICTURES ON THIS TERMINAL:\n  not a terminal: nothing probed (--images auto and --colors auto ask the terminal when the browser starts)\n"),
                "\(arguments): \(output.stdout.suffix(200))")
            #expect(arguments != ["browse", "--help"] || output.stdout.contains("--colors <auto|truecolor|256|16|8|none>"), "\(arguments)")
        }
        let dump = try await EndToEnd.run(binary, ["dump", "--help"])
        #expect(dump.status == 0 && !dump.stdout.contains("PICTURES ON THIS TERMINAL"))
    }

    @Test func aUsageErrorExits64WithTheUsage() async throws {
        let output = try await EndToEnd.run(try EndToEnd.waterfallBinary(), ["layout", "--width", "2", "--columns", "5"])
        #expect(output.status == 64)
        #expect(output.stdout.isEmpty)
        #expect(
            output.stderr == """
                Error: 5 columns with column spacing 1 and left and right insets 0+0 need at least 9 cells; --width is 2.
                Usage: waterfall layout --width <width> --columns <columns> [--column-spacing <column-spacing>] \
                [--row-spacing <row-spacing>] [--insets <insets>] [--direction <direction>] [--placement <placement>] \
                [--lookahead <n>] [<file>]
                  See 'waterfall layout --help' for more information.

                """)
    }

    @Test func invalidLayoutInputExits65WithOneLine() async throws {
        let scratch = try TemporaryDirectory()
        let file = try scratch.write("items.json", "[12, 7,]")
        let binary = try EndToEnd.waterfallBinary()
        let fromFile = try await EndToEnd.run(binary, ["layout", "--width", "10", "--columns", "2", file])
        #expect(fromFile.status == 65)
        #expect(fromFile.stdout.isEmpty)
        #expect(fromFile.stderr == "Error: \(file): invalid JSON at line 1, column 8: unexpected ']', expected a value\n")
        let fromStandardInput = try await EndToEnd.run(binary, ["layout", "--width", "10", "--columns", "2"], stdinPath: file)
        #expect(fromStandardInput.status == 65)
        #expect(fromStandardInput.stdout.isEmpty)
        #expect(fromStandardInput.stderr == "Error: standard input: invalid JSON at line 1, column 8: unexpected ']', expected a value\n")
    }

    @Test func aMissingCatalogExits65WithOneLine() async throws {
        let scratch = try TemporaryDirectory()
        let missing = scratch.path + "/missing.json"
        let output = try await EndToEnd.run(try EndToEnd.waterfallBinary(), ["dump", "--data", missing])
        #expect(output.status == 65)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr == "Error: \(missing): no such file or directory\n")
    }

    @Test func theBrowserWithoutATerminalExits64WithItsHintAndNoUsage() async throws {
        var environment = ProcessInfo.processInfo.environment
        environment["TERM"] = "xterm-256color"
        let output = try await EndToEnd.run(try EndToEnd.waterfallBinary(), ["--data", EndToEnd.catalogPath], environment: environment)
        #expect(output.status == 64)
        #expect(output.stdout.isEmpty)
        #expect(
            output.stderr == """
                Error: standard input and output must be a terminal
                To print one frame without a terminal, use: waterfall dump --width 100 --height 40

                """)
    }

    @Test func photosWithoutATerminalSaysToRunItInOneNotToDumpTheShop() async throws {
        var environment = ProcessInfo.processInfo.environment
        environment["TERM"] = "xterm-256color"
        let directory = try TemporaryDirectory()
        let output = try await EndToEnd.run(try EndToEnd.waterfallBinary(), ["photos", directory.path], environment: environment)
        #expect(output.status == 64)
        #expect(output.stderr.hasPrefix("Error: standard input and output must be a terminal\nwaterfall photos draws in a terminal only"), "\(output.stderr)")
        #expect(!output.stderr.contains("dump"))
    }
}
