/// The cells of a picture drawn with kitty's Unicode placeholders: each cell holds U+10EEEE with
/// combining marks for its row and column in the image (``KittyDiacritics``) and, when the
/// image id has a high byte, a third mark for it; its foreground colour is the palette index of
/// the id's low byte. Such cells are ordinary text to ncurses, tmux and the diff: scrolling,
/// clipping and redrawing them needs nothing special, and the terminal draws the image's part in
/// each cell.
///
/// Ids must have the form `(high << 24) | low` with `low` in 1...255 (see
/// ``PixelImageIdentifiers``), as 256-colour mode carries 8 bits in the colour.
public enum KittyPlaceholder {
    /// The placeholder character.
    public static let placeholder = Unicode.Scalar(0x10EEEE as UInt32) ?? "?"

    /// The cell at `row`, `column` of image `id`; nil when the table has no mark for them.
    public static func cell(id: UInt32, row: Int, column: Int) -> Cell? {
        guard let rowMark = KittyDiacritics.mark(for: row), let columnMark = KittyDiacritics.mark(for: column) else { return nil }
        var scalars = String.UnicodeScalarView([placeholder, rowMark, columnMark])
        let high = Int(id >> 24)
        if high != 0 {
            guard let highMark = KittyDiacritics.mark(for: high) else { return nil }
            scalars.append(highMark)
        }
        let character = Character(String(scalars))
        return Cell(glyph: Glyph(character), width: 1, style: Style(foreground: .indexed(UInt8(id & 0xFF))))
    }
}

extension Canvas {
    /// Draws image `id` as kitty placeholder cells over `rect` (local coordinates), clipped like
    /// any drawing: each visible cell names its own row and column of the image. O(area).
    public mutating func drawKittyPlaceholders(id: UInt32, in rect: Rect) {
        let area = rect.offsetBy(dx: origin.x, dy: origin.y).intersection(clip).intersection(bounds)
        guard !area.isEmpty else { return }
        let frame = rect.offsetBy(dx: origin.x, dy: origin.y)
        for y in area.minY ..< area.maxY {
            for x in area.minX ..< area.maxX {
                if let cell = KittyPlaceholder.cell(id: id, row: y - frame.y, column: x - frame.x) {
                    store(cell, x: x, y: y)
                }
            }
        }
    }
}
