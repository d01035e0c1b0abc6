import SeededRandom
import WaterfallLayout
import WaterfallViews

/// A data source and delegate with seeded random item heights that records every callback.
///
/// Item `i`'s height is a stateless hash of (`seed`, `i`): either a number of rows in
/// `heights` or, with `aspectHeights`, a percentage of the column width, so that a width change
/// changes heights. Every `spanEvery`-th item (when set) spans all columns.
final class TestDataSource: WaterfallCollectionViewDataSource, WaterfallCollectionViewDelegate {
    typealias Cell = TestCell

    var count: Int
    let seed: UInt64
    let heights: ClosedRange<Int>
    let aspectHeights: Bool
    let spanEvery: Int?

    /// Cells made so far (the next serial).
    private(set) var madeCount = 0
    /// Every `cellForItemAt` index, in order.
    private(set) var requestedIndexes: [Int] = []
    /// Sizes asked for, in order.
    private(set) var measuredIndexes: [Int] = []
    /// Footer notifications so far.
    private(set) var footerCalls = 0
    /// Selected indexes, in order.
    private(set) var selections: [Int] = []
    /// Focus changes, in order.
    private(set) var focusChanges: [FocusChange] = []
    /// Called on every footer notification (to answer a load synchronously).
    var onFooter: ((WaterfallCollectionView<TestCell>) -> Void)?

    struct FocusChange: Equatable {
        var old: Int?
        var new: Int?
    }

    init(count: Int, seed: UInt64 = 1, heights: ClosedRange<Int> = 1 ... 12, aspectHeights: Bool = false, spanEvery: Int? = nil) {
        self.count = count
        self.seed = seed
        self.heights = heights
        self.aspectHeights = aspectHeights
        self.spanEvery = spanEvery
    }

    /// Makes a collection view wired to this data source and delegate, and reloads it.
    func makeView(_ configuration: WaterfallViewConfiguration) -> WaterfallCollectionView<TestCell> {
        let view = WaterfallCollectionView<TestCell>(configuration: configuration)
        view.dataSource = self
        view.delegate = self
        view.reloadData()
        return view
    }

    /// The size of item `index` for `widths`.
    func size(of index: Int, widths: ItemWidths) -> ItemSize {
        let hash = SplitMix64.mix(seed &* 0x1_0000_0001 ^ UInt64(index))
        let spans = spanEvery.map { index % $0 == $0 - 1 } ?? false
        if aspectHeights {
            let percent = 20 + Int(hash % 130)
            let width = spans ? widths.fullSpan : widths.column
            return ItemSize(height: width * percent / 100, spansAllColumns: spans)
        }
        let span = UInt64(heights.upperBound - heights.lowerBound + 1)
        return ItemSize(height: heights.lowerBound + Int(hash % span), spansAllColumns: spans)
    }

    func numberOfItems(in collectionView: WaterfallCollectionView<TestCell>) -> Int { count }

    func collectionView(_ collectionView: WaterfallCollectionView<TestCell>, cellForItemAt index: Int) -> TestCell {
        requestedIndexes.append(index)
        let cell: TestCell
        if let reused = collectionView.dequeueReusableCell() {
            cell = reused
        } else {
            madeCount += 1
            cell = TestCell(serial: madeCount)
        }
        cell.index = index
        return cell
    }

    func collectionView(_ collectionView: WaterfallCollectionView<TestCell>, sizeForItemAt index: Int, widths: ItemWidths) -> ItemSize {
        measuredIndexes.append(index)
        return size(of: index, widths: widths)
    }

    func collectionView(_ collectionView: WaterfallCollectionView<TestCell>, didSelectItemAt index: Int) {
        selections.append(index)
    }

    func collectionViewFooterIsVisible(_ collectionView: WaterfallCollectionView<TestCell>) {
        footerCalls += 1
        onFooter?(collectionView)
    }

    func collectionView(_ collectionView: WaterfallCollectionView<TestCell>, didChangeFocusFrom old: Int?, to new: Int?) {
        focusChanges.append(FocusChange(old: old, new: new))
    }

    /// Forgets the recorded sizes and cell requests.
    func clearRecords() {
        requestedIndexes.removeAll()
        measuredIndexes.removeAll()
    }
}
