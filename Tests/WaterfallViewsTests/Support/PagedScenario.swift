import WaterfallLayout
import WaterfallViews

/// A small, exactly predictable layout for loading, supplementary and focus tests: every card is
/// 5 rows high, 2 columns of 10 cells (x = 0 and 11), a 3-row header and a 2-row footer, a
/// 20-row viewport. Item `i` sits in column `i % 2` at `y = 3 + (i / 2) × 5`.
enum PagedScenario {
    static let configuration = WaterfallViewConfiguration(
        viewportWidth: 21, viewportHeight: 20, section: SectionConfiguration(columnCount: 2, headerHeight: 3, footerHeight: 2), bufferFactor: 1
    )

    /// A data source of `count` items and a view over it, reloaded.
    static func make(
        count: Int, configuration: WaterfallViewConfiguration = PagedScenario.configuration
    ) -> (TestDataSource, WaterfallCollectionView<TestCell>) {
        let source = TestDataSource(count: count, heights: 5 ... 5)
        return (source, source.makeView(configuration))
    }

    /// Grows the data source by `count` items and appends them to the view, as a page arriving.
    static func deliverPage(of count: Int, to view: WaterfallCollectionView<TestCell>, from source: TestDataSource) {
        source.count += count
        view.appendItems(count: count)
    }
}
