/// A horizontal run of cells that changed between two canvases: draw `cells` on row `y`
/// starting at column `x`. A run never starts on a continuation cell and never ends in the
/// middle of a wide glyph, so it can be drawn on its own.
public struct CellRun: Equatable, Sendable {
    /// First column of the run.
    public let x: Int
    /// Row of the run.
    public let y: Int
    /// The new cells (a slice of the new canvas' storage, not a copy).
    public let cells: ArraySlice<Cell>

    /// Creates a run of `cells` on row `y` starting at column `x`.
    public init(x: Int, y: Int, cells: ArraySlice<Cell>) {
        self.x = x
        self.y = y
        self.cells = cells
    }

    /// Number of columns the run covers.
    public var count: Int { cells.count }
}
