import ArgumentParser
import ShopBrowser
import WaterfallLayout
import WaterfallTUI

/// The options that shape the waterfall on screen, shared by the browser, `dump` and `photos`.
struct DisplayArguments: ParsableArguments {
    @Option(help: ArgumentHelp("A column count, or auto to fit the width.", valueName: "n|auto"))
    var columns: ColumnsArgument = .automatic

    @Option(help: "How cards are placed: shortest (column first), ltr or rtl.")
    var direction: DirectionArgument = .shortest

    @Flag(name: .customLong("no-color"), help: "Draw without colours (also when NO_COLOR is set); the same as --colors none.")
    var noColor = false

    @Option(
        help: ArgumentHelp(
            "Colours: auto (what the terminal shows, asked at start: 24-bit photos where it can), truecolor, 256, 16, 8, or none. `waterfall --help` run in a terminal says what auto finds there.",
            valueName: "auto|truecolor|256|16|8|none"
        ))
    var colors: ColorsArgument = .auto

    @Option(
        help: ArgumentHelp(
            "The palette: auto (from the terminal's background colour, asked at start, or COLORFGBG), dark (for a dark background) or light.",
            valueName: "auto|dark|light"
        ))
    var theme: ThemeArgument = .auto

    @Option(
        help: ArgumentHelp(
            "Photos on cards: auto (the best this terminal can do, asked at start: kitty graphics, sixel, or block symbols), kitty, sixel, symbols, or off (thumbnails only). `waterfall --help` run in a terminal says what it finds there.",
            valueName: "auto|kitty|sixel|symbols|off"
        ))
    var images: PictureMode = .auto

    @Option(
        help: ArgumentHelp(
            "The glyphs photos are drawn with: half (half blocks, 1×2 pixels a cell, exact colours) or quadrant (2×2 pixels, sharper edges).",
            valueName: "half|quadrant"))
    var symbols: SymbolsArgument = .half

    @Option(
        help: ArgumentHelp(
            "Moving pictures (animated GIF and WebP): focused (the focused card's and the detail view's play), all (every card's on screen), or off (first frames only). A moving picture that does not play shows ▶.",
            valueName: "focused|all|off"
        ))
    var animate: AnimationPolicy = .focused

    @Option(name: .customLong("picture-cache"), help: ArgumentHelp("Decoded photos kept in memory for re-drawing, in MiB.", valueName: "MiB"))
    var pictureCache: Int = PictureSettings.defaultCacheBytes >> 20

    @Option(
        help: ArgumentHelp(
            "How long the slideshow (S in the full-screen view) shows each picture, in seconds.", valueName: "SECONDS"))
    var slideshow: Double = Double(BrowserOptions.defaultSlideshowInterval.components.seconds)

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
        guard slideshow.isFinite, (0.1 ... 3_600).contains(slideshow) else {
            throw ValidationError("--slideshow must be from 0.1 to 3600 seconds, got \(slideshow).")
        }
    }

    /// The browser options for a catalog called `name`, arranged by `arrangement`.
    func browserOptions(catalogName: String, arrangement: ArrangementRules = ArrangementRules()) -> BrowserOptions {
        var options = BrowserOptions(
            columns: columns.count, direction: direction.renderDirection, catalogName: catalogName,
            pictures: PictureSettings(mode: images, symbols: symbols.symbolSet, cacheBytes: pictureCache << 20, animate: animate),
            arrangement: arrangement
        )
        options.slideshowInterval = .milliseconds(Int((slideshow * 1_000).rounded()))
        return options
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

extension AnimationPolicy: ExpressibleByArgument {}
