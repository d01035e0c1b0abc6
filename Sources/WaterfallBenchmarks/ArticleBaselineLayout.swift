import WaterfallLayout

/// What the articles' layouts do, as a baseline: every pass clears and recomputes every frame
/// (CXCollectionViewLayout's `prepareLayout`, PSCollectionView's `relayoutViews`), frames are
/// floating-point rectangles, and the visible query filters every frame (WaterFallFlowLayout's
/// `layoutAttributesForElements(in:)`).
struct ArticleBaselineLayout {
    /// A `CGRect`-like frame.
    struct Frame {
        var x: Double
        var y: Double
        var width: Double
        var height: Double
    }

    var width: Double
    var columnCount: Int
    var columnSpacing: Double
    var rowSpacing: Double
    var heights: [Double] = []
    var frames: [Frame] = []

    /// Clears and recomputes every frame, placing each item in the shortest column.
    mutating func prepare() {
        frames.removeAll(keepingCapacity: true)
        let columnWidth = ((width - Double(columnCount - 1) * columnSpacing) / Double(columnCount)).rounded(.down)
        var columnHeights = Array(repeating: 0.0, count: columnCount)
        for height in heights {
            var shortest = 0
            for column in 1 ..< columnCount where columnHeights[column] < columnHeights[shortest] { shortest = column }
            let frame = Frame(x: Double(shortest) * (columnWidth + columnSpacing), y: columnHeights[shortest], width: columnWidth, height: height)
            frames.append(frame)
            columnHeights[shortest] = frame.y + height + rowSpacing
        }
    }

    /// The indices of every frame intersecting the rows `top ..< top + height`, by a linear filter.
    func visibleItems(top: Double, height: Double) -> [Int] {
        var found: [Int] = []
        for (index, frame) in frames.enumerated() where frame.y < top + height && frame.y + frame.height > top {
            found.append(index)
        }
        return found
    }
}
