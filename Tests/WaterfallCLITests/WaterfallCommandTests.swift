import ArgumentParser
import Foundation
import TestSupport
import Testing

@testable import WaterfallCLI

/// The exit status and message of each kind of failure, as `waterfall` prints them
/// (``WaterfallCommand/exit(reporting:)`` prints `fullMessage(for:)` and exits with
/// ``WaterfallCommand/exitStatus(for:)``).
@Suite("waterfall: exit statuses and error messages", .timeLimit(.minutes(3)))
struct WaterfallCommandTests {
    /// The error that parsing or running `arguments` ends with, or nil when it succeeds.
    func failure(of arguments: [String]) async -> (any Error)? {
        do {
            var command = try WaterfallCommand.parseAsRoot(arguments)
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            return nil
        } catch {
            return error
        }
    }

    static let layoutUsage = """
        Usage: waterfall layout --width <width> --columns <columns> [--column-spacing <column-spacing>] \
        [--row-spacing <row-spacing>] [--insets <insets>] [--direction <direction>] [--placement <placement>] \
        [--lookahead <n>] [<file>]
          See 'waterfall layout --help' for more information.
        """

    // MARK: - Usage errors: 64, with the usage

    @Test func optionsThatDoNotFitPrintTheUsageAndExit64() async throws {
        let error = try #require(await failure(of: ["layout", "--width", "2", "--columns", "5"]))
        #expect(WaterfallCommand.exitStatus(for: error) == ExitCode(64))
        #expect(
            WaterfallCommand.fullMessage(for: error, columns: 200) == """
                Error: 5 columns with column spacing 1 and left and right insets 0+0 need at least 9 cells; --width is 2.
                \(Self.layoutUsage)
                """)
    }

    @Test func aValueOfTheWrongTypePrintsTheUsageAndExits64() async throws {
        let error = try #require(await failure(of: ["layout", "--width", "wide", "--columns", "2"]))
        #expect(WaterfallCommand.exitStatus(for: error) == ExitCode(64))
        #expect(
            WaterfallCommand.fullMessage(for: error, columns: 200) == """
                Error: The value 'wide' is invalid for '--width <width>'
                Help:  --width <width>  The width of the layout in cells.
                \(Self.layoutUsage)
                """)
    }

    @Test func anOutOfRangeCatalogOptionPrintsTheUsageAndExits64() async throws {
        let error = try #require(await failure(of: ["dump", "--fail-rate", "2"]))
        #expect(WaterfallCommand.exitStatus(for: error) == ExitCode(64))
        let message = WaterfallCommand.fullMessage(for: error, columns: 200)
        #expect(message.hasPrefix("Error: --fail-rate must be a probability from 0 to 1, got 2.0.\nUsage: waterfall dump "))
        #expect(message.hasSuffix("\n  See 'waterfall dump --help' for more information."))
    }

    // MARK: - Data errors: 65, one message, no usage

    @Test func invalidLayoutJSONNamesTheFileLineAndColumnAndExits65() async throws {
        let scratch = try TemporaryDirectory()
        let file = try scratch.write("items.json", "[12, 7,]")
        let error = try #require(await failure(of: ["layout", "--width", "10", "--columns", "2", file]))
        #expect(WaterfallCommand.exitStatus(for: error) == ExitCode(65))
        #expect(WaterfallCommand.fullMessage(for: error, columns: 200) == "Error: \(file): invalid JSON at line 1, column 8: unexpected ']', expected a value")
    }

    @Test func aBadLayoutItemNamesTheItemAndFieldAndExits65() async throws {
        let scratch = try TemporaryDirectory()
        let file = try scratch.write("items.json", #"[3, {"width": 640, "height": "tall"}]"#)
        let error = try #require(await failure(of: ["layout", "--width", "10", "--columns", "2", file]))
        #expect(WaterfallCommand.exitStatus(for: error) == ExitCode(65))
        #expect(WaterfallCommand.fullMessage(for: error, columns: 200) == #"Error: \#(file): item 1, field "height": expected a whole number, got a string"#)
    }

    @Test func anUnreadableLayoutFileExits65() async throws {
        let scratch = try TemporaryDirectory()
        let missing = scratch.path + "/missing.json"
        let error = try #require(await failure(of: ["layout", "--width", "10", "--columns", "2", missing]))
        #expect(WaterfallCommand.exitStatus(for: error) == ExitCode(65))
        #expect(WaterfallCommand.fullMessage(for: error, columns: 200) == "Error: \(missing): no such file or directory")
        let directory = try #require(await failure(of: ["layout", "--width", "10", "--columns", "2", scratch.path]))
        #expect(WaterfallCommand.exitStatus(for: directory) == ExitCode(65))
        #expect(WaterfallCommand.fullMessage(for: directory, columns: 200) == "Error: \(scratch.path): is a directory, expected a file")
    }

    @Test func aMissingCatalogExits65WithoutTheUsage() async throws {
        let scratch = try TemporaryDirectory()
        let missing = scratch.path + "/missing.jsonl"
        let error = try #require(await failure(of: ["dump", "--data", missing]))
        #expect(WaterfallCommand.exitStatus(for: error) == ExitCode(65))
        #expect(WaterfallCommand.fullMessage(for: error, columns: 200) == "Error: \(missing): no such file or directory")
    }

    @Test func aBrokenCatalogManifestExits65WithoutTheUsage() async throws {
        let scratch = try TemporaryDirectory()
        let manifest = try scratch.write("shop/catalog.json", "{")
        let error = try #require(await failure(of: ["dump", "--data", scratch.path + "/shop"]))
        #expect(WaterfallCommand.exitStatus(for: error) == ExitCode(65))
        #expect(
            WaterfallCommand.fullMessage(for: error, columns: 200)
                == "Error: \(manifest): invalid JSON at line 1, column 2: expected a member name in double quotes")
    }

    @Test func aDirectoryThatIsNoCatalogExits65() async throws {
        let scratch = try TemporaryDirectory()
        let error = try #require(await failure(of: ["dump", "--data", scratch.path]))
        #expect(WaterfallCommand.exitStatus(for: error) == ExitCode(65))
        #expect(WaterfallCommand.fullMessage(for: error, columns: 200) == "Error: \(scratch.path): directory has no catalog.json (nor catalog/catalog.json)")
    }

    // MARK: - Other failures

    @Test func misuseExits64WithItsHintInsteadOfTheUsage() {
        let failure = CommandFailure.misuse("no terminal\nTo print one frame without a terminal, use: waterfall dump --width 100 --height 40")
        #expect(WaterfallCommand.exitStatus(for: failure) == ExitCode(64))
        #expect(
            WaterfallCommand.fullMessage(for: failure, columns: 200)
                == "Error: no terminal\nTo print one frame without a terminal, use: waterfall dump --width 100 --height 40")
    }

    struct UnexpectedFailure: Error, CustomStringConvertible {
        var description: String { "the disk caught fire" }
    }

    @Test func anyOtherErrorExits1WithItsMessage() {
        #expect(WaterfallCommand.exitStatus(for: UnexpectedFailure()) == ExitCode(1))
        #expect(WaterfallCommand.fullMessage(for: UnexpectedFailure(), columns: 200) == "Error: the disk caught fire")
    }

    @Test func signalsAndHelpKeepTheirStatuses() async throws {
        #expect(WaterfallCommand.exitStatus(for: ExitCode(130)) == ExitCode(130))
        #expect(WaterfallCommand.fullMessage(for: ExitCode(130)) == "")
        let help = try #require(await failure(of: ["layout", "--help"]))
        #expect(WaterfallCommand.exitStatus(for: help) == ExitCode.success)
    }
}
