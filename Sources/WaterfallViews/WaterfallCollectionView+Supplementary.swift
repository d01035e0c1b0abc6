import WaterfallLayout

/// The header, footer, empty view and loading view are not view objects: the collection view
/// reports where and whether the renderer should draw them.
extension WaterfallCollectionView {
    /// The header's frame in content coordinates, nil without a header.
    public var headerFrame: LayoutRect? { layout.headerFrame(inSection: 0) }

    /// The footer's frame in content coordinates (under the tallest column), nil without a footer.
    public var footerFrame: LayoutRect? { layout.footerFrame(inSection: 0) }

    /// Whether the header intersects the viewport.
    public var isHeaderVisible: Bool { headerFrame?.intersects(rows: viewportRows) ?? false }

    /// Whether the footer intersects the viewport.
    public var isFooterVisible: Bool { footerFrame?.intersects(rows: viewportRows) ?? false }

    /// Whether to show the empty view: enabled, no items, no load in flight and nothing more to
    /// load (``LoadState/exhausted``).
    public var showsEmptyView: Bool {
        configuration.emptyViewEnabled && layout.itemCount == 0 && loadState == .exhausted
    }

    /// Whether to show the loading view: enabled, no items yet and the first load in flight.
    public var showsLoadingView: Bool {
        configuration.loadingViewEnabled && layout.itemCount == 0 && loadState == .loading
    }

    /// Where to draw the empty or loading view, in content coordinates: the full width from below
    /// the header to the bottom of the viewport (at least one row); nil when neither shows. The
    /// footer of an empty layout lies inside this frame: draw the placeholder in its place.
    public var placeholderFrame: LayoutRect? {
        guard showsEmptyView || showsLoadingView else { return nil }
        let top = headerFrame?.maxY ?? 0
        return LayoutRect(x: 0, y: top, width: layout.options.width, height: max(1, viewportHeight - top))
    }
}
