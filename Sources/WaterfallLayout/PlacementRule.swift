/// How a section places items that span several columns.
public enum PlacementRule: Hashable, Sendable {
    /// Every item in order: one-column items where the ``RenderDirection`` puts them, an item of
    /// `k` columns on the run of `k` adjacent columns whose top (the tallest of the `k`) is the
    /// highest. The columns of its run shorter than the tallest keep holes above it. O(C) per item,
    /// O(C·k) for a span.
    case shortestColumn
    /// As ``shortestColumn``, but when an item of several columns would leave holes above it in
    /// its run, up to `lookahead` of the one-column items that follow it are placed first into
    /// those holes, the best fit first (levels for the span's top are tried, and each hole is
    /// filled with the subset of candidates that fits it best; a filler may stand out above the
    /// run's tallest column when that leaves less white space). An item is
    /// placed at most `lookahead` places earlier than its index; ``WaterfallLayout/placementMoves(inSection:)``
    /// lists what moved. A full-span item (``ItemSpan/full``: a banner, a group title) is a barrier:
    /// no gap is filled before it and no item moves across it. A span waits until the `lookahead`
    /// items after it are known (or a full-span item among them); ``WaterfallLayout/placeWaitingItems()``
    /// places what waits. About O(C·k + L·k·m) per span for `m ≤ lookahead` candidates and
    /// `L ≤ 25` levels tried (a few microseconds). The look-ahead is at most ``maximumLookahead``; 0 or less is
    /// ``shortestColumn``.
    case fillGaps(lookahead: Int)

    /// The largest look-ahead of ``fillGaps(lookahead:)``.
    public static let maximumLookahead = 64

    /// The look-ahead in force: 0 for ``shortestColumn``.
    public var lookahead: Int {
        switch self {
        case .shortestColumn: return 0
        case .fillGaps(let lookahead): return min(max(0, lookahead), Self.maximumLookahead)
        }
    }

    /// The same rule with its look-ahead made valid.
    var normalized: PlacementRule {
        lookahead == 0 ? .shortestColumn : .fillGaps(lookahead: lookahead)
    }
}
