/// An axis-aligned rectangle of cells: `x`/`y` is the top-left cell, `y` growing downwards; the
/// right and bottom edges (`maxX`, `maxY`) are exclusive; a rectangle with a non-positive side is
/// empty. Coordinates may be negative (partly off-screen).
///
/// The one rectangle of the package: the layout engine's frames (`WaterfallLayout`) and the
/// terminal toolkit's regions (`WaterfallTUI`) are both `Rect`s. All of it is integral: a
/// terminal has no sub-cell positions, so the same input gives the same frames on every platform.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// Left column.
    public var x: Int
    /// Top row.
    public var y: Int
    /// Width in columns.
    public var width: Int
    /// Height in rows.
    public var height: Int

    /// Creates a rectangle from its top-left cell and size.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Creates the rectangle with top-left cell `origin` and the given `size`.
    public init(origin: Point, size: Size) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    /// Left column (inclusive).
    public var minX: Int { x }
    /// Top row (inclusive).
    public var minY: Int { y }
    /// The first column to the right of the rectangle (`x + width`).
    public var maxX: Int { x + width }
    /// The first row below the rectangle (`y + height`).
    public var maxY: Int { y + height }
    /// The top-left cell.
    public var origin: Point { Point(x: x, y: y) }
    /// The rectangle's size.
    public var size: Size { Size(width: width, height: height) }
    /// Whether the rectangle covers no cell.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// Whether the cell at (`px`, `py`) lies inside the rectangle.
    public func contains(x px: Int, y py: Int) -> Bool {
        px >= x && px < maxX && py >= y && py < maxY
    }

    /// Whether the rectangle shares at least one row with the half-open row range (never for an
    /// empty range or an empty rectangle).
    public func intersects(rows: Range<Int>) -> Bool {
        height > 0 && !rows.isEmpty && y < rows.upperBound && maxY > rows.lowerBound
    }

    /// Whether the two rectangles share at least one cell.
    public func intersects(_ other: Rect) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }

    /// The cells common to both rectangles; an empty rectangle (width/height 0) when disjoint.
    public func intersection(_ other: Rect) -> Rect {
        let left = max(minX, other.minX)
        let top = max(minY, other.minY)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        return Rect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }

    /// The rectangle moved by `dx` columns and `dy` rows.
    public func offsetBy(dx: Int, dy: Int) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// `(x, y, width×height)`, for test failures and debugging.
    public var description: String { "(\(x), \(y), \(width)×\(height))" }
}
