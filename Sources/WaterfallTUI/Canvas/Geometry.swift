import WaterfallLayout

/// A cell position: column `x`, row `y`. Coordinates may be negative (off-screen).
public struct Point: Hashable, Sendable {
    /// Column, growing to the right.
    public var x: Int
    /// Row, growing downwards.
    public var y: Int

    /// Creates a point at column `x`, row `y`.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// The origin (0, 0).
    public static let zero = Point(x: 0, y: 0)
}

/// A size in cells: `width` columns by `height` rows.
public struct Size: Hashable, Sendable {
    /// Number of columns.
    public var width: Int
    /// Number of rows.
    public var height: Int

    /// Creates a size of `width` columns by `height` rows.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}

/// An axis-aligned rectangle of cells: the layout engine's `LayoutRect`, so the frames the layout
/// computes are drawn without conversion. `x`/`y` is the top-left cell, the right and bottom edges
/// (`maxX`, `maxY`) are exclusive; a rectangle with a non-positive side is empty.
public typealias Rect = LayoutRect

extension LayoutRect {
    /// Creates the rectangle with top-left cell `origin` and the given `size`.
    public init(origin: Point, size: Size) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    /// Left column (inclusive).
    public var minX: Int { x }
    /// Top row (inclusive).
    public var minY: Int { y }
    /// The top-left cell.
    public var origin: Point { Point(x: x, y: y) }
    /// The rectangle's size.
    public var size: Size { Size(width: width, height: height) }
    /// Whether the rectangle covers no cell.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

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
}
