import WaterfallLayout

/// The header (the first section's header), the footer (the last section's footer, the one that
/// asks for the next page), the empty view and the loading view: the collection view reports where
/// and whether the renderer should draw them, whether or not the data source gives those headers
/// and footers views (see ``visibleSupplementaryViews``).
extension WaterfallCollectionView {
    /// The header's frame in content coordinates (the first section's header), nil without one.
    public var headerFrame: Rect? { layout.headerFrame(inSection: 0) }

    /// The footer's frame in content coordinates (the last section's footer, under its tallest
    /// column), nil without one.
    public var footerFrame: Rect? { layout.footerFrame(inSection: layout.sectionCount - 1) }

    /// Whether the header intersects the viewport.
    public var isHeaderVisible: Bool { headerFrame?.intersects(rows: viewportRows) ?? false }

    /// Whether the footer intersects the viewport.
    public var isFooterVisible: Bool { footerFrame?.intersects(rows: viewportRows) ?? false }

    /// Which placeholder to show instead of cards, and where, for the loading state the caller
    /// reports: the loading view while the first page is loading (`isLoading`), the empty view
    /// once nothing more will come (`isExhausted`) and there are still no items; nil otherwise or
    /// when that view is disabled. The frame is in content coordinates: the full width from below
    /// the header to the bottom of the viewport (at least one row); the footer of an empty layout
    /// lies inside it, so draw the placeholder in its place.
    public func placeholder(isLoading: Bool, isExhausted: Bool) -> (kind: PlaceholderKind, frame: Rect)? {
        guard layout.itemCount == 0 else { return nil }
        let kind: PlaceholderKind
        if isLoading, configuration.loadingViewEnabled {
            kind = .loading
        } else if isExhausted, configuration.emptyViewEnabled {
            kind = .empty
        } else {
            return nil
        }
        let top = headerFrame?.maxY ?? 0
        return (kind, Rect(x: 0, y: top, width: layout.options.width, height: max(1, viewportHeight - top)))
    }
}
