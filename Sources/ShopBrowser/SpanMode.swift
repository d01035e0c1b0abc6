import ShopCatalog
import WaterfallLayout

/// How the browser gives wide pictures more than one column (`--spans`).
package enum SpanMode: String, CaseIterable, Sendable {
    /// Every card one column wide (a catalog's own spans are still kept).
    case off
    /// Wide pictures span several columns, placed by the greedy rule.
    case wide
    /// Wide pictures span several columns and the gaps above them are filled with the cards that
    /// follow (``PlacementRule/fillGaps(lookahead:)`` with a look-ahead of ``lookahead``): the default.
    case auto

    /// The look-ahead of ``auto``.
    package static let lookahead = 8

    /// The placement rule of the browser's sections.
    package var placement: PlacementRule {
        self == .auto ? .fillGaps(lookahead: Self.lookahead) : .shortestColumn
    }

    /// The span a picture of `imageWidth × imageHeight` pixels gets among `columnCount` columns:
    /// all of them when it is wider than 4:1 (as many columns as there are, not a banner: the gaps
    /// above it are filled), else, when it is at least twice as wide as tall, 3 columns when there
    /// are 8 or more, 2 when there are 4 or more; one column otherwise, and always when ``off``.
    package func span(imageWidth: Int, imageHeight: Int, columnCount: Int) -> ItemSpan {
        guard self != .off, imageWidth > 0, imageHeight > 0 else { return .single }
        if imageWidth > 4 * imageHeight { return .columns(columnCount) }
        guard imageWidth >= 2 * imageHeight else { return .single }
        return columnCount >= 8 ? .columns(3) : columnCount >= 4 ? .columns(2) : .single
    }

    /// The span of `item`'s card among `columnCount` columns: a picture file's by its shape (see
    /// ``span(imageWidth:imageHeight:columnCount:)``), a product's as its catalog says.
    package func span(of item: CatalogItem, columnCount: Int) -> ItemSpan {
        if item.file != nil { return span(imageWidth: item.imageWidth, imageHeight: item.imageHeight, columnCount: columnCount) }
        return item.span.columnCount.map(ItemSpan.columns) ?? .full
    }
}
