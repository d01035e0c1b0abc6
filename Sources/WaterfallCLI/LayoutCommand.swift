import ArgumentParser
import Foundation
import SafeText
import ShopCatalog
import WaterfallLayout

/// `waterfall layout`: lays out items read as JSON and prints one JSON object per item.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out items with the waterfall engine and print their frames as JSON lines.",
        discussion: """
            Reads a JSON array from FILE (or standard input): item heights in cells (12), image sizes \
            in pixels scaled to the column width ({"width": 640, "height": 480}), or either spanning \
            several columns ({"height": 3, "span": 2}) or every column ({"height": 3, "span": "full"}, \
            or "fullSpan": true). Prints, in index order, one line per item: \
            {"index":0,"column":0,"x":0,"y":0,"width":40,"height":12} ("column" is null for a \
            full-span item; an item of several columns has "span", the columns it covers). A span of \
            0 or less, or wider than the columns, is clamped and said on standard error. With \
            --placement fill-gaps, up to --lookahead of the one-column items after a span are placed \
            first into the holes above it ("placedBefore" names the span).
            """
    )

    @Option(help: "The width of the layout in cells.")
    var width: Int

    @Option(help: "The number of columns.")
    var columns: Int

    @Option(name: .customLong("column-spacing"), help: "Cells between two columns.")
    var columnSpacing: Int = 1

    @Option(name: .customLong("row-spacing"), help: "Cells between two items of a column.")
    var rowSpacing: Int = 0

    @Option(help: "Section insets in cells, as TOP,LEFT,BOTTOM,RIGHT.")
    var insets: InsetsArgument = InsetsArgument(insets: .zero)

    @Option(help: "How columns are chosen: shortest, ltr or rtl.")
    var direction: DirectionArgument = .shortest

    @Option(help: "How items of several columns are placed: shortest-column (as they come) or fill-gaps (the holes above them filled first).")
    var placement: PlacementArgument = .shortestColumn

    @Option(help: ArgumentHelp("How many items after a span fill-gaps may place before it (1 to \(PlacementRule.maximumLookahead)).", valueName: "n"))
    var lookahead: Int = 8

    @Argument(help: "A JSON file of items; standard input when absent.")
    var file: String?

    /// The largest spacing or inset accepted, in cells: far beyond any screen, and small enough
    /// that no coordinate of a layout that fits in memory can overflow.
    static let maximumDistance = 1_000_000

    func validate() throws {
        guard width > 0 else { throw ValidationError("--width must be a positive number of cells, got \(width).") }
        guard (1 ... WaterfallLayout.maximumColumnCount).contains(columns) else {
            throw ValidationError("--columns must be between 1 and \(WaterfallLayout.maximumColumnCount), got \(columns).")
        }
        guard (1 ... PlacementRule.maximumLookahead).contains(lookahead) else {
            throw ValidationError("--lookahead must be from 1 to \(PlacementRule.maximumLookahead), got \(lookahead).")
        }
        let distances = 0 ... Self.maximumDistance
        guard distances.contains(columnSpacing) else {
            throw ValidationError("--column-spacing must be from 0 to \(Self.maximumDistance) cells, got \(columnSpacing).")
        }
        guard distances.contains(rowSpacing) else {
            throw ValidationError("--row-spacing must be from 0 to \(Self.maximumDistance) cells, got \(rowSpacing).")
        }
        let edges = insets.insets
        guard [edges.top, edges.left, edges.bottom, edges.right].allSatisfy(distances.contains) else {
            throw ValidationError(
                "--insets must be four distances from 0 to \(Self.maximumDistance) cells, got \(edges.top),\(edges.left),\(edges.bottom),\(edges.right)."
            )
        }
        let needed = Self.minimumWidth(columns: columns, columnSpacing: columnSpacing, insets: edges)
        guard needed <= width else {
            let what =
                columns == 1
                ? "1 column with left and right insets \(edges.left)+\(edges.right) needs"
                : "\(columns) columns with column spacing \(columnSpacing) and left and right insets \(edges.left)+\(edges.right) need"
            throw ValidationError("\(what) at least \(needed) cells; --width is \(width).")
        }
    }

    /// The narrowest layout that holds `columns` columns of one cell with their spacing and the
    /// left and right insets, so that every frame lies inside it.
    static func minimumWidth(columns: Int, columnSpacing: Int, insets: EdgeInsets) -> Int {
        columns + (columns - 1) * columnSpacing + insets.left + insets.right
    }

    func run() throws {
        let input = try LayoutInput.read(file: file)
        let layout = makeLayout(for: input)
        for message in clampedSpans(in: input) { StandardStreams.writeError(message) }
        var output = ""
        output.reserveCapacity(input.items.count * 64)
        let placedBefore = Dictionary(uniqueKeysWithValues: layout.placementMoves(inSection: 0).map { ($0.item, $0.placedBefore) })
        for index in 0 ..< layout.itemCount {
            output += Self.line(for: index, in: layout, placedBefore: placedBefore[index])
            output += "\n"
            if output.utf8.count > 1 << 16 {
                FileHandle.standardOutput.write(Data(output.utf8))
                output.removeAll(keepingCapacity: true)
            }
        }
        FileHandle.standardOutput.write(Data(output.utf8))
    }

    /// The layout of `input` with this command's options, every item placed (the input is all
    /// there is).
    func makeLayout(for input: LayoutInput) -> WaterfallLayout {
        let section = SectionConfiguration(
            columnCount: columns, columnSpacing: columnSpacing, rowSpacing: rowSpacing, insets: insets.insets,
            placement: placement == .fillGaps ? .fillGaps(lookahead: lookahead) : .shortestColumn
        )
        var layout = WaterfallLayout(width: width, section: section, direction: direction.renderDirection)
        layout.append(count: input.items.count) { index, widths in input.size(of: index, widths: widths) }
        layout.placeWaitingItems()
        return layout
    }

    /// What is said of the items whose span the columns cannot give: a count below one, or more
    /// columns than there are.
    func clampedSpans(in input: LayoutInput) -> [MessageText] {
        input.items.enumerated().compactMap { index, item in
            guard case .columns(let asked) = item.span, item.span.isClamped(inSectionOf: columns) else { return nil }
            let given = item.span.columnCount(inSectionOf: columns)
            let reason: MessageText =
                asked < 1 ? "is not a number of columns" : columns == 1 ? "is more than the one column" : "is more than the \(columns) columns"
            return "item \(index): span \(asked) \(reason); placed across \(given)"
        }
    }

    /// One output line: the item's index, column, span (for an item of several columns), frame
    /// and, for an item the look-ahead placed early, the span it was placed before.
    static func line(for index: Int, in layout: WaterfallLayout, placedBefore: Int? = nil) -> String {
        let frame = layout.frame(ofItem: index)
        let column = layout.column(ofItem: index).map(String.init) ?? "null"
        let span = layout.column(ofItem: index) != nil && layout.columnSpan(ofItem: index) > 1 ? ",\"span\":\(layout.columnSpan(ofItem: index))" : ""
        let before = placedBefore.map { ",\"placedBefore\":\($0)" } ?? ""
        return "{\"index\":\(index),\"column\":\(column)\(span),\"x\":\(frame.x),\"y\":\(frame.y),\"width\":\(frame.width),\"height\":\(frame.height)\(before)}"
    }

}

/// `--insets TOP,LEFT,BOTTOM,RIGHT`.
struct InsetsArgument: ExpressibleByArgument {
    var insets: EdgeInsets

    init(insets: EdgeInsets) { self.insets = insets }

    init?(argument: String) {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false).map {
            Int($0.trimmingCharacters(in: .whitespaces))
        }
        guard parts.count == 4, let top = parts[0], let left = parts[1], let bottom = parts[2], let right = parts[3],
            min(top, left, bottom, right) >= 0
        else { return nil }
        insets = EdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }

    var defaultValueDescription: String { "0,0,0,0" }
}

/// `--placement shortest-column|fill-gaps`.
enum PlacementArgument: String, ExpressibleByArgument, CaseIterable {
    case shortestColumn = "shortest-column"
    case fillGaps = "fill-gaps"
}

/// `--direction shortest|ltr|rtl`.
enum DirectionArgument: String, ExpressibleByArgument, CaseIterable {
    case shortest, ltr, rtl

    var renderDirection: RenderDirection {
        switch self {
        case .shortest: return .shortestFirst
        case .ltr: return .leftToRight
        case .rtl: return .rightToLeft
        }
    }
}
