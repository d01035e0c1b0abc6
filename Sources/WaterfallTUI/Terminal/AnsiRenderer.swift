/// Renders canvases as text with ANSI SGR escape sequences (for `dump --ansi`) or as the
/// bytes a plain ANSI terminal would need to apply a diff; needs no terminal.
///
/// Styles are emitted only when they change, always as a full reset-based sequence
/// (`ESC [ 0 ; … m`) so no attribute leaks from one cell to the next. Colours follow the
/// colour mode: none in `monochrome` (attributes only), 30–37/40–47 in `ansi8` (and 90–97/
/// 100–107 for the bright ones in `ansi16`), `38;5;n`/`48;5;n` in `ansi256`, and in
/// `truecolor` `38;2;r;g;b`/`48;2;r;g;b` for `rgb` colours. Cell text is already sanitised by
/// the canvas.
public enum AnsiRenderer {
    /// The SGR sequence that selects `style` from any previous state.
    public static func sgr(for style: Style, colorMode: ColorMode) -> String {
        var codes = "0"
        let attributes = style.attributes
        if attributes.contains(.bold) { codes += ";1" }
        if attributes.contains(.dim) { codes += ";2" }
        if attributes.contains(.italic) { codes += ";3" }
        if attributes.contains(.underline) { codes += ";4" }
        if attributes.contains(.reverse) { codes += ";7" }
        codes += colorCodes(style.foreground, colorMode: colorMode, base: 30)
        codes += colorCodes(style.background, colorMode: colorMode, base: 40)
        return "\u{1B}[\(codes)m"
    }

    /// The SGR parameters (with a leading `;`) selecting `color` as foreground (`base` 30) or
    /// background (`base` 40) in `colorMode`; empty for the terminal's default.
    private static func colorCodes(_ color: Color, colorMode: ColorMode, base: Int) -> String {
        if colorMode == .truecolor, case .rgb(let red, let green, let blue) = color {
            return ";\(base + 8);2;\(red);\(green);\(blue)"
        }
        guard let index = color.paletteIndex(in: colorMode) else { return "" }
        switch colorMode {
        case .ansi256, .truecolor: return ";\(base + 8);5;\(index)"
        default: return index < 8 ? ";\(base + index)" : ";\(base + 60 + index - 8)"
        }
    }

    /// The reset sequence `ESC [ 0 m`.
    public static let reset = "\u{1B}[0m"

    /// Each row of `canvas` with SGR sequences; a row that ends in a non-plain style ends
    /// with `reset`. O(width × height).
    public static func lines(of canvas: Canvas, colorMode: ColorMode) -> [String] {
        (0 ..< canvas.height).map { row in
            var line = ""
            var current = Style.plain
            appendCells(
                canvas.cells[(row * canvas.width) ..< ((row + 1) * canvas.width)],
                to: &line, current: &current, colorMode: colorMode)
            if current != .plain {
                line += reset
            }
            return line
        }
    }

    /// The escape sequences that move rows `rows` of a terminal `screenHeight` rows tall up by
    /// `delta` rows (down when negative) with a scroll region (DECSTBM, then SU or SD), and reset
    /// the region to the whole screen. Empty when there is nothing to move.
    public static func scrollSequence(rows: Range<Int>, by delta: Int, screenHeight: Int) -> String {
        let region = rows.clamped(to: 0 ..< max(0, screenHeight))
        guard delta != 0, !region.isEmpty else { return "" }
        let move = delta > 0 ? "\u{1B}[\(delta)S" : "\u{1B}[\(-delta)T"
        return "\u{1B}[\(region.lowerBound + 1);\(region.upperBound)r" + move + "\u{1B}[r"
    }

    /// The bytes that bring a terminal showing the old canvas to the new one: for each run
    /// a cursor movement (`ESC [ row ; col H`, 1-based) and its cells; ends with `reset`
    /// when any style was set. Empty for no runs.
    public static func render(runs: [CellRun], colorMode: ColorMode) -> String {
        guard !runs.isEmpty else { return "" }
        var output = ""
        var current = Style.plain
        for run in runs {
            output += "\u{1B}[\(run.y + 1);\(run.x + 1)H"
            appendCells(run.cells, to: &output, current: &current, colorMode: colorMode)
        }
        if current != .plain {
            output += reset
        }
        return output
    }

    /// `style` with its colours as `colorMode` shows them, so equal-looking styles compare equal.
    private static func effective(_ style: Style, colorMode: ColorMode) -> Style {
        if style.foreground == .default, style.background == .default {
            return style
        }
        return Style(
            foreground: style.foreground.downgraded(to: colorMode),
            background: style.background.downgraded(to: colorMode),
            attributes: style.attributes)
    }

    private static func appendCells(_ cells: ArraySlice<Cell>, to output: inout String, current: inout Style, colorMode: ColorMode) {
        for cell in cells where !cell.isContinuation {
            let style = effective(cell.style, colorMode: colorMode)
            if style != current {
                output += sgr(for: style, colorMode: colorMode)
                current = style
            }
            cell.glyph.append(to: &output)
        }
    }
}
