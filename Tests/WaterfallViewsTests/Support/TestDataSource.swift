import SeededRandom
import WaterfallLayout
import WaterfallViews

/// A data source and delegate with seeded random item heights that records every callback, over a
/// model of sections of items with stable identities, changed by the same calls as the collection
/// view's updates.
///
/// Item `id`'s height is a stateless hash of (`seed`, `id`, its version): either a number of rows in
/// `heights` or, with `aspectHeights`, a percentage of the column width, so that a width change
/// changes heights. Every `spanEvery`-th item id (when set) spans all columns, and every
/// `wideEvery`-th one (when set; ids halfway through each run of that many) two. A one-section source
/// made with `count` items has ids `0 ..< count`, so item `i` starts with id `i`.
final class TestDataSource: WaterfallCollectionViewDataSource, WaterfallCollectionViewDelegate {
    typealias Cell = TestCell

    let seed: UInt64
    let heights: ClosedRange<Int>
    let aspectHeights: Bool
    let spanEvery: Int?
    let wideEvery: Int?
    /// Whether headers and footers get views.
    var suppliesSupplementaryViews = true

    /// Item ids per section.
    private(set) var sectionItems: [[Int]]
    /// Section ids.
    private(set) var sectionIDs: [Int]
    /// Versions of reloaded items and sections (absent: 0).
    private var itemVersions: [Int: Int] = [:]
    private var sectionVersions: [Int: Int] = [:]
    /// The first flat index of every section and, last, the item count.
    private var starts: [Int] = []
    private var nextItemID: Int
    private var nextSectionID: Int

    /// Cells and views made so far (the next serial).
    private(set) var madeCount = 0
    /// Every `cellForItemAt` index, in order.
    private(set) var requestedIndexes: [Int] = []
    /// Every supplementary view asked for (also those declined), in order.
    private(set) var requestedElements: [SupplementaryElement] = []
    /// Sizes asked for, in order.
    private(set) var measuredIndexes: [Int] = []
    /// Indexes whose `itemPath(of:)` disagreed with this model while being measured or shown.
    private(set) var numberingMismatches: [Int] = []
    /// Footer notifications so far.
    private(set) var footerCalls = 0
    /// Selected indexes, in order.
    private(set) var selections: [Int] = []
    /// Focus changes, in order.
    private(set) var focusChanges: [FocusChange] = []
    /// Items the delegate heard were placed early, in order.
    private(set) var placedEarly: [PlacementMove] = []
    /// Called on every footer notification (to answer a load synchronously).
    var onFooter: ((WaterfallCollectionView<TestCell>) -> Void)?

    struct FocusChange: Equatable {
        var old: Int?
        var new: Int?
    }

    /// A source of sections holding `sectionCounts` items.
    init(
        sectionCounts: [Int], seed: UInt64 = 1, heights: ClosedRange<Int> = 1 ... 12, aspectHeights: Bool = false, spanEvery: Int? = nil,
        wideEvery: Int? = nil
    ) {
        self.seed = seed
        self.heights = heights
        self.aspectHeights = aspectHeights
        self.spanEvery = spanEvery
        self.wideEvery = wideEvery
        var next = 0
        sectionItems = sectionCounts.map { count in
            defer { next += count }
            return Array(next ..< next + count)
        }
        sectionIDs = Array(sectionCounts.indices)
        nextItemID = next
        nextSectionID = sectionCounts.count
        renumber()
    }

    /// A one-section source of `count` items.
    convenience init(
        count: Int, seed: UInt64 = 1, heights: ClosedRange<Int> = 1 ... 12, aspectHeights: Bool = false, spanEvery: Int? = nil, wideEvery: Int? = nil
    ) {
        self.init(sectionCounts: [count], seed: seed, heights: heights, aspectHeights: aspectHeights, spanEvery: spanEvery, wideEvery: wideEvery)
    }

    /// Makes a collection view wired to this data source and delegate, and reloads it.
    func makeView(_ configuration: WaterfallViewConfiguration) -> WaterfallCollectionView<TestCell> {
        TestCell.makeView(configuration, source: self)
    }

    // MARK: The model

    /// The number of items in all sections. Setting it adds new items to, or removes items from,
    /// the end of the last sections.
    var count: Int {
        get { starts.last ?? 0 }
        set {
            var excess = count - max(0, newValue)
            for section in sectionItems.indices.reversed() where excess > 0 {
                let removed = min(excess, sectionItems[section].count)
                sectionItems[section].removeLast(removed)
                excess -= removed
            }
            if excess < 0, !sectionItems.isEmpty {
                sectionItems[sectionItems.count - 1].append(contentsOf: nextItemID ..< nextItemID - excess)
                nextItemID -= excess
            }
            renumber()
        }
    }

    /// The item id at flat index `index`.
    func itemID(at index: Int) -> Int {
        let path = path(of: index)
        return sectionItems[path.section][path.item]
    }

    /// The flat index of item `id`, nil when it is gone. O(N).
    func index(ofItem id: Int) -> Int? {
        for (section, items) in sectionItems.enumerated() {
            if let position = items.firstIndex(of: id) { return starts[section] + position }
        }
        return nil
    }

    /// The section and position of flat index `index`, from this model's own counts.
    func path(of index: Int) -> ItemPath {
        var section = 0
        while section + 1 < sectionItems.count, starts[section + 1] <= index { section += 1 }
        return ItemPath(section: section, item: index - starts[section])
    }

    /// What the cell of flat index `index` should show.
    func content(ofItem index: Int) -> TestCell.Content {
        let id = itemID(at: index)
        return .item(id: id, version: itemVersions[id] ?? 0)
    }

    /// What the view of `element` should show.
    func content(of element: SupplementaryElement) -> TestCell.Content {
        let id = sectionIDs[element.section]
        let version = sectionVersions[id] ?? 0
        return element.kind == .header ? .header(section: id, version: version) : .footer(section: id, version: version)
    }

    /// The size of item `index` for `widths`.
    func size(of index: Int, widths: ItemWidths) -> ItemSize {
        let id = itemID(at: index)
        let version = UInt64(itemVersions[id] ?? 0)
        let hash = SplitMix64.mix(seed &* 0x1_0000_0001 ^ UInt64(id) ^ version &* 0x9E37_79B9)
        let span: ItemSpan
        if spanEvery.map({ id % $0 == $0 - 1 }) ?? false {
            span = .full
        } else if wideEvery.map({ id % $0 == $0 / 2 }) ?? false {
            span = .columns(2)
        } else {
            span = .single
        }
        if aspectHeights {
            let percent = 20 + Int(hash % 130)
            return ItemSize(height: widths.width(of: span) * percent / 100, span: span)
        }
        let range = UInt64(heights.upperBound - heights.lowerBound + 1)
        return ItemSize(height: heights.lowerBound + Int(hash % range), span: span)
    }

    /// New items at `paths` (positions after the change).
    func insertItems(at paths: [ItemPath]) {
        for path in paths.sorted() {
            sectionItems[path.section].insert(nextItemID, at: path.item)
            nextItemID += 1
        }
        renumber()
    }

    /// Removes the items at `paths` (positions before the change).
    func deleteItems(at paths: [ItemPath]) {
        for path in paths.sorted().reversed() {
            sectionItems[path.section].remove(at: path.item)
        }
        renumber()
    }

    /// New versions of the items at `paths`: new sizes, new cell content.
    func reloadItems(at paths: [ItemPath]) {
        for path in paths {
            let id = sectionItems[path.section][path.item]
            itemVersions[id, default: 0] += 1
        }
    }

    /// New sections of `counts` new items, the first at index `index`.
    func insertSections(_ counts: [Int], at index: Int) {
        let new = counts.map { count in
            defer { nextItemID += count }
            return Array(nextItemID ..< nextItemID + count)
        }
        sectionItems.insert(contentsOf: new, at: index)
        sectionIDs.insert(contentsOf: nextSectionID ..< nextSectionID + counts.count, at: index)
        nextSectionID += counts.count
        renumber()
    }

    /// Removes the sections `indices` with their items.
    func deleteSections(_ indices: [Int]) {
        for index in indices.sorted().reversed() {
            sectionItems.remove(at: index)
            sectionIDs.remove(at: index)
        }
        renumber()
    }

    /// Replaces the items of section `index` by `count` new ones and gives its header and footer a
    /// new version.
    func reloadSection(_ index: Int, count: Int) {
        sectionItems[index] = Array(nextItemID ..< nextItemID + count)
        nextItemID += count
        sectionVersions[sectionIDs[index], default: 0] += 1
        renumber()
    }

    private func renumber() {
        starts = []
        var start = 0
        for items in sectionItems {
            starts.append(start)
            start += items.count
        }
        starts.append(start)
    }

    // MARK: Data source and delegate

    func numberOfItems(in collectionView: WaterfallCollectionView<TestCell>) -> Int { sectionItems.first?.count ?? 0 }

    func collectionView(_ collectionView: WaterfallCollectionView<TestCell>, numberOfItemsInSection section: Int) -> Int {
        sectionItems[section].count
    }

    func collectionView(_ collectionView: WaterfallCollectionView<TestCell>, cellForItemAt index: Int) -> TestCell {
        requestedIndexes.append(index)
        checkNumbering(of: index, in: collectionView)
        let cell = dequeueOrMake { collectionView.dequeueReusableCell() }
        cell.content = content(ofItem: index)
        return cell
    }

    func collectionView(_ collectionView: WaterfallCollectionView<TestCell>, sizeForItemAt index: Int, widths: ItemWidths) -> ItemSize {
        measuredIndexes.append(index)
        checkNumbering(of: index, in: collectionView)
        return size(of: index, widths: widths)
    }

    func collectionView(
        _ collectionView: WaterfallCollectionView<TestCell>, viewForSupplementaryElement element: SupplementaryElement
    ) -> TestCell? {
        requestedElements.append(element)
        guard suppliesSupplementaryViews else { return nil }
        let view = dequeueOrMake { collectionView.dequeueReusableSupplementaryView(ofKind: element.kind) }
        view.content = content(of: element)
        return view
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

    func collectionView(_ collectionView: WaterfallCollectionView<TestCell>, didPlaceItemsEarly moves: [PlacementMove]) {
        placedEarly.append(contentsOf: moves)
    }

    /// Forgets the recorded sizes and cell requests.
    func clearRecords() {
        requestedIndexes.removeAll()
        requestedElements.removeAll()
        measuredIndexes.removeAll()
    }

    private func dequeueOrMake(_ dequeue: () -> TestCell?) -> TestCell {
        if let reused = dequeue() { return reused }
        madeCount += 1
        return TestCell(serial: madeCount)
    }

    private func checkNumbering(of index: Int, in collectionView: WaterfallCollectionView<TestCell>) {
        if collectionView.itemPath(of: index) != path(of: index) { numberingMismatches.append(index) }
    }
}
