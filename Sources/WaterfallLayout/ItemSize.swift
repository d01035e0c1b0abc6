/// What the caller says about one item: its height in cells and how many columns it spans.
public struct ItemSize: Hashable, Sendable {
    /// The height in cells. Zero, negative and absurd values are corrected by the layout's
    /// ``ItemHeightPolicy``.
    public var height: Int
    /// The columns the item covers: one (the default), several adjacent ones, or all of them.
    public var span: ItemSpan
    /// The column a one-column item is placed in, instead of by its section's rule, when the
    /// section has that column; nil (the default), a column the section lacks, or an item of
    /// several columns: by the rule. What a view uses to keep an item in the column a user saw it
    /// in while items before it change (the items after it then follow the rule from there).
    public var column: Int? = nil

    /// Creates an item size of one column, or of every column when `isFullSpan` is true.
    public init(height: Int, isFullSpan: Bool = false) {
        self.height = height
        self.span = isFullSpan ? .full : .single
    }

    /// Creates an item size covering `span`.
    public init(height: Int, span: ItemSpan) {
        self.height = height
        self.span = span
    }

    /// Whether the item spans all columns of its section (a banner, a group title): ``span`` is
    /// ``ItemSpan/full``. Items after it start below the tallest column. Setting it to false makes
    /// the item a single-column one.
    public var isFullSpan: Bool {
        get { span == .full }
        set { span = newValue ? .full : .single }
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
    /// The number of columns of the section (1 when made without it).
    public var columnCount: Int
    /// Cells between two neighbouring columns (0 when made without it).
    public var columnSpacing: Int

    /// Creates the widths of a section of `columnCount` columns `columnSpacing` cells apart.
    public init(column: Int, fullSpan: Int, columnCount: Int = 1, columnSpacing: Int = 0) {
        self.column = column
        self.fullSpan = fullSpan
        self.columnCount = max(1, columnCount)
        self.columnSpacing = max(0, columnSpacing)
    }

    /// The width of an item covering `span`: ``fullSpan`` for ``ItemSpan/full``, else its columns
    /// (clamped to ``columnCount``) and the spacing between them.
    public func width(of span: ItemSpan) -> Int {
        guard span != .full else { return fullSpan }
        let columns = span.columnCount(inSectionOf: columnCount)
        return columns * column + (columns - 1) * columnSpacing
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
