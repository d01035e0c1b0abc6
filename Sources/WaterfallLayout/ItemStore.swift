/// The per-item placement of every item, stored column-wise (struct of arrays) for speed and
/// memory: 16 bytes an item.
struct ItemStore: Sendable {
    /// Per item, the top edge.
    var ys: [Int] = []
    /// Per item, the corrected height.
    var heights: [Int32] = []
    /// Per item, its leftmost column (0 for a full-span item), or ``waitingMarker`` while it waits
    /// for its placement.
    var columns: [UInt16] = []
    /// Per item, the span asked for: ``fullSpanMarker``, a column count of 1 or more, or a
    /// one-column item's own column with ``pinnedFlag`` set (``ItemSize/column``).
    var spans: [UInt16] = []

    /// The value of `columns` for an item not placed yet.
    static let waitingMarker = UInt16.max
    /// The value of `spans` for an item spanning all columns.
    static let fullSpanMarker: UInt16 = 0
    /// Set in `spans` for a one-column item placed in the column in the other bits.
    static let pinnedFlag: UInt16 = 0x8000

    /// The number of items.
    var count: Int { ys.count }

    /// The bottom edge (`y + height`) of item `index`.
    @inline(__always)
    func bottom(of index: Int) -> Int { ys[index] + Int(heights[index]) }

    /// Whether item `index` has its frame.
    @inline(__always)
    func isPlaced(_ index: Int) -> Bool { columns[index] != Self.waitingMarker }

    /// The number of columns item `index` covers in a section of `columnCount` columns.
    @inline(__always)
    func columnSpan(of index: Int, columnCount: Int) -> Int {
        let span = spans[index]
        if span & Self.pinnedFlag != 0 { return 1 }
        return span == Self.fullSpanMarker ? columnCount : min(Int(span), columnCount)
    }

    /// The span item `index` asked for (a column count above the largest section's is cut to it).
    func span(of index: Int) -> ItemSpan {
        let span = spans[index]
        if span & Self.pinnedFlag != 0 { return .single }
        return span == Self.fullSpanMarker ? .full : .columns(Int(span))
    }

    /// The stored form of `size`'s span, and of its column when a one-column item asks for one.
    static func encoded(_ size: ItemSize) -> UInt16 {
        switch size.span {
        case .full: return fullSpanMarker
        case .columns(let count):
            if count <= 1, let column = size.column, (0 ..< WaterfallLayout.maximumColumnCount).contains(column) {
                return pinnedFlag | UInt16(column)
            }
            return UInt16(min(max(1, count), WaterfallLayout.maximumColumnCount))
        }
    }

    /// Adds unplaced items with heights corrected by `policy` (appending, so that the arrays grow
    /// geometrically).
    mutating func add(_ sizes: [ItemSize], policy: ItemHeightPolicy) {
        heights.append(contentsOf: sizes.lazy.map { Int32(policy.correctedHeight($0.height)) })
        spans.append(contentsOf: sizes.lazy.map { Self.encoded($0) })
        columns.append(contentsOf: repeatElement(Self.waitingMarker, count: sizes.count))
        ys.append(contentsOf: repeatElement(0, count: sizes.count))
    }

    /// Inserts unplaced items with heights corrected by `policy` so that the first gets index `index`.
    mutating func insert(_ sizes: [ItemSize], at index: Int, policy: ItemHeightPolicy) {
        var tail = ItemStore()
        tail.add(sizes, policy: policy)
        heights.insert(contentsOf: tail.heights, at: index)
        spans.insert(contentsOf: tail.spans, at: index)
        columns.insert(contentsOf: tail.columns, at: index)
        ys.insert(contentsOf: tail.ys, at: index)
    }

    /// Removes the items of `range`.
    mutating func remove(_ range: Range<Int>) {
        ys.removeSubrange(range)
        heights.removeSubrange(range)
        columns.removeSubrange(range)
        spans.removeSubrange(range)
    }

    /// Marks the items of `range` unplaced, before they are placed again.
    mutating func markUnplaced(_ range: Range<Int>) {
        columns.replaceSubrange(range, with: repeatElement(Self.waitingMarker, count: range.count))
    }

    /// Stores a corrected height and span for item `index` and marks it unplaced.
    mutating func set(_ size: ItemSize, ofItem index: Int, policy: ItemHeightPolicy) {
        heights[index] = Int32(policy.correctedHeight(size.height))
        spans[index] = Self.encoded(size)
        columns[index] = Self.waitingMarker
    }
}
