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

    @Option(help: ArgumentHelp(
        "Photos on cards: auto (the best this terminal can do: block symbols in its colours), symbols, or off (thumbnails only).",
        valueName: "auto|symbols|off"
    ))
    var images: PictureMode = .auto

    @Option(help: ArgumentHelp("The glyphs photos are drawn with: half (half blocks, 1×2 pixels a cell, exact colours) or quadrant (2×2 pixels, sharper edges).", valueName: "half|quadrant"))
    var symbols: SymbolsArgument = .half

    @Option(name: .customLong("picture-cache"), help: ArgumentHelp("Decoded photos kept in memory for re-drawing, in MiB.", valueName: "MiB"))
    var pictureCache: Int = CardPictureMaker.defaultCacheBytes >> 20

    func validate() throws {
        if let count = columns.count, !(1 ... BrowserOptions.maximumColumns).contains(count) {
            throw ValidationError("--columns must be auto or a count from 1 to \(BrowserOptions.maximumColumns), got \(count).")
        }
        guard (1 ... 4_096).contains(pictureCache) else {
            throw ValidationError("--picture-cache must be from 1 to 4096 MiB, got \(pictureCache).")
        }
    }

    /// The browser options for a catalog called `name`.
    func browserOptions(catalogName: String) -> BrowserOptions {
        BrowserOptions(
            columns: columns.count, direction: direction.renderDirection, catalogName: catalogName,
            pictures: images, symbols: symbols.symbolSet, pictureCacheBytes: pictureCache << 20
        )
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

/// `--symbols half|quadrant`.
enum SymbolsArgument: String, ExpressibleByArgument, CaseIterable {
    case half
    case quadrant

    /// The glyph set.
    var symbolSet: SymbolSet {
        switch self {
        case .half: .halfBlocks
        case .quadrant: .quadrants
        }
    }
}

extension PictureMode: ExpressibleByArgument {}
