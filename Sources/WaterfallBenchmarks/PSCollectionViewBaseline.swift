/// What PSCollectionView does on every scroll (`removeAndAddCellsIfNecessary`), as a baseline for
/// the view manager: a **visible map** (`visibleViews`, index → cell), a **reuse pool** and a frame
/// per item (PSCollectionView's `indexToRectMap`, here an array of `CGRect`-like frames rather than
/// a dictionary of strings, which only flatters the baseline).
///
/// On each scroll it
/// 1. enumerates the visible map and enqueues every cell whose frame left the buffered rect;
/// 2. finds the cells to add, by one of two searches (``Search``):
///    - ``Search/indexWindow``: sorts the remaining visible keys and walks the index window
///      `[first − bufferFactor × columns, last + bufferFactor × columns)`, testing each frame, as
///      PSCollectionView does (so, like it, it can miss a card that lies further away in index);
///    - ``Search/linearFilter``: tests every frame, as a layout without a range query must after
///      any jump (and as PSCollectionView would need to when its visible map is empty);
/// 3. asks its data source for a cell (from the pool when possible) for each item entering.
///
/// The buffered rect is the same as the view manager's (the viewport widened by
/// `bufferFactor × columns` rows on each side), so both keep the same live set and only the way of
/// finding it differs. When the visible map is empty the index window falls back to the linear
/// filter, so the baseline always shows the right cells after a jump.
final class PSCollectionViewBaseline {
    /// A live card: the item it shows.
    final class Cell {
        /// The item shown, nil while pooled.
        var index: Int?
    }

    /// How the cells entering the buffered rect are found.
    enum Search {
        /// Walk the index window around the sorted visible keys (PSCollectionView).
        case indexWindow
        /// Test every frame.
        case linearFilter
    }

    /// Every item's frame, in content coordinates.
    let frames: [ArticleBaselineLayout.Frame]
    /// The number of columns (the index window is `bufferFactor × columnCount` items).
    let columnCount: Int
    /// The rows on screen.
    let viewportHeight: Double
    /// PSCollectionView's buffer factor.
    let bufferFactor: Int
    /// How entering cells are found.
    let search: Search
    /// The bottom of the lowest frame.
    let contentHeight: Double
    /// The first content row at the top of the viewport.
    private(set) var contentOffset = 0.0
    /// The live cells by item index.
    private(set) var visibleViews: [Int: Cell] = [:]
    /// Cells waiting to be reused.
    private var reusePool: [Cell] = []
    /// Cells made new (not taken from the pool).
    private(set) var createdCount = 0

    /// A baseline over `frames` (content coordinates), showing `viewportHeight` rows.
    init(frames: [ArticleBaselineLayout.Frame], columnCount: Int, viewportHeight: Double, bufferFactor: Int, search: Search) {
        self.frames = frames
        self.columnCount = columnCount
        self.viewportHeight = viewportHeight
        self.bufferFactor = bufferFactor
        self.search = search
        self.contentHeight = frames.reduce(0) { max($0, $1.y + $1.height) }
    }

    /// Scrolls so that `offset` (clamped) is the top row, then updates the live cells.
    func scroll(to offset: Double) {
        contentOffset = min(max(0, offset), max(0, contentHeight - viewportHeight))
        removeAndAddCellsIfNecessary()
    }

    /// Scrolls by `lines` rows.
    func scroll(by lines: Double) {
        scroll(to: contentOffset + lines)
    }

    /// PSCollectionView's per-scroll update: enqueue the cells that left, add the ones that entered.
    private func removeAndAddCellsIfNecessary() {
        let margin = Double(bufferFactor * columnCount)
        let top = contentOffset - margin
        let bottom = contentOffset + viewportHeight + margin
        var toRemove: [Int] = []
        for (key, cell) in visibleViews where !intersects(frames[key], top: top, bottom: bottom) {
            cell.index = nil
            reusePool.append(cell)
            toRemove.append(key)
        }
        for key in toRemove { visibleViews.removeValue(forKey: key) }

        if search == .indexWindow, !visibleViews.isEmpty {
            let sortedKeys = visibleViews.keys.sorted()
            let first = sortedKeys[0]
            let last = sortedKeys[sortedKeys.count - 1]
            let window = bufferFactor * columnCount
            for index in max(0, first - window) ..< min(frames.count, last + 1 + window)
            where visibleViews[index] == nil && intersects(frames[index], top: top, bottom: bottom) {
                visibleViews[index] = cell(for: index)
            }
        } else {
            for index in frames.indices where visibleViews[index] == nil && intersects(frames[index], top: top, bottom: bottom) {
                visibleViews[index] = cell(for: index)
            }
        }
    }

    /// Whether `frame` overlaps the rows `top ..< bottom`.
    private func intersects(_ frame: ArticleBaselineLayout.Frame, top: Double, bottom: Double) -> Bool {
        frame.y < bottom && frame.y + frame.height > top
    }

    /// A cell configured for `index`, from the pool when possible.
    private func cell(for index: Int) -> Cell {
        let cell: Cell
        if let pooled = reusePool.popLast() {
            cell = pooled
        } else {
            cell = Cell()
            createdCount += 1
        }
        cell.index = index
        return cell
    }
}
