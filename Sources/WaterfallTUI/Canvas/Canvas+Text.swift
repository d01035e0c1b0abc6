import SafeText

extension Canvas {
    /// Draws `text` on row `y` starting at column `x` (local coordinates) in `style`, and
    /// returns the number of columns it advanced (at most `maxWidth`), whether or not the
    /// clip hid some of them — so `x + result` is where following text goes.
    ///
    /// The text is sanitised first and cut into the cells a terminal draws it in
    /// (`DisplayCluster`); it is cut by display width at `maxWidth` and clipped at the clip
    /// rectangle. A wide glyph that would straddle `maxWidth` or a clip edge leaves a space in
    /// its visible half; zero-width scalars with no cell before them are skipped. Drawing over
    /// half of an existing wide glyph blanks its other half. O(length of text); printable
    /// ASCII takes a byte-wise path without grapheme breaking.
    @discardableResult
    public mutating func put(_ text: String, x: Int, y: Int, style: Style = .plain, maxWidth: Int? = nil) -> Int {
        let limit = maxWidth.map { max(0, $0) } ?? Int.max
        let canvasX = origin.x + x
        let canvasY = origin.y + y
        if TerminalSafeText.isPrintableASCII(text) {
            return putASCII(text, canvasX: canvasX, canvasY: canvasY, style: style, limit: limit)
        }
        var column = 0
        for cluster in DisplayCluster.clusters(of: TerminalSafeText.sanitize(text)) {
            let character = cluster.character
            let glyphWidth = cluster.width
            if column + glyphWidth > limit {
                if column < limit {
                    drawGlyph(.space, glyphWidth: 1, x: canvasX + column, y: canvasY, style: style)
                    column += 1
                }
                break
            }
            drawGlyph(Glyph(character), glyphWidth: glyphWidth, x: canvasX + column, y: canvasY, style: style)
            column += glyphWidth
        }
        return column
    }

    /// Draws one glyph (`character` must not be a control; it is sanitised like text) at
    /// local (`x`, `y`) and returns its width in columns (0 when it is zero-width).
    @discardableResult
    public mutating func put(_ character: Character, x: Int, y: Int, style: Style = .plain) -> Int {
        put(String(character), x: x, y: y, style: style, maxWidth: 2)
    }

    /// `put` for printable ASCII: one cell per byte.
    private mutating func putASCII(_ text: String, canvasX: Int, canvasY: Int, style: Style, limit: Int) -> Int {
        let count = min(text.utf8.count, limit)
        guard canvasY >= clip.minY, canvasY < clip.maxY else { return count }
        let first = max(canvasX, clip.minX)
        let end = min(canvasX + count, clip.maxX)
        guard first < end else { return count }
        var column = canvasX
        for byte in text.utf8 {
            if column >= end {
                break
            }
            if column >= first {
                store(Cell(glyph: Glyph(rawValue: UInt32(byte)), width: 1, style: style), x: column, y: canvasY)
            }
            column += 1
        }
        return count
    }
}

extension Canvas {
    /// Copies one-cell-wide `cells` onto row `y` from column `x` (local coordinates), honouring
    /// the clip, without sanitising or measuring: for cells the app made itself from safe glyphs
    /// (a thumbnail raster), never for text from data. O(count).
    public mutating func blit(_ cells: ArraySlice<Cell>, x: Int, y: Int) {
        let canvasY = origin.y + y
        guard canvasY >= clip.minY, canvasY < clip.maxY else { return }
        let canvasX = origin.x + x
        let first = max(canvasX, clip.minX)
        let end = min(canvasX + cells.count, clip.maxX)
        guard first < end else { return }
        let offset = cells.startIndex - canvasX
        for column in first ..< end {
            store(cells[column + offset], x: column, y: canvasY)
        }
    }
}
