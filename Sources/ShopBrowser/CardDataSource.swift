import ShopCatalog
import WaterfallLayout
import WaterfallViews

/// The waterfall's data source: the loaded items as the browser arranges them (filtered,
/// grouped, sorted), each card's measurements (one ``CardMetricsCache``) and what its image area
/// shows (``CardPictures``). It answers the view manager's questions — how many cards in each
/// group, each card's size, a configured cell — and nothing else: it neither asks for pages nor
/// changes the browser's mode.
package final class CardDataSource: WaterfallCollectionViewDataSource {
    /// The items loaded so far, in catalog order.
    package private(set) var items: [CatalogItem] = []
    /// The items as shown: the waterfall's flat item `f` is `items[arrangement.item(atFlat: f)]`.
    package var arrangement: ItemArrangement
    /// Photos: finished renditions, failures, what was asked for.
    package var pictures: CardPictures
    /// The cards' measurements at the current widths.
    private var metrics: CardMetricsCache
    /// The most rows a full-span card (a banner) takes, nil for no limit.
    var fullSpanHeightLimit: Int?
    /// Which cards span several columns.
    var spans = SpanMode.auto
    /// The column a card is kept in, by loaded item index (``ItemSize/column``): the card a user
    /// was at when items before it changed (a watched folder). Forgotten when the cards are
    /// arranged or laid out anew.
    var pinnedColumns: [Int: Int] = [:]
    /// The loaded index of each item not removed, by id: an item replaced by a folder's change
    /// is found at its new index.
    private var indexByID: [String: Int] = [:]

    /// A data source with no items yet, arranged by `rules`, its pictures made by `pictures`, its
    /// cards measured for terminal cells of `cellShape` (so that a picture keeps its shape).
    init(rules: ArrangementRules, pictures: CardPictures, cellShape: Size = CardMetrics.assumedCellShape) {
        self.arrangement = ItemArrangement(rules: rules)
        self.pictures = pictures
        self.metrics = CardMetricsCache(cellShape: cellShape)
    }

    /// The loaded item behind the waterfall's flat index `index`. O(1).
    func item(atFlat index: Int) -> CatalogItem { items[arrangement.item(atFlat: index)] }

    /// Appends `arrivals` to the loaded items and folds them into the arrangement; returns where
    /// they went. O(arrivals) unless the arrangement must renumber.
    func append(_ arrivals: [CatalogItem]) -> ArrangementInsertion {
        for (offset, item) in arrivals.enumerated() {
            indexByID[item.id] = items.count + offset
        }
        items.append(contentsOf: arrivals)
        return arrangement.append(from: items)
    }

    /// Removes the loaded items `indices` from the arrangement for good (they stay in ``items``,
    /// never shown again); returns where they were. O(N).
    func remove(_ indices: Set<Int>) -> ArrangementRemoval {
        for index in indices where indexByID[items[index].id] == index {
            indexByID[items[index].id] = nil
        }
        return arrangement.remove(indices)
    }

    /// The loaded index of the item with id `id`, nil when none is loaded or it was removed.
    /// O(1).
    func index(ofID id: String) -> Int? {
        indexByID[id]
    }

    /// Re-arranges the loaded items by `rules`. O(N log N).
    func rearrange(by rules: ArrangementRules) {
        arrangement = arrangement.rearranged(by: rules, items: items)
        pinnedColumns.removeAll()
    }

    /// Forgets every item and measurement (a reload), keeping the rules and the pictures made.
    func removeAllItems() {
        items.removeAll()
        indexByID.removeAll()
        metrics.removeAll()
        pinnedColumns.removeAll()
        arrangement = ItemArrangement(rules: arrangement.rules)
    }

    /// The metrics of flat item `index`'s card in `view`, at its section's widths: what its
    /// size was laid out from, what it is drawn with, what its photo is made for. Amortized O(1)
    /// when measured before at these widths, else O(title length).
    func metrics(ofFlat index: Int, in view: WaterfallCollectionView<CardCell>) -> CardMetrics {
        let widths = view.layout.geometry(ofSection: view.itemPath(of: index)?.section ?? 0).itemWidths
        let itemIndex = arrangement.item(atFlat: index)
        let item = items[itemIndex]
        let span = spans.span(of: item, columnCount: widths.columnCount)
        return metrics.metrics(of: item, at: itemIndex, span: span, widths: widths, fullSpanHeightLimit: fullSpanHeightLimit)
    }

    /// The metrics ``metrics(ofFlat:in:)`` gives, read without keeping anything (for drawing,
    /// which changes nothing). O(1) when kept, else O(title length).
    func peekMetrics(ofFlat index: Int, in view: WaterfallCollectionView<CardCell>) -> CardMetrics {
        let widths = view.layout.geometry(ofSection: view.itemPath(of: index)?.section ?? 0).itemWidths
        let itemIndex = arrangement.item(atFlat: index)
        let item = items[itemIndex]
        return metrics.peek(
            item, at: itemIndex, span: spans.span(of: item, columnCount: widths.columnCount), widths: widths, fullSpanHeightLimit: fullSpanHeightLimit)
    }

    /// The rendition key of flat item `index`'s photo on its card in `view`; nil without a photo
    /// or with pictures off.
    func pictureKey(ofFlat index: Int, in view: WaterfallCollectionView<CardCell>) -> PictureKey? {
        pictures.key(for: item(atFlat: index), metrics: metrics(ofFlat: index, in: view))
    }

    /// The number of items shown in the first section.
    package func numberOfItems(in collectionView: WaterfallCollectionView<CardCell>) -> Int {
        self.collectionView(collectionView, numberOfItemsInSection: 0)
    }

    /// The number of items of group `section` (0 for the footer's section).
    package func collectionView(_ collectionView: WaterfallCollectionView<CardCell>, numberOfItemsInSection section: Int) -> Int {
        arrangement.groups.indices.contains(section) ? arrangement.groups[section].members.count : 0
    }

    /// A card cell for flat item `index`, reused from the pool when possible.
    package func collectionView(_ collectionView: WaterfallCollectionView<CardCell>, cellForItemAt index: Int) -> CardCell {
        let cell = collectionView.dequeueReusableCell() ?? CardCell()
        cell.configure(index: index)
        return cell
    }

    /// The card's span (``SpanMode``) and its height at the width of the columns it covers.
    package func collectionView(
        _ collectionView: WaterfallCollectionView<CardCell>, sizeForItemAt index: Int, widths: ItemWidths
    ) -> ItemSize {
        let itemIndex = arrangement.item(atFlat: index)
        let item = items[itemIndex]
        let span = spans.span(of: item, columnCount: widths.columnCount)
        var size = metrics.size(of: item, at: itemIndex, span: span, widths: widths, fullSpanHeightLimit: fullSpanHeightLimit)
        size.column = pinnedColumns[itemIndex]
        return size
    }
}
