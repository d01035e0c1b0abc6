import Colors

/// Chooses the glyph and colours of one picture cell from the pixels it stands for.
protocol CellFitter {
    /// The cell for an upper and a lower pixel (half blocks); `column`, `row` locate the cell.
    func halfBlockCell(upper: RGB, lower: RGB, column: Int, row: Int) -> Cell

    /// The cell for four pixels in quadrant order: top left, top right, bottom left, bottom
    /// right; `column`, `row` locate the cell.
    func quadrantCell(_ pixels: InlineArray<4, RGB>, column: Int, row: Int) -> Cell
}
