import ArgumentParser
import Foundation

/// The `waterfall` command: browses a shop catalog in a terminal waterfall, and gives scripts the
/// layout engine and a text rendering of the browser.
@main
struct WaterfallCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "waterfall",
        abstract: "A Pinterest-style waterfall of shop cards in the terminal.",
        subcommands: [BrowseCommand.self, DumpCommand.self, LayoutCommand.self, ServeCommand.self],
        defaultSubcommand: BrowseCommand.self
    )

    /// Parses the program's arguments and runs the chosen command, as swift-argument-parser's own
    /// `main()` does, but ends a failure with ``exit(reporting:)`` so that each kind of error gets
    /// its own exit status.
    static func main() async {
        do {
            var command = try await asyncParseAsRoot()
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            if exitCode(for: error) == .success, PictureSetup.isBrowserHelp(Array(CommandLine.arguments.dropFirst())) {
                print(fullMessage(for: error))
                print(PictureSetup.helpSection())
                Foundation.exit(0)
            }
            exit(reporting: error)
        }
    }

    /// The exit status for `error`: a ``CommandFailure``'s own (65 for bad data, 64 for misuse);
    /// otherwise swift-argument-parser's: 0 for help, 64 for invalid options and values, the code
    /// of an `ExitCode`, and 1 for any other error.
    static func exitStatus(for error: any Error) -> ExitCode {
        (error as? CommandFailure)?.status ?? exitCode(for: error)
    }

    /// Prints the message for `error` (`fullMessage(for:)`: with the usage for invalid options,
    /// without it for a ``CommandFailure``) and exits with ``exitStatus(for:)``.
    static func exit(reporting error: any Error) -> Never {
        guard let failure = error as? CommandFailure else { exit(withError: error) }
        FileHandle.standardError.write(Data((fullMessage(for: failure) + "\n").utf8))
        exit(withError: failure.status)
    }
}
