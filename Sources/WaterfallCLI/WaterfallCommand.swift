import ArgumentParser
import Foundation
import SafeText
import WaterfallPictures

/// The `waterfall` command: browses a shop catalog in a terminal waterfall, and gives scripts the
/// layout engine and a text rendering of the browser.
@main
struct WaterfallCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "waterfall",
        abstract: "A Pinterest-style waterfall of shop cards in the terminal.",
        version: WaterfallVersion.current,
        subcommands: [BrowseCommand.self, DumpCommand.self, LayoutCommand.self, ServeCommand.self, PhotosCommand.self],
        defaultSubcommand: BrowseCommand.self
    )

    /// Fixes malloc's mmap threshold (``ProcessMemory``, so photos' large blocks do not grow the
    /// heaps, in this process and the helpers it forks); runs the decoder helper when
    /// asked to (`decode-worker`, see ``DecodeWorkerEntry``), or prints the manual's sections
    /// (`manual-sections`, see ``ManualSections/printIfAsked()``); else
    /// forks the decoder zygote while the program still has one thread (its helpers start here
    /// and never return, see `DecoderZygote`), parses the program's arguments and runs the
    /// chosen command, as swift-argument-parser's own `main()` does, but ends a failure with
    /// ``exit(reporting:)`` so that each kind of error gets its own exit status.
    static func main() async {
        ProcessMemory.giveLargeBlocksTheirOwnMappings()
        DecodeWorkerEntry.runIfAsked()
        ManualSections.printIfAsked()
        DecoderZygote.startForThisProcess()
        do {
            var command = try await asyncParseAsRoot()
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            let message = fullMessage(for: error)
            if exitCode(for: error) == .success, [helpMessage(), helpMessage(for: BrowseCommand.self)].contains(message) {
                // The browser's help (for the root command, whose default it is, or `browse`):
                // it ends with what this terminal can do for pictures and colours.
                StandardStreams.writeOutput(MessageText(lines: message))
                StandardStreams.writeOutput(MessageText(lines: PictureSetup.helpSection()))
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
    /// without it for a ``CommandFailure``; the help on standard output, anything else on
    /// standard error) and exits with ``exitStatus(for:)``. This is where every error ends: the
    /// message goes through `MessageText`, so an argument, a path or a value it quotes cannot
    /// reach the terminal as is (each line is sanitised; the line breaks stay).
    static func exit(reporting error: any Error) -> Never {
        let status = exitStatus(for: error)
        let message = MessageText(lines: fullMessage(for: error))
        if !message.isEmpty {
            if status == .success {
                StandardStreams.writeOutput(message)
            } else {
                StandardStreams.writeError(message)
            }
        }
        Foundation.exit(status.rawValue)
    }
}
