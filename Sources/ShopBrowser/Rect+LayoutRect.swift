import WaterfallLayout
import WaterfallTUI

extension Rect {
    /// The cells of the layout's `frame`: where the layout engine's geometry meets the terminal
    /// toolkit's (neither knows the other). O(1).
    init(_ frame: LayoutRect) {
        self.init(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
    }
}
