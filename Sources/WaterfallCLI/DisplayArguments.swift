import ArgumentParser
import ShopBrowser
import WaterfallLayout
import WaterfallTUI

/// The options that shape the waterfall on screen, shared by the browser and `dump`.
struct DisplayArguments: ParsableArguments {
    @Option(help: ArgumentHelp("A column count, or auto to fit the width.", valueName: "n|auto"))
    var columns: ColumnsArgument = .automatic

    @Option(help: "How cards are placed: shortest (column first), ltr or rtl.")
    var direction: DirectionArgument = .shortest

    @Flag(name: .customLong("no-color"), help: "Draw without colours (also when NO_COLOR is set).")
    var noColor = false

    func validate() throws {
        if let count = columns.count, !(1 ... BrowserOptions.maximumColumns).contains(count) {
            throw ValidationError("--columns must be auto or a count from 1 to \(BrowserOptions.maximumColumns), got \(count).")
        }
    }

    /// The browser options for a catalog called `name`.
    func browserOptions(catalogName: String) -> BrowserOptions {
        BrowserOptions(columns: columns.count, direction: direction.renderDirection, catalogName: catalogName)
    }
}

/// `--columns N|auto`.
enum ColumnsArgument: ExpressibleByArgument, Equatable {
    case automatic
    case fixed(Int)

    init?(argument: String) {
        if argument == "auto" {
            self = .automatic
        } else if let count = Int(argument) {
            self = .fixed(count)
        } else {
            return nil
        }
    }

    /// The fixed count, nil for automatic.
    var count: Int? {
        if case .fixed(let count) = self { return count }
        return nil
    }

    var defaultValueDescription: String { "auto" }
}
