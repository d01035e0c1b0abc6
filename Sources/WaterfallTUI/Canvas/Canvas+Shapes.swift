import SafeText

extension Canvas {
    /// Fills `rect` (local coordinates, clipped) with `character` in `style`. A wide character
    /// is repeated every two columns (a space ends an odd-width row); a zero-width one is
    /// replaced by a space. O(rect area ∩ clip).
    public mutating func fill(_ rect: Rect, with character: Character = " ", style: Style = .plain) {
        let safe = TerminalSafeText.sanitize(String(character))
        let character = safe.first ?? " "
        let glyphWidth = safe.count == 1 ? DisplayWidth.of(character) : 0
        let glyph = Glyph(character)
        let area = rect.offsetBy(dx: origin.x, dy: origin.y)
        let visible = area.intersection(clip)
        guard !visible.isEmpty else { return }
        for row in visible.minY ..< visible.maxY {
            if glyphWidth == 1 {
                let cell = Cell(glyph: glyph, width: 1, style: style)
                for column in visible.minX ..< visible.maxX {
                    store(cell, x: column, y: row)
                }
            } else {
                var column = area.minX
                while column < area.maxX {
                    if glyphWidth == 2, column + 1 < area.maxX {
                        drawGlyph(glyph, glyphWidth: 2, x: column, y: row, style: style)
                        column += 2
                    } else {
                        drawGlyph(.space, glyphWidth: 1, x: column, y: row, style: style)
                        column += 1
                    }
                }
            }
        }
    }

    /// Draws the outline of `rect` (local coordinates, clipped) with box-drawing characters
    /// of `border` in `style`; the inside is left untouched. Rectangles narrower or shorter
    /// than 2 cells draw what fits (corners win). O(perimeter).
    public mutating func drawBox(_ rect: Rect, style: Style = .plain, border: BorderStyle = .light) {
        guard !rect.isEmpty else { return }
        let characters = border.characters
        let horizontal = Glyph(characters.horizontal)
        let vertical = Glyph(characters.vertical)
        let left = origin.x + rect.minX
        let top = origin.y + rect.minY
        let right = origin.x + rect.maxX - 1
        let bottom = origin.y + rect.maxY - 1
        let firstColumn = max(left + 1, clip.minX)
        let endColumn = min(right, clip.maxX)
        if firstColumn < endColumn {
            for column in firstColumn ..< endColumn {
                drawGlyph(horizontal, glyphWidth: 1, x: column, y: top, style: style)
                drawGlyph(horizontal, glyphWidth: 1, x: column, y: bottom, style: style)
            }
        }
        let firstRow = max(top + 1, clip.minY)
        let endRow = min(bottom, clip.maxY)
        if firstRow < endRow {
            for row in firstRow ..< endRow {
                drawGlyph(vertical, glyphWidth: 1, x: left, y: row, style: style)
                drawGlyph(vertical, glyphWidth: 1, x: right, y: row, style: style)
            }
        }
        drawGlyph(Glyph(characters.topLeft), glyphWidth: 1, x: left, y: top, style: style)
        drawGlyph(Glyph(characters.topRight), glyphWidth: 1, x: right, y: top, style: style)
        drawGlyph(Glyph(characters.bottomLeft), glyphWidth: 1, x: left, y: bottom, style: style)
        drawGlyph(Glyph(characters.bottomRight), glyphWidth: 1, x: right, y: bottom, style: style)
    }
}
