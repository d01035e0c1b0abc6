import WaterfallViews

/// A cell that records what the collection view does with it.
final class TestCell: ReusableCell {
    /// A number unique among the cells of one data source, in creation order.
    let serial: Int
    /// The item the cell is configured for; nil while it is in the pool.
    var index: Int?
    /// How many times ``prepareForReuse()`` was called.
    var reuseCount = 0

    init(serial: Int) { self.serial = serial }

    func prepareForReuse() {
        reuseCount += 1
        index = nil
    }
}
