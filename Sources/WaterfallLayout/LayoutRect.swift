/// A rectangle in terminal-cell units: `x` and `y` are the top-left corner, `y` grows downwards.
///
/// All layout geometry is integral: a terminal has no sub-cell positions, so the engine never
/// uses floating point and the same input gives the same frames on every platform.
public struct LayoutRect: Hashable, Sendable, CustomStringConvertible {
    /// The left edge.
    public var x: Int
    /// The top edge.
    public var y: Int
    /// The width in cells (never negative in a layout's frames).
    public var width: Int
    /// The height in cells (never negative in a layout's frames).
    public var height: Int

    /// Creates a rectangle from its top-left corner and size.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The first column to the right of the rectangle (`x + width`).
    public var maxX: Int { x + width }

    /// The first row below the rectangle (`y + height`).
    public var maxY: Int { y + height }

    /// Whether the rectangle shares at least one row with the half-open row range (never for an
    /// empty range or an empty rectangle).
    public func intersects(rows: Range<Int>) -> Bool {
        height > 0 && !rows.isEmpty && y < rows.upperBound && maxY > rows.lowerBound
    }

    /// Whether the cell at (`px`, `py`) lies inside the rectangle.
    public func contains(x px: Int, y py: Int) -> Bool {
        px >= x && px < maxX && py >= y && py < maxY
    }

    /// Whether the two rectangles share at least one cell.
    public func intersects(_ other: LayoutRect) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }

    /// `(x, y, width×height)`, for test failures and debugging.
    public var description: String { "(\(x), \(y), \(width)×\(height))" }
}
