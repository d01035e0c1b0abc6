import SafeText

/// A grid of `Cell`s that everything draws into; backends put it on a terminal, tests
/// compare its text. Value type with copy-on-write storage.
///
/// Drawing methods (`put`, `fill`, `drawBox`) take coordinates relative to the current
/// `origin` and only touch cells inside the current `clip` rectangle, so callers can draw
/// a card at a negative row and see only its visible part (see `withRegion(_:_:)`).
/// All text is sanitised by `TerminalSafeText` before it is measured or stored.
public struct Canvas: Sendable {
    /// Number of columns.
    public let width: Int
    /// Number of rows.
    public let height: Int
    /// The cells, row by row (`y * width + x`).
    public internal(set) var cells: [Cell]
    /// Where drawing may happen, in canvas coordinates (initially the whole canvas).
    public internal(set) var clip: Rect
    /// Canvas position of the local (0, 0) used by drawing methods (initially (0, 0)).
    public internal(set) var origin: Point
    /// Images to show in real pixels over the cells, in the order they were placed (see
    /// `place(_:in:)`); not part of equality, which compares cells.
    public internal(set) var placements: [PicturePlacement] = []

    /// A `width` × `height` canvas of blank cells (negative sizes count as 0). O(width × height).
    public init(width: Int, height: Int, fill: Cell = .blank) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.cells = Array(repeating: fill.isContinuation ? .blank : fill, count: self.width * self.height)
        self.clip = Rect(x: 0, y: 0, width: self.width, height: self.height)
        self.origin = .zero
    }

    /// A canvas of the given size.
    public init(size: Size, fill: Cell = .blank) {
        self.init(width: size.width, height: size.height, fill: fill)
    }

    /// The canvas size.
    public var size: Size { Size(width: width, height: height) }

    /// The whole canvas, in canvas coordinates.
    public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    /// The cell at canvas column `x`, row `y` (absolute: origin and clip are ignored);
    /// a blank cell outside the canvas.
    public subscript(x: Int, y: Int) -> Cell {
        guard x >= 0, x < width, y >= 0, y < height else { return .blank }
        return cells[y * width + x]
    }

    /// Resets every cell (ignoring the clip) to a space in `style`. O(width × height).
    public mutating func clear(style: Style = .plain) {
        let blank = Cell.blank(style)
        cells.withUnsafeMutableBufferPointer { buffer in
            buffer.update(repeating: blank)
        }
    }

    /// Stores a one-cell `cell` at canvas position (`x`, `y`), which must be on the canvas.
    /// Overwriting either half of a wide glyph turns its other half into a space.
    mutating func store(_ cell: Cell, x: Int, y: Int) {
        let index = y * width + x
        breakWideGlyph(at: index, x: x)
        cells[index] = cell
    }

    /// Stores the wide glyph `head` at canvas position (`x`, `y`) and its continuation at
    /// (`x + 1`, `y`); both must be on the canvas.
    mutating func storeWide(_ head: Cell, x: Int, y: Int) {
        let index = y * width + x
        breakWideGlyph(at: index, x: x)
        breakWideGlyph(at: index + 1, x: x + 1)
        cells[index] = head
        cells[index + 1] = .continuation(head.style)
    }

    /// Before `cells[index]` is overwritten: blanks the other half of the wide glyph it is part of.
    private mutating func breakWideGlyph(at index: Int, x: Int) {
        let old = cells[index]
        if old.width == 0, x > 0 {
            cells[index - 1] = .blank(cells[index - 1].style)
        } else if old.width == 2, x + 1 < width {
            cells[index + 1] = .blank(cells[index + 1].style)
        }
    }

    /// Replaces row `y` from column `x` on with `run` verbatim (used to apply diffs).
    mutating func replaceCells(x: Int, y: Int, with run: ArraySlice<Cell>) {
        let start = y * width + x
        cells.replaceSubrange(start ..< (start + run.count), with: run)
    }
}

extension Canvas: Equatable {
    /// Two canvases are equal when they have the same size and cells (clip and origin are
    /// drawing state and are not compared). O(width × height).
    public static func == (lhs: Canvas, rhs: Canvas) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.cells == rhs.cells
    }
}
