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
