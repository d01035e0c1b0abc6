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
