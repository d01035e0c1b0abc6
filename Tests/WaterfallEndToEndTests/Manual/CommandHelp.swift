import Foundation

/// A command as `waterfall --experimental-dump-help` describes it (swift-argument-parser's
/// `ToolInfoV0` JSON): the parts the manual pages are made of, decoded here so the tests need no
/// module of the argument parser beyond the program itself.
struct CommandHelp: Decodable, Equatable {
    /// The top of the dump: its format version and the root command.
    struct Dump: Decodable {
        /// The JSON's version (0 is the one the manual generator reads).
        var serializationVersion: Int
        /// The root command, `waterfall`, with its subcommands inside.
        var command: CommandHelp
    }

    /// The names of the commands above this one (`["waterfall"]` for `dump`).
    var superCommands: [String]?
    /// The command's own name, e.g. `dump`.
    var commandName: String
    /// Other names the command answers to.
    var aliases: [String]?
    /// The one-line description.
    var abstract: String?
    /// The longer description, if any.
    var discussion: String?
    /// Whether help shows the command.
    var shouldDisplay: Bool
    /// The subcommands.
    var subcommands: [CommandHelp]?
    /// The options, flags and positional arguments.
    var arguments: [ArgumentHelp]?

    /// The command's full name, e.g. `waterfall dump`.
    var fullName: String { ((superCommands ?? []) + [commandName]).joined(separator: " ") }

    /// The name of the command's own manual page, as the generator names it: `waterfall.1`,
    /// `waterfall.dump.1`.
    var manualPageFileName: String { ((superCommands ?? []) + [commandName]).joined(separator: ".") + ".1" }

    /// This command and every command below it that help shows, depth first.
    var allCommands: [CommandHelp] {
        guard shouldDisplay else { return [] }
        return [self] + (subcommands ?? []).flatMap(\.allCommands)
    }

    /// Decodes the JSON `--experimental-dump-help` prints.
    static func decode(_ json: Data) throws -> CommandHelp {
        try JSONDecoder().decode(Dump.self, from: json).command
    }
}

/// An option, flag or positional argument of a ``CommandHelp``.
struct ArgumentHelp: Decodable, Equatable {
    /// One of the argument's names.
    struct Name: Decodable, Equatable {
        /// `long` (`--width`), `short` (`-w`) or `longWithSingleDash` (`-width`).
        var kind: String
        /// The name without dashes.
        var name: String

        /// The name as it is typed: `--width`, `-w`, `-width`.
        var spelled: String { kind == "long" ? "--" + name : "-" + name }
    }

    /// `positional`, `option` or `flag`.
    var kind: String
    /// Whether help shows the argument.
    var shouldDisplay: Bool
    /// The names (none for a positional argument).
    var names: [Name]?
    /// The value's name in the synopsis, e.g. `width`.
    var valueName: String?
    /// Whether the argument takes any number of values (`DIR...`).
    var isRepeating: Bool
    /// The one-line description.
    var abstract: String?
    /// The longer description, if any.
    var discussion: String?

    /// How the argument is named in messages: its names, or `<value>` for a positional one.
    var label: String {
        let spelled = (names ?? []).map(\.spelled)
        return spelled.isEmpty ? "<\(valueName ?? "?")>" : spelled.joined(separator: "/")
    }
}
