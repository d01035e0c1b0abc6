/// What the caller says about one item: its height in cells and whether it spans every column.
public struct ItemSize: Hashable, Sendable {
    /// The height in cells. Zero, negative and absurd values are corrected by the layout's
    /// ``ItemHeightPolicy``.
    public var height: Int
    /// Whether the item spans all columns of its section (a banner, a group title). Items after
    /// it start below the tallest column.
    public var isFullSpan: Bool

    /// Creates an item size.
    public init(height: Int, isFullSpan: Bool = false) {
        self.height = height
        self.isFullSpan = isFullSpan
    }

    /// The height of an image of `imageWidth × imageHeight` pixels scaled to `width` cells, floored,
    /// as in the articles (`height × width / imageWidth`), times `rowsPerCell` over `cellsPerRow`
    /// to account for terminal cells being taller than wide (pass 1 and 2 for the usual 1:2 cell).
    ///
    /// Returns 0 (which the layout replaces by its fallback height) for a non-positive image size.
    public static func scaledImageHeight(
        imageWidth: Int, imageHeight: Int, toWidth width: Int, rowsPerCell: Int = 1, cellsPerRow: Int = 1
    ) -> Int {
        guard imageWidth > 0, imageHeight > 0, width > 0, rowsPerCell > 0, cellsPerRow > 0 else { return 0 }
        let numerator = imageHeight.multipliedReportingOverflow(by: width * rowsPerCell)
        guard !numerator.overflow else { return Int.max }
        return numerator.partialValue / (imageWidth * cellsPerRow)
    }
}

/// The widths an item can be given in a section, passed to an ``ItemMeasure`` so that the caller can
/// compute a height that depends on the width (image aspect ratio, wrapped text).
public struct ItemWidths: Hashable, Sendable {
    /// The width of one column.
    public var column: Int
    /// The width of an item that spans all columns.
    public var fullSpan: Int

    /// Creates the pair of widths.
    public init(column: Int, fullSpan: Int) {
        self.column = column
        self.fullSpan = fullSpan
    }
}

/// Measures item `index` (a global index over all sections) for the widths of its section.
public typealias ItemMeasure = (_ index: Int, _ widths: ItemWidths) -> ItemSize

/// How item heights are corrected before placement, so that bad sizes never crash or corrupt
/// the layout.
///
/// A height of zero or less becomes ``fallbackHeight``; a height above ``maximumHeight`` is cut to
/// it. The defaults are a fallback of 1 cell and a maximum of 10,000 cells.
public struct ItemHeightPolicy: Hashable, Sendable {
    /// The height used for a zero or negative height (at least 1).
    public var fallbackHeight: Int
    /// The largest height an item may have (at least ``fallbackHeight``).
    public var maximumHeight: Int

    /// Creates a policy; the values are raised so that `1 ≤ fallbackHeight ≤ maximumHeight`.
    public init(fallbackHeight: Int = 1, maximumHeight: Int = 10_000) {
        let fallback = min(max(1, fallbackHeight), Int(Int32.max))
        self.fallbackHeight = fallback
        self.maximumHeight = min(max(fallback, maximumHeight), Int(Int32.max))
    }

    /// The corrected height for a requested one.
    @inlinable
    public func correctedHeight(_ requested: Int) -> Int {
        requested <= 0 ? fallbackHeight : min(requested, maximumHeight)
    }
}
