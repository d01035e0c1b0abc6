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

    @Flag(name: .customLong("no-color"), help: "Draw without colours (also when NO_COLOR is set); the same as --colors none.")
    var noColor = false

    @Option(help: ArgumentHelp(
        "Colours: auto (what the terminal shows, asked at start: 24-bit photos where it can), truecolor, 256, 16, 8, or none. `waterfall --help` run in a terminal says what auto finds there.",
        valueName: "auto|truecolor|256|16|8|none"
    ))
    var colors: ColorsArgument = .auto

    @Option(help: ArgumentHelp(
        "The palette: auto (from the terminal's background colour, asked at start, or COLORFGBG), dark (for a dark background) or light.",
        valueName: "auto|dark|light"
    ))
    var theme: ThemeArgument = .auto

    @Option(help: ArgumentHelp(
        "Photos on cards: auto (the best this terminal can do, asked at start: kitty graphics, sixel, or block symbols), kitty, sixel, symbols, or off (thumbnails only). `waterfall --help` run in a terminal says what it finds there.",
        valueName: "auto|kitty|sixel|symbols|off"
    ))
    var images: PictureMode = .auto

    @Option(help: ArgumentHelp("The glyphs photos are drawn with: half (half blocks, 1×2 pixels a cell, exact colours) or quadrant (2×2 pixels, sharper edges).", valueName: "half|quadrant"))
    var symbols: SymbolsArgument = .half

    @Option(name: .customLong("picture-cache"), help: ArgumentHelp("Decoded photos kept in memory for re-drawing, in MiB.", valueName: "MiB"))
    var pictureCache: Int = CardPictureMaker.defaultCacheBytes >> 20

    @Option(name: .customLong("group-by"), help: ArgumentHelp("Group the cards into sections: none, shop, price (bands) or rating (bands).", valueName: "none|shop|price|rating"))
    var groupBy: Grouping = .none

    @Option(help: ArgumentHelp("Order within groups: catalog, price (cheapest first), -price (dearest first), rating (best first) or sales (most first).", valueName: "catalog|price|-price|rating|sales"))
    var sort: SortArgument = .catalog

    @Option(name: .customLong("min-rating"), help: ArgumentHelp("Show only items rated at least this (0 to 5, one decimal).", valueName: "stars"))
    var minRating: RatingArgument?

    @Option(help: ArgumentHelp("Show only items priced in this range, in whole currency units (e.g. 10-200).", valueName: "low-high"))
    var price: PriceRangeArgument?

    @Option(help: ArgumentHelp("Show only items whose title or shop contains this text (any case).", valueName: "text"))
    var filter: String?

    /// The colours asked for: none with `--no-color`, the `--colors` mode, or nil for `auto`.
    var forcedColors: ColorMode? {
        noColor ? .monochrome : colors.mode
    }

    func validate() throws {
        if let count = columns.count, !(1 ... BrowserOptions.maximumColumns).contains(count) {
            throw ValidationError("--columns must be auto or a count from 1 to \(BrowserOptions.maximumColumns), got \(count).")
        }
        guard (1 ... 4_096).contains(pictureCache) else {
            throw ValidationError("--picture-cache must be from 1 to 4096 MiB, got \(pictureCache).")
        }
        if let minRating, !minRating.isInRange {
            throw ValidationError("--min-rating must be a rating from 0 to 5 with at most one decimal (e.g. 4 or 4.5), got '\(minRating.text)'.")
        }
        if let price, price.range == nil {
            throw ValidationError("--price must be a range of whole amounts LOW-HIGH with LOW ≤ HIGH (e.g. 10-200), got '\(price.text)'.")
        }
    }

    /// The grouping, order and filter asked for (validated by ``validate()``).
    func arrangementRules() -> ArrangementRules {
        ArrangementRules(
            grouping: groupBy, sort: sort.sortOrder,
            filter: ItemFilter(priceRange: price?.range, minimumRatingTenths: minRating?.tenths, text: filter)
        )
    }

    /// The browser options for a catalog called `name`.
    func browserOptions(catalogName: String) -> BrowserOptions {
        BrowserOptions(
            columns: columns.count, direction: direction.renderDirection, catalogName: catalogName,
            pictures: PictureSettings(mode: images, symbols: symbols.symbolSet, cacheBytes: pictureCache << 20),
            arrangement: arrangementRules()
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

/// `--colors auto|truecolor|256|16|8|none`.
enum ColorsArgument: String, ExpressibleByArgument, CaseIterable {
    case auto
    case truecolor
    case palette256 = "256"
    case ansi16 = "16"
    case ansi8 = "8"
    case none

    /// The mode asked for; nil for `auto`.
    var mode: ColorMode? {
        switch self {
        case .auto: nil
        case .truecolor: .truecolor
        case .palette256: .ansi256
        case .ansi16: .ansi16
        case .ansi8: .ansi8
        case .none: .monochrome
        }
    }
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

extension Grouping: ExpressibleByArgument {}

/// `--sort catalog|price|-price|rating|sales`.
enum SortArgument: String, ExpressibleByArgument, CaseIterable {
    case catalog
    case price
    case priceDescending = "-price"
    case rating
    case sales

    /// The order: prices cheapest first unless `-price`; ratings and sales largest first.
    var sortOrder: SortOrder {
        switch self {
        case .catalog: .catalog
        case .price: SortOrder(key: .price)
        case .priceDescending: SortOrder(key: .price, descending: true)
        case .rating: SortOrder(key: .rating, descending: true)
        case .sales: SortOrder(key: .sales, descending: true)
        }
    }
}
