/// How many columns a card covers, as the catalog's `"span"` says: one (`"column"`, or absent),
/// a number of adjacent columns (`2`, `3`…), or all of them (`"full"`: a banner or a collection
/// title). One byte: the layout clamps a count to the columns a screen has.
public struct CardSpan: Hashable, Sendable {
    /// 0 for every column, else the number of columns.
    private let code: UInt8

    private init(code: UInt8) {
        self.code = code
    }

    /// One column.
    public static let single = CardSpan(code: 1)
    /// Every column.
    public static let full = CardSpan(code: 0)

    /// `count` adjacent columns, at least 1 and at most ``CatalogLimits/maximumSpan``.
    public static func columns(_ count: Int) -> CardSpan {
        CardSpan(code: UInt8(min(max(1, count), CatalogLimits.maximumSpan)))
    }

    /// The number of columns, nil for ``full``.
    public var columnCount: Int? { code == 0 ? nil : Int(code) }
}
