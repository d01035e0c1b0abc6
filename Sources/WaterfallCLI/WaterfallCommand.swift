import ArgumentParser

/// The `waterfall` command: browses a shop catalog in a terminal waterfall, and gives scripts the
/// layout engine and a text rendering of the browser.
@main
struct WaterfallCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "waterfall",
        abstract: "A Pinterest-style waterfall of shop cards in the terminal.",
        subcommands: [BrowseCommand.self, DumpCommand.self, LayoutCommand.self],
        defaultSubcommand: BrowseCommand.self
    )
}
