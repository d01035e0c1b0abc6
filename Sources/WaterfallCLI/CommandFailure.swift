import ArgumentParser
import Foundation
import SafeText

/// A failure that ends `waterfall` with one message on standard error, without the usage text,
/// and an exit status of its own (see ``WaterfallCommand/exitStatus(for:)``). Invalid options and
/// values are `ValidationError`s instead, which print the usage; anything else exits with 1.
struct CommandFailure: Error, Equatable, CustomStringConvertible {
    /// `EX_DATAERR` (65): the input data is incorrect.
    static let dataErrorStatus = ExitCode(EX_DATAERR)

    /// What is wrong, naming the file, item or field; safe to print.
    let message: MessageText
    /// The status the process exits with.
    let status: ExitCode

    /// An unreadable or broken catalog, or bad `waterfall layout` input: exit status 65.
    static func badData(_ message: MessageText) -> CommandFailure {
        CommandFailure(message: message, status: dataErrorStatus)
    }

    /// A command used where it cannot work, such as the browser without a terminal: exit
    /// status 64 (`EX_USAGE`) as for a wrong option, but the message says what to do instead of
    /// repeating the usage.
    static func misuse(_ message: MessageText) -> CommandFailure {
        CommandFailure(message: message, status: .validationFailure)
    }

    /// The message.
    var description: String { message.text }
}
