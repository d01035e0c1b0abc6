/// A picture drawn as text in half blocks with ANSI colour sequences — chafa's output, or our
/// own rasters as `AnsiRenderer` writes them — read back into the pixels a terminal shows: each
/// cell is two pixels, the upper and the lower half. `▀` shows the foreground above the
/// background, `▄` below it, a space the background twice and `█` the foreground twice;
/// reverse video swaps the two. Palette entries (`38;5;n`, 30–37, 90–97 and their backgrounds)
/// show xterm's RGB (`XtermPalette`), 24-bit colours (`38;2;r;g;b`) themselves, the default
/// foreground white and the default background black, as `RasterQuality` assumes.
struct HalfBlockArt {
    /// Width in cells (and pixels).
    let columns: Int
    /// Height in cells (half the height in pixels).
    let rows: Int
    /// `columns × 2·rows` pixels, three bytes (R, G, B) each, row by row from the top.
    let pixels: [UInt8]

    /// The colours a cell is drawn in (red, green, blue), nil for the terminal's default.
    private struct Pen {
        var foreground: (UInt8, UInt8, UInt8)?
        var background: (UInt8, UInt8, UInt8)?
        var reverse = false
    }

    /// Reads `text` (lines of cells; SGR sequences set colours; other escape sequences, such as
    /// hiding the cursor, are skipped). Throws when a line holds another glyph, a colour
    /// sequence is neither a palette nor a 24-bit one, the lines differ in length, or there is
    /// no cell at all. O(length).
    init(parsing text: String) throws(HalfBlockArtError) {
        var rows: [[(upper: (UInt8, UInt8, UInt8), lower: (UInt8, UInt8, UInt8))]] = [[]]
        var pen = Pen()
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            switch scalar {
            case "\u{1B}":
                try Self.readEscape(from: &scalars, into: &pen, row: rows.count)
            case "\n":
                rows.append([])
            case "\r":
                continue
            default:
                let line = rows.count - 1
                rows[line].append(try Self.cell(scalar, pen: pen, row: rows.count, column: rows[line].count + 1))
            }
        }
        if rows.last?.isEmpty == true { rows.removeLast() }
        guard let width = rows.first?.count, width > 0 else { throw .empty }
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * rows.count * 6)
        for (index, row) in rows.enumerated() {
            guard row.count == width else { throw .ragged(row: index + 1, columns: row.count, expected: width) }
            for cell in row { pixels += [cell.upper.0, cell.upper.1, cell.upper.2] }
            for cell in row { pixels += [cell.lower.0, cell.lower.1, cell.lower.2] }
        }
        self.columns = width
        self.rows = rows.count
        self.pixels = pixels
    }

    /// The upper and lower pixel of a cell showing `glyph` with `pen`.
    private static func cell(
        _ glyph: Unicode.Scalar, pen: Pen, row: Int, column: Int
    ) throws(HalfBlockArtError) -> (upper: (UInt8, UInt8, UInt8), lower: (UInt8, UInt8, UInt8)) {
        var front = pen.foreground ?? (255, 255, 255)
        var back = pen.background ?? (0, 0, 0)
        if pen.reverse { swap(&front, &back) }
        switch glyph {
        case " ": return (back, back)
        case "▀": return (front, back)
        case "▄": return (back, front)
        case "█": return (front, front)
        default: throw .unexpectedGlyph(glyph, row: row, column: column)
        }
    }

    /// Reads one escape sequence after its ESC and applies it to `pen` if it is an SGR.
    private static func readEscape(
        from scalars: inout String.UnicodeScalarView.Iterator, into pen: inout Pen, row: Int
    ) throws(HalfBlockArtError) {
        guard scalars.next() == "[" else { throw .malformedEscape(row: row) }
        var parameters = ""
        while let scalar = scalars.next() {
            if (0x40 ... 0x7E).contains(scalar.value) {
                guard scalar == "m", !parameters.hasPrefix("?") else { return }
                try apply(parameters, to: &pen, row: row)
                return
            }
            parameters.unicodeScalars.append(scalar)
        }
        throw .malformedEscape(row: row)
    }

    /// Applies the SGR parameters `parameters` (`0;38;5;n;48;5;m` and the like) to `pen`.
    private static func apply(_ parameters: String, to pen: inout Pen, row: Int) throws(HalfBlockArtError) {
        var codes = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }.makeIterator()
        while let code = codes.next() {
            switch code {
            case 0: pen = Pen()
            case 7: pen.reverse = true
            case 27: pen.reverse = false
            case 30 ... 37: pen.foreground = XtermPalette.rgb(UInt8(code - 30))
            case 40 ... 47: pen.background = XtermPalette.rgb(UInt8(code - 40))
            case 90 ... 97: pen.foreground = XtermPalette.rgb(UInt8(code - 82))
            case 100 ... 107: pen.background = XtermPalette.rgb(UInt8(code - 92))
            case 39: pen.foreground = nil
            case 49: pen.background = nil
            case 38, 48:
                let color = try Self.extendedColor(&codes, parameters: parameters, row: row)
                if code == 38 { pen.foreground = color } else { pen.background = color }
            default: continue
            }
        }
    }
}

extension HalfBlockArt {
    /// The colour after a `38` or `48`: `5;n` (palette entry n, as xterm shows it) or `2;r;g;b`.
    fileprivate static func extendedColor(
        _ codes: inout IndexingIterator<[Int]>, parameters: String, row: Int
    ) throws(HalfBlockArtError) -> (UInt8, UInt8, UInt8) {
        switch codes.next() {
        case 5:
            guard let index = codes.next(), (0 ... 255).contains(index) else { throw .unsupportedColor(parameters, row: row) }
            return XtermPalette.rgb(UInt8(index))
        case 2:
            let channels = [codes.next(), codes.next(), codes.next()].compactMap { $0 }.filter { (0 ... 255).contains($0) }
            guard channels.count == 3 else { throw .unsupportedColor(parameters, row: row) }
            return (UInt8(channels[0]), UInt8(channels[1]), UInt8(channels[2]))
        default:
            throw .unsupportedColor(parameters, row: row)
        }
    }
}

/// Why text could not be read as half-block art.
enum HalfBlockArtError: Error, CustomStringConvertible {
    /// A glyph other than `▀`, `▄`, `█` or a space, at a 1-based row and column.
    case unexpectedGlyph(Unicode.Scalar, row: Int, column: Int)
    /// An SGR colour that is neither a palette index nor a 24-bit colour.
    case unsupportedColor(String, row: Int)
    /// An escape sequence that is not a complete CSI sequence.
    case malformedEscape(row: Int)
    /// A row whose cell count differs from the first row's.
    case ragged(row: Int, columns: Int, expected: Int)
    /// No cell at all.
    case empty

    var description: String {
        switch self {
        case .unexpectedGlyph(let glyph, let row, let column):
            "row \(row), column \(column): glyph U+\(String(glyph.value, radix: 16, uppercase: true)) is not a half block"
        case .unsupportedColor(let parameters, let row):
            "row \(row): colour sequence \"\(parameters)\" is neither a palette nor a 24-bit colour"
        case .malformedEscape(let row):
            "row \(row): incomplete escape sequence"
        case .ragged(let row, let columns, let expected):
            "row \(row) has \(columns) cells, the first row \(expected)"
        case .empty:
            "no cells"
        }
    }
}
