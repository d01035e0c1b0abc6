import ShopCatalog

/// The card heights of the loaded items for one column width, so that re-sorting, re-grouping
/// and filtering re-pack the layout without wrapping every title again. Measuring at another
/// width starts over.
struct CardHeightCache {
    /// The width the stored heights are for.
    private var width = -1
    /// The height of every loaded item's card at ``width``, 0 while not measured.
    private var heights: [Int32] = []

    /// The height of the card of `item` (loaded item number `index`) `width` cells wide:
    /// stored, or measured and stored. O(1) when stored, else one ``CardMetrics``.
    mutating func height(of item: ShopItem, at index: Int, width: Int) -> Int {
        if width != self.width {
            self.width = width
            heights.removeAll(keepingCapacity: true)
        }
        if index >= heights.count {
            heights.append(contentsOf: repeatElement(0, count: index + 1 - heights.count))
        }
        if heights[index] > 0 { return Int(heights[index]) }
        let height = CardMetrics(item: item, width: width).height
        heights[index] = Int32(clamping: height)
        return height
    }

    /// Forgets every height (the items were replaced).
    mutating func removeAll() {
        width = -1
        heights.removeAll()
    }
}
