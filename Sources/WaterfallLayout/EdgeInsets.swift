/// Distances in cells from the edges of a region to its content, as `UIEdgeInsets` in the articles.
public struct EdgeInsets: Hashable, Sendable {
    /// Cells above the content.
    public var top: Int
    /// Cells left of the content.
    public var left: Int
    /// Cells below the content.
    public var bottom: Int
    /// Cells right of the content.
    public var right: Int

    /// Creates insets; negative values are treated as zero by the layout.
    public init(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static let zero = EdgeInsets()

    /// The same insets with every negative value raised to zero.
    var clamped: EdgeInsets {
        EdgeInsets(top: max(0, top), left: max(0, left), bottom: max(0, bottom), right: max(0, right))
    }
}
