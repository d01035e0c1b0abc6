import WaterfallViews

/// A cell (or header or footer view) that records what the collection view does with it.
final class TestCell: ReusableCell {
    /// What a cell shows: an item or a section's header or footer, by the data source's stable
    /// identities (which survive insertions and deletions) and their version (bumped by a reload).
    enum Content: Hashable {
        /// Item `id` at `version`.
        case item(id: Int, version: Int)
        /// The header of section `id` at `version`.
        case header(section: Int, version: Int)
        /// The footer of section `id` at `version`.
        case footer(section: Int, version: Int)
    }

    /// A number unique among the cells of one data source, in creation order.
    let serial: Int
    /// What the cell is configured for; nil while it is in the pool.
    var content: Content?
    /// How many times ``prepareForReuse()`` was called.
    var reuseCount = 0

    init(serial: Int) { self.serial = serial }

    func prepareForReuse() {
        reuseCount += 1
        content = nil
    }
}

extension TestCell {
    /// A collection view of test cells with `source` as its data source and delegate, reloaded.
    static func makeView<Source: WaterfallCollectionViewDataSource & WaterfallCollectionViewDelegate>(
        _ configuration: WaterfallViewConfiguration, source: Source
    ) -> WaterfallCollectionView<TestCell> where Source.Cell == TestCell {
        let view = WaterfallCollectionView<TestCell>(configuration: configuration)
        view.dataSource = source
        view.delegate = source
        view.reloadData()
        return view
    }
}
