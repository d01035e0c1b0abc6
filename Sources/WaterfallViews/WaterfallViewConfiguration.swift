import WaterfallLayout

/// Everything that shapes a ``WaterfallCollectionView``: the layout's options (whose width is the
/// viewport's), its sections (columns, spacing, insets, header and footer of each, exactly as the
/// layout takes them), the viewport's height and the reuse buffer. Units are terminal cells.
public struct WaterfallViewConfiguration: Hashable, Sendable {
    /// The layout-wide settings: width (the viewport's width), direction, minimum content height and
    /// height policy.
    public var options: LayoutOptions
    /// The sections, in order, at least one (an empty list counts as one default section). The
    /// first section's header is the collection view's header; the last section's footer is its
    /// footer, whose coming into view asks the delegate for the next page.
    public var sections: [SectionConfiguration]
    /// The viewport's height (rows on screen).
    public var viewportHeight: Int
    /// The reuse buffer: `bufferFactor × C` rows above and below the viewport keep their cells
    /// alive, `C` being the largest column count of the sections (PSCollectionView's factor, 5 by
    /// default; 0 keeps only on-screen cells; negative values count as 0).
    public var bufferFactor: Int
    /// Whether ``WaterfallCollectionView/placeholder(isLoading:isExhausted:)`` can ever give
    /// ``PlaceholderKind/empty``.
    public var emptyViewEnabled: Bool
    /// Whether ``WaterfallCollectionView/placeholder(isLoading:isExhausted:)`` can ever give
    /// ``PlaceholderKind/loading``.
    public var loadingViewEnabled: Bool

    /// Creates a configuration of any number of sections.
    public init(
        options: LayoutOptions,
        viewportHeight: Int,
        sections: [SectionConfiguration],
        bufferFactor: Int = 5,
        emptyViewEnabled: Bool = true,
        loadingViewEnabled: Bool = true
    ) {
        self.options = options
        self.sections = sections
        self.viewportHeight = viewportHeight
        self.bufferFactor = bufferFactor
        self.emptyViewEnabled = emptyViewEnabled
        self.loadingViewEnabled = loadingViewEnabled
    }

    /// Creates a one-section configuration; the defaults are an 80×24 viewport with 2 columns.
    public init(
        viewportWidth: Int = 80,
        viewportHeight: Int = 24,
        section: SectionConfiguration = SectionConfiguration(),
        direction: RenderDirection = .shortestFirst,
        bufferFactor: Int = 5,
        emptyViewEnabled: Bool = true,
        loadingViewEnabled: Bool = true
    ) {
        self.init(
            options: LayoutOptions(width: viewportWidth, direction: direction), viewportHeight: viewportHeight,
            sections: [section], bufferFactor: bufferFactor,
            emptyViewEnabled: emptyViewEnabled, loadingViewEnabled: loadingViewEnabled
        )
    }

    /// The sections the layout gets: ``sections``, or one default section when it is empty.
    var layoutSections: [SectionConfiguration] {
        sections.isEmpty ? [SectionConfiguration()] : sections
    }
}
