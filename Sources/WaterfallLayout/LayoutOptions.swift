/// The layout-wide settings: the width to fill, how columns are chosen, the minimum content height
/// and how item heights are corrected.
public struct LayoutOptions: Hashable, Sendable {
    /// The width of the layout in cells (the viewport's width).
    public var width: Int
    /// How the next item's column is chosen.
    public var direction: RenderDirection
    /// The content height is at least this (CHT's `minimumContentHeight`).
    public var minimumContentHeight: Int
    /// How zero, negative and absurd item heights are corrected.
    public var heightPolicy: ItemHeightPolicy

    /// Creates layout options.
    public init(
        width: Int,
        direction: RenderDirection = .shortestFirst,
        minimumContentHeight: Int = 0,
        heightPolicy: ItemHeightPolicy = ItemHeightPolicy()
    ) {
        self.width = width
        self.direction = direction
        self.minimumContentHeight = minimumContentHeight
        self.heightPolicy = heightPolicy
    }

    /// The same options with the width and minimum height made non-negative.
    var normalized: LayoutOptions {
        LayoutOptions(
            width: max(0, width), direction: direction,
            minimumContentHeight: max(0, minimumContentHeight), heightPolicy: heightPolicy
        )
    }
}
