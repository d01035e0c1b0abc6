import WaterfallLayout

/// What the user chose on the command line for the browser's look and behaviour.
public struct BrowserOptions: Sendable, Equatable {
    /// A fixed column count, or nil to choose it from the width.
    public var columns: Int?
    /// How cards are placed into columns.
    public var direction: RenderDirection
    /// The catalog's name for the header line.
    public var catalogName: String

    /// Creates options; the defaults are automatic columns, shortest column first.
    public init(columns: Int? = nil, direction: RenderDirection = .shortestFirst, catalogName: String = "catalog") {
        self.columns = columns
        self.direction = direction
        self.catalogName = catalogName
    }

    /// The narrowest a card gets when the column count is automatic.
    public static let minimumAutomaticCardWidth = 26
    /// The most columns the browser shows.
    public static let maximumColumns = 16

    /// The automatic column count for a viewport `width` cells wide: as many columns of at least
    /// ``minimumAutomaticCardWidth`` cells as fit (continuous, unlike PSCollectionView's fixed
    /// portrait and landscape counts), at least 1.
    public static func automaticColumns(forWidth width: Int, spacing: Int) -> Int {
        min(maximumColumns, max(1, (width - 2 + spacing) / (minimumAutomaticCardWidth + spacing)))
    }
}
