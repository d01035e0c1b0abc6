import WaterfallLayout
import WaterfallTUI
import WaterfallViews

/// How the browser lays its cards out on a screen: columns, spacing, insets, the group bands and
/// the loading footer.
enum BrowserLayout {
    /// Spacing between columns.
    static let columnSpacing = 1

    /// The view-manager configuration for a screen size and column choice. Ungrouped: one
    /// section, whose footer is the loading footer. Grouped: one section per group, each with a
    /// one-row header band, then an empty last section holding only the footer (so groups can
    /// be inserted anywhere before it as pages arrive).
    static func configuration(
        screenSize: Size, columns: Int?, direction: RenderDirection, grouped: Bool, groupCount: Int, placement: PlacementRule
    ) -> WaterfallViewConfiguration {
        let width = max(1, screenSize.width)
        let columnCount = columns ?? BrowserOptions.automaticColumns(forWidth: width, spacing: columnSpacing)
        let cards = groupSection(columnCount: columnCount, grouped: grouped, placement: placement)
        let sections =
            grouped
            ? Array(repeating: cards, count: groupCount) + [SectionConfiguration(columnCount: columnCount, footerHeight: 1)]
            : [cards]
        return WaterfallViewConfiguration(
            options: LayoutOptions(width: width, direction: direction),
            viewportHeight: max(1, screenSize.height - 2),
            sections: sections
        )
    }

    /// The section of cards: the one section when ungrouped (with the footer), else one group's
    /// (with its header band); cards of several columns placed by `placement`.
    static func groupSection(columnCount: Int, grouped: Bool, placement: PlacementRule) -> SectionConfiguration {
        SectionConfiguration(
            columnCount: columnCount,
            columnSpacing: columnSpacing,
            rowSpacing: 0,
            insets: EdgeInsets(top: 0, left: 1, bottom: 0, right: 1),
            headerHeight: grouped ? 1 : 0,
            footerHeight: grouped ? 0 : 1,
            placement: placement
        )
    }
}
