import WaterfallLayout

/// The card sizes of the loaded items for one pair of section widths, so that re-sorting,
/// re-grouping and filtering re-pack the layout without wrapping every title again (nor copying
/// every item). Other widths start over.
struct CardSizeCache {
    /// The widths the stored sizes are for.
    private var widths = ItemWidths(column: -1, fullSpan: -1)
    /// Every loaded item's card height at ``widths``, negated for a full-span card; 0 while not
    /// measured.
    private var heights: [Int32] = []

    /// The stored size of loaded item `index` at `widths`, nil when not measured yet. O(1).
    mutating func size(at index: Int, widths: ItemWidths) -> ItemSize? {
        if widths != self.widths {
            self.widths = widths
            heights.removeAll(keepingCapacity: true)
        }
        guard index < heights.count, heights[index] != 0 else { return nil }
        let height = heights[index]
        return ItemSize(height: Int(height.magnitude), isFullSpan: height < 0)
    }

    /// Stores `size` as loaded item `index`'s at `widths` (ignored for other widths, and for a
    /// height outside 1 … `Int32.max`). Amortized O(1).
    mutating func store(_ size: ItemSize, at index: Int, widths: ItemWidths) {
        guard widths == self.widths, size.height > 0, size.height <= Int(Int32.max) else { return }
        if index >= heights.count {
            heights.append(contentsOf: repeatElement(0, count: index + 1 - heights.count))
        }
        heights[index] = size.isFullSpan ? -Int32(size.height) : Int32(size.height)
    }

    /// Forgets every size (the items were replaced).
    mutating func removeAll() {
        heights.removeAll()
    }
}
